// `npm run chaos`: the heavy fault probes of issue 10, with their figures printed.
//   50 SIGKILLs at random points of a burst of decisions, 3,000 two-process races, and the
//   property suite (every registered game) with many more runs than `npm test` makes.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { crashRun } from './crash';
import { raceRun } from './race';
import { REPO } from '../support/bot';

const KILLS = Number(process.env.CHAOS_KILLS ?? 50);
const RACES = Number(process.env.CHAOS_RACES ?? 3000);
const PROPERTY_RUNS = process.env.PROPERTY_RUNS ?? '150';

async function main(): Promise<void> {
  const t0 = Date.now();
  console.log(`Crash: ${KILLS} SIGKILLs of a worker taking decisions...`);
  const crash = await crashRun(KILLS, { log: (l) => process.stdout.write(`  ${l}\n`) });
  console.log(`Races: ${RACES} double clicks from two processes on one file...`);
  const race = await raceRun(RACES, (l) => process.stdout.write(`  ${l}\n`));
  console.log(`Properties: every registered game, ${PROPERTY_RUNS} runs each...`);
  const props = spawnSync(process.execPath, [join(REPO, 'node_modules/vitest/vitest.mjs'), 'run', 'test/properties'], {
    cwd: REPO,
    env: { ...process.env, PROPERTY_RUNS },
    encoding: 'utf8',
  });
  const summary = (props.stdout.match(/Tests\s+.*$/m)?.[0] ?? '').replace(/\x1b\[[0-9;]*m/g, '');

  console.log('\n=== chaos figures ===');
  console.log(
    `crash: ${crash.kills} kills (${crash.idleKills} before a first decision), ${crash.acknowledged} decisions acknowledged, ${crash.lost} lost, ${crash.doubled} doubled, ${crash.inFlight} in flight stored unacknowledged, ${crash.replayMismatches} replay mismatches, ${crash.integrityFailures} integrity failures, over ${crash.games} games`,
  );
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
    race.oneWinner === race.races &&
    props.status === 0;
  if (!ok) {
    if (props.status !== 0) console.log(props.stdout.slice(-4000));
    process.exit(1);
  }
}

void main();
