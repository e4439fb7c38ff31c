// Only the bot crash probe of `npm run chaos` (test/chaos/botCrash.ts), to repeat a run:
//   CHAOS_BOT_SEED=1964700876 CHAOS_BOT_KILLS=20 npx tsx test/chaos/botRun.ts
// CHAOS_BOT_PG=1: two bot processes sharing a database of a throwaway PostgreSQL cluster (started
// and stopped here) instead of one process on a SQLite file. CHAOS_BOT_WARP: how many times as fast
// the bots' clock runs (default 20).
// Its log names each old message left with live buttons: game, version, how and in which life it was posted.
import { startCluster } from '../support/pgCluster';
import { botCrashFaults, botCrashLines, botCrashRun } from './botCrash';

const seed = process.env.CHAOS_BOT_SEED === undefined ? undefined : Number(process.env.CHAOS_BOT_SEED);
const cluster = process.env.CHAOS_BOT_PG ? await startCluster() : null;
try {
  const f = await botCrashRun(Number(process.env.CHAOS_BOT_KILLS ?? 20), {
    seed,
    warpFactor: process.env.CHAOS_BOT_WARP ? Number(process.env.CHAOS_BOT_WARP) : undefined,
    log: (l) => process.stdout.write(`  ${l}\n`),
    ...(cluster ? { databaseUrl: cluster.url, processes: 2 } : {}),
  });
  console.log(botCrashLines(f));
  process.exitCode = Object.values(botCrashFaults(f)).every((n) => n === 0) ? 0 : 1;
} finally {
  cluster?.stop();
}
process.exit();
