// Counted waking time (src/services/core/wakingTime.ts): quiet hours across midnight, days off,
// the changes of summer time in Europe/Paris and America/New_York, and zones half an hour off
// the hour (Asia/Kolkata, and Australia/Adelaide, which has summer time too).
import { describe, expect, it } from 'vitest';
import { addCounted, asleepAt, countedMs, nextAwake, offsetAt, sleptMs, type Schedule } from '../../src/services/core/wakingTime';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000', '');
const sleeps = (zone: string, from = 23, to = 8, daysOff: number[] = []): Schedule => ({ zone, quiet: { from, to }, daysOff });

describe('offsets', () => {
  it('knows each zone’s offset, summer time and half hours included', () => {
    expect(offsetAt('Asia/Tokyo', at('2026-07-01T00:00:00Z'))).toBe(9 * HOUR);
    expect(offsetAt('Europe/Paris', at('2026-01-15T12:00:00Z'))).toBe(HOUR);
    expect(offsetAt('Europe/Paris', at('2026-07-15T12:00:00Z'))).toBe(2 * HOUR);
    expect(offsetAt('America/New_York', at('2026-01-15T12:00:00Z'))).toBe(-5 * HOUR);
    expect(offsetAt('America/New_York', at('2026-07-15T12:00:00Z'))).toBe(-4 * HOUR);
    expect(offsetAt('Asia/Kolkata', at('2026-07-15T12:00:00Z'))).toBe(5.5 * HOUR);
    expect(offsetAt('Australia/Adelaide', at('2026-01-15T12:00:00Z'))).toBe(10.5 * HOUR);
    expect(offsetAt('Australia/Adelaide', at('2026-07-15T12:00:00Z'))).toBe(9.5 * HOUR);
    // Paris springs forward at 01:00 UTC on 29 March 2026, to the minute.
    expect(offsetAt('Europe/Paris', at('2026-03-29T00:59:59Z'))).toBe(HOUR);
    expect(offsetAt('Europe/Paris', at('2026-03-29T01:00:00Z'))).toBe(2 * HOUR);
  });
});

describe('counted time', () => {
  it('without a schedule (no time zone) is plain time', () => {
    const from = at('2026-03-02T13:00:00Z');
    expect(addCounted(null, from, 12 * HOUR)).toBe(from + 12 * HOUR);
    expect(countedMs(null, from, from + 5 * HOUR)).toBe(5 * HOUR);
    expect(asleepAt(null, from)).toBe(false);
    // A zone with no quiet hours and no day off counts every hour too.
    expect(addCounted({ zone: 'Asia/Tokyo', quiet: null, daysOff: [] }, from, 12 * HOUR)).toBe(from + 12 * HOUR);
  });

  it('runs a 12 h clock started at 22:00 by someone who sleeps 23-8 out at 19:00 the next day', () => {
    const tokyo = sleeps('Asia/Tokyo');
    const start = at('2026-03-02T13:00:00Z'); // 22:00 in Tokyo
    const end = addCounted(tokyo, start, 12 * HOUR);
    expect(iso(end)).toBe('2026-03-03T10:00:00Z'); // 19:00 in Tokyo
    expect(countedMs(tokyo, start, end)).toBe(12 * HOUR);
    expect(sleptMs(tokyo, start, end)).toBe(9 * HOUR);
  });

  it('skips days off whole, and quiet hours on the days either side', () => {
    // Friday 20:00 in Paris (winter), off on Saturday and Sunday, asleep 23-8: 3 hours on Friday,
    // then Monday from 08:00.
    const paris = sleeps('Europe/Paris', 23, 8, [6, 0]);
    const friday = at('2026-01-09T19:00:00Z');
    expect(iso(addCounted(paris, friday, 6 * HOUR))).toBe('2026-01-12T10:00:00Z'); // Monday 11:00
    expect(asleepAt(paris, at('2026-01-10T12:00:00Z'))).toBe(true); // Saturday noon
    expect(iso(nextAwake(paris, at('2026-01-10T12:00:00Z')))).toBe('2026-01-12T07:00:00Z'); // Monday 08:00
    expect(nextAwake(paris, friday)).toBe(friday);
  });

  it('counts the short night when Paris springs forward, and the long one when it falls back', () => {
    const paris = sleeps('Europe/Paris');
    // 23:00 CET on Saturday 28 March to 08:00 CEST on Sunday: 8 hours slept, not 9.
    const sat = at('2026-03-28T11:00:00Z'); // noon
    const sun = at('2026-03-29T10:00:00Z'); // noon
    expect(sun - sat).toBe(23 * HOUR);
    expect(sleptMs(paris, sat, sun)).toBe(8 * HOUR);
    expect(countedMs(paris, sat, sun)).toBe(15 * HOUR);
    expect(iso(nextAwake(paris, at('2026-03-28T23:00:00Z')))).toBe('2026-03-29T06:00:00Z');
    // 23:00 CEST on Saturday 24 October to 08:00 CET: 10 hours slept.
    const satAutumn = at('2026-10-24T10:00:00Z');
    const sunAutumn = at('2026-10-25T11:00:00Z');
    expect(sleptMs(paris, satAutumn, sunAutumn)).toBe(10 * HOUR);
    // A day-long clock from Saturday noon ends 24 waking hours later: later by exactly the hours slept.
    const end = addCounted(paris, satAutumn, DAY);
    expect(end - satAutumn - DAY).toBe(sleptMs(paris, satAutumn, end));
  });

  it('counts quiet hours inside the hour that does not exist as the wall clock shows them', () => {
    // Asleep 1-3 in Paris: on the night the clock jumps from 02:00 to 03:00, that is one real hour.
    const paris = sleeps('Europe/Paris', 1, 3);
    const from = at('2026-03-28T22:00:00Z');
    expect(sleptMs(paris, from, from + 12 * HOUR)).toBe(HOUR);
    expect(sleptMs(paris, from + 7 * DAY, from + 7 * DAY + 12 * HOUR)).toBe(2 * HOUR);
  });

  it('follows New York’s changes of summer time', () => {
    const ny = sleeps('America/New_York', 22, 7);
    // 8 March 2026: 22:00 EST to 07:00 EDT is 8 real hours.
    expect(sleptMs(ny, at('2026-03-07T17:00:00Z'), at('2026-03-08T16:00:00Z'))).toBe(8 * HOUR);
    // 1 November 2026: 22:00 EDT to 07:00 EST is 10 real hours.
    expect(sleptMs(ny, at('2026-10-31T16:00:00Z'), at('2026-11-01T17:00:00Z'))).toBe(10 * HOUR);
    expect(asleepAt(ny, at('2026-11-01T03:30:00Z'))).toBe(true); // 23:30 EDT
    expect(asleepAt(ny, at('2026-11-01T12:00:00Z'))).toBe(false); // 07:00 EST
  });

  it('places quiet hours on the half hour in zones half an hour off', () => {
    // Kolkata is UTC+5:30: asleep 23-8 is 17:30-02:30 UTC.
    const kolkata = sleeps('Asia/Kolkata');
    expect(asleepAt(kolkata, at('2026-05-04T17:29:00Z'))).toBe(false);
    expect(asleepAt(kolkata, at('2026-05-04T17:30:00Z'))).toBe(true);
    expect(iso(nextAwake(kolkata, at('2026-05-04T20:00:00Z')))).toBe('2026-05-05T02:30:00Z');
    expect(iso(addCounted(kolkata, at('2026-05-04T16:30:00Z'), 2 * HOUR))).toBe('2026-05-05T03:30:00Z');
    // Adelaide (+10:30 in summer, +9:30 in winter) falls back at 03:00 on 5 April 2026: a 10-hour night.
    const adelaide = sleeps('Australia/Adelaide');
    expect(sleptMs(adelaide, at('2026-04-04T02:30:00Z'), at('2026-04-05T03:30:00Z'))).toBe(10 * HOUR);
    expect(iso(nextAwake(adelaide, at('2026-04-04T13:00:00Z')))).toBe('2026-04-04T22:30:00Z');
  });

  it('adds and counts as inverses over months of moments, in every zone tested', () => {
    const schedules = [
      sleeps('Europe/Paris', 23, 8, [0]),
      sleeps('America/New_York', 22, 6),
      sleeps('Asia/Kolkata', 0, 7, [5, 6]),
      sleeps('Australia/Adelaide', 21, 5),
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const s of schedules) {
      for (let i = 0; i < 40; i++) {
        const from = at('2026-01-01T00:00:00Z') + Math.floor(next() * 330 * DAY);
        const ms = Math.floor(next() * 6 * DAY);
        const end = addCounted(s, from, ms);
        expect(countedMs(s, from, end)).toBe(ms);
        // The moment it ends is the first at which that much is counted.
        if (ms > 0) expect(countedMs(s, from, end - 1)).toBe(ms - 1);
      }
    }
  });
});
