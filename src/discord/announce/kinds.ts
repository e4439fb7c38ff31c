// What each kind of announcement does on Discord, one handler a kind. A handler returns what the
// service says follows from it (the first turn of a game just placed, the DMs a posted turn calls
// for), which the caller carries out in the same queue; it throws what Discord refused.
import { RESTJSONErrorCodes } from 'discord.js';
import type { Announcement, Retire } from '../../services';
import { codeOf } from '../errors';
import { inPlace, makeThread } from '../threads';
import { nonceOf, owedOf } from './owed';
import { edit, post, recent } from './posts';
import { retire, retireOwedIn, withdraw } from './retirements';
import type { AnnouncerState } from './state';

type Of<K extends Announcement['kind']> = Extract<Announcement, { kind: K }>;
type Handler<K extends Announcement['kind']> = (s: AnnouncerState, a: Of<K>) => Promise<Announcement[]>;

/** A game's thread: made, or refused (no permission, the active-thread limit, opened in a thread) and the game plays in the channel. */
const thread: Handler<'thread'> = async (s, a) => {
  const made = await makeThread(s.rest, a.channelId, a.name);
  return 'threadId' in made ? s.service.placed(a.gameId, made.threadId) : s.service.placed(a.gameId, null, made.why);
};

/**
 * A turn or lobby message: edited when the service names it (posted anew when it was deleted),
 * else found among the place's recent messages (an owed post Discord kept while the bot died
 * before recording it), else posted; older copies lose their buttons, then it is recorded.
 */
const turn: Handler<'turn'> = async (s, a) => {
  let id = a.messageId;
  if (id) {
    try {
      const target = { channelId: a.channelId, messageId: id, reply: a.reply };
      await inPlace(s.rest, a.channelId, () => edit(s, target));
    } catch (e) {
      // The turn message was deleted: post it anew.
      if (codeOf(e) !== RESTJSONErrorCodes.UnknownMessage) throw e;
      id = null;
    }
  }
  let stale: string[] = [];
  if (!id && owedOf(a)) {
    const found = s.service.findPosted(a, await recent(s, a.channelId));
    id = found.postedId;
    stale = found.stale;
  }
  if (!id) {
    id = await inPlace(s.rest, a.channelId, () => post(s, a.channelId, a.reply, nonceOf(a)));
    // A post unarchives its thread: what was owed there is done now.
    await retireOwedIn(s, a.channelId);
  }
  // Older copies lose their buttons before the post is recorded: until then it stays owed,
  // so a kill in between leaves the restart to find this post and retire them again.
  const old = new Map<string, Retire>();
  for (const r of [...a.retire, ...stale.map((messageId) => ({ channelId: a.channelId, messageId }))])
    if (r.messageId !== id) old.set(r.messageId, r);
  await Promise.all([...old.values()].map((r) => retire(s, r)));
  return s.service.messagePosted(a.posts, a.channelId, id, s.guildId());
};

/** A notice in a place: said once, or (from the outbox) found already there or posted, then recorded. */
const say: Handler<'say'> = async (s, a) => {
  if (a.outbox === undefined) {
    await inPlace(s.rest, a.channelId, () => post(s, a.channelId, a.reply));
    return [];
  }
  const found = s.service.findPosted(a, await recent(s, a.channelId)).postedId;
  await s.service.said(a.outbox, found ?? (await inPlace(s.rest, a.channelId, () => post(s, a.channelId, a.reply, nonceOf(a)))));
  return [];
};

/** The handler of each kind of announcement. */
export const HANDLERS: { readonly [K in Announcement['kind']]: Handler<K> } = {
  thread,
  turn,
  say,
  edit: async (s, a) => {
    await inPlace(s.rest, a.edit.channelId, () => edit(s, a.edit));
    return [];
  },
  dm: async (s, a) => {
    await s.dms.add({ userId: a.userId, content: a.content, locale: a.locale, gameId: a.gameId, brief: a.brief, card: a.card });
    return [];
  },
  withdraw: async (s, a) => {
    await withdraw(s, a);
    return [];
  },
};

/** Carries out `a` by its kind's handler; returns what follows from it. */
export const carryOut = <K extends Announcement['kind']>(s: AnnouncerState, a: Of<K>): Promise<Announcement[]> =>
  (HANDLERS[a.kind] as Handler<K>)(s, a);
