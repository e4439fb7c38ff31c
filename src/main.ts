// `npm start`: the Discord bot. With a setting that is not right, or without a token, it says
// what to set and exits non-zero. With SHARDS, this process starts the shards (discord/shards.ts),
// each of which runs this same file as one shard of the bot. With METRICS_PORT, the health and
// metrics server (src/ops) listens before anything else starts; under SHARDS the manager serves
// it and each shard answers the manager. A stop makes readiness answer 503 first. On PostgreSQL,
// a server that may lose commits it reported is named first (or refused: RERUN_REQUIRE_DURABLE).
import { inShard, loadConfig, MISSING_TOKEN_HELP, type Config } from './config';
import { log } from './log';
import type { Bot } from './discord/bot';
import type { ReadyParts } from './ops/health';
import type * as serve from './ops/serve';
import type { GameService } from './services';
import { DISCONNECT_GRACE_MS, EXIT_AFTER_MS, onStopSignals, SHARDS_GRACE_MS, within } from './shutdown';

async function main(): Promise<void> {
  const loaded = loadConfig();
  if (!loaded.ok) {
    process.stderr.write(loaded.message);
    process.exit(1);
  }
  const config = loaded.config;
  log.level = config.logLevel;
  if (!config.token) {
    process.stderr.write(MISSING_TOKEN_HELP);
    process.exit(1);
  }

  // Before the store is migrated or Discord is reached; under SHARDS the manager reads it once for all.
  if (config.databaseUrl && !inShard()) await checkDurability(config);

  if (config.shards !== undefined) return manage(config, config.token, config.shards);

  // What readiness reads: filled in as the store opens and the bot logs in.
  const live: { service?: GameService; bot?: Bot } = {};
  const parts = (): ReadyParts => ({
    stopping: false,
    migrated: live.service !== undefined,
    started: live.bot !== undefined,
    shards: live.bot?.gateway() ?? [],
    ping: live.service ? () => live.service!.ping() : null,
  });
  const ops = await startOps(config, async (o) =>
    inShard() ? o.answerAsShard(parts) : await o.serveSolo(config.metrics!, parts, log),
  );

  // Loaded only now, so that the help above never waits on SQLite or canvas.
  const { shardWorker } = await import('./discord/shards');
  const { createService } = await import('./services');
  const { allGames } = await import('./games/registry');
  const { renderBoard } = await import('./render');
  const { startBot } = await import('./discord/bot');
  const metrics = ops ? await import('./ops/metrics') : null;

  // store.open makes the database's folder if it is missing.
  // A shard's name in the claims on owed work is its shard id, the same after the manager restarts it.
  const worker = inShard() ? shardWorker() : 'solo';
  const service = await createService({
    databasePath: config.databasePath,
    databaseUrl: config.databaseUrl,
    games: allGames(),
    render: metrics ? metrics.meteredRender(renderBoard) : renderBoard,
    worker,
    // One user's interactions beyond the limit (10 in 10 s) get a private "slow down" (docs/pacing.md).
    rateLimit: config.rateLimit,
    ...(metrics ? { meter: metrics.serviceMeter } : {}),
  });
  live.service = service;
  metrics?.watchGames(() => service.census());

  const stop = onStopSignals(process, async (signal, code) => {
    // Not ready from the first moment: whoever watches /readyz sees the stop before the bot goes.
    ops?.stopping();
    if (signal) log.info({ signal }, `Rerun stopping (${signal})...`);
    // Leaving anyway after the grace: the database is what must be closed cleanly.
    if (live.bot) await within(live.bot.stop(), DISCONNECT_GRACE_MS);
    await service.close();
    // Exit once pending writes are out (log lines; under the tsx CLI, the socket telling tsx we
    // got the signal: cut off, tsx reports death by signal and SIGKILLs), at most 200 ms later.
    // The health server, left open, answers 503 until then.
    process.exitCode = code;
    setTimeout(() => process.exit(code), EXIT_AFTER_MS).unref();
  });
  // A bot runs for weeks: one stray rejection is logged, not allowed to end every game's session.
  process.on('unhandledRejection', (reason) => {
    // The log keeps the error's kind and stack frames, not a message that may quote a hand.
    log.error({ err: reason }, 'unhandled rejection');
  });

  try {
    live.bot = await startBot({
      token: config.token,
      service,
      apiBase: config.apiBase,
      clientId: config.clientId,
      guildId: config.guildId,
      upkeep: { service, settings: { retentionDays: config.retentionDays, idleDays: config.idleDays } },
    });
  } catch (error) {
    const { loginFaultLines } = await import('./discord/loginFault');
    log.fatal(loginFaultLines(error, config.apiBase).join('\n'));
    stop('', 1);
  }
}

/**
 * Whether the PostgreSQL server keeps the commits it reports (store/durability.ts): a warning
 * naming the risk when it may not, or with RERUN_REQUIRE_DURABLE=1 a refusal and exit 1.
 */
async function checkDurability(config: Config): Promise<void> {
  const { durabilityVerdict, isStoreUnreachable, storeDurability } = await import('./services');
  let verdict: ReturnType<typeof durabilityVerdict>;
  try {
    verdict = durabilityVerdict(
      await storeDurability({ path: config.databasePath, url: config.databaseUrl }),
      config.requireDurable,
    );
  } catch (error) {
    if (!isStoreUnreachable(error)) throw error;
    log.fatal(
      { code: error.code },
      `Rerun cannot start: the PostgreSQL server of DATABASE_URL is unreachable (${error.code}). Start it (or check the address), then start Rerun again.`,
    );
    process.exit(1);
  }
  if (verdict.kind === 'refuse') {
    log.fatal(verdict.text);
    process.exit(1);
  }
  if (verdict.kind === 'warn') log.warn(verdict.text);
}

/**
 * The health and metrics server when METRICS_PORT is set (null otherwise), made by `make` from
 * src/ops/serve.ts. One that cannot listen (the port taken, the host not this machine's) stops
 * the start with a line naming the setting.
 */
async function startOps(config: Config, make: (o: typeof serve) => Promise<serve.Ops> | serve.Ops): Promise<serve.Ops | null> {
  if (!config.metrics) return null;
  const o = await import('./ops/serve');
  const { OpsListenError } = await import('./ops/server');
  try {
    const ops = await make(o);
    if (ops.url) log.info({ url: ops.url }, `Health and metrics on ${ops.url} (/healthz, /readyz, /metrics)`);
    return ops;
  } catch (error) {
    if (!(error instanceof OpsListenError)) throw error;
    log.fatal(error.message);
    process.exit(1);
  }
}

/** The ShardingManager's process: starts the shards, stops them on a stop signal. */
async function manage(config: Config, token: string, shards: number | 'auto'): Promise<void> {
  const { shardList, apiBase } = config;
  let view: serve.ShardsView | null = null;
  const ops = await startOps(config, (o) => o.serveManager(config.metrics!, () => view, log));
  const { ShardListError, startShards } = await import('./discord/shards');
  let started: Awaited<ReturnType<typeof startShards>> | undefined;
  onStopSignals(process, async (signal) => {
    ops?.stopping();
    if (signal) log.info({ signal }, `Rerun stopping its shards (${signal})...`);
    if (started) await within(started.stop(), SHARDS_GRACE_MS);
    setTimeout(() => process.exit(0), EXIT_AFTER_MS).unref();
  });
  try {
    started = await startShards({ token, shards, shardList, apiBase, logger: log, onManager: (v) => (view = v) });
  } catch (error) {
    const { loginFaultLines } = await import('./discord/loginFault');
    log.fatal(error instanceof ShardListError ? error.message : loginFaultLines(error, apiBase).join('\n'));
    process.exit(1);
  }
}

void main();
