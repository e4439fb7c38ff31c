// Durable posts that fail: a place that is gone ends its games once; any other failure is tried
// again later, each wait twice the one before (one minute, then 2, 4 … at most an hour), and
// given up after MAX_TRIES. The tries and the time of the next are stored with what is owed, so
// a restart neither forgets them nor starts over.
import type { Owed, PostVerdict } from '../contract';
import { stamp, type Deps } from '../core/context';
import { placed } from './announce';

/** Failed tries before a post is given up: with the waits below, about two hours of trying. */
export const MAX_TRIES = 8;
const MINUTE = 60_000;

/** The wait after the `tries`-th failed try. */
export const retryWaitMs = (tries: number): number => Math.min(MINUTE * 2 ** (tries - 1), 60 * MINUTE);

/** The games played or opened in a deleted channel or thread end; nothing more is owed there. */
export async function placeGone(deps: Deps, channelId: string): Promise<number[]> {
  // IMMEDIATE: it reads before it writes, and another process (a shard's pump) may write in between.
  return await deps.store.transaction(async () => {
    const games = await deps.store.gamesOfPlace(channelId);
    await deps.store.closeChannel(channelId, stamp(deps));
    for (const g of games) await deps.store.dropOwed(g.id);
    return games.filter((g) => g.status === 'lobby' || g.status === 'active').map((g) => g.id);
  });
}

export async function postFailed(deps: Deps, owed: Owed, goneChannelId: string | null): Promise<PostVerdict> {
  if (goneChannelId !== null) {
    const ended = await placeGone(deps, goneChannelId);
    return ended.length > 0 ? { kind: 'ended', gameIds: ended } : { kind: 'none' };
  }
  const tries = await deps.store.postFailed(owed, deps.now().getTime(), retryWaitMs);
  if (tries === 0) return { kind: 'none' };
  if (tries < MAX_TRIES) return { kind: 'retry', tries, inMs: retryWaitMs(tries) };
  if ('outboxId' in owed) {
    await deps.store.deleteOutbox(owed.outboxId);
  } else {
    const row = await deps.store.gameById(owed.gameId);
    if (row && !row.placed) {
      // A thread that cannot be made: the game plays in its channel, as without the permission.
      await placed(deps, row.id, null);
      await deps.store.clearPostTries(row.id);
    } else await deps.store.giveUpTurn(owed.gameId);
  }
  return { kind: 'given-up', tries };
}

/** An outbox message is on Discord. */
export async function said(deps: Deps, outbox: number): Promise<void> {
  await deps.store.deleteOutbox(outbox);
}
