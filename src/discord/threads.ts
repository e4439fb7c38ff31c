// A game's thread over weeks. Threads archive themselves after at most 7 days of quiet, while a
// turn clock may be 30 days or off. A post in an archived thread unarchives it (Discord does so
// for any member who may post there), but an edit is refused (50083): the thread is unarchived
// first and the edit tried once more. A thread a moderator locked cannot be unarchived by the
// bot: it is closed for good and its game goes on in the channel (service.threadClosed).
import { RESTJSONErrorCodes, Routes, type REST } from 'discord.js';
import type { ThreadRefusal } from '../services';
import { codeOf, statusOf } from './errors';

/** The longest auto-archive duration Discord allows (minutes): 7 days. */
export const AUTO_ARCHIVE_MINUTES = 10080;

/** Writing in `threadId` is refused for good (locked, or it cannot be unarchived). */
export class ThreadClosed extends Error {
  constructor(
    readonly threadId: string,
    readonly reason: unknown,
  ) {
    super(`thread ${threadId} is closed to the bot`);
  }
}

const archived = (e: unknown): boolean => codeOf(e) === RESTJSONErrorCodes.InvalidActionOnArchivedThread;

/** Discord refused a write because its thread is archived (50083): for an interaction's answer, which unarchives an open thread, it is locked. */
export const refusedAsArchived = archived;

/** Refusals that mean the bot may not (un)archive or write there, as opposed to a passing failure. */
const refused = (e: unknown): boolean =>
  archived(e) ||
  statusOf(e) === 403 ||
  codeOf(e) === RESTJSONErrorCodes.MissingAccess ||
  codeOf(e) === RESTJSONErrorCodes.MissingPermissions;

/**
 * Makes a game's public thread in `channelId`, or says why Discord refuses one there for good
 * enough (no permission, the server's active-thread limit, `channelId` is a thread): the game
 * then plays in the channel.
 * Anything else is thrown (the service tries again later, a bounded number of times).
 */
export async function makeThread(
  rest: REST,
  channelId: string,
  name: string,
): Promise<{ threadId: string } | { why: ThreadRefusal }> {
  try {
    const ch = (await rest.post(Routes.threads(channelId), {
      body: { name, type: 11, auto_archive_duration: AUTO_ARCHIVE_MINUTES },
    })) as { id: string };
    return { threadId: ch.id };
  } catch (e) {
    if (refused(e)) return { why: 'permission' };
    if (codeOf(e) === RESTJSONErrorCodes.MaximumActiveThreads) return { why: 'limit' };
    // A game opened in a thread itself (a thread holds no threads) plays there.
    if (codeOf(e) === RESTJSONErrorCodes.CannotExecuteActionOnThisChannelType) return { why: 'in-thread' };
    throw e;
  }
}

/**
 * Runs `write` (a post or an edit) in `placeId`. Refused as archived (only a thread can be): the
 * thread is unarchived and `write` tried once more; if it cannot be unarchived, or is refused
 * again, ThreadClosed is thrown. Any other error is thrown as it is.
 */
export async function inPlace<T>(rest: REST, placeId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (!archived(e)) throw e;
  }
  try {
    await rest.patch(Routes.channel(placeId), { body: { archived: false } });
  } catch (e) {
    if (refused(e)) throw new ThreadClosed(placeId, e);
    throw e;
  }
  try {
    return await write();
  } catch (e) {
    if (archived(e)) throw new ThreadClosed(placeId, e);
    throw e;
  }
}
