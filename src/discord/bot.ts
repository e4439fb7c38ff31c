// The Discord client: one Guilds intent (interactions arrive regardless of intents), the router,
// channel clean-up, and command registration when stale. Resolves once the client is ready.
import { Client, Events, GatewayDispatchEvents, GatewayIntentBits } from 'discord.js';
import type { Service } from '../services/contract';
import { createInteractionHandler } from './interactions';
import { registerCommands } from './register';
import { createAnnouncer } from './announcer';
import { log, type Log } from '../log';

export interface BotOptions {
  token: string;
  service: Service;
  /** REST base URL override (a local fake Discord in tests), e.g. http://127.0.0.1:PORT/api. */
  apiBase?: string;
  /** Application id; taken from the READY payload when absent. */
  clientId?: string;
  /** Register commands to this guild only (instant updates while developing). */
  guildId?: string;
  logger?: Log;
  /** How often the pump runs (the turn clock, owed messages); default one minute, 0 for never (tests call `pump`). */
  pumpEveryMs?: number;
}

export interface Bot {
  client: Client;
  /** Runs the pump now: the clock's work and every owed announcement. */
  pump(): Promise<void>;
  stop(): Promise<void>;
}

export async function startBot(opts: BotOptions): Promise<Bot> {
  const logger = opts.logger ?? log;
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(opts.apiBase ? { rest: { api: opts.apiBase } } : {}),
  });

  const announcer = createAnnouncer(
    opts.service,
    client.rest,
    logger,
    () => opts.guildId ?? client.guilds.cache.first()?.id ?? null,
  );
  const handle = createInteractionHandler({ service: opts.service, logger, announcer });
  client.on(Events.InteractionCreate, (interaction) => void handle(interaction));

  // Raw dispatches, so a deleted channel closes its game even when it was never cached.
  const gone = (data: { id: string }) => {
    try {
      opts.service.channelGone(data.id);
    } catch (error) {
      logger.error({ err: error, channel: data.id }, 'closing the game of a deleted channel failed');
    }
  };
  client.ws.on(GatewayDispatchEvents.ChannelDelete, gone);
  client.ws.on(GatewayDispatchEvents.ThreadDelete, gone);
  // The client's own errors (its connection) quote no game: their message is kept.
  client.on(Events.Error, (error) => logger.error({ reason: error.message }, 'client error'));

  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  try {
    await client.login(opts.token);
  } catch (error) {
    await client.destroy();
    throw error;
  }
  const live = await ready;

  try {
    const result = await registerCommands(live.rest, {
      clientId: opts.clientId ?? live.application.id,
      guildId: opts.guildId,
    });
    if (result.changed) logger.info(result, `Registered ${result.count} slash commands (${result.scope}).`);
  } catch (error) {
    // The bot still answers the commands Discord already knows; `npm run register` retries.
    logger.warn({ err: error }, 'could not register slash commands');
  }

  // What was owed when the bot stopped (a crash between a commit and its reply, deadlines missed
  // while down) goes out now, then on a timer.
  await announcer.kick();
  const every = opts.pumpEveryMs ?? 60_000;
  const timer = every > 0 ? setInterval(() => void announcer.kick(), every) : null;
  timer?.unref();

  logger.info({ user: live.user.tag }, `Rerun ready as ${live.user.tag}`);
  return {
    client,
    pump: () => announcer.kick(),
    stop: async () => {
      if (timer) clearInterval(timer);
      await client.destroy();
    },
  };
}
