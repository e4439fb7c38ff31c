// A game's thread closed for good (locked): the game moves to its channel, said once there (an
// outbox row written with the move, so a crash neither loses nor doubles it), and its turn
// message is owed anew there; with a live game of its own in the channel, it cannot move and
// nothing stays owed (never retried every minute).
import { describe, expect, it } from 'vitest';
import type { Where } from '../../src/services';
import { alice, bob, clockedService, DAY, drain, here, post, row, tempDb, testClock } from '../support/service';
import { peek } from '../support/stores';

/** Alice and Bob play in a thread of their own (`thread` null: in `where` itself), on a two-day clock. */
async function inThread(p = tempDb(), clock = testClock(), where: Where = here, thread: string | null = 'thread-1') {
  const svc = await clockedService(clock, p);
  const settings = { clockMs: 2 * DAY };
  await post(svc, await svc.newGameWith(where, alice, 'dice-race', { dice: [6, 4, 3, 2, 3, 2, 3, 2], ai: 0, settings }));
  await svc.join(where, bob);
  await svc.start(where, alice);
  await drain(svc, thread);
  return { svc, p };
}
const inPlace = (list: Awaited<ReturnType<Awaited<ReturnType<typeof clockedService>>['pump']>>, placeId: string) =>
  list.filter((a) => 'channelId' in a && a.channelId === placeId);

describe('a thread closed for good', () => {
  it('moves its game to the channel, says so once there, and owes the turn message there', async () => {
    const { svc, p } = await inThread();
    const before = row(p, 'thread-1');
    expect(before.threadId).toBe('thread-1');
    const moved = await svc.threadClosed('thread-1');
    expect(moved.kind).toBe('moved');
    if (moved.kind !== 'moved') return;
    expect(moved.gameId).toBe(before.id);
    const [notice, turn] = moved.announcements;
    expect(notice).toMatchObject({ kind: 'say', channelId: here.channelId, outbox: expect.any(Number) });
    expect(notice.kind === 'say' && notice.reply.content).toBe(
      "🔒 Dice Race: the game's thread is closed, so the game goes on here.",
    );
    expect(turn).toMatchObject({ kind: 'turn', channelId: here.channelId, messageId: null, retire: [] });
    expect(row(p).threadId).toBeNull();
    expect(row(p).owed).toBe(true);

    // Not yet said (a crash): the next pump owes it again, once; once said, never again.
    const again = await drain(svc);
    expect(again.filter((a) => a.kind === 'say')).toHaveLength(1);
    expect(again.filter((a) => a.kind === 'turn' && a.channelId === here.channelId)).toHaveLength(1);
    // Recorded there (the version was shown in the thread already): nothing owed, nothing posted twice.
    expect(row(p).owed).toBe(false);
    expect(row(p).lastMessageId).toMatch(/^posted-/);
    expect(await drain(svc)).toEqual([]);
    // The thread holds nothing more.
    expect(await svc.threadClosed('thread-1')).toEqual({ kind: 'moved', gameId: null, announcements: [] });
  });

  it('gives up what the game owed there, reminders too, when its channel has a live game of its own', async () => {
    const clock = testClock();
    const { svc, p } = await inThread(tempDb(), clock);
    const id = row(p, 'thread-1').id;
    await svc.newGame(here, bob, 'dice-race', 0);
    expect(row(p).id).not.toBe(id);
    clock.advance(DAY);
    expect(inPlace(await svc.pump(), 'thread-1').map((a) => a.kind)).toEqual(['say']); // a reminder owed there
    expect(await svc.threadClosed('thread-1')).toEqual({ kind: 'stuck', gameId: id });
    const db = peek(p);
    try {
      const g = db.gameById(id)!;
      expect([g.threadId, g.owed, g.status]).toEqual(['thread-1', false, 'active']);
    } finally {
      db.close();
    }
    // Nothing is owed in the thread any more: not tried again at the next pump.
    expect(inPlace(await svc.pump(), 'thread-1')).toEqual([]);
  });

  it('gives up what a game opened in the closed thread itself owed there', async () => {
    const chat: Where = { guildId: 'g1', channelId: 'chat-1' };
    const { svc, p } = await inThread(tempDb(), testClock(), chat, null);
    const g = row(p, 'chat-1');
    expect([g.channelId, g.threadId]).toEqual(['chat-1', null]);
    expect(await svc.threadClosed('chat-1')).toEqual({ kind: 'stuck', gameId: g.id });
    expect(inPlace(await svc.pump(), 'chat-1')).toEqual([]);
  });

  it("owes the retirement of the thread's last turn message with the move: refused, each try waits longer; done once", async () => {
    const clock = testClock();
    const { svc, p } = await inThread(tempDb(), clock);
    const last = row(p, 'thread-1').lastMessageId!;
    expect(await svc.retirements(null)).toEqual([]);
    await svc.threadClosed('thread-1');
    const owed = { channelId: 'thread-1', messageId: last };
    expect(await svc.retirements(null)).toEqual([owed]);
    await svc.retirementTried(owed, false);
    // Waiting a minute, then two: not due before, but the bot writing in the thread may do it any time.
    expect(await svc.retirements(null)).toEqual([]);
    expect(await svc.retirements('thread-1')).toEqual([owed]);
    clock.advance(60_000);
    expect(await svc.retirements(null)).toEqual([owed]);
    await svc.retirementTried(owed, false);
    clock.advance(60_000);
    expect(await svc.retirements(null)).toEqual([]);
    clock.advance(60_000);
    expect(await svc.retirements(null)).toEqual([owed]);
    await svc.retirementTried(owed, true);
    expect(await svc.retirements('thread-1')).toEqual([]);
    // Owed again by the bot (an edit refused there), once however often.
    await svc.oweRetirement(owed);
    await svc.oweRetirement(owed);
    expect(await svc.retirements(null)).toEqual([owed]);
  });

  it('tells a player locked out of the thread by DM, in their language: the private answer, or that it was done', async () => {
    const { svc } = await inThread();
    const thread: Where = { ...here, channelId: 'thread-1' };
    const refusal = { ephemeral: true, content: 'Ce n’est pas votre tour.', rows: [] };
    expect(await svc.lockedOut(thread, { ...alice, locale: 'fr' }, refusal, here.channelId)).toEqual([
      {
        kind: 'dm',
        userId: alice.userId,
        locale: 'fr',
        content: `🔒 Course de dés : le fil <#thread-1> est verrouillé, je n’ai donc pas pu vous y répondre. La partie continue dans <#${here.channelId}>.\nCe n’est pas votre tour.`,
      },
    ]);
    await svc.threadClosed('thread-1');
    // Moved already: the game found in the thread's channel; a public answer was done.
    const [dm] = await svc.lockedOut(
      thread,
      { ...bob, locale: 'hu' },
      { ephemeral: false, content: 'x', rows: [] },
      here.channelId,
    );
    expect(dm).toMatchObject({ kind: 'dm', userId: bob.userId, locale: 'hu' });
    expect(dm.kind === 'dm' && dm.content).toMatch(
      /zárolták \(<#thread-1>\).*folytatódik: <#[^>]+>\.\nAmit kértél, megtörtént\.$/s,
    );
    // No game to speak of: the lock alone.
    const [alone] = await svc.lockedOut({ ...here, channelId: 'chat' }, alice, null, null);
    expect(alone.kind === 'dm' && alone.content).toBe('🔒 <#chat> is locked, so I could not answer you there.');
  });
});
