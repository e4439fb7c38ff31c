// Direct messages. The DM channel Discord opens with a user is kept (service.dmChannel), so that
// a DM is one request after the first: Discord warns that opening DM channels quickly gets a bot
// limited. A refused DM (closed DMs, 50007) marks the user's DMs closed: no further tries until
// they turn DMs on again. Any other failure is said once (the caller logs it), never retried.
import { RESTJSONErrorCodes, Routes, type REST } from 'discord.js';
import type { Service } from '../services';
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

export async function sendDm(rest: REST, service: Service, userId: string, content: string): Promise<void> {
  const send = (channelId: string) =>
    rest.post(Routes.channelMessages(channelId), { body: { content, allowed_mentions: { parse: [] } } });
  try {
    await deliver();
    dmSent('sent');
  } catch (e) {
    // The player still has the ping in the game's place.
    if (!closed(e)) {
      dmSent('failed');
      throw e;
    }
    dmSent('refused');
    await service.dmFailed(userId);
  }

  async function deliver(): Promise<void> {
    // An open under way is waited for rather than read from the store, where it is not yet kept.
    const kept = opening.has(userId) ? await opening.get(userId)! : await service.dmChannel(userId);
    if (kept === null) {
      await send(await open(rest, service, userId));
      return;
    }
    try {
      await send(kept);
    } catch (e) {
      // The kept channel is no more: opened again, once.
      if (codeOf(e) !== RESTJSONErrorCodes.UnknownChannel) throw e;
      await service.dmOpened(userId, null);
      await send(await open(rest, service, userId));
    }
  }
}
