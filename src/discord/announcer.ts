// Carries out what the service says is owed (see Announcement): makes game threads, posts and
// updates turn messages, sends reminders and DMs, and acknowledges each back to the service.
// Runs at start, on a timer, and after each interaction. One run at a time, and never while an
// interaction is being answered (see `serial`), so an owed message is posted once.
import { RESTJSONErrorCodes, Routes, type REST } from 'discord.js';
import type { Announcement, Edit, Retire, Service } from '../services';
import { restMessage } from './payload';
import type { Log } from '../log';

export interface Announcer {
  /** Runs the pump now (or once more after the current run); resolves when done. */
  kick(): Promise<void>;
  /** Carries out a list of announcements (the DMs a posted turn message calls for). */
  perform(list: readonly Announcement[]): Promise<void>;
  /** Runs `f` with no pump in between (an interaction's compute, reply and acknowledgement). */
  serial<T>(f: () => Promise<T>): Promise<T>;
}

const codeOf = (e: unknown): number | null =>
  typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'number' ? e.code : null;
const statusOf = (e: unknown): number | null =>
  typeof e === 'object' && e !== null && 'status' in e && typeof e.status === 'number' ? e.status : null;

export function createAnnouncer(service: Service, rest: REST, logger: Log, guildId: () => string | null = () => null): Announcer {
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(f: () => Promise<T>): Promise<T> => {
    const next = chain.then(f, f);
    chain = next.catch(() => undefined);
    return next;
  };

  /** `nonce`: Discord drops a second post with the same nonce for a few minutes (a retry after a lost answer). */
  async function post(channelId: string, reply: Parameters<typeof restMessage>[0], nonce?: string): Promise<string> {
    const msg = restMessage(reply);
    if (nonce) Object.assign(msg.body, { nonce, enforce_nonce: true });
    const m = (await rest.post(Routes.channelMessages(channelId), msg)) as { id: string };
    return m.id;
  }

  async function edit(e: Edit): Promise<void> {
    await rest.patch(Routes.channelMessage(e.channelId, e.messageId), restMessage(e.reply, true));
  }

  async function retire(old: Retire): Promise<void> {
    try {
      await rest.patch(Routes.channelMessage(old.channelId, old.messageId), { body: { components: [] } });
    } catch {
      // Deleted message or lost access: an old message keeping its buttons is harmless, stale buttons are refused.
    }
  }

  async function one(a: Announcement): Promise<void> {
    switch (a.kind) {
      case 'thread': {
        let threadId: string | null;
        try {
          const ch = (await rest.post(Routes.threads(a.channelId), {
            body: { name: a.name, type: 11, auto_archive_duration: 10080 },
          })) as { id: string };
          threadId = ch.id;
        } catch (e) {
          // Not allowed to make threads here: the game plays in the channel. Anything else: try again later.
          if (
            codeOf(e) !== RESTJSONErrorCodes.MissingPermissions &&
            codeOf(e) !== RESTJSONErrorCodes.MissingAccess &&
            statusOf(e) !== 403
          )
            throw e;
          threadId = null;
        }
        await perform(service.placed(a.gameId, threadId));
        return;
      }
      case 'turn': {
        let id = a.messageId;
        if (id) {
          try {
            await edit({ channelId: a.channelId, messageId: id, reply: a.reply });
          } catch (e) {
            // The turn message was deleted: post it anew.
            if (codeOf(e) !== RESTJSONErrorCodes.UnknownMessage) throw e;
            id = null;
          }
        }
        if (!id) id = await post(a.channelId, a.reply, 'lobby' in a.posts ? undefined : `rr${a.posts.gameId}.${a.posts.version}`);
        const more = service.messagePosted(a.posts, a.channelId, id, guildId());
        await Promise.all(a.retire.map(retire));
        await perform(more);
        return;
      }
      case 'say':
        await post(a.channelId, a.reply);
        return;
      case 'edit':
        await edit(a.edit);
        return;
      case 'dm': {
        try {
          const dm = (await rest.post(Routes.userChannels(), { body: { recipient_id: a.userId } })) as { id: string };
          await rest.post(Routes.channelMessages(dm.id), { body: { content: a.content, allowed_mentions: { parse: [] } } });
        } catch (e) {
          // Closed DMs (50007) or any refusal: the player still has the thread ping; stop trying.
          if (codeOf(e) === RESTJSONErrorCodes.CannotSendMessagesToThisUser || statusOf(e) === 403 || statusOf(e) === 400)
            service.dmFailed(a.userId);
          else throw e;
        }
        return;
      }
      default: {
        const never: never = a;
        return never;
      }
    }
  }

  async function perform(list: readonly Announcement[]): Promise<void> {
    for (const a of list) {
      try {
        await one(a);
      } catch (e) {
        // Stays owed in the database: the next run tries again.
        logger.error({ err: e, announcement: a.kind }, `announcement ${a.kind} failed`);
      }
    }
  }

  let again = false;
  let running: Promise<void> | null = null;
  const kick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = serial(async () => {
      do {
        again = false;
        await perform(service.pump());
      } while (again);
    }).finally(() => {
      running = null;
    });
    return running;
  };

  return { kick, perform, serial };
}
