// PostgreSQL losing its last commits: a cluster that answers COMMIT before its WAL is on disk
// (synchronous_commit off) is crashed with `pg_ctl stop -m immediate` right after a click was
// answered publicly, then started again: Discord shows moves the database no longer has. The
// real bot process plays on through it against the fake Discord, two people at five tables
// clicking what Discord shows them (screenPlayers.ts). Crashes alternate between the database's
// host alone (the bot keeps running, its pool reconnects) and a host running both (the bot is
// SIGKILLed at the same moment and started again once the database is back, as a service manager
// would). The first crash comes while the games are being opened: lobbies, starts, threads lost.
// What a crash of the host loses is what was committed but never flushed: PostgreSQL 15's WAL
// writer writes every full WAL page at once, so `-m immediate` alone (the OS keeps what was
// written) loses only the last page. For each crash's window the WAL writer is stopped (SIGSTOP),
// so that what is committed stays in the server's WAL buffers, as unflushed WAL is lost with a
// host, up to wal_writer_delay's 10 s; it dies with the server's other processes.
// Counted: decisions Discord showed taken that the database no longer holds after each crash (a
// crash that lost none proves nothing: the probe crashes again, and fails as inconclusive if none
// ever lost any); the players of those decisions told (the public notice of days/lostMoves.ts in
// their game after the crash); games left stuck (neither ended nor showing, at their table, live
// controls at the database's version once people played on); clicks refused as stale with no
// decision taken after.
import { allGames } from '../../src/games/registry';
import type { ActionRow } from '../../src/store';
import type { FakeDiscord } from '../fake-discord/fake';
import type { BotProcess } from '../support/bot';
import { countMessages, turnNoOf } from './botCounts';
import { seeded } from './botLives';
import {
  crashCluster,
  holdWal,
  countsText,
  endCounts,
  launchBot,
  LOSSY,
  logRefusals,
  quiet,
  rig,
  releaseWal,
  sleep,
  snapshot,
  stuckGames,
  unrig,
  walWriterPid,
  type Row,
  type EndCounts,
} from './pgProbe';
import { LOST_NOTICE, ScreenPlayers, START_LOST, WORDS, type Act, type Word } from './screenPlayers';

export interface PgLostOptions {
  /** Crashes that lost decisions Discord showed, wanted (default 3). */
  crashes?: number;
  /** Crashes at most, counting those that lost none (default three times `crashes`). */
  maxCrashes?: number;
  /** Tables (one game each, in turn), default every game offered. */
  tables?: number;
  /** People play at least this long (ms) and take at least `minTaken` decisions before a crash's window. */
  playMs?: number;
  minTaken?: number;
  /** After the last crash, every game must take this many decisions (or end)... */
  settleDecisions?: number;
  /** ...within this long (ms). */
  settleMs?: number;
  seed?: number;
  log?: (line: string) => void;
}

interface Crash {
  at: number;
  host: boolean;
  /** Decisions Discord showed taken since the previous crash that the database lost. */
  lost: Act[];
  /** Log rows gone (the AI's too). */
  lostRows: number;
  /** Games gone whole (their creation lost). */
  gone: Set<number>;
}

export interface PgLostFigures extends EndCounts {
  crashes: number;
  /** Of them, crashes that lost at least one decision Discord showed; of a host running the bot too. */
  conclusive: number;
  hostCrashes: number;
  clicks: number;
  decisionsTaken: number;
  /** Decisions Discord showed taken that the database lost, log rows lost, games lost whole. */
  lostDecisions: number;
  lostRows: number;
  lostGames: number;
  /** Players whose decisions were lost in a game the database still has (each crash apart), and of them those told. */
  playersLost: number;
  playersTold: number;
  /** Players of games lost whole, and of them those answered at all on clicking them after. */
  playersOfLostGames: number;
  playersOfLostGamesAnswered: number;
  /** Every answer, by which of the bot's words it was. */
  answers: Record<Word, number>;
  /** Public notices of lost moves posted. */
  notices: number;
  /** Games (at their table) whose last answers were stale ones, no decision taken after. */
  staleForever: number;
  /** Interactions never answered but those in flight when a host crash killed the bot. */
  unanswered: number;
  /** Games the database holds at the end that are stuck. */
  stuck: number;
  /** Turn messages posted twice for one turn with no crash or notice between; turns played again after lost moves. */
  duplicates: number;
  replayed: number;
  /** Messages with live buttons not their game's newest (countMessages). */
  liveOld: number;
  seed: number;
  seconds: number;
}

/** A round in which people take no decision for this long (ms) ends the crashes: the games are stuck. */
const STUCK_MS = 60_000;

/**
 * Whether the database holds decision `x`: its row in the log where it was placed, or, placed
 * nowhere (the database was not at its version a moment before), a version past it.
 */
function kept(x: Act, rows: ReadonlyMap<number, Row>, logs: ReadonlyMap<number, ActionRow[]>): boolean {
  if (x.expectedSeq === null) return (rows.get(x.gameId!)?.version ?? 0) > x.version!;
  const a = logs.get(x.gameId!)?.find((r) => r.seq === x.expectedSeq);
  return a !== undefined && a.userId === x.userId && a.decision.kind === 'choice' && a.decision.choice === x.choice;
}

/**
 * Turn messages posted twice for one turn of a place in one era: the eras end at each crash and
 * at each notice of lost moves, after which the turns the database lost are played again.
 */
function postedTwice(
  fake: FakeDiscord,
  places: readonly string[],
  crashAts: readonly number[],
  log: (l: string) => void,
): number {
  let n = 0;
  for (const place of places) {
    let seen = new Set<number>();
    let era = 0;
    for (const m of fake.publicMessages(place)) {
      const e = crashAts.filter((at) => at <= m.createdAt).length;
      if (e !== era || LOST_NOTICE.test(m.content)) {
        era = e;
        seen = new Set();
      }
      const turn = turnNoOf(m);
      if (turn === null) continue;
      if (seen.has(turn)) {
        n++;
        log(
          `turn ${turn} posted twice in ${place}, no crash or notice between: message ${m.id}, ${m.interactionId ? 'an answer' : 'a post'}`,
        );
      }
      seen.add(turn);
    }
  }
  return n;
}

export async function pgLostRun(opts: PgLostOptions = {}): Promise<PgLostFigures> {
  const t0 = Date.now();
  const seed = opts.seed ?? Math.floor(Math.random() * 2 ** 31);
  const rnd = seeded(seed);
  const log = opts.log ?? (() => undefined);
  const wanted = opts.crashes ?? 3;
  const maxCrashes = opts.maxCrashes ?? wanted * 3;
  const playMs = opts.playMs ?? 5000;
  const minTaken = opts.minTaken ?? 8;
  const settleDecisions = opts.settleDecisions ?? 3;
  const settleMs = opts.settleMs ?? 90_000;

  const probe = await rig(LOSSY);
  const { cluster, fake, pool, reader, bots } = probe;
  /** Bot processes the probe killed: any other that ended died of its own. */
  const killed = new Set<BotProcess>();
  const crashes: Crash[] = [];
  /** A round: people play, then the window (the WAL writer stopped) until the crash. */
  let phase: 'play' | 'window' | 'crash' | 'done' = 'play';
  let roundFrom = Date.now();
  let windowFrom = 0;
  let windowMs = 0;
  let walWriter = 0;
  let walStopped = false;
  let lastTakenAt = 0;
  let crashFailed: unknown = null;
  const tables = allGames().slice(0, opts.tables);
  log(`seed ${seed}`);
  // The opening's window opens after a random one of its first acts (each table's new, join,
  // start): some games then lose their lobby, some their start, some only their first moves.
  const openingAt = tables.length + 1 + Math.floor(rnd() * 2 * tables.length);
  const taken = (x: Act, from: number) => x.at >= from && x.what === 'decision' && x.word === 'taken';

  const stopWalWriter = (ms: number): void => {
    holdWal(walWriter);
    walStopped = true;
    windowFrom = Date.now();
    windowMs = ms;
    phase = 'window';
  };

  const people = new ScreenPlayers(
    fake,
    [fake.addUser('ann', { globalName: 'Ann' }), fake.addUser('ben', { globalName: 'Ben' })],
    tables,
    rnd,
    {
      thinkMs: [150, 700],
      idleMs: 2500,
      patienceMs: 3000,
      ai: 2,
      peek: (id) => reader.gameById(id),
      log,
      onAct: (a) => {
        if (taken(a, 0)) lastTakenAt = Date.now();
        if (phase === 'play' && crashes.length === 0 && people.acts.filter((x) => x.word === 'taken').length === openingAt)
          stopWalWriter(0);
        if (phase !== 'window' || !taken(a, 0) || Date.now() - windowFrom < windowMs) return;
        // The opening's crash once every table played a decision in the window.
        if (
          crashes.length === 0 &&
          !people.tables.every((t) => people.acts.some((x) => x.table === t.index && taken(x, windowFrom)))
        )
          return;
        // Right after this decision was answered publicly.
        phase = 'crash';
        void crash(crashes.length % 2 === 1).catch((e: unknown) => void (crashFailed = e));
      },
    },
  );

  const launch = async (): Promise<void> => {
    const b = launchBot(fake, cluster.url);
    bots.push(b);
    await b.ready;
  };

  /** The database's host crashes (and the bot with it, on a host running both), and starts again. */
  async function crash(host: boolean): Promise<void> {
    const before = await snapshot(pool);
    const at = Date.now();
    const bot = bots.at(-1)!;
    if (host) killed.add(bot);
    await Promise.all([stopNow(), host ? bot.kill() : undefined]);
    log(
      `crash ${crashes.length + 1}: the database${host ? ' and the bot' : ''} killed ${((at - windowFrom) / 1000).toFixed(1)} s into the window`,
    );
    await sleep(800 + rnd() * 1200);
    // What the database kept is read before anyone can act on it: people wait (their clicks while
    // it was down answered), and the bot of a crashed host starts after.
    people.acting = false;
    await people.done();
    await cluster.resume();
    const after = await snapshot(pool);
    const logs = new Map<number, ActionRow[]>();
    for (const id of after.keys()) logs.set(id, await reader.actionsOf(id));
    walWriter = await walWriterPid(pool);
    people.acting = true;
    if (host) await launch();
    const lost = people.acts.filter((x) => taken(x, roundFrom) && x.at < at && !kept(x, after, logs));
    const gone = new Set([...before.keys()].filter((id) => !after.has(id)));
    const lostRows = [...before].reduce((n, [id, b]) => n + Math.max(0, b.actions - (after.get(id)?.actions ?? 0)), 0);
    crashes.push({ at, host, lost, lostRows, gone });
    log(
      `  lost ${lost.length} decisions Discord showed taken, ${lostRows} log rows, ${gone.size} games whole; back ${((Date.now() - at) / 1000).toFixed(1)} s after`,
    );
    roundFrom = Date.now();
    phase = 'play';
  }

  async function stopNow(): Promise<void> {
    await crashCluster(cluster, walStopped ? walWriter : null);
    walStopped = false;
  }

  try {
    await fake.start();
    await launch();
    walWriter = await walWriterPid(pool);
    while (phase !== 'done') {
      if (crashFailed) throw crashFailed;
      const now = Date.now();
      if ((phase === 'play' || phase === 'window') && now - Math.max(lastTakenAt, roundFrom) > STUCK_MS) {
        // No decision taken for a minute: the games are stuck (the counts say which).
        log(`no decision taken for ${STUCK_MS / 1000} s: no more crashes`);
        phase = 'done';
      }
      if (phase === 'play' && crashes.length > 0) {
        if (crashes.filter((c) => c.lost.length > 0).length >= wanted || crashes.length >= maxCrashes) phase = 'done';
        else if (now - roundFrom >= playMs && people.acts.filter((x) => taken(x, roundFrom)).length >= minTaken)
          stopWalWriter(1000 + rnd() * 3000);
      }
      // People go on clicking while the database is down or starting (answered "unreachable").
      people.tick();
      await sleep(20);
    }
    // People play on after the last crash until every game took its decisions or ended.
    const from = Date.now();
    const settled = async (): Promise<boolean> =>
      [...(await snapshot(pool))].every(
        ([id, g]) =>
          g.status === 'finished' ||
          g.status === 'cancelled' ||
          people.acts.filter((x) => taken(x, from) && x.gameId === id && x.place === g.place).length >= settleDecisions,
      );
    for (let n = 1; Date.now() - from < settleMs && !(n % 50 === 0 && (await settled())); n++) {
      people.tick();
      await sleep(20);
    }
    people.acting = false;
    await people.done();
    await quiet(fake);
    return await figures();
  } finally {
    if (walStopped) releaseWal(walWriter);
    await unrig(probe, people);
  }

  async function figures(): Promise<PgLostFigures> {
    const end = await snapshot(pool);
    const acts = people.acts;
    // Told: the notice of lost moves, or the answer that the start was lost, in that place after the crash.
    const notice = (place: string, since: number) =>
      fake.publicMessages(place).some((m) => m.createdAt >= since && (LOST_NOTICE.test(m.content) || START_LOST.test(m.content)));
    let playersLost = 0;
    let playersTold = 0;
    let playersOfLostGames = 0;
    let playersOfLostGamesAnswered = 0;
    for (const [i, c] of crashes.entries()) {
      // A player of a game, where its messages were (the id of a game lost whole may be another's since).
      const players = new Map(c.lost.map((x) => [`${x.place}:${x.gameId}:${x.userId}`, x]));
      for (const x of players.values()) {
        if (c.gone.has(x.gameId!)) {
          playersOfLostGames++;
          const later = acts.find((y) => y.at > c.at && y.place === x.place && y.word !== 'unreachable' && y.word !== 'none');
          if (later) playersOfLostGamesAnswered++;
          else log(`not answered: game ${x.gameId}, lost whole at crash ${i + 1}: nobody got an answer in ${x.place}`);
          continue;
        }
        playersLost++;
        // Told where they play: the game's thread (or its place now, if the database lost its thread).
        const now = end.get(x.gameId!);
        if (notice(x.place, c.at) || (now?.channelId === people.tables[x.table].channelId && notice(now.place, c.at)))
          playersTold++;
        else
          log(`not told: game ${x.gameId} lost ${x.userId}'s decisions at crash ${i + 1}, and no notice followed in ${x.place}`);
      }
    }
    const stuck = stuckGames(people, end, log);
    // Refused forever: a table whose last answers after the last crash were stale.
    const lastCrash = crashes.at(-1)?.at ?? 0;
    let staleForever = 0;
    for (const t of people.tables) {
      const mine = acts.filter((x) => x.table === t.index && x.at >= lastCrash && x.what === 'decision');
      if (mine.slice(mine.map((x) => x.word).lastIndexOf('taken') + 1).some((x) => x.word === 'stale')) {
        staleForever++;
        log(`refused forever: ${t.def.id}'s last clicks were refused as stale`);
      }
    }
    // In flight when a host crash killed the bot (Discord's 3 s for it running then): no answer is right.
    const inFlight = (x: Act) => crashes.some((c) => c.host && x.at <= c.at + 1000 && x.at + 3500 >= c.at);
    const unanswered = acts.filter((x) => x.word === 'none' && !inFlight(x));
    for (const x of unanswered) log(`unanswered: ${x.what} by ${x.userId} in ${x.place}`);
    logRefusals(people, log);
    const places = people.tables.flatMap((t) => [t.channelId, ...fake.threads(t.channelId).map((c) => c.id)]);
    const msgs = await countMessages(
      fake,
      reader,
      people.tables.map((t) => t.channelId),
    );
    const duplicates = postedTwice(
      fake,
      places,
      crashes.map((c) => c.at),
      log,
    );
    return {
      crashes: crashes.length,
      conclusive: crashes.filter((c) => c.lost.length > 0).length,
      hostCrashes: crashes.filter((c) => c.host).length,
      clicks: acts.length,
      decisionsTaken: acts.filter((x) => taken(x, 0)).length,
      lostDecisions: crashes.reduce((n, c) => n + c.lost.length, 0),
      lostRows: crashes.reduce((n, c) => n + c.lostRows, 0),
      lostGames: crashes.reduce((n, c) => n + c.gone.size, 0),
      playersLost,
      playersTold,
      playersOfLostGames,
      playersOfLostGamesAnswered,
      answers: Object.fromEntries(WORDS.map((w) => [w, acts.filter((x) => x.word === w).length])) as Record<Word, number>,
      notices: places
        .flatMap((p) => fake.publicMessages(p))
        .filter((m) => LOST_NOTICE.test(m.content) || START_LOST.test(m.content)).length,
      staleForever,
      unanswered: unanswered.length,
      ...endCounts(end, bots, fake, killed),
      stuck,
      duplicates,
      replayed: msgs.duplicates - duplicates,
      liveOld: msgs.liveOld,
      seed,
      seconds: (Date.now() - t0) / 1000,
    };
  }
}

/** The closing lines of `npm run chaos`. */
export function pgLostLines(f: PgLostFigures): string {
  const answers = countsText(f.answers);
  const violations = countsText(f.violations);
  return [
    `PostgreSQL losing its last commits: ${f.crashes} crashes (${f.hostCrashes} of the host running the bot too), ${f.conclusive} of them lost decisions Discord showed, seed ${f.seed}, ${f.seconds.toFixed(0)} s;`,
    `  clicks ${f.clicks}, decisions taken ${f.decisionsTaken}; lost ${f.lostDecisions} decisions Discord showed taken, ${f.lostRows} log rows, ${f.lostGames} games whole;`,
    `  players whose decisions were lost ${f.playersLost}, told ${f.playersTold}; players of games lost whole ${f.playersOfLostGames}, answered after ${f.playersOfLostGamesAnswered}; notices ${f.notices};`,
    `  answers: ${answers}; of the unanswered, not in flight as a host crash killed the bot ${f.unanswered}; tables refused forever as stale ${f.staleForever};`,
    `  games ${f.games}: ${f.ended} ended, ${f.stuck} stuck; turn messages posted twice ${f.duplicates} (and ${f.replayed} turns played again after lost moves), old messages with live buttons ${f.liveOld};`,
    `  bot deaths of its own ${f.botExits}, warnings ${f.warnings}${violations ? `; Discord's rules broken: ${violations}` : ''}`,
  ].join('\n');
}

/** Every count that must be 0; `inconclusive` when no crash lost a decision Discord showed. */
export function pgLostFaults(f: PgLostFigures): Record<string, number> {
  return {
    inconclusive: f.conclusive === 0 ? 1 : 0,
    untold: f.playersLost - f.playersTold,
    lostGamesUnanswered: f.playersOfLostGames - f.playersOfLostGamesAnswered,
    stuck: f.stuck,
    refusedForever: f.staleForever,
    unanswered: f.unanswered,
    postedTwice: f.duplicates,
    ownDeaths: f.botExits,
  };
}
