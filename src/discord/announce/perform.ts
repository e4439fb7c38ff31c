// Carrying out a list of announcements, each in the queue of its place, each failure handled: a
// durable post that failed is reported to the service (which says: try again later, give up, or
// end the game of a place that is gone), anything said once is logged, and a thread closed for good
// moves its game to the channel. Nothing here rejects.
import { RESTJSONErrorCodes } from 'discord.js';
import type { Announcement, Owed } from '../../services';
import { codeOf } from '../errors';
import { ThreadClosed } from '../threads';
import { carryOut } from './kinds';
import { owedOf, placeOfAnnouncement } from './owed';
import type { AnnouncerState } from './state';

/** What `closed` calls the refused write in its log line: an interaction's answer. */
const ANSWER = 'answer';

/**
 * Carries out `list`, each place's in its queue; `held`: the place whose queue the caller runs in
 * (what belongs there goes on in it, what belongs elsewhere in its own queue).
 */
export async function perform(s: AnnouncerState, list: readonly Announcement[], held?: string): Promise<void> {
  for (const a of list) {
    const place = placeOfAnnouncement(a);
    if (place === null || place === held) await attempt(s, a, held);
    // Made elsewhere (a thread's first turn, a next turn after the queue was left): checked again in its own queue.
    else
      await s.queues.run(place, async () => {
        const now = await recheck(s, a);
        if (now) await attempt(s, now, place);
      });
  }
}

/** An announcement made before its place's queue was reached: what is owed now, or null. */
export async function recheck(s: AnnouncerState, a: Announcement): Promise<Announcement | null> {
  const { logger } = s;
  try {
    return await s.service.stillOwed(a);
  } catch (error) {
    logger.error({ err: error, announcement: a.kind }, `checking an owed announcement ${a.kind} failed`);
    return null;
  }
}

/** One announcement and what follows from it, its failure reported (a durable post) or logged (said once). */
export async function attempt(s: AnnouncerState, a: Announcement, held: string | undefined): Promise<void> {
  const { logger } = s;
  try {
    await perform(s, await carryOut(s, a), held);
  } catch (e) {
    if (e instanceof ThreadClosed) {
      await threadClosed(s, a.kind, e).catch((error: unknown) =>
        logger.error({ err: error, announcement: a.kind }, `moving the game of a closed thread failed`),
      );
      return;
    }
    const owed = owedOf(a);
    try {
      if (owed) await failed(s, a, owed, e);
      // Said once (a DM, an edit, a notice): nothing stays owed.
      else logger.error({ err: e, announcement: a.kind }, `announcement ${a.kind} failed`);
    } catch (error) {
      logger.error({ err: error, announcement: a.kind }, `recording a failed announcement ${a.kind} failed`);
    }
  }
}

/** A durable post failed: the service decides (try again later, give up, or end the game of a gone place); one log line says which. */
async function failed(s: AnnouncerState, a: Announcement, owed: Owed, e: unknown): Promise<void> {
  const { logger } = s;
  const gone = codeOf(e) === RESTJSONErrorCodes.UnknownChannel && 'channelId' in a ? a.channelId : null;
  const verdict = await s.service.postFailed(owed, gone);
  const what = { announcement: a.kind, ...owed };
  switch (verdict.kind) {
    case 'retry':
      logger.warn(
        { err: e, ...what, tries: verdict.tries, retryInS: verdict.inMs / 1000 },
        `announcement ${a.kind} failed (try ${verdict.tries}); trying again in ${Math.round(verdict.inMs / 1000)} s`,
      );
      return;
    case 'given-up':
      logger.error(
        { err: e, ...what, tries: verdict.tries },
        `announcement ${a.kind} given up after ${verdict.tries} failed tries`,
      );
      return;
    case 'ended':
      logger.warn(
        { ...what, channel: gone, games: verdict.gameIds },
        `the thread or channel of game ${verdict.gameIds.join(', ')} is gone: the game is ended`,
      );
      return;
    case 'none':
      return;
    default: {
      const never: never = verdict;
      return never;
    }
  }
}

/**
 * A thread closed for good: its game goes on in the channel (said there), or, with nowhere to go,
 * stops owing posts. `what`: the refused write (an announcement's kind, or an interaction's answer).
 */
async function threadClosed(s: AnnouncerState, what: string, closed: ThreadClosed): Promise<void> {
  const { logger } = s;
  const moved = await s.service.threadClosed(closed.threadId);
  if (moved.kind === 'stuck') {
    logger.error(
      { err: closed.reason, announcement: what, thread: closed.threadId, gameId: moved.gameId },
      `the thread of game ${moved.gameId} is closed and its channel has a live game: its posts are given up`,
    );
    return;
  }
  if (moved.gameId === null && what === ANSWER) return;
  logger.warn(
    { err: closed.reason, announcement: what, thread: closed.threadId, gameId: moved.gameId },
    moved.gameId === null
      ? `announcement ${what} refused: its thread is closed`
      : `the thread of game ${moved.gameId} is closed: the game goes on in its channel`,
  );
  // The notice goes out in the channel's queue, taken while the thread's is held: the only other
  // nesting (a channel's queue taking a new thread's, for its first turn) cannot close the circle.
  await perform(s, moved.announcements);
}

/** Thread `threadId` refused an interaction's answer for good: in its queue, its game moves to the channel. */
export function answerRefused(s: AnnouncerState, threadId: string, reason: unknown): Promise<void> {
  const { logger } = s;
  return s.queues.run(threadId, () =>
    threadClosed(s, ANSWER, new ThreadClosed(threadId, reason)).catch((error: unknown) =>
      logger.error({ err: error, thread: threadId }, `moving the game of a closed thread failed`),
    ),
  );
}
