// A person's turn clock worked out in counted time (src/services/core/turnClock.ts), and a
// player's own time as typed in /settings (src/services/core/schedule.ts).
import { describe, expect, it } from 'vitest';
import {
  daysNamed,
  daysOffText,
  findZone,
  parseDaysOff,
  parseQuiet,
  quietText,
  scheduleOf,
  zonesLike,
} from '../../src/services/core/schedule';
import { nextReminder, planClock, reminderLevel, soonBefore, wakeAt } from '../../src/services/core/turnClock';
import { asleepAt, countedMs, type Schedule } from '../../src/services/core/wakingTime';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().replace('.000', ''));
const tokyo: Schedule = { zone: 'Asia/Tokyo', quiet: { from: 23, to: 8 }, daysOff: [] };

describe('the turn clock', () => {
  it('reminds at half time and a twelfth before the end, in counted time, never while the player sleeps', () => {
    const now = at('2026-03-02T03:00:00Z'); // 12:00 in Tokyo
    const p = planClock({ now, left: DAY, budget: DAY, schedule: tokyo, awayUntil: null, allowance: 14 * DAY, reminded: 0 });
    // 24 waking hours from noon: 11 today (to 23:00), 13 tomorrow (08:00 to 21:00).
    expect(iso(p.deadline)).toBe('2026-03-03T12:00:00Z');
    expect(countedMs(tokyo, now, p.deadline)).toBe(DAY);
    // Half time: 12 counted hours, 11 today and the 12th at 09:00 tomorrow.
    expect(iso(p.remindAt)).toBe('2026-03-03T00:00:00Z');
    expect(countedMs(tokyo, p.remindAt!, p.deadline)).toBe(DAY / 2);
    expect(p.heldUntil).toBeNull();
    // The second, two counted hours before the end.
    const soon = nextReminder(tokyo, p.remindAt!, p.deadline, DAY / 2, DAY, 1)!;
    expect(countedMs(tokyo, soon, p.deadline)).toBe(soonBefore(DAY));
    expect(iso(soon)).toBe('2026-03-03T10:00:00Z');
  });

  it('moves a reminder due inside the quiet hours to their end', () => {
    // 12 counted hours from 17:00 in Tokyo: half time falls at 23:00 sharp, when she sleeps.
    const now = at('2026-03-02T08:00:00Z');
    const p = planClock({ now, left: 12 * HOUR, budget: 12 * HOUR, schedule: tokyo, awayUntil: null, allowance: 0, reminded: 0 });
    expect(asleepAt(tokyo, at('2026-03-02T14:00:00Z'))).toBe(true);
    expect(iso(p.remindAt)).toBe('2026-03-02T23:00:00Z'); // 08:00 in Tokyo
    expect(asleepAt(tokyo, p.remindAt!)).toBe(false);
  });

  it('holds the clock for a vacation while the allowance lasts, and spends it', () => {
    const now = at('2026-06-01T12:00:00Z');
    const back = now + 10 * DAY;
    const held = planClock({
      now,
      left: 3 * DAY,
      budget: 3 * DAY,
      schedule: null,
      awayUntil: back,
      allowance: 14 * DAY,
      reminded: 0,
    });
    expect(held.heldUntil).toBe(back);
    expect(held.charge).toBe(10 * DAY);
    expect(held.deadline).toBe(back + 3 * DAY);
    // Only 4 days of allowance left: the clock waits 4 days, then runs while she is still away.
    const short = planClock({
      now,
      left: 3 * DAY,
      budget: 3 * DAY,
      schedule: null,
      awayUntil: back,
      allowance: 4 * DAY,
      reminded: 0,
    });
    expect(short.heldUntil).toBe(now + 4 * DAY);
    expect(short.deadline).toBe(now + 7 * DAY);
    expect(short.charge).toBe(4 * DAY);
    // None left: no hold.
    expect(
      planClock({ now, left: DAY, budget: DAY, schedule: null, awayUntil: back, allowance: 0, reminded: 0 }).heldUntil,
    ).toBeNull();
  });

  it('calls a player asleep or away when the turn began as they wake, not before', () => {
    const night = at('2026-03-02T16:00:00Z'); // 01:00 in Tokyo
    expect(iso(wakeAt(tokyo, null, night))).toBe('2026-03-02T23:00:00Z');
    expect(wakeAt(tokyo, null, at('2026-03-02T03:00:00Z'))).toBeNull();
    const p = planClock({ now: night, left: DAY, budget: DAY, schedule: tokyo, awayUntil: null, allowance: 0, reminded: -1 });
    expect(iso(p.remindAt)).toBe('2026-03-02T23:00:00Z');
    // Away: when they are back (and awake).
    const back = at('2026-03-10T15:00:00Z'); // midnight in Tokyo
    expect(iso(wakeAt(tokyo, back, night))).toBe('2026-03-10T23:00:00Z');
  });

  it('knows which reminder is due from the counted time left', () => {
    expect(reminderLevel(DAY, DAY)).toBe(0);
    expect(reminderLevel(DAY, DAY / 2)).toBe(1);
    expect(reminderLevel(DAY, 2 * HOUR)).toBe(2);
    // Past the second mark already: the half-time one is skipped.
    expect(nextReminder(null, 0, HOUR, HOUR, DAY, 0)).toBe(0);
    expect(nextReminder(null, 0, HOUR, HOUR, DAY, 2)).toBeNull();
  });
});

describe('a player’s own time as typed', () => {
  it('reads quiet hours across midnight, refuses hours that are not, and clears with off', () => {
    expect(parseQuiet('23-8')).toEqual({ from: 23, to: 8 });
    expect(parseQuiet('23h-8h')).toEqual({ from: 23, to: 8 });
    expect(parseQuiet('22:00 - 06:00')).toEqual({ from: 22, to: 6 });
    expect(parseQuiet('0-7')).toEqual({ from: 0, to: 7 });
    expect(parseQuiet('off')).toBeNull();
    for (const bad of ['25-3', '8-8', '0-20', 'night', '23', '-3-8']) expect(parseQuiet(bad), bad).toBeUndefined();
    expect(quietText({ from: 23, to: 8 })).toBe('23-8');
  });

  it('reads days off in each language, at most five, and names them in the reader’s', () => {
    expect(parseDaysOff('sat,sun')).toEqual([0, 6]);
    expect(parseDaysOff('samedi dimanche')).toEqual([0, 6]);
    expect(parseDaysOff('szo, v')).toEqual([0, 6]);
    expect(parseDaysOff('Vasárnap')).toEqual([0]);
    expect(parseDaysOff('none')).toBeNull();
    expect(parseDaysOff('mon,tue,wed,thu,fri,sat')).toBeUndefined();
    expect(parseDaysOff('weekend')).toBeUndefined();
    expect(daysOffText([0, 6])).toBe('sun,sat');
    expect(daysNamed('en', [6, 0])).toBe('Sat, Sun');
    expect(daysNamed('fr', [6])).toBe('sam.');
    expect(daysNamed('hu', [6])).toBe('Szo');
  });

  it('finds a zone by its name or its city, and answers an unknown one with the nearest names', () => {
    expect(findZone('Asia/Tokyo')).toEqual({ zone: 'Asia/Tokyo' });
    expect(findZone('asia/tokyo')).toEqual({ zone: 'Asia/Tokyo' });
    expect(findZone('tokyo')).toEqual({ zone: 'Asia/Tokyo' });
    expect(findZone('New York')).toEqual({ zone: 'America/New_York' });
    const near = findZone('Europe/Pariss');
    expect('near' in near && near.near).toContain('Europe/Paris');
    expect('near' in findZone('Atlantis')).toBe(true);
    // The runtime lists some zones by old names; people are offered, and may type, the new ones.
    expect(zonesLike('kolk')).toContain('Asia/Kolkata');
    expect(findZone('Asia/Calcutta')).toEqual({ zone: 'Asia/Kolkata' });
    expect(findZone('Kyiv')).toEqual({ zone: 'Europe/Kyiv' });
    expect(zonesLike('new_y')[0]).toBe('America/New_York');
  });

  it('makes the stored settings a schedule only with a zone', () => {
    const base = { userId: 'u', awayUntil: null, awayReason: null, awaySince: null, tzHint: false };
    expect(scheduleOf({ ...base, timeZone: null, quiet: '23-8', daysOff: null })).toBeNull();
    expect(scheduleOf({ ...base, timeZone: 'Europe/Paris', quiet: '23-8', daysOff: 'sat,sun' })).toEqual({
      zone: 'Europe/Paris',
      quiet: { from: 23, to: 8 },
      daysOff: [0, 6],
    });
  });
});
