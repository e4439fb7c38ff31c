// `npm start`: the Discord bot. Without a token it explains what to set and exits non-zero.
import { loadConfig, MISSING_TOKEN_HELP } from './config';
import { faultTrace } from './services/faults';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.token) {
    process.stderr.write(MISSING_TOKEN_HELP);
    process.exit(1);
  }

  // Loaded only now, so that the help above never waits on SQLite or canvas.
  const { createService } = await import('./services/gameService');
  const { startBot } = await import('./discord/bot');

  // store.open makes the database's folder if it is missing.
  const service = createService({ databasePath: config.databasePath });

  let bot: Awaited<ReturnType<typeof startBot>> | undefined;
  let stopping = false;
  const shutdown = async (signal: string, code: number) => {
    if (stopping) return;
    stopping = true;
    if (signal) console.log(`Rerun stopping (${signal})...`);
    try {
      await bot?.stop();
    } catch {
      // Leaving anyway; the database is what must be closed cleanly.
    }
    service.close();
    process.exit(code);
  };
  // A bot runs for weeks: one stray rejection is logged, not allowed to end every game's session.
  process.on('unhandledRejection', (reason) => {
    // faultTrace: the error's kind and stack frames only, never a message that may quote a hand.
    console.error(`[rerun] unhandled rejection: ${faultTrace(reason)}`);
  });
  // `on`, not `once`: a signal sent to the process group reaches us twice (directly and relayed
  // by tsx); a second one during shutdown must not fall back to the default and kill us (143).
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));

  try {
    bot = await startBot({
      token: config.token,
      service,
      apiBase: config.apiBase,
      clientId: config.clientId,
      guildId: config.guildId,
    });
  } catch (error) {
    console.error(`Rerun could not log in to Discord: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Check DISCORD_TOKEN (Developer Portal -> Application -> Bot -> Reset Token).');
    await shutdown('', 1);
  }
}

void main();
