// PostgreSQL stopped for 30 s under the real bot process (`pg_ctl stop -m fast`, as a restart or
// a failover stops it), on a durable cluster, against the fake Discord, while two people at five
// tables keep clicking what Discord shows them (screenPlayers.ts) and ask /status. Every answer
// while it is down must be the plain "database unreachable; your move was not made; try again"
// (discord.database-unreachable), within Discord's 3 s; once it is back every game goes on.
// Counted: the answers while it was down (which words, how fast); decisions acknowledged before
// it stopped that the database does not hold (lost) or holds twice; the database changed while
// it was down (a click applied, read again the moment it is back); turn messages posted twice,
// old messages with live buttons; games that took no decision after (stuck).
import { allGames } from '../../src/games/registry';
import { countDecisions, countMessages } from './botCounts';
import { seeded } from './botLives';
import type { Click } from './botPlayers';
import {
  countsText,
  endCounts,
  isEnded,
  launchBot,
  logRefusals,
  quiet,
  rig,
  sleep,
  snapshot,
  stuckGames,
  unrig,
  type Row,
  type EndCounts,
} from './pgProbe';
import { ScreenPlayers, WORDS, type Act, type Word } from './screenPlayers';

export interface PgDownOptions {
  /** How long the database stays down (ms, default 30 s). */
  downMs?: number;
  /** Tables (one game each), default every game offered. */
  tables?: number;
  /** Before it stops, every table takes at least this many decisions... */
  before?: number;
  /** ...and after, each game still running at least this many (or ends), within `afterMs`. */
  after?: number;
  afterMs?: number;
  /** Someone asks /status this often while it is down (ms). */
  statusEveryMs?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface PgDownFigures extends EndCounts {
  downSeconds: number;
  clicks: number;
  /** Decisions acknowledged before the database stopped; of them not in its log, or in it twice. */
  acknowledged: number;
  lost: number;
  doubled: number;
  /** Interactions sent while it was down (clicks and commands), /status among them, by answer. */
  during: number;
  statuses: number;
  duringAnswers: Record<Word, number>;
  /** Time to each answer while it was down (ms): median, slowest; answers after Discord's 3 s. */
  p50Ms: number;
  maxMs: number;
  late: number;
  /** Games whose version or log changed while it was down (read the moment it was back). */
  changedWhileDown: number;
  /** Decisions taken after it was back; games stuck. */
  takenAfter: number;
  stuck: number;
  duplicates: number;
  liveOld: number;
  seed: number;
  seconds: number;
}

/** Discord's own deadline for the first answer to an interaction. */
const DISCORD_MS = 3000;

const taken = (x: Act, from: number) => x.at >= from && x.what === 'decision' && x.word === 'taken';

/** The decisions people sent, as the bot crash probe counts them (botCounts.ts). */
const clicksOf = (acts: readonly Act[]): Click[] =>
  acts
    .filter((x) => x.what === 'decision')
    .map((x) => ({
      gameId: x.gameId!,
      version: x.version!,
      userId: x.userId,
      choice: x.choice!,
      expectedSeq: x.expectedSeq,
      life: 0,
      outcome: x.word === 'taken' ? 'acked' : x.word === 'none' ? 'unanswered' : 'refused',
    }));

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor((s.length - 1) / 2)];
};

export async function pgDownRun(opts: PgDownOptions = {}): Promise<PgDownFigures> {
  const t0 = Date.now();
  const seed = opts.seed ?? Math.floor(Math.random() * 2 ** 31);
  const rnd = seeded(seed);
  const log = opts.log ?? (() => undefined);
  const downMs = opts.downMs ?? 30_000;
  const before = opts.before ?? 3;
  const after = opts.after ?? 3;
  const afterMs = opts.afterMs ?? 90_000;
  const statusEveryMs = opts.statusEveryMs ?? 2000;

  const probe = await rig();
  const { cluster, fake, pool, reader, bots } = probe;
  const people = new ScreenPlayers(
    fake,
    [fake.addUser('ann', { globalName: 'Ann' }), fake.addUser('ben', { globalName: 'Ben' })],
    allGames().slice(0, opts.tables),
    rnd,
    { thinkMs: [150, 700], idleMs: 2500, patienceMs: 3000, ai: 2, peek: (id) => reader.gameById(id), log },
  );
  const playUntil = async (done: () => boolean | Promise<boolean>, maxMs: number): Promise<void> => {
    people.acting = true;
    for (let n = 1, end = Date.now() + maxMs; Date.now() < end && !(n % 25 === 0 && (await done())); n++) {
      people.tick();
      await sleep(20);
    }
    people.acting = false;
    await people.done();
  };

  try {
    await fake.start();
    bots.push(launchBot(fake, cluster.url));
    await bots[0].ready;
    log(`seed ${seed}`);
    // Every table plays a little first, then everything settles: what the database holds is known.
    await playUntil(
      () => people.tables.every((t) => people.acts.filter((x) => x.table === t.index && taken(x, 0)).length >= before),
      90_000,
    );
    await quiet(fake);
    const held = await snapshot(pool);

    await cluster.halt('fast');
    const downFrom = Date.now();
    log(`the database stopped for ${downMs / 1000} s`);
    people.acting = true;
    for (let nextStatus = Date.now(); Date.now() - downFrom < downMs; await sleep(20)) {
      people.tick();
      if (Date.now() >= nextStatus) {
        people.status(people.tables[Math.floor(rnd() * people.tables.length)]);
        nextStatus = Date.now() + statusEveryMs;
      }
    }
    people.acting = false;
    await people.done();
    const downTo = Date.now();
    await cluster.resume();
    // Read the moment it is back, before anyone acts: nothing done while it was down was applied.
    const back = await snapshot(pool);
    log(`back after ${((Date.now() - downFrom) / 1000).toFixed(1)} s`);

    const afterFrom = Date.now();
    const settled = async () =>
      [...(await snapshot(pool))].every(
        ([id, g]) => isEnded(g) || people.acts.filter((x) => taken(x, afterFrom) && x.gameId === id).length >= after,
      );
    await playUntil(settled, afterMs);
    await quiet(fake);
    const end = await snapshot(pool);

    const acts = people.acts;
    const during = acts.filter((x) => x.at >= downFrom && x.at < downTo);
    const times = during.flatMap((x) => (x.ms === null ? [] : [x.ms]));
    const changed = (a: Row | undefined, b: Row | undefined) => a?.version !== b?.version || a?.actions !== b?.actions;
    const changedWhileDown = [...new Set([...held.keys(), ...back.keys()])].filter((id) => changed(held.get(id), back.get(id)));
    for (const id of changedWhileDown)
      log(`changed while down: game ${id} ${JSON.stringify(held.get(id))} -> ${JSON.stringify(back.get(id))}`);
    for (const x of during.filter((y) => y.word !== 'unreachable'))
      log(`answered while down: ${x.what} by ${x.userId}: ${x.word} "${x.text.slice(0, 120)}" in ${x.ms ?? '-'} ms`);
    logRefusals(people, log);
    const gameIds = [...end.keys()];
    const acknowledged = clicksOf(acts.filter((x) => x.at < downFrom)).filter((c) => c.outcome === 'acked').length;
    // Over every decision of the run, before, while and after it was down: none lost, none twice.
    const all = await countDecisions(reader, clicksOf(acts), gameIds, log);
    const msgs = await countMessages(
      fake,
      reader,
      people.tables.map((t) => t.channelId),
      log,
    );
    return {
      downSeconds: (downTo - downFrom) / 1000,
      clicks: acts.length,
      acknowledged,
      lost: all.lost,
      doubled: all.doubled,
      during: during.length,
      statuses: during.filter((x) => x.what === 'status').length,
      duringAnswers: Object.fromEntries(WORDS.map((w) => [w, during.filter((x) => x.word === w).length])) as Record<Word, number>,
      p50Ms: median(times),
      maxMs: Math.max(0, ...times),
      late: during.filter((x) => x.ms === null || x.ms > DISCORD_MS).length,
      changedWhileDown: changedWhileDown.length,
      takenAfter: acts.filter((x) => taken(x, afterFrom)).length,
      ...endCounts(end, bots, fake),
      stuck: stuckGames(people, end, log),
      duplicates: msgs.duplicates,
      liveOld: msgs.liveOld,
      seed,
      seconds: (Date.now() - t0) / 1000,
    };
  } finally {
    await unrig(probe, people);
  }
}

/** The closing lines of `npm run chaos`. */
export function pgDownLines(f: PgDownFigures): string {
  const answers = countsText(Object.fromEntries(Object.entries(f.duringAnswers).filter(([, n]) => n > 0)));
  const violations = countsText(f.violations);
  return [
    `PostgreSQL stopped ${f.downSeconds.toFixed(0)} s under the real bot: seed ${f.seed}, ${f.seconds.toFixed(0)} s;`,
    `  while down: ${f.during} interactions (${f.statuses} /status), answered ${answers || 'nothing'}; answer p50 ${f.p50Ms} ms, max ${f.maxMs} ms, ${f.late} past Discord's 3 s or unanswered;`,
    `  games changed while down ${f.changedWhileDown}; decisions acknowledged before ${f.acknowledged}, lost ${f.lost}, doubled ${f.doubled} (over all ${f.clicks} clicks);`,
    `  after: ${f.takenAfter} decisions taken; games ${f.games}: ${f.ended} ended, ${f.stuck} stuck; turn messages posted twice ${f.duplicates}, old messages with live buttons ${f.liveOld};`,
    `  bot deaths ${f.botExits}, warnings ${f.warnings}${violations ? `; Discord's rules broken: ${violations}` : ''}`,
  ].join('\n');
}

/** Every count that must be 0. */
export function pgDownFaults(f: PgDownFigures): Record<string, number> {
  return {
    // Nothing was tried while it was down: the probe proved nothing.
    idleOutage: f.during === 0 || f.statuses === 0 ? 1 : 0,
    notUnreachable: f.during - f.duringAnswers.unreachable,
    late: f.late,
    changedWhileDown: f.changedWhileDown,
    lost: f.lost,
    doubled: f.doubled,
    noneAfter: f.takenAfter === 0 ? 1 : 0,
    stuck: f.stuck,
    duplicateTurnMessages: f.duplicates,
    liveOldButtons: f.liveOld,
    botDeaths: f.botExits,
    violations: Object.values(f.violations).reduce((a, b) => a + b, 0),
  };
}
