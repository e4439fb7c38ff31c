// Vacation (docs/pacing.md): `/away` holds a player's turn clocks in every game, as long as each
// game's allowance lasts, with no ping or DM meanwhile and the turn message saying why; coming
// back early (`/away until:off`, or a move) gives back what the hold did not use. Bad input is
// answered privately and changes nothing.
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../src/services';
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
const seat = (p: string, n: number) => seatsIn(p)[n];
const actionCount = (p: string) => actionsIn(p).length;

/** Alice (to move) and Bob at a 3-day clock, 14 days of vacation each. */
async function table(start = Date.parse('2026-01-05T12:00:00Z')) {
  const clock = testClock(start);
  const p = tempDb();
  const svc = await clockedService(clock, p);
  const first = await started(svc, [6, 4, 3, 2, 3, 2, 3, 2], [alice, bob], 0, { clockMs: 3 * DAY });
  return { clock, p, svc, first };
}

describe('vacation', () => {
  it('holds a declared vacation’s clock for 10 days: no AI, no reminder, and the turn message says why', async () => {
    const { clock, p, svc } = await table();
    const deadline = row(p).turn.deadline!;
    const set = await svc.away(alice, '10d', 'skiing');
    expect(set.reply.ephemeral).toBe(true);
    expect(set.reply.content).toMatch(/^🏖️ Away until Thu 15 Jan: your turn clocks wait in your 1 game/);
    expect(row(p).heldUntil).toBe(clock.now + 10 * DAY);
    expect(row(p).turn.deadline).toBe(clock.now + 13 * DAY);
    expect(seat(p, 0).vacationMs).toBe(10 * DAY);
    const edited = lastTurn(await drain(svc)).reply.content;
    expect(edited).toContain(
      `🏖️ Alice is away until Thu 15 Jan (skiing): their clock waits until <t:${(clock.now + 10 * DAY) / 1000}:f>; 4 vacation days left in this game.`,
    );
    // Asked again the same: said once.
    expect((await svc.away(alice, '10d')).reply.content).toBe('You are already away until Thu 15 Jan.');
    // Ten days pass, a day at a time: nothing is said, nobody moves. The first 3-day deadline passed long ago.
    for (let d = 0; d < 10; d++) {
      clock.advance(DAY);
      const out = await drain(svc);
      expect(says(out)).toEqual([]);
      expect(actionCount(p)).toBe(0);
    }
    expect(clock.now).toBeGreaterThan(deadline);
    // She is back: the clock runs and her reminders come at half time. At the end the 4 days
    // of allowance left are spent a day at a time, then the AI plays.
    clock.advance(36 * HOUR);
    expect(says(await drain(svc))[0]).toMatch(/^⏰ <@u-alice>, half of your time/);
    clock.advance(36 * HOUR);
    for (let d = 0; d < 4; d++) {
      await drain(svc);
      expect(actionCount(p)).toBe(0);
      clock.advance(DAY);
    }
    await drain(svc);
    expect(actionCount(p)).toBe(1);
    expect(seat(p, 0).vacationMs).toBe(14 * DAY);
  });

  it('gives back what a hold did not use when she comes back early, by /away until:off or by a move', async () => {
    const { clock, p, svc, first } = await table();
    await svc.away(alice, '10d');
    clock.advance(2 * DAY);
    expect((await svc.away(alice, 'off')).reply.content).toBe('👋 Welcome back: your clocks run again.');
    expect(seat(p, 0).vacationMs).toBe(2 * DAY);
    expect(row(p).heldUntil).toBeNull();
    expect(row(p).turn.deadline).toBe(clock.now + 3 * DAY);
    expect((await svc.away(alice, 'off')).reply.content).toBe('You are not on vacation.');
    // Away again; a move of hers ends it too.
    await svc.away(alice, '5d');
    clock.advance(DAY);
    const moved = await post(svc, await svc.component(here, alice, button(first, 'Roll the die')));
    expect(moved.reply.ephemeral).toBe(false);
    expect(seat(p, 0).vacationMs).toBe(3 * DAY);
    expect((await svc.settings(alice, {})).reply.content).not.toContain('Away until');
  });

  it('holds a turn that begins while its player is away, names them without a ping, and calls them when back', async () => {
    const { clock, p, svc, first } = await table();
    // It is Alice's turn; Bob goes away for 5 days, then Alice moves: Bob's turn waits for him.
    await svc.notify(bob, true);
    await svc.away(bob, '5d');
    const bobs = await svc.component(here, alice, button(first, 'Roll the die'));
    expect(await svc.messagePosted(bobs.posts!, here.channelId, 'bob-turn')).toEqual([]);
    expect(bobs.reply.content).toMatch(/^▶ \*\*Bob\*\* \(Blue\): /);
    expect(bobs.reply.content).not.toContain('<@u-bob>');
    expect(bobs.reply.content).toContain('🏖️ Bob is away until Sat 10 Jan');
    expect(row(p).turn.deadline).toBe(clock.now + 8 * DAY);
    clock.advance(5 * DAY - HOUR);
    expect(await drain(svc)).toEqual([]);
    clock.advance(HOUR);
    const back = await drain(svc);
    expect(says(back)[0]).toMatch(/^▶ <@u-bob>, it is your turn/);
    expect(back.filter((a) => a.kind === 'dm')).toHaveLength(1);
  });

  it('reads a date as the day of return in the player’s own zone', async () => {
    const { clock, svc } = await table();
    await svc.settings(alice, { timezone: 'Asia/Tokyo' });
    await svc.away(alice, '2026-01-20');
    const shown = (await svc.settings(alice, {})).reply.content;
    expect(shown).toContain('🏖️ Away until Tue 20 Jan: `/away until:off` when you are back.');
    expect(clock.now).toBe(Date.parse('2026-01-05T12:00:00Z'));
  });

  it('answers bad input privately and changes nothing', async () => {
    const { p, svc } = await table();
    const before = { ...row(p), updatedAt: '' };
    for (const [until, says] of [
      ['2020-01-01', 'That moment has already passed: give a date or a duration still to come.'],
      ['400d', 'A vacation can last a year at most.'],
      [
        'soon',
        'I cannot read "soon": write a date like 2026-12-27 (you are back that day), a duration like 10d, 36h or 2w, or off.',
      ],
      [
        '2026-02-30',
        'I cannot read "2026-02-30": write a date like 2026-12-27 (you are back that day), a duration like 10d, 36h or 2w, or off.',
      ],
    ]) {
      const a = await svc.away(alice, until);
      expect(a.reply).toEqual({ ephemeral: true, content: says, rows: [] });
    }
    expect({ ...row(p), updatedAt: '' }).toEqual(before);
    expect((await svc.settings(alice, {})).reply.content).not.toContain('Away');
  });
});
