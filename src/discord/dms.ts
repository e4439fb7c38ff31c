// Direct messages. The DM channel Discord opens with a user is kept (service.dmChannel), so that
// a DM is one request after the first: Discord warns that opening DM channels quickly gets a bot
// limited. A refused DM (closed DMs, 50007) marks the user's DMs closed: no further tries until
// they turn DMs on again. Any other failure is said once (the caller logs it), never retried.
import { RESTJSONErrorCodes, Routes, type APIMessage, type REST } from 'discord.js';
import type { Service } from '../services';
import type { DmMessage } from './dmCards';
import { codeOf, statusOf } from './errors';
import { dmSent } from '../ops/metrics';

const closed = (e: unknown): boolean =>
  codeOf(e) === RESTJSONErrorCodes.CannotSendMessagesToThisUser || statusOf(e) === 403 || statusOf(e) === 400;

/**
 * Opens in flight, by user: DMs to one user sent at once (turns in several games, the start-up
 * pump) wait for the first open instead of each opening the channel again.
 */
const opening = new Map<string, Promise<string>>();

function open(rest: REST, service: Service, userId: string): Promise<string> {
  let p = opening.get(userId);
  if (!p) {
    p = (async () => {
      const dm = (await rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as { id: string };
      await service.dmOpened(userId, dm.id);
      return dm.id;
    })().finally(() => opening.delete(userId));
    opening.set(userId, p);
  }
  return p;
}

/** Where a DM went: its channel and message (null: the user's DMs are closed). */
export type SentDm = { channelId: string; messageId: string } | null;

/** Sends `message` (a text, or a DM as dmCards.ts makes it) to `userId`. */
export async function sendDm(rest: REST, service: Service, userId: string, message: string | DmMessage): Promise<SentDm> {
  const { body, files } =
    typeof message === 'string' ? { body: { content: message, allowed_mentions: { parse: [] } }, files: [] } : message;
  const send = async (channelId: string): Promise<SentDm> => {
    const m = (await rest.post(Routes.channelMessages(channelId), { body, ...(files.length > 0 ? { files } : {}) })) as
      APIMessage | undefined;
    return { channelId, messageId: m?.id ?? '' };
  };
  try {
    const sent = await deliver();
    dmSent('sent');
    return sent;
  } catch (e) {
    // The player still has the ping in the game's place.
    if (!closed(e)) {
      dmSent('failed');
      throw e;
    }
    dmSent('refused');
    await service.dmFailed(userId);
    return null;
  }

  async function deliver(): Promise<SentDm> {
    // An open under way is waited for rather than read from the store, where it is not yet kept.
    const kept = opening.has(userId) ? await opening.get(userId)! : await service.dmChannel(userId);
    if (kept === null) return await send(await open(rest, service, userId));
    try {
      return await send(kept);
    } catch (e) {
      // The kept channel is no more: opened again, once.
      if (codeOf(e) !== RESTJSONErrorCodes.UnknownChannel) throw e;
      await service.dmOpened(userId, null);
      return await send(await open(rest, service, userId));
    }
  }
}
