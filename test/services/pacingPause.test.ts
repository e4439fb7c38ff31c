// Pause by agreement (docs/pacing.md): asked by a seated person, agreed by every seated person
// (each once), or made alone by the creator or a moderator; while paused no clock runs, no
// reminder goes out, the AI takes no turn and decisions are refused politely; `/game resume`
// goes on with the time that was left. One request at a time; one not agreed within a day lapses.
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../src/services';
import {
  actionsIn,
  alice,
  bob,
  button,
  buttons,
  carol,
  clockedService,
  DAY,
  drain,
  here,
  HOUR,
  lastTurn,
  mod,
  resignNow,
  row,
  started,
  tempDb,
  testClock,
} from '../support/service';
import { peek } from '../support/stores';

const says = (list: Announcement[]) => list.flatMap((a) => (a.kind === 'say' ? [a.reply.content] : []));
const outbox = (p: string) => {
  const db = peek(p);
  try {
    return db.outboxRows();
  } finally {
    db.close();
  }
};
const actionCount = (p: string) => actionsIn(p).length;

/** Alice (the creator, to move), Bob and Carol at a 3-day clock without vacation. */
async function table() {
  const clock = testClock(Date.parse('2026-01-05T12:00:00Z'));
  const p = tempDb();
  const svc = await clockedService(clock, p);
  const first = await started(svc, [6, 4, 2, 3, 2, 3, 2], [alice, bob, carol], 0, { clockMs: 3 * DAY, vacationMs: 0 });
  return { clock, p, svc, first };
}

describe('pause by agreement', () => {
  it('pauses when every seated person agrees: no clock, no reminder, no AI, decisions refused; resume goes on with the time left', async () => {
    const { clock, p, svc, first } = await table();
    const deadline = row(p).turn.deadline!;
    clock.advance(HOUR);
    const ask = await svc.pause(here, bob, 'holidays');
    expect(ask.reply.ephemeral).toBe(false);
    expect(ask.reply.content).toBe(
      '⏸️ Bob asks to pause the game (holidays): no clock, no reminder and no move until `/game resume`. Waiting for **Alice** and **Carol** to agree (a day at most).',
    );
    expect(ask.reply.content).not.toMatch(/<@/);
    expect(buttons(ask).map((b) => b.label)).toEqual(['Agree', 'Refuse']);
    // Once each; the asker has agreed by asking.
    expect((await svc.component(here, bob, button(ask, 'Agree'))).reply.content).toBe(
      'You have already agreed; the others are still asked.',
    );
    const one = await svc.component(here, alice, button(ask, 'Agree'));
    expect(one.update).toBe(true);
    expect(one.reply.content).toContain('Waiting for **Carol** to agree');
    // A move is still possible until all agree.
    expect(row(p).pausedAt).toBeNull();
    const done = await svc.component(here, carol, button(one, 'Agree'));
    expect(done.update).toBe(true);
    expect(done.reply.content).toBe(
      '⏸️ The game is paused (holidays), asked by Bob: no clock runs and nothing is decided until someone types `/game resume`.',
    );
    expect(row(p).pausedAt).toBe(clock.now);
    // Its turn message says so, and offers no decision.
    const paused = lastTurn(await drain(svc));
    expect(paused.reply.content).toContain(`⏸️ Paused (holidays) since <t:${clock.now / 1000}:f>, asked by Bob: no clock runs.`);
    expect(buttons(paused).map((b) => b.label)).not.toContain('Roll the die');
    const refused = `The game is paused (holidays) since <t:${clock.now / 1000}:f>; \`/game resume\` to go on.`;
    expect((await svc.roll(here, alice)).reply.content).toBe(refused);
    expect((await svc.component(here, alice, button(first, 'Roll the die'))).reply.content).toBe(refused);
    expect((await svc.choose(here, alice, 'roll')).reply.content).toBe(refused);
    // Five days pass, well beyond the deadline: nothing is said, nobody moves.
    for (let d = 0; d < 5; d++) {
      clock.advance(DAY);
      expect(says(await drain(svc))).toEqual([]);
    }
    expect(actionCount(p)).toBe(0);
    // Resumed by any seated person: the clock goes on with what was left (3 days less an hour).
    const resumed = await svc.resume(here, carol);
    expect(resumed.reply).toEqual({ ephemeral: false, content: '▶️ Carol resumed the game: the clocks run again.', rows: [] });
    expect(row(p).pausedAt).toBeNull();
    expect(row(p).turn.deadline).toBe(deadline + 5 * DAY);
    expect(row(p).turn.deadline).toBe(clock.now + 3 * DAY - HOUR);
    const back = lastTurn(await drain(svc));
    expect(buttons(back).map((b) => b.label)).toContain('Roll the die');
    expect((await svc.roll(here, alice)).reply.ephemeral).toBe(false);
    expect((await svc.resume(here, carol)).reply.content).toBe('The game is not paused.');
  });

  it('lets the creator or a moderator pause alone, and refuses who is not seated', async () => {
    const { p, svc } = await table();
    expect((await svc.pause(here, { userId: 'u-zed', name: 'Zed' })).reply.content).toBe(
      'Only the people seated at this game (or its creator, or a member with Manage Server) can do that.',
    );
    const alone = await svc.pause(here, alice);
    expect(alone.reply.content).toBe(
      '⏸️ The game is paused, asked by Alice: no clock runs and nothing is decided until someone types `/game resume`.',
    );
    expect(row(p).pause).toMatchObject({ by: alice.userId, reason: null });
    expect((await svc.pause(here, bob)).reply.content).toBe(
      'The game is already paused (asked by Alice): `/game resume` to go on.',
    );
    await svc.resume(here, mod);
    expect(row(p).pausedAt).toBeNull();
    await svc.pause(here, mod, 'server move');
    expect(row(p).pause).toMatchObject({ by: mod.userId, reason: 'server move' });
  });

  it('keeps one request at a time, lets anyone seated refuse it, and lets it lapse after a day', async () => {
    const { clock, p, svc } = await table();
    const ask = await svc.pause(here, bob);
    expect((await svc.pause(here, carol)).reply.content).toBe(
      'Bob has already asked for a pause; it waits for the others (a day at most).',
    );
    const no = await svc.component(here, carol, button(ask, 'Refuse'));
    expect(no.update).toBe(true);
    expect(no.reply.content).toBe('Carol refused the pause Bob asked for: the game goes on.');
    expect(row(p).pauseAsk).toBeNull();
    expect((await svc.component(here, alice, button(ask, 'Agree'))).reply.content).toBe('No pause is being asked for now.');
    const again = await svc.pause(here, carol, 'exams');
    clock.advance(DAY);
    expect((await svc.component(here, alice, button(again, 'Agree'))).reply.content).toBe(
      'That pause request has lapsed (a day went by): ask again with `/game pause`.',
    );
    expect(row(p).pausedAt).toBeNull();
    // A new request replaces the lapsed one.
    expect((await svc.pause(here, bob)).reply.ephemeral).toBe(false);
  });

  it('drops the reminders owed when it pauses, and refuses to pause an ended game', async () => {
    const { clock, p, svc } = await table();
    clock.advance(36 * HOUR);
    // The half-time reminder made owed, not yet posted: the pause drops it.
    await svc.pump();
    expect(outbox(p)).toHaveLength(1);
    await svc.pause(here, alice);
    expect(outbox(p)).toHaveLength(0);
    await svc.resume(here, alice);
    for (const who of [bob, carol]) await resignNow(svc, who);
    expect(row(p).status).toBe('finished');
    expect((await svc.pause(here, bob)).reply.content).toBe('The last game here is over. Open a new one with /game new.');
  });
});
