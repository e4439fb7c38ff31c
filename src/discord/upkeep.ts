// The bot's side of the timed upkeep (services/days/upkeep.ts): run the service's sweeps, post
// the closing message of each idle game in its channel and take the buttons off its last one.
// bot.ts runs it at start and then every hour on its one timer (timer.ts).
import type { Client } from 'discord.js';
import type { ClosedGame, GameService, UpkeepSettings } from '../services';
import type { Log } from '../log';
import { toPayload } from './payload';
import { retireButtons } from './retire';

export const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface UpkeepOptions {
  service: Pick<GameService, 'sweep'>;
  settings: UpkeepSettings;
  /** How often the sweeps run; default one hour. */
  everyMs?: number;
}

/** One sweep and its messages; a sweep still posting when the next is due lets that one pass. */
export function createUpkeep(opts: UpkeepOptions, client: Client, logger: Log): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      const swept = await opts.service.sweep(new Date(), opts.settings);
      const { archived, compacted, freedBytes } = swept;
      if (archived > 0 || compacted > 0 || freedBytes > 0)
        logger.info(
          { archived, compacted, freedBytes, retentionDays: opts.settings.retentionDays },
          `Archived the logs of ${archived} ended game(s), compacted ${compacted} past ${opts.settings.retentionDays} days, gave back ${Math.round(freedBytes / 1024)} KB.`,
        );
      for (const c of swept.closed) await announce(client, c);
    } catch (e) {
      logger.error({ err: e }, 'upkeep sweep failed');
    } finally {
      running = false;
    }
  };
}

/** Posts the closing message; a deleted channel or lost access leaves nothing to tell. */
async function announce(client: Client, c: ClosedGame): Promise<void> {
  try {
    const channel = await client.channels.fetch(c.channelId);
    // A closing message is public and has no flags.
    const { flags: _none, ...payload } = toPayload(c.answer.reply);
    if (channel?.isSendable()) await channel.send(payload);
  } catch {
    // The game is closed either way.
  }
  for (const old of c.answer.retire) {
    try {
      await retireButtons(client.rest, old);
    } catch {
      // An old message keeping its buttons is harmless: the service refuses them.
    }
  }
}
