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
//
// The parts, each a module of functions over one explicit state record (announce/state.ts):
//   announce/owed.ts            what an announcement is: its place, whether it is owed, its nonce
//   announce/kinds.ts           the table of what each kind does on Discord (thread, turn, say, edit, dm, withdraw)
//   announce/posts.ts           a post, the place's recent messages, an edit
//   announce/retirements.ts     older messages losing their buttons, and those owed
//   announce/perform.ts         a list carried out in the places' queues; failures and closed threads
//   announce/pump.ts            what the service lists as owed, a few places at a time
//   announce/directMessages.ts  the DMs, bundled (dmBundler.ts)
import type { REST } from 'discord.js';
import type { Announcement, Service } from '../services';
import type { Log } from '../log';
import { createQueues } from './queues';
import { announcerDms, type DmOptions } from './announce/directMessages';
import { answerRefused, perform } from './announce/perform';
import { kick, pumpState } from './announce/pump';
import { retireOwedIn } from './announce/retirements';
import type { AnnouncerState } from './announce/state';

export type { DmOptions };
export { placeOfAnnouncement } from './announce/owed';
export { RECENT } from './announce/posts';
export { PLACES_AT_ONCE } from './announce/pump';

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

/**
 * `guildId`: the server a posted turn message is recorded under. `botId`: the bot's own user id,
 * so that only its own messages are taken for an owed post (null: not known yet, every message is
 * looked at).
 */
export function createAnnouncer(
  service: Service,
  rest: REST,
  logger: Log,
  guildId: () => string | null = () => null,
  botId: () => string | null = () => null,
  dmOptions: DmOptions = {},
): Announcer {
  const state: AnnouncerState = {
    service,
    rest,
    logger,
    guildId,
    botId,
    queues: createQueues(),
    dms: announcerDms({ service, rest, logger }, dmOptions, (list) => perform(state, list)),
    pump: pumpState(),
  };
  return {
    kick: () => kick(state),
    perform: (list: readonly Announcement[], held?: string) => perform(state, list, held),
    serial: (place, f) => state.queues.run(place, f),
    busy: (place) => state.queues.busy(place),
    closed: (threadId, reason) => answerRefused(state, threadId, reason),
    reopened: (place) => retireOwedIn(state, place),
    flushDms: () => state.dms.flush(),
  };
}
