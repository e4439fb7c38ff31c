// `npm run chaos`: the heavy fault probes, with their figures printed.
//   50 SIGKILLs at random points of a burst of decisions, 20 SIGKILLs of the real bot playing
//   five games against the fake Discord (test/chaos/botCrash.ts), 3,000 two-process races, and the
//   property suite (every registered game) with many more runs than `npm test` makes. Then, on a
//   throwaway PostgreSQL cluster started here (where PostgreSQL is installed): 300 races of two
//   processes sharing only the database, and 10 SIGKILLs of either of two real bot processes
//   (shards 0 and 1, each in a folder of its own) sharing only the database. And the pacing crash
//   (test/chaos/pacingCrash.ts): the real bot killed across a vacation's end, a pause, a reminder
//   held back by quiet hours and a time bank running out, 40 bot hours of three people's days.
//   Then PostgreSQL itself, each on a cluster of its own: losing its last commits
//   (test/chaos/pgLost.ts: synchronous_commit off, `pg_ctl stop -m immediate` right after a click
//   was answered, 4 crashes that lose some, under the real bot), and stopped 30 s while people
//   click (test/chaos/pgDown.ts).
//   Counts from the environment: CHAOS_KILLS, CHAOS_BOT_KILLS (and CHAOS_BOT_SEED to repeat a
//   run), CHAOS_RACES, PROPERTY_RUNS, CHAOS_PG_RACES, CHAOS_PG_KILLS, CHAOS_PACING_KILLS (random
//   kills; the chosen moments come on top), CHAOS_PG_LOST_CRASHES, CHAOS_PG_DOWN_SECONDS.
//   CHAOS_ONLY=pg (or a comma list of crash, bot, races, properties, pg, pacing, pg-lost,
//   pg-down) runs only those parts.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { botCrashFaults, botCrashLines, botCrashRun, type BotCrashFigures } from './botCrash';
import { crashRun, type CrashFigures } from './crash';
import { pacingCrashRun, pacingFaults, pacingLines, type PacingFigures } from './pacingCrash';
import { pgDownFaults, pgDownLines, pgDownRun, type PgDownFigures } from './pgDown';
import { pgLostFaults, pgLostLines, pgLostRun, type PgLostFigures } from './pgLost';
import { raceRun, type RaceFigures } from './race';
import { REPO } from '../support/bot';
import { freshDatabase, pgAvailable, startCluster } from '../support/pgCluster';
import { buildHookedBundle, buildQuickBundle, buildScriptBundles } from '../support/hookedBundle';

const KILLS = Number(process.env.CHAOS_KILLS ?? 50);
const BOT_KILLS = Number(process.env.CHAOS_BOT_KILLS ?? 20);
const BOT_SEED = process.env.CHAOS_BOT_SEED === undefined ? undefined : Number(process.env.CHAOS_BOT_SEED);
const RACES = Number(process.env.CHAOS_RACES ?? 3000);
const PROPERTY_RUNS = process.env.PROPERTY_RUNS ?? '150';
const PG_RACES = Number(process.env.CHAOS_PG_RACES ?? 300);
const PG_KILLS = Number(process.env.CHAOS_PG_KILLS ?? 10);
const PACING_KILLS = Number(process.env.CHAOS_PACING_KILLS ?? 8);
const PG_LOST_CRASHES = Number(process.env.CHAOS_PG_LOST_CRASHES ?? 4);
const PG_DOWN_SECONDS = Number(process.env.CHAOS_PG_DOWN_SECONDS ?? 30);
const ONLY = process.env.CHAOS_ONLY?.split(',').map((s) => s.trim());
const runs = (part: 'crash' | 'bot' | 'races' | 'properties' | 'pg' | 'pacing' | 'pg-lost' | 'pg-down'): boolean =>
  !ONLY || ONLY.includes(part);

const out = (l: string) => process.stdout.write(`  ${l}\n`);

function raceLine(name: string, race: RaceFigures): string {
  return `${name}: ${race.races} races, ${race.oneWinner} with exactly one winner, ${race.doubledActions} with a doubled action, ${race.doubledAnswers} with two public answers, ${race.noneApplied} with none, ${race.odd} otherwise; losers caught at the commit guard ${race.caughtAtCommit}, on load ${race.caughtOnLoad}, after the game ended ${race.caughtEnded}`;
}

function crashLine(crash: CrashFigures): string {
  return `crash: ${crash.kills} kills (${crash.idleKills} before a first decision), ${crash.acknowledged} decisions acknowledged, ${crash.lost} lost, ${crash.doubled} doubled, ${crash.inFlight} in flight stored unacknowledged, ${crash.replayMismatches} replay mismatches, ${crash.integrityFailures} integrity failures, over ${crash.games} games`;
}

/** The PostgreSQL part: its own cluster, a fresh database for each probe, stopped at the end. */
async function onPostgres(): Promise<{ race: RaceFigures; bot: BotCrashFigures } | null> {
  if (!pgAvailable()) {
    console.log('PostgreSQL: not installed here (initdb, pg_ctl and postgres not found): its probes skipped');
    return null;
  }
  const cluster = await startCluster();
  try {
    console.log(`PostgreSQL races: ${PG_RACES} double clicks from two processes sharing only a database...`);
    const race = await raceRun(PG_RACES, { log: out, databaseUrl: await freshDatabase(cluster.url) });
    console.log(`PostgreSQL bot crash: ${PG_KILLS} SIGKILLs of either of two real bot processes sharing only a database...`);
    const bot = await botCrashRun(PG_KILLS, {
      seed: BOT_SEED,
      log: out,
      databaseUrl: await freshDatabase(cluster.url),
      processes: 2,
    });
    return { race, bot };
  } finally {
    cluster.stop();
  }
}

async function main(): Promise<void> {
  const t0 = Date.now();
  // The real bot's lives start from the bundle with the probes' hooks (hookedBundle.ts).
  await Promise.all([buildHookedBundle(), buildScriptBundles(), buildQuickBundle()]);
  let crash: CrashFigures | null = null;
  let bot: BotCrashFigures | null = null;
  let race: RaceFigures | null = null;
  if (runs('crash')) {
    console.log(`Crash: ${KILLS} SIGKILLs of a worker taking decisions...`);
    crash = await crashRun(KILLS, { log: out });
  }
  if (runs('bot')) {
    console.log(`Bot crash: ${BOT_KILLS} SIGKILLs of the real bot playing five games against the fake Discord...`);
    bot = await botCrashRun(BOT_KILLS, { seed: BOT_SEED, log: out });
  }
  if (runs('races')) {
    console.log(`Races: ${RACES} double clicks from two processes on one file...`);
    race = await raceRun(RACES, { log: out });
  }
  let props: ReturnType<typeof spawnSync> | null = null;
  if (runs('properties')) {
    console.log(`Properties: every registered game, ${PROPERTY_RUNS} runs each...`);
    // Many runs per property: a test's 30 s limit is for npm test's few, not for these.
    props = spawnSync(
      process.execPath,
      [join(REPO, 'node_modules/vitest/vitest.mjs'), 'run', 'test/properties', '--testTimeout=600000'],
      {
        cwd: REPO,
        env: { ...process.env, PROPERTY_RUNS },
        encoding: 'utf8',
      },
    );
  }
  const pg = runs('pg') ? await onPostgres() : null;
  let pacing: PacingFigures | null = null;
  if (runs('pacing')) {
    console.log(
      `Pacing crash: ${PACING_KILLS} random SIGKILLs of the real bot, and one at each vacation end, pause, held reminder and bank run out...`,
    );
    pacing = await pacingCrashRun({ timerKills: PACING_KILLS, log: out });
  }

  if ((runs('pg-lost') || runs('pg-down')) && !pgAvailable())
    console.log(
      'PostgreSQL: not installed here (initdb, pg_ctl and postgres not found): its lost commits and its outage skipped',
    );
  let pgLost: PgLostFigures | null = null;
  if (runs('pg-lost') && pgAvailable()) {
    console.log(
      `PostgreSQL losing its last commits: ${PG_LOST_CRASHES} crashes that lose some (pg_ctl stop -m immediate, synchronous_commit off) under the real bot...`,
    );
    pgLost = await pgLostRun({ crashes: PG_LOST_CRASHES, seed: BOT_SEED, log: out });
  }
  let pgDown: PgDownFigures | null = null;
  if (runs('pg-down') && pgAvailable()) {
    console.log(`PostgreSQL stopped ${PG_DOWN_SECONDS} s under the real bot, people clicking all along...`);
    pgDown = await pgDownRun({ downMs: PG_DOWN_SECONDS * 1000, seed: BOT_SEED, log: out });
  }

  console.log('\n=== chaos figures ===');
  const faults: string[] = [];
  const botFaults = (name: string, f: BotCrashFigures) => {
    console.log(botCrashLines(f));
    for (const [k, n] of Object.entries(botCrashFaults(f))) if (n !== 0) faults.push(`${name} ${k} ${n}`);
  };
  const races = (name: string, f: RaceFigures) => {
    console.log(raceLine(name, f));
    for (const o of f.oddAnswers) console.log(`  race answered otherwise: ${o}`);
    if (f.oneWinner !== f.races) faults.push(`${name}: ${f.races - f.oneWinner} without exactly one winner`);
  };
  if (crash) {
    console.log(crashLine(crash));
    if (crash.lost || crash.doubled || crash.replayMismatches || crash.integrityFailures) faults.push('crash');
  }
  if (bot) botFaults('bot crash', bot);
  if (race) races('races', race);
  if (props) {
    const summary = (String(props.stdout).match(/Tests\s+.*$/m)?.[0] ?? '').replace(/\x1b\[[0-9;]*m/g, '');
    console.log(`properties (${PROPERTY_RUNS} runs per property and game): ${props.status === 0 ? 'pass' : 'FAIL'} ${summary}`);
    if (props.status !== 0) {
      faults.push('properties');
      console.log(String(props.stdout).slice(-4000));
    }
  }
  if (pg) {
    races('PostgreSQL races (two processes, one database)', pg.race);
    botFaults('PostgreSQL bot crash', pg.bot);
  }
  if (pacing) {
    console.log(pacingLines(pacing));
    for (const [k, n] of Object.entries(pacingFaults(pacing))) if (n !== 0) faults.push(`pacing crash ${k} ${n}`);
  }
  if (pgLost) {
    console.log(pgLostLines(pgLost));
    for (const [k, n] of Object.entries(pgLostFaults(pgLost))) if (n !== 0) faults.push(`PostgreSQL lost commits ${k} ${n}`);
  }
  if (pgDown) {
    console.log(pgDownLines(pgDown));
    for (const [k, n] of Object.entries(pgDownFaults(pgDown))) if (n !== 0) faults.push(`PostgreSQL down ${k} ${n}`);
  }
  console.log(`time: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (faults.length) {
    console.log(`faults: ${faults.join(', ')}`);
    process.exit(1);
  }
  process.exit(0);
}

void main();
