// `npm run chaos`: the heavy fault probes of issues 10 and 18, with their figures printed.
//   50 SIGKILLs at random points of a burst of decisions, 20 SIGKILLs of the real bot playing
//   five games against the fake Discord (test/chaos/botCrash.ts), 3,000 two-process races, and the
//   property suite (every registered game) with many more runs than `npm test` makes.
//   Counts from the environment: CHAOS_KILLS, CHAOS_BOT_KILLS (and CHAOS_BOT_SEED to repeat a
//   run), CHAOS_RACES, PROPERTY_RUNS.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { botCrashFaults, botCrashLines, botCrashRun } from './botCrash';
import { crashRun } from './crash';
import { raceRun } from './race';
import { REPO } from '../support/bot';

const KILLS = Number(process.env.CHAOS_KILLS ?? 50);
const BOT_KILLS = Number(process.env.CHAOS_BOT_KILLS ?? 20);
const BOT_SEED = process.env.CHAOS_BOT_SEED === undefined ? undefined : Number(process.env.CHAOS_BOT_SEED);
const RACES = Number(process.env.CHAOS_RACES ?? 3000);
const PROPERTY_RUNS = process.env.PROPERTY_RUNS ?? '150';

async function main(): Promise<void> {
  const t0 = Date.now();
  console.log(`Crash: ${KILLS} SIGKILLs of a worker taking decisions...`);
  const crash = await crashRun(KILLS, { log: (l) => process.stdout.write(`  ${l}\n`) });
  console.log(`Bot crash: ${BOT_KILLS} SIGKILLs of the real bot playing five games against the fake Discord...`);
  const bot = await botCrashRun(BOT_KILLS, { seed: BOT_SEED, log: (l) => process.stdout.write(`  ${l}\n`) });
  const botFaults = Object.entries(botCrashFaults(bot)).filter(([, n]) => n !== 0);
  console.log(`Races: ${RACES} double clicks from two processes on one file...`);
  const race = await raceRun(RACES, { log: (l) => process.stdout.write(`  ${l}\n`) });
  console.log(`Properties: every registered game, ${PROPERTY_RUNS} runs each...`);
  // Many runs per property: a test's 30 s limit is for npm test's few, not for these.
  const props = spawnSync(
    process.execPath,
    [join(REPO, 'node_modules/vitest/vitest.mjs'), 'run', 'test/properties', '--testTimeout=600000'],
    {
      cwd: REPO,
      env: { ...process.env, PROPERTY_RUNS },
      encoding: 'utf8',
    },
  );
  const summary = (props.stdout.match(/Tests\s+.*$/m)?.[0] ?? '').replace(/\x1b\[[0-9;]*m/g, '');

  console.log('\n=== chaos figures ===');
  console.log(
    `crash: ${crash.kills} kills (${crash.idleKills} before a first decision), ${crash.acknowledged} decisions acknowledged, ${crash.lost} lost, ${crash.doubled} doubled, ${crash.inFlight} in flight stored unacknowledged, ${crash.replayMismatches} replay mismatches, ${crash.integrityFailures} integrity failures, over ${crash.games} games`,
  );
  console.log(botCrashLines(bot));
  console.log(
    `races: ${race.races} races, ${race.oneWinner} with exactly one winner, ${race.doubledActions} with a doubled action, ${race.doubledAnswers} with two public answers, ${race.noneApplied} with none, ${race.odd} otherwise; losers caught at the commit guard ${race.caughtAtCommit}, on load ${race.caughtOnLoad}, after the game ended ${race.caughtEnded}`,
  );
  for (const o of race.oddAnswers) console.log(`  race answered otherwise: ${o}`);
  console.log(`properties (${PROPERTY_RUNS} runs per property and game): ${props.status === 0 ? 'pass' : 'FAIL'} ${summary}`);
  console.log(`time: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const ok =
    crash.lost === 0 &&
    crash.doubled === 0 &&
    crash.replayMismatches === 0 &&
    crash.integrityFailures === 0 &&
    botFaults.length === 0 &&
    race.oneWinner === race.races &&
    props.status === 0;
  if (!ok) {
    if (botFaults.length) console.log(`bot crash faults: ${botFaults.map(([k, n]) => `${k} ${n}`).join(', ')}`);
    if (props.status !== 0) console.log(props.stdout.slice(-4000));
    process.exit(1);
  }
}

void main();
