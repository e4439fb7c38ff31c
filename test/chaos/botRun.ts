// Only the bot crash probe of `npm run chaos` (test/chaos/botCrash.ts), to repeat a run:
//   CHAOS_BOT_SEED=1964700876 CHAOS_BOT_KILLS=20 npx tsx test/chaos/botRun.ts
// Its log names each old message left with live buttons: game, version, how and in which life it was posted.
import { botCrashFaults, botCrashLines, botCrashRun } from './botCrash';

const seed = process.env.CHAOS_BOT_SEED === undefined ? undefined : Number(process.env.CHAOS_BOT_SEED);
const f = await botCrashRun(Number(process.env.CHAOS_BOT_KILLS ?? 20), { seed, log: (l) => process.stdout.write(`  ${l}\n`) });
console.log(botCrashLines(f));
process.exit(Object.values(botCrashFaults(f)).every((n) => n === 0) ? 0 : 1);
