// `npm start`: the Discord bot. With a setting that is not right, or without a token, it says
// what to set and exits non-zero. With SHARDS, this process starts the shards (discord/shards.ts),
// each of which runs this same file as one shard of the bot.
import { inShard, loadConfig, MISSING_TOKEN_HELP } from './config';
import { log } from './log';
import { onStopSignals, within } from './shutdown';

/** How long a shutdown waits for Discord before closing the database anyway. */
const DISCONNECT_GRACE_MS = 5000;

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

  if (config.shards !== undefined) return manage(config.token, config.shards, config.shardList, config.apiBase);

  // Loaded only now, so that the help above never waits on SQLite or canvas.
  const { shardWorker } = await import('./discord/shards');
  const { createService } = await import('./services');
  const { allGames } = await import('./games/registry');
  const { renderBoard } = await import('./render');
  const { startBot } = await import('./discord/bot');

  // store.open makes the database's folder if it is missing.
  // A shard's name in the claims on owed work is its shard id, the same after the manager restarts it.
  const worker = inShard() ? shardWorker() : 'solo';
  const service = await createService({
    databasePath: config.databasePath,
    databaseUrl: config.databaseUrl,
    games: allGames(),
    render: renderBoard,
    worker,
  });

  let bot: Awaited<ReturnType<typeof startBot>> | undefined;
  const stop = onStopSignals(process, async (signal, code) => {
    if (signal) log.info({ signal }, `Rerun stopping (${signal})...`);
    // Leaving anyway after the grace: the database is what must be closed cleanly.
    if (bot) await within(bot.stop(), DISCONNECT_GRACE_MS);
    await service.close();
    // Exit once pending writes are out (log lines; under the tsx CLI, the socket telling tsx we
    // got the signal: cut off, tsx reports death by signal and SIGKILLs), at most 200 ms later.
    process.exitCode = code;
    setTimeout(() => process.exit(code), 200).unref();
  });
  // A bot runs for weeks: one stray rejection is logged, not allowed to end every game's session.
  process.on('unhandledRejection', (reason) => {
    // The log keeps the error's kind and stack frames, not a message that may quote a hand.
    log.error({ err: reason }, 'unhandled rejection');
  });

  try {
    bot = await startBot({
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

/** The ShardingManager's process: starts the shards, stops them on a stop signal. */
async function manage(
  token: string,
  shards: number | 'auto',
  shardList: number[] | undefined,
  apiBase: string | undefined,
): Promise<void> {
  const { ShardListError, startShards } = await import('./discord/shards');
  let started: Awaited<ReturnType<typeof startShards>> | undefined;
  onStopSignals(process, async (signal) => {
    if (signal) log.info({ signal }, `Rerun stopping its shards (${signal})...`);
    if (started) await within(started.stop(), DISCONNECT_GRACE_MS + 1000);
    setTimeout(() => process.exit(0), 200).unref();
  });
  try {
    started = await startShards({ token, shards, shardList, apiBase, logger: log });
  } catch (error) {
    const { loginFaultLines } = await import('./discord/loginFault');
    log.fatal(error instanceof ShardListError ? error.message : loginFaultLines(error, apiBase).join('\n'));
    process.exit(1);
  }
}

void main();
