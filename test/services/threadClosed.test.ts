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
});
