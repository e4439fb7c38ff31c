// Carries out what the service says is owed (see Announcement): makes game threads, posts and
// updates turn messages, sends reminders and DMs, and acknowledges each back to the service.
// Runs at start, on a timer, and after each interaction. Each owed post goes out in the queue
// of its place (queues.ts; a game's thread, or its channel before the thread is made), which the
// interactions of that place share (see `serial`): between a decision's commit and its reply
// being recorded, no pump work of that place runs, so an owed message is posted once. Different
// places go on at once (a few at a time), so one slow or rate-limited place holds no other; what
// the pump listed is checked again (service.stillOwed) when its turn in the queue comes. Before an
// owed post goes out anew, the bot's own recent messages in its place are read: one Discord
// stored while the bot died before recording it is recorded instead (and older copies lose
// their buttons); a post also carries a nonce for Discord's own few minutes of de-duplication.
// A failed durable post is reported back: a place that is gone ends its game, anything else is
// tried again later (the service keeps the count and the wait), then given up. Writes in a game's
// thread go through threads.ts (an archived thread is unarchived; a locked one moves its game to
// the channel), DMs through dmBundler.ts (one user's DMs within a minute as one, at most five a
// minute) and dms.ts (the DM channel kept per user). An old message whose buttons
// Discord would not let go (its thread archived or locked) owes it (service.oweRetirement): done
// when the bot next writes there, or when due at a later pump, each refused try waiting longer.
import { makeURLSearchParams, MessageFlags, RESTJSONErrorCodes, Routes, type APIMessage, type REST } from 'discord.js';
import type { Announcement, Edit, Owed, Retire, SeenMessage, Service } from '../services';
import { customIdsOf, textOf } from './container';

export { customIdsOf };
import { attachedOf, pictures } from './attachments';
import { restMessage } from './payload';
import { retireButtons } from './retire';
import { codeOf, statusOf } from './errors';
import { sendDm } from './dms';
import { cardSize, dmMessage } from './dmCards';
import { createDmBundler, type DmClock, type DmPacing } from './dmBundler';
import { dmHead } from './messages';
import { inPlace, makeThread, refusedAsArchived, ThreadClosed } from './threads';
import { createQueues } from './queues';
import type { Log } from '../log';

/** How many of a place's latest messages are read for an owed post already there. */
export const RECENT = 50;
/** How many places the pump serves at once: owed posts of different games go out side by side. */
export const PLACES_AT_ONCE = 4;
/** What `closed` calls the refused write in its log line: an interaction's answer. */
const ANSWER = 'answer';

export interface Announcer {
  /** Runs the pump now; resolves when what it found owed is done (each place in its own queue). */
  kick(): Promise<void>;
  /**
   * Carries out a list of announcements (the DMs and next turn message a posted turn message calls
   * for), each place's in its queue; `held`: the place whose queue the caller is running in.
   */
  perform(list: readonly Announcement[], held?: string): Promise<void>;
  /** Runs `f` in place `place`'s queue, no pump work of that place in between (an interaction's compute, reply and record). */
  serial<T>(place: string, f: () => Promise<T>): Promise<T>;
  /** True while work runs or waits in place `place`'s queue (an answer queued there now would wait). */
  busy(place: string): boolean;
  /**
   * Thread `threadId` refused an answer for good (an interaction's, in a locked thread): in its
   * queue, its game moves to the channel as when a post there is refused. `reason`: Discord's refusal.
   */
  closed(threadId: string, reason: unknown): Promise<void>;
  /** The bot wrote in place `place` (an answer there unarchives a thread): the retirements owed there are done now. */
  reopened(place: string): Promise<void>;
  /** The stop: the DMs held to go out together (dmBundler.ts) go out now; later ones at once. */
  flushDms(): Promise<void>;
}

/** How DMs to one user are paced (dmBundler.ts): the defaults, or a test's window and clock. */
export type DmOptions = DmPacing & { clock?: DmClock };

/** What the service keeps of a card sent: its turn and place. */
const cardOf = (c: { turnNo: number; placeId: string }) => ({ turnNo: c.turnNo, placeId: c.placeId });

/** The queue an announcement goes out in: its place (a thread, or a channel); none for DMs and edits of other messages. */
export function placeOfAnnouncement(a: Announcement): string | null {
  return a.kind === 'thread' || a.kind === 'turn' || a.kind === 'say' ? a.channelId : null;
}

/** What the service calls a durable post, or null for one said once (a DM, a lobby edit, a notice). */
function owedOf(a: Announcement): Owed | null {
  switch (a.kind) {
    case 'thread':
      return { gameId: a.gameId };
    case 'turn':
      return 'lobby' in a.posts ? null : { gameId: a.posts.gameId };
    case 'say':
      return a.outbox === undefined ? null : { outboxId: a.outbox };
    default:
      return null;
  }
}

/** Four base-36 characters that tell one place from another (a nonce's room is short). */
function placeTag(channelId: string): string {
  let h = 0;
  for (const ch of channelId) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return (h % 36 ** 4).toString(36).padStart(4, '0');
}

/**
 * Discord's nonce (at most 25 characters) for an owed post: one per game version and place, one
 * per outbox row. Discord returns the earlier message for a nonce it saw from the bot in the last
 * few minutes, wherever it was posted: a game that moves out of its closed thread without a
 * decision posts the same version again, in its channel, and must get a message of its own there.
 */
function nonceOf(a: Announcement): string | undefined {
  if (a.kind === 'turn' && !('lobby' in a.posts)) return `rr${a.posts.gameId}.${a.posts.version}.${placeTag(a.channelId)}`;
  if (a.kind === 'say' && a.outbox !== undefined) return `rs${a.outbox}`;
  return undefined;
}

/**
 * `botId`: the bot's own user id, so that only its own messages are taken for an owed post
 * (null: not known yet, every message is looked at).
 */
export function createAnnouncer(
  service: Service,
  rest: REST,
  logger: Log,
  guildId: () => string | null = () => null,
  botId: () => string | null = () => null,
  dmOptions: DmOptions = {},
): Announcer {
  const queues = createQueues();
  // DMs to one user within a minute go out as one, at most five a minute (dmBundler.ts). A held
  // DM that fails is logged as a DM sent at once is (said once, nothing stays owed).
  const dms = createDmBundler({
    ...dmOptions,
    send: async (userId, dm) => {
      const sent = await sendDm(rest, service, userId, dmMessage(dm));
      // Each card kept, to lose its buttons once its turn is over (one already over loses them now).
      const cards = dm.cards.flatMap((p) => (p.card && p.gameId !== undefined ? [{ gameId: p.gameId, ...cardOf(p.card) }] : []));
      if (sent && cards.length > 0) await perform(await service.dmCardsPosted(userId, sent.channelId, sent.messageId, cards));
    },
    measure: cardSize,
    head: dmHead,
    failed: (userId, reason, what, parts) =>
      what === 'send'
        ? logger.error({ err: reason, announcement: 'dm' }, `announcement dm failed`)
        : logger.warn(
            { reason: String(reason), announcement: 'dm', dms: parts },
            `${parts} held DM${parts === 1 ? '' : 's'} dropped at the stop: the cap of DMs to one user a minute was reached`,
          ),
  });

  /** `nonce`: Discord drops a second post with the same nonce for a few minutes (a retry after a lost answer). */
  async function post(channelId: string, reply: Parameters<typeof restMessage>[0], nonce?: string): Promise<string> {
    const msg = restMessage(reply);
    if (nonce) Object.assign(msg.body, { nonce, enforce_nonce: true });
    const m = (await rest.post(Routes.channelMessages(channelId), msg)) as APIMessage;
    pictures.shown(m.id, reply.image, attachedOf(m));
    return m.id;
  }

  /** The bot's own latest messages in a place, newest first (none when it may not read the history there). */
  async function recent(channelId: string): Promise<SeenMessage[]> {
    let list: APIMessage[];
    try {
      list = (await rest.get(Routes.channelMessages(channelId), {
        query: makeURLSearchParams({ limit: RECENT }),
      })) as APIMessage[];
    } catch (e) {
      // Without Read Message History the post goes out with its nonce alone; the post says whether it may.
      if (statusOf(e) === 403) return [];
      throw e;
    }
    const me = botId();
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
  async function edit(e: Edit): Promise<void> {
    const kept = pictures.kept(e.messageId, e.reply.image);
    let m: APIMessage | undefined;
    try {
      m = (await rest.patch(Routes.channelMessage(e.channelId, e.messageId), restMessage(e.reply, true, kept))) as
        APIMessage | undefined;
    } catch (error) {
      // Whatever Discord refused, the next try uploads the picture anew.
      pictures.shown(e.messageId, undefined);
      throw error;
    }
    pictures.shown(e.messageId, e.reply.image, m ? attachedOf(m) : []);
  }

  async function retire(old: Retire): Promise<void> {
    try {
      await retireButtons(rest, old);
    } catch (e) {
      // Its thread archived or locked: owed until it is open again. Deleted message or lost access:
      // an old message keeping its buttons is harmless, stale buttons are refused.
      if (refusedAsArchived(e))
        await service
          .oweRetirement(old)
          .catch((error: unknown) => logger.error({ err: error, message: old.messageId }, `owing a retirement failed`));
    }
  }

  /** An owed retirement tried again: done, gone (nothing left to retire), or refused again (tried later, each wait longer). */
  async function retireOwed(old: Retire): Promise<void> {
    let done = true;
    try {
      await retireButtons(rest, old);
    } catch (e) {
      const gone =
        statusOf(e) === 403 || codeOf(e) === RESTJSONErrorCodes.UnknownMessage || codeOf(e) === RESTJSONErrorCodes.UnknownChannel;
      done = gone;
    }
    try {
      await service.retirementTried(old, done);
    } catch (error) {
      logger.error({ err: error, message: old.messageId }, `recording a retirement failed`);
    }
  }

  /** The owed retirements of `place` (null: those due anywhere), each tried once. */
  async function retireOwedIn(place: string | null): Promise<void> {
    let list: Retire[];
    try {
      list = await service.retirements(place);
    } catch (error) {
      logger.error({ err: error }, `listing owed retirements failed`);
      return;
    }
    for (const old of list) await retireOwed(old);
  }

  /** A superseded turn message: a double post is deleted (else, or if that is refused, it loses its buttons). */
  async function withdraw(a: Extract<Announcement, { kind: 'withdraw' }>): Promise<void> {
    if (a.remove) {
      try {
        await rest.delete(Routes.channelMessage(a.channelId, a.messageId));
        pictures.shown(a.messageId, undefined);
        return;
      } catch (e) {
        if (codeOf(e) === RESTJSONErrorCodes.UnknownMessage) return;
      }
    }
    await retire(a);
  }

  /** `held`: the place whose queue this runs in (what follows there goes on in it, elsewhere in its own). */
  async function one(a: Announcement, held: string | undefined): Promise<void> {
    switch (a.kind) {
      case 'thread': {
        // Refused (no permission, the active-thread limit, opened in a thread): the game plays in the channel.
        const made = await makeThread(rest, a.channelId, a.name);
        await perform(
          'threadId' in made ? await service.placed(a.gameId, made.threadId) : await service.placed(a.gameId, null, made.why),
          held,
        );
        return;
      }
      case 'turn': {
        let id = a.messageId;
        if (id) {
          try {
            const target = { channelId: a.channelId, messageId: id, reply: a.reply };
            await inPlace(rest, a.channelId, () => edit(target));
          } catch (e) {
            // The turn message was deleted: post it anew.
            if (codeOf(e) !== RESTJSONErrorCodes.UnknownMessage) throw e;
            id = null;
          }
        }
        let stale: string[] = [];
        if (!id && owedOf(a)) {
          const found = service.findPosted(a, await recent(a.channelId));
          id = found.postedId;
          stale = found.stale;
        }
        if (!id) {
          id = await inPlace(rest, a.channelId, () => post(a.channelId, a.reply, nonceOf(a)));
          // A post unarchives its thread: what was owed there is done now.
          await retireOwedIn(a.channelId);
        }
        // Older copies lose their buttons before the post is recorded: until then it stays owed,
        // so a kill in between leaves the restart to find this post and retire them again.
        const old = new Map<string, Retire>();
        for (const r of [...a.retire, ...stale.map((messageId) => ({ channelId: a.channelId, messageId }))])
          if (r.messageId !== id) old.set(r.messageId, r);
        await Promise.all([...old.values()].map(retire));
        await perform(await service.messagePosted(a.posts, a.channelId, id, guildId()), held);
        return;
      }
      case 'say': {
        if (a.outbox === undefined) {
          await inPlace(rest, a.channelId, () => post(a.channelId, a.reply));
          return;
        }
        const found = service.findPosted(a, await recent(a.channelId)).postedId;
        await service.said(a.outbox, found ?? (await inPlace(rest, a.channelId, () => post(a.channelId, a.reply, nonceOf(a)))));
        return;
      }
      case 'edit':
        await inPlace(rest, a.edit.channelId, () => edit(a.edit));
        return;
      case 'dm':
        await dms.add({ userId: a.userId, content: a.content, locale: a.locale, gameId: a.gameId, brief: a.brief, card: a.card });
        return;
      case 'withdraw':
        await withdraw(a);
        return;
      default: {
        const never: never = a;
        return never;
      }
    }
  }

  /** A durable post failed: the service decides (try again later, give up, or end the game of a gone place); one log line says which. */
  async function failed(a: Announcement, owed: Owed, e: unknown): Promise<void> {
    const gone = codeOf(e) === RESTJSONErrorCodes.UnknownChannel && 'channelId' in a ? a.channelId : null;
    const verdict = await service.postFailed(owed, gone);
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
  async function threadClosed(what: string, closed: ThreadClosed): Promise<void> {
    const moved = await service.threadClosed(closed.threadId);
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
    await perform(moved.announcements);
  }

  /** One announcement, its failure reported (a durable post) or logged (said once): never rejects. */
  async function attempt(a: Announcement, held: string | undefined): Promise<void> {
    try {
      await one(a, held);
    } catch (e) {
      if (e instanceof ThreadClosed) {
        await threadClosed(a.kind, e).catch((error: unknown) =>
          logger.error({ err: error, announcement: a.kind }, `moving the game of a closed thread failed`),
        );
        return;
      }
      const owed = owedOf(a);
      try {
        if (owed) await failed(a, owed, e);
        // Said once (a DM, an edit, a notice): nothing stays owed.
        else logger.error({ err: e, announcement: a.kind }, `announcement ${a.kind} failed`);
      } catch (error) {
        logger.error({ err: error, announcement: a.kind }, `recording a failed announcement ${a.kind} failed`);
      }
    }
  }

  /** An announcement made before its place's queue was reached: what is owed now, or null. */
  async function recheck(a: Announcement): Promise<Announcement | null> {
    try {
      return await service.stillOwed(a);
    } catch (error) {
      logger.error({ err: error, announcement: a.kind }, `checking an owed announcement ${a.kind} failed`);
      return null;
    }
  }

  async function perform(list: readonly Announcement[], held?: string): Promise<void> {
    for (const a of list) {
      const place = placeOfAnnouncement(a);
      if (place === null || place === held) await attempt(a, held);
      // Made elsewhere (a thread's first turn, a next turn after the queue was left): checked again in its own queue.
      else
        await queues.run(place, async () => {
          const now = await recheck(a);
          if (now) await attempt(now, place);
        });
    }
  }

  // The pump's newest list per place, and the places whose pump work waits in their queue: a
  // kick while one waits only refreshes its list, so a slow place never piles up pump work.
  const latest = new Map<string, Announcement[]>();
  const waiting = new Map<string, Promise<void>>();
  /** The pump's work in one place: its newest list, each announcement checked again as its turn comes. */
  const pumpPlace = (place: string) => () =>
    queues.run(place, async () => {
      waiting.delete(place);
      const list = latest.get(place) ?? [];
      latest.delete(place);
      for (const a of list) {
        const now = await recheck(a);
        if (now) await attempt(now, place);
      }
    });
  // A few places at a time: a slot is taken before the place's queue, so a place held by a
  // long answer or a 429 keeps one slot at most.
  let slots = PLACES_AT_ONCE;
  const freed: Array<() => void> = [];
  const inSlot = async (job: () => Promise<void>): Promise<void> => {
    while (slots === 0) await new Promise<void>((resolve) => freed.push(resolve));
    slots -= 1;
    try {
      await job();
    } finally {
      slots += 1;
      freed.shift()?.();
    }
  };

  const kick = async (): Promise<void> => {
    const byPlace = new Map<string, Announcement[]>();
    const elsewhere: Announcement[] = [];
    for (const a of await service.pump()) {
      const place = placeOfAnnouncement(a);
      if (place === null) elsewhere.push(a);
      else byPlace.set(place, [...(byPlace.get(place) ?? []), a]);
    }
    const jobs: Array<Promise<void>> = [];
    for (const [place, list] of byPlace) {
      latest.set(place, list);
      let job = waiting.get(place);
      if (!job) {
        job = inSlot(pumpPlace(place));
        waiting.set(place, job);
      }
      jobs.push(job);
    }
    await Promise.all([...jobs, perform(elsewhere), retireOwedIn(null)]);
  };

  return {
    kick,
    perform,
    serial: (place, f) => queues.run(place, f),
    busy: (place) => queues.busy(place),
    reopened: (place) => retireOwedIn(place),
    flushDms: () => dms.flush(),
    closed: (threadId, reason) =>
      queues.run(threadId, () =>
        threadClosed(ANSWER, new ThreadClosed(threadId, reason)).catch((error: unknown) =>
          logger.error({ err: error, thread: threadId }, `moving the game of a closed thread failed`),
        ),
      ),
  };
}
