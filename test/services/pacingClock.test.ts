// Clocks that sleep (docs/pacing.md), through the service with the clock in the test's hand: a
// turn counts only its player's waking hours, the turn message shows the real moment it ends and
// why; a player asleep when their turn begins is named, not pinged, and called when they wake;
// reminders come at counted half time and shortly before the end, never inside quiet hours; a
// clock that runs out spends the game's vacation allowance a day at a time before the AI plays;
// a time bank carries what a turn did not use to the next, with its gain, capped.
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../src/services';
import { asleepAt, countedMs } from '../../src/services/core/wakingTime';
import {
  actionsIn,
  alice,
  bob,
  button,
  clockedService,
  DAY,
  drain,
  here,
  HOUR,
  lastTurn,
  post,
  row,
  seatsIn,
  started,
  tempDb,
  testClock,
} from '../support/service';

const says = (list: Announcement[]) => list.flatMap((a) => (a.kind === 'say' ? [a.reply.content] : []));
const dms = (list: Announcement[]) => list.filter((a) => a.kind === 'dm');
const tokyo = { zone: 'Asia/Tokyo', quiet: { from: 23, to: 8 }, daysOff: [] };
const seatOf = (p: string, seat: number) => seatsIn(p)[seat];

describe('a clock that counts waking hours', () => {
  it('ends later by exactly the hours slept, names a sleeper without a ping, calls them as they wake, and reminds only while they are awake', async () => {
    // 00:30 on a Tuesday in Tokyo: Alice sleeps 23-8 and wants DMs.
    const clock = testClock(Date.parse('2026-01-05T15:30:00Z'));
    const p = tempDb();
    const svc = await clockedService(clock, p);
    expect((await svc.settings(alice, { timezone: 'tokyo', quiet: '23-8', dm: true })).reply.content).toContain('Asia/Tokyo');
    const first = await started(svc, [6, 4, 3, 2], [alice, bob], 0, { clockMs: 12 * HOUR, vacationMs: 0 });
    const start = clock.now;
    // 12 waking hours from 00:30: 08:00 to 20:00 in Tokyo, 7.5 hours later than a plain clock.
    const deadline = Date.parse('2026-01-06T11:00:00Z');
    expect(row(p).turn.deadline).toBe(deadline);
    expect(deadline - start - 12 * HOUR).toBe(7.5 * HOUR);
    const text = first.reply.content;
    expect(text).toMatch(/^▶ \*\*Alice\*\* \(Red\): Roll the die/);
    expect(text).not.toContain('<@u-alice>');
    expect(text).toContain(`⏳ Time for this turn: until <t:${deadline / 1000}:f>.`);
    expect(text).toContain('💤 Alice sleeps 23–8 (Tokyo): the clock counts only their waking hours.');
    expect(text).toContain(`💤 Alice is asleep now: they will be pinged <t:${Date.parse('2026-01-05T23:00:00Z') / 1000}:R>.`);
    // Hour by hour through the night, nothing; at 08:00 her wake call, with her DM.
    const heard: Array<{ at: number; text: string }> = [];
    let woke: Announcement[] = [];
    for (let h = 1; h <= 19; h++) {
      clock.advance(HOUR / 2);
      const out = await drain(svc);
      for (const t of says(out)) heard.push({ at: clock.now, text: t });
      if (dms(out).length > 0) woke = out;
      clock.advance(HOUR / 2);
      for (const t of says(await drain(svc))) heard.push({ at: clock.now, text: t });
    }
    expect(heard.map((h) => h.text.split(',')[0])).toEqual(['▶ <@u-alice>', '⏰ <@u-alice>', '⏰ <@u-alice>']);
    for (const h of heard) expect(asleepAt(tokyo, h.at), new Date(h.at).toISOString()).toBe(false);
    // The wake call at 08:00, half time after 6 waking hours (14:00), the second 1 hour before the end (19:00).
    expect(heard.map((h) => new Date(h.at).toISOString())).toEqual([
      '2026-01-05T23:00:00.000Z',
      '2026-01-06T05:00:00.000Z',
      '2026-01-06T10:00:00.000Z',
    ]);
    expect(heard[0].text).toMatch(/^▶ <@u-alice>, it is your turn \(your time runs until <t:\d+:f>\): https:\/\/discord\.com\//);
    expect(heard[1].text).toMatch(/^⏰ <@u-alice>, half of your time/);
    expect(countedMs(tokyo, heard[1].at, deadline)).toBe(6 * HOUR);
    expect(dms(woke)).toHaveLength(1);
    // Her clock runs out at 20:00: the AI plays, and Bob (no zone: a plain clock) gets 12 hours.
    clock.advance(deadline - clock.now);
    const out = await drain(svc);
    expect(actionsIn(p).at(-1)).toMatchObject({ seat: 0, decision: { kind: 'choice', by: 'clock' } });
    expect(lastTurn(out).reply.content).toContain('<@u-bob>');
    expect(row(p).turn.deadline).toBe(clock.now + 12 * HOUR);
  });

  it('spends the game’s vacation allowance a day at a time when a clock runs out, says so, then lets the AI play', async () => {
    const clock = testClock();
    const p = tempDb();
    const svc = await clockedService(clock, p);
    await started(svc, [6, 4, 3, 2], [alice, bob], 0, { clockMs: 12 * HOUR, vacationMs: 2 * DAY });
    const deadline = row(p).turn.deadline!;
    clock.advance(12 * HOUR);
    const day1 = await drain(svc);
    expect(actionsIn(p)).toHaveLength(0);
    expect(row(p).turn.deadline).toBe(deadline + DAY);
    expect(seatOf(p, 0).vacationMs).toBe(DAY);
    expect(lastTurn(day1).reply.content).toContain(
      '🏖️ Time ran out for Alice (Red): 24 hours of their vacation allowance are spent, and the clock waits (1 day left in this game).',
    );
    // Again at once: the same deadline is never spent twice.
    expect(await drain(svc)).toEqual([]);
    clock.advance(DAY);
    await drain(svc);
    expect(seatOf(p, 0).vacationMs).toBe(2 * DAY);
    expect(actionsIn(p)).toHaveLength(0);
    clock.advance(DAY);
    await drain(svc);
    expect(actionsIn(p)[0]).toMatchObject({ seat: 0, decision: { kind: 'choice', choice: 'roll', by: 'clock' } });
    expect(seatOf(p, 0).vacationMs).toBe(2 * DAY);
  });
});

describe('a bot down past a deadline', () => {
  it('spends the days of allowance it missed at once, then lets the AI play, each once', async () => {
    const clock = testClock();
    const p = tempDb();
    const svc = await clockedService(clock, p);
    await started(svc, [6, 4, 3, 2], [alice, bob], 0, { clockMs: 12 * HOUR, vacationMs: 3 * DAY });
    const deadline = row(p).turn.deadline!;
    // Down for a day and a half past the deadline: two days spent, the clock waits until then.
    clock.advance(12 * HOUR + 36 * HOUR);
    await drain(svc);
    expect(seatOf(p, 0).vacationMs).toBe(2 * DAY);
    expect(row(p).turn.deadline).toBe(deadline + 2 * DAY);
    expect(actionsIn(p)).toHaveLength(0);
    // Down for ten days: the last day spent, and the AI plays at once.
    clock.advance(10 * DAY);
    await drain(svc);
    expect(seatOf(p, 0).vacationMs).toBe(3 * DAY);
    expect(actionsIn(p)[0]).toMatchObject({ seat: 0, decision: { by: 'clock' } });
    expect(await drain(svc)).toEqual([]);
  });
});

describe('a time bank', () => {
  it('shows and spends each player’s bank, keeps what a turn did not use with its gain, capped, and runs out', async () => {
    const clock = testClock();
    const p = tempDb();
    const svc = await clockedService(clock, p);
    // A bank of one day, six hours more a turn; no vacation, so that running out lets the AI play.
    const ask = await svc.newGameWith(here, alice, 'dice-race', {
      dice: [6, 4, 3, 2, 3, 2, 3],
      settings: { bank: { startMs: DAY, gainMs: 6 * HOUR }, clockMs: null, vacationMs: 0 },
    });
    expect(ask.reply.content).toContain('⏳ time bank: 1 day each, 6 hours more a turn (never above 1 day)');
    await post(svc, ask);
    await svc.join(here, bob);
    await svc.start(here, alice);
    const first = lastTurn(await drain(svc));
    // The first turn has the whole bank (its gain would pass the cap).
    expect(row(p).turn.deadline).toBe(clock.now + DAY);
    expect(first.reply.content).toContain('🏦 Alice’s time bank: 1 day left.');
    expect(seatOf(p, 0).bankMs).toBe(DAY);
    // Alice answers after 10 hours: 14 left; Bob's turn has his whole day.
    clock.advance(10 * HOUR);
    const bobs = await post(svc, await svc.component(here, alice, button(first, 'Roll the die')));
    expect(seatOf(p, 0).bankMs).toBe(14 * HOUR);
    expect(bobs.reply.content).toContain('🏦 Bob’s time bank: 1 day left.');
    // Bob answers after 2 hours; Alice's next turn: 14 + 6 = 20 hours.
    clock.advance(2 * HOUR);
    const again = await post(svc, await svc.component(here, bob, button(bobs, 'Roll the die')));
    expect(again.reply.content).toContain('🏦 Alice’s time bank: 20 hours left.');
    expect(row(p).turn.deadline).toBe(clock.now + 20 * HOUR);
    // She lets it run out: the AI plays, her bank is empty, and her next turn has only the gain.
    clock.advance(20 * HOUR);
    await drain(svc);
    expect(actionsIn(p).at(-1)).toMatchObject({ seat: 0, decision: { by: 'clock' } });
    expect(seatOf(p, 0).bankMs).toBe(0);
    clock.advance(HOUR);
    const bobTurn = row(p).turn;
    expect(bobTurn.seat).toBe(1);
    const b = await svc.roll(here, bob);
    expect(b.reply.ephemeral).toBe(false);
    expect(row(p).turn.deadline).toBe(clock.now + 6 * HOUR);
    expect(b.reply.content).toContain('🏦 Alice’s time bank: 6 hours left.');
  });
});
