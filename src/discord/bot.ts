// The Discord client: one Guilds intent (interactions arrive regardless of intents), the router,
// channel clean-up, command registration when stale (at start, and when a command arrives in an
// older registration's shape), and the one timer for the bot's timed work
// (the pump each minute, the upkeep sweeps each hour). Resolves once the client is ready.
import { Client, Events, GatewayDispatchEvents, GatewayIntentBits, RESTEvents, Status } from 'discord.js';
import type { Service } from '../services';
import { onDropped, watchDropped } from './dropped';
import { createInteractionHandler } from './interactions';
import { commandRefresher, registerCommands, type RegisterTarget } from './register';
import { createAnnouncer, type DmOptions } from './announcer';
import { log, type Log } from '../log';
import { startTimer } from './timer';
import { within } from '../shutdown';
import { createUpkeep, SWEEP_EVERY_MS, type UpkeepOptions } from './upkeep';
import { restAnswered, watchGateway, type GatewayShard } from '../ops/metrics';

/** How often the pump runs unless told: the turn clock's resolution. */
export const PUMP_EVERY_MS = 60_000;

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
  /** The timed upkeep (idle games closed, old ended games compacted): at start, then every hour. */
  upkeep?: UpkeepOptions;
  /**
   * How DMs to one user are paced (dmBundler.ts); default: one minute, five DMs a minute. Not a
   * setting: the in-process tests pass a short window (or 0, every DM at once) and their clock.
   */
  dms?: DmOptions;
}

/** How long a stop waits for the held DMs to go out (within the stop's own grace, shutdown.ts). */
export const DM_FLUSH_MS = 3000;

export interface Bot {
  client: Client;
  /** Runs the pump now: the clock's work and every owed announcement. */
  pump(): Promise<void>;
  /** The gateway connection of each shard this process runs (readiness, metrics). */
  gateway(): GatewayShard[];
  stop(): Promise<void>;
}

/** Each gateway shard of `client`: its id, discord.js's status name and its heartbeat ping. */
export const gatewayOf = (client: Client): GatewayShard[] =>
  client.ws.shards.map((s) => ({ id: s.id, status: Status[s.status] ?? String(s.status), pingMs: s.ping }));

export async function startBot(opts: BotOptions): Promise<Bot> {
  const logger = opts.logger ?? log;
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(opts.apiBase ? { rest: { api: opts.apiBase } } : {}),
  });

  // The metrics read the gateway at each scrape, and hear every answer of Discord's REST API
  // (429s by route bucket; interaction callbacks accepted: acknowledgement times).
  watchGateway(() => gatewayOf(client));
  client.rest.on(RESTEvents.Response, (request, response) =>
    restAnswered(request.method, request.route, request.path, response.status),
  );

  const announcer = createAnnouncer(
    opts.service,
    client.rest,
    logger,
    () => opts.guildId ?? client.guilds.cache.first()?.id ?? null,
    () => client.user?.id ?? null,
    opts.dms,
  );
  // Known once logged in: the application id comes with READY unless given.
  let target: RegisterTarget | null = null;
  const refresh = commandRefresher(() => registerCommands(client.rest, target!), logger);
  const handle = createInteractionHandler({
    service: opts.service,
    logger,
    announcer,
    commandsStale: () => void (target && refresh()),
  });
  client.on(Events.InteractionCreate, (interaction) => void handle(interaction));
  // Payloads discord.js cannot make an interaction of are answered too (dropped.ts).
  if (!watchDropped(client, onDropped(client.rest, logger)))
    logger.warn('discord.js has no InteractionCreate handler where expected: malformed interactions go unanswered');

  watchDeletes(client, opts.service, logger);
  // The client's own errors (its connection) quote no game: their message is kept.
  client.on(Events.Error, (error) => logger.error({ reason: error.message }, 'client error'));

  await warmPictures(opts.service, logger);

  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  try {
    await client.login(opts.token);
  } catch (error) {
    await client.destroy();
    throw error;
  }
  const live = await ready;

  target = { clientId: opts.clientId ?? live.application.id, guildId: opts.guildId };
  const shards = live.shard?.ids ?? null;
  await registerAtStart(live, target, logger);

  // What was owed when the bot stopped (a crash between a commit and its reply, deadlines missed
  // while down) goes out now, then on the timer.
  await announcer.kick();
  const sweep = opts.upkeep ? createUpkeep(opts.upkeep, client, logger) : null;
  const timer = startTimer([
    { everyMs: opts.pumpEveryMs ?? PUMP_EVERY_MS, run: () => void announcer.kick() },
    ...(sweep ? [{ everyMs: opts.upkeep?.everyMs ?? SWEEP_EVERY_MS, run: () => void sweep() }] : []),
  ]);

  const which = shards === null ? '' : ` (shard ${shards.join(', ')} of ${live.shard!.count})`;
  logger.info({ user: live.user.tag, shards }, `Rerun ready as ${live.user.tag}${which}`);
  if (sweep) void sweep();
  return {
    client,
    pump: () => announcer.kick(),
    gateway: () => gatewayOf(client),
    stop: async () => {
      timer.stop();
      // The DMs held to go out together go out now, unless Discord keeps them longer than the flush may wait.
      if (!(await within(announcer.flushDms(), DM_FLUSH_MS)))
        logger.warn(`the held DMs were still going out after ${DM_FLUSH_MS / 1000} s at the stop: the rest are dropped`);
      await client.destroy();
    },
  };
}

/** Raw dispatches, so a deleted channel closes its game even when it was never cached. */
function watchDeletes(client: Client, service: Service, logger: Log): void {
  const gone = async (data: { id: string }) => {
    try {
      await service.channelGone(data.id);
    } catch (error) {
      logger.error({ err: error, channel: data.id }, 'closing the game of a deleted channel failed');
    }
  };
  client.ws.on(GatewayDispatchEvents.ChannelDelete, gone);
  client.ws.on(GatewayDispatchEvents.ThreadDelete, gone);
}

/** The pictures the first clicks will need, drawn before any click can come (looking/warm.ts). */
async function warmPictures(service: Service, logger: Log): Promise<void> {
  const warming = Date.now();
  try {
    const warmed = await service.warmPictures();
    if (warmed.boards + warmed.failed > 0)
      logger.info({ ...warmed, ms: Date.now() - warming }, `Drew ${warmed.boards} boards ahead of the first clicks`);
  } catch (error) {
    logger.warn({ err: error }, 'could not draw the boards ahead of the first clicks');
  }
}

/** Sharded (one process per shard), commands are registered once: by shard 0. */
async function registerAtStart(live: Client<true>, target: RegisterTarget, logger: Log): Promise<void> {
  const shards = live.shard?.ids ?? null;
  if (shards !== null && !shards.includes(0)) return;
  try {
    const result = await registerCommands(live.rest, target);
    if (result.changed) logger.info(result, `Registered ${result.count} slash commands (${result.scope}).`);
  } catch (error) {
    // The bot still answers the commands Discord already knows; `npm run register` retries.
    logger.warn({ err: error }, 'could not register slash commands');
  }
}
