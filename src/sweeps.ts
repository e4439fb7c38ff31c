// The bot's side of the timed upkeep: run the service's sweeps at start and every hour, post
// the closing message of each idle game in its channel and take the buttons off its last one.
// (Kept small on purpose: the lead unifies the bot's timers at merge.)
import type { Client } from 'discord.js';
import { Routes } from 'discord.js';
import { toPayload } from './discord/payload';
import { log, type Log } from './log';
import type { GameService } from './services/gameService';
import type { ClosedGame, UpkeepSettings } from './services/upkeep';

export const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface SweepOptions {
  service: GameService;
  client: Client;
  settings: UpkeepSettings;
  everyMs?: number;
  logger?: Log;
}

export function startSweeps(opts: SweepOptions): { stop(): void } {
  const logger = opts.logger ?? log;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const swept = opts.service.sweep(new Date(), opts.settings);
      if (swept.compacted > 0)
        logger.info(
          { compacted: swept.compacted, retentionDays: opts.settings.retentionDays },
          `Compacted ${swept.compacted} ended game(s) past ${opts.settings.retentionDays} days.`,
        );
      for (const c of swept.closed) await announce(opts.client, c);
    } catch (e) {
      logger.error({ err: e }, 'upkeep sweep failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), opts.everyMs ?? SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
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
      await client.rest.patch(Routes.channelMessage(old.channelId, old.messageId), { body: { components: [] } });
    } catch {
      // An old message keeping its buttons is harmless: the service refuses them.
    }
  }
}
