// `npm start`: the Discord bot. With a setting that is not right, or without a token, it says
// what to set and exits non-zero.
import { loadConfig, MISSING_TOKEN_HELP } from './config';
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

  // Loaded only now, so that the help above never waits on SQLite or canvas.
  const { createService } = await import('./services');
  const { allGames } = await import('./games/registry');
  const { renderBoard } = await import('./render');
  const { startBot } = await import('./discord/bot');

  // store.open makes the database's folder if it is missing.
  const service = createService({ databasePath: config.databasePath, games: allGames(), render: renderBoard });

  let bot: Awaited<ReturnType<typeof startBot>> | undefined;
  const stop = onStopSignals(process, async (signal, code) => {
    if (signal) log.info({ signal }, `Rerun stopping (${signal})...`);
    // Leaving anyway after the grace: the database is what must be closed cleanly.
    if (bot) await within(bot.stop(), DISCONNECT_GRACE_MS);
    service.close();
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

void main();
