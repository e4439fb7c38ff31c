// The announcer's three writes and reads of messages in a place: a post (with its nonce), the
// bot's own recent messages there (an owed post may be among them), and an edit that keeps an
// unchanged picture rather than uploading it again.
import { makeURLSearchParams, MessageFlags, Routes, type APIMessage } from 'discord.js';
import type { Edit, SeenMessage } from '../../services';
import { attachedOf, pictures } from '../attachments';
import { customIdsOf, textOf } from '../container';
import { statusOf } from '../errors';
import { restMessage } from '../payload';
import type { AnnouncerState } from './state';

/** How many of a place's latest messages are read for an owed post already there. */
export const RECENT = 50;

/** Posts `reply` in `channelId`; `nonce`: Discord drops a second post with the same nonce for a few minutes (a retry after a lost answer). */
export async function post(
  s: AnnouncerState,
  channelId: string,
  reply: Parameters<typeof restMessage>[0],
  nonce?: string,
): Promise<string> {
  const msg = restMessage(reply);
  if (nonce) Object.assign(msg.body, { nonce, enforce_nonce: true });
  const m = (await s.rest.post(Routes.channelMessages(channelId), msg)) as APIMessage;
  pictures.shown(m.id, reply.image, attachedOf(m));
  return m.id;
}

/** The bot's own latest messages in a place, newest first (none when it may not read the history there). */
export async function recent(s: AnnouncerState, channelId: string): Promise<SeenMessage[]> {
  let list: APIMessage[];
  try {
    list = (await s.rest.get(Routes.channelMessages(channelId), {
      query: makeURLSearchParams({ limit: RECENT }),
    })) as APIMessage[];
  } catch (e) {
    // Without Read Message History the post goes out with its nonce alone; the post says whether it may.
    if (statusOf(e) === 403) return [];
    throw e;
  }
  const me = s.botId();
  return list
    .filter((m) => me === null || m.author?.id === me)
    .map((m) => ({
      id: m.id,
      // A card's text is in its components: matched like a classic message's content.
      content: ((m.flags ?? 0) & MessageFlags.IsComponentsV2) !== 0 ? textOf(m.components ?? []) : (m.content ?? ''),
      customIds: customIdsOf(m.components ?? []),
    }));
}

/** An unchanged picture is kept, not uploaded again (a command's decision inside a turn, say). */
export async function edit(s: AnnouncerState, e: Edit): Promise<void> {
  const kept = pictures.kept(e.messageId, e.reply.image);
  let m: APIMessage | undefined;
  try {
    m = (await s.rest.patch(Routes.channelMessage(e.channelId, e.messageId), restMessage(e.reply, true, kept))) as
      APIMessage | undefined;
  } catch (error) {
    // Whatever Discord refused, the next try uploads the picture anew.
    pictures.shown(e.messageId, undefined);
    throw error;
  }
  pictures.shown(e.messageId, e.reply.image, m ? attachedOf(m) : []);
}
