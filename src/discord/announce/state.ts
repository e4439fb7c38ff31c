// The announcer's state, in one record: what it was made with (the service, Discord's REST client,
// the log, who the bot is) and what it keeps between calls (the queues of the places, the DMs held
// to go out together, the pump's bookkeeping). Every part of the announcer takes this record as
// its first argument; nothing else is kept anywhere.
import type { REST } from 'discord.js';
import type { Announcement, Service } from '../../services';
import type { Log } from '../../log';
import type { Queues } from '../queues';
import type { DmBundler } from '../dmBundler';

export interface AnnouncerState {
  readonly service: Service;
  readonly rest: REST;
  readonly logger: Log;
  /** The server a posted turn message is recorded under (null: not known). */
  readonly guildId: () => string | null;
  /** The bot's own user id: only its own messages are taken for an owed post (null: not known yet, every message is). */
  readonly botId: () => string | null;
  /** One work queue per place (queues.ts), shared with the interactions of that place (`serial`). */
  readonly queues: Queues;
  /** DMs to one user within a minute go out as one, at most five a minute (dmBundler.ts, directMessages.ts here). */
  readonly dms: DmBundler;
  readonly pump: PumpState;
}

/** What the pump keeps between kicks (pump.ts). */
export interface PumpState {
  /** The pump's newest list per place: a kick while the place's work waits only refreshes it. */
  readonly latest: Map<string, Announcement[]>;
  /** The places whose pump work waits in their queue, so a slow place never piles up pump work. */
  readonly waiting: Map<string, Promise<void>>;
  /** How many more places the pump may serve at once. */
  slots: number;
  /** Those waiting for a slot, first come first served. */
  readonly freed: Array<() => void>;
}
