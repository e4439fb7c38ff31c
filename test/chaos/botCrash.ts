// Bot crash: the real bot process (`npm start`'s command) against the fake Discord, SIGKILLed
// again and again while two people play five games (every game offered, each with two AI seats
// and a ten-minute turn clock that the bot's fast clock plays out in half a minute), restarted
// on the same database each time. Kills come at random times and at chosen moments: right after
// a person's decision is committed (with the AI seats' moves it sets off), while a turn message is being
// posted (Discord has it, the bot never hears back), and while a batch of reminders goes out.
// Counted: decisions acknowledged, lost and doubled; turn messages posted twice; old messages
// whose buttons still work; AI seats that do not move after a restart on their turn; reminders
// owed against posted (lost, doubled).
import { allGames } from '../../src/games/registry';
import { FakeDiscord } from '../fake-discord/fake';
import { fastCluster } from '../support/bot';
import { tempDb } from '../support/service';
import { AiWatch, type AiCounts } from './botAi';
import {
  countDecisions,
  countMessages,
  countReminders,
  countStorage,
  dueReminders,
  type DecisionCounts,
  type MessageCounts,
  type ReminderCounts,
} from './botCounts';
import { Killer } from './botKills';
import { KILL_KINDS, Lives, seeded, toBot, type KillKind, type Life, type Warp } from './botLives';
import { People } from './botPlayers';
import { look, type Look, type StoreAt } from './look';

/** The names of the processes (two: shards 0 and 1 of the bot). */
const SLOTS = ['a', 'b'] as const;

export interface BotCrashOptions {
  seed?: number;
  /** The bot's clock runs this many times as fast (default 20: a ten-minute turn in 30 s). */
  warpFactor?: number;
  /** Longest life before a random kill (ms after it is armed). */
  maxLifeMs?: number;
  /** Share of people's turns left to run out (reminders, then the AI plays them). */
  slowShare?: number;
  /** How long after a restart an AI seat on its turn must have moved (ms). */
  aiBoundMs?: number;
  /** How long people play in the last life, never killed (ms). */
  finalPlayMs?: number;
  /** How many of the games offered are played, one table each (default all). */
  tables?: number;
  /** Kill kinds to use, in turn (default all). */
  kinds?: readonly KillKind[];
  /** postgres://… : the bot keeps its games in this (empty) database instead of a SQLite file. */
  databaseUrl?: string;
  /**
   * 2: two bot processes (shards 0 and 1, a working folder each) sharing only the store, killed
   * in turn while the other plays on (default 1).
   */
  processes?: 1 | 2;
  log?: (line: string) => void;
}

export interface BotCrashFigures extends DecisionCounts, MessageCounts {
  kills: number;
  processes: number;
  store: 'SQLite' | 'PostgreSQL';
  killsBy: Record<KillKind, number>;
  /** Lives that died without being killed (a crash of the bot itself). */
  exits: number;
  seed: number;
  games: number;
  ai: AiCounts;
  reminders: ReminderCounts;
  /** Games whose stored state differs from the replay of their seed and log. */
  replayMismatches: number;
  /** SQLite's integrity check of the file failed (PostgreSQL: not checked, always 0). */
  integrityFailures: number;
  /**
   * Several processes: what each did on Discord, by name: interactions answered and messages
   * posted (each must have done both: both take decisions and post).
   */
  byProcess: Record<string, { answers: number; posts: number }>;
  /** Lines the bots logged as warnings or worse, and of them those naming a deadlock or a serialization failure. */
  warnings: number;
  conflicts: number;
  /** What the fake Discord refused or saw late, by rule (answers cut by a kill come late). */
  violations: Record<string, number>;
  seconds: number;
}

/** A reminder counts as owed once a bot was up this long (real ms) while it was due. */
const REMINDER_LOOK_MS = 1500;
/** Discord's nonce window in real time ("the past few minutes"). */
const NONCE_WINDOW_MS = 120_000;
/** The pump's tick in the bot (its minute timer, shortened): 250 ms. */
const TIMER_DIVISOR = 240;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function botCrashRun(kills: number, opts: BotCrashOptions = {}): Promise<BotCrashFigures> {
  const t0 = Date.now();
  const seed = opts.seed ?? Math.floor(Math.random() * 2 ** 31);
  const rnd = seeded(seed);
  const log = opts.log ?? (() => undefined);
  const warp: Warp = { origin: Date.now(), factor: opts.warpFactor ?? 20, divisor: TIMER_DIVISOR };
  const maxLifeMs = opts.maxLifeMs ?? 6000;
  const aiBoundMs = opts.aiBoundMs ?? 5000;
  const finalPlayMs = opts.finalPlayMs ?? 3000;
  const kinds = opts.kinds ?? KILL_KINDS;
  const slots = opts.processes ?? 1;
  // Two processes are killed in turn, each going through every kind (a's first kill is the first
  // kind, b's the second, and so on), so that the kinds also take turns from kill to kill.
  const kindAt = (i: number): number => (slots === 1 ? i : Math.floor(i / slots) + i);
  const kindOf = (i: number): KillKind | 'final' => (i === kills ? 'final' : kinds[kindAt(i) % kinds.length]);
  const victimOf = (i: number): number => i % slots;

  // Discord forgets a nonce after a few minutes of real time; on the bot's fast clock that is
  // a few seconds, so that a restart "minutes later" finds it forgotten, as it would.
  const fake = new FakeDiscord({ settleMs: 100, waitQuiet: false, nonceWindowMs: NONCE_WINDOW_MS / warp.factor });
  const at: StoreAt = { path: tempDb(), url: opts.databaseUrl };
  let reader: Look | null = null;
  // Two processes: shards 0 and 1 of the bot, the tables in a guild of each in turn.
  const guildIds = slots === 1 ? undefined : SLOTS.slice(0, slots).map((_, on) => fake.addGuild({ on, of: slots }).guildId!);
  const people = new People(
    fake,
    () => reader,
    [fake.addUser('ann'), fake.addUser('ben')],
    allGames().slice(0, opts.tables),
    rnd,
    {
      slowShare: opts.slowShare ?? 0.25,
      thinkMs: [150, 900],
      guildIds,
      log,
    },
  );
  await fake.start();
  // Each life's hooks follow its kill kind; the last life of each process is never killed.
  const plans = SLOTS.slice(0, slots).map((_, s) =>
    [...Array.from({ length: kills }, (_, i) => i).filter((i) => victimOf(i) === s), kills]
      .map(kindOf)
      .map((k) => (k === 'final' ? 'timer' : k)),
  );
  const lives = plans.map(
    (plan, s) =>
      new Lives(fake, at, warp, plan, slots === 1 ? undefined : { slot: SLOTS[s], id: s, count: slots }, slots === 1 ? 2 : 1),
  );
  const killer = new Killer(fake, people, warp);
  const ai: AiCounts = { atRestart: 0, moved: 0, stalled: 0, undecided: 0 };
  const dueNow = () => dueReminders(fake, people.turns.values(), toBot(warp, Date.now())).length;
  const allLives = () => lives.flatMap((l) => l.all).sort((a, b) => a.wentAt - b.wentAt);

  /** One round, until its victim is killed (or, the last one, until all has settled and every life is stopped). */
  async function live(i: number): Promise<Life> {
    const kind = kindOf(i);
    const next = kindOf(i + 1);
    const watch = new AiWatch(ai, aiBoundMs, (l) => log(`  ${l}`));
    // The AI seats on their turn as the killed bot left them: the restarted one (or the other
    // process) must move them.
    if (i > 0 && reader) await watch.look(reader);
    // The process killed last starts again (at first, every process starts).
    let restarted: Life | null = null;
    for (const l of lives) if (!l.current) restarted = await l.start();
    const life = lives[kind === 'final' ? 0 : victimOf(i)].current!;
    people.life = allLives().length - 1;
    // Before a life to be killed among reminders, people let every turn run out: many
    // reminders then fall due together.
    people.slowAll = next === 'reminder-post';
    const fallback = () =>
      Date.now() + (kind === 'timer' ? 300 + rnd() * (maxLifeMs - 300) : (kind === 'reminder-post' ? 3 : 1.5) * maxLifeMs);
    // Kills among the start-up pump's posts come before ready; the others once ready.
    if (kind === 'turn-post' || kind === 'reminder-post') killer.arm(life, kind, fallback());
    const up = () => lives.some((l) => l.current?.readyAt != null);
    let quietSince = Date.now();
    let looked = false;
    for (;;) {
      await sleep(40);
      const now = Date.now();
      if (life.endedAt !== null) break;
      if (up() && !reader) reader = look(at);
      if (restarted?.readyAt != null && reader && !looked) {
        looked = true;
        // AI seats on their turn get their time to move before any kill.
        watch.ready(restarted.readyAt);
        if (watch.watching) killer.disarm();
      }
      if (reader) await watch.check(reader, now);
      if (kind !== 'final' && looked && !watch.watching && !killer.isArmed(life) && life.end === null)
        killer.arm(life, kind, fallback());
      if (await killer.tick(now)) break;
      // People act once a bot is ready; in the last round only a little while, then all settles.
      const readyAt = life.readyAt ?? restarted?.readyAt ?? null;
      // A loaded machine can answer nothing in the last round's time: people then play on (at
      // most 20 s more) until one decision is acknowledged, so the run has something to check.
      const playFor = finalPlayMs + (people.clicks.some((c) => c.outcome === 'acked') ? 0 : 20_000);
      people.acting = up() && (kind !== 'final' || (readyAt !== null && now < readyAt + playFor));
      people.tick();
      if (kind === 'final') {
        const last = fake.requests.at(-1);
        if (last && now - last.at < 1500) quietSince = now;
        if ((!people.acting && !watch.watching && now - quietSince >= 1500) || now > life.wentAt + finalPlayMs + 60_000) break;
      }
    }
    if (reader) await watch.end(reader);
    return life;
  }

  try {
    for (let i = 0; i <= kills; i++) {
      const life = await live(i);
      if (i === kills) break;
      log(
        `kill ${i + 1}/${kills} (${life.end}${life.slot ? ` of process ${life.slot}` : ''}) after ${((life.endedAt! - life.wentAt) / 1000).toFixed(1)} s`,
      );
      // Down a little while; before a life to be killed among reminders, alone, until several fall
      // due at once (its start-up pump sends them as one batch), at most 25 s.
      await sleep(200 + rnd() * 1300);
      for (let w = 0; slots === 1 && kindOf(i + 1) === 'reminder-post' && dueNow() < 2 && w < 25_000; w += 200) await sleep(200);
    }
  } finally {
    killer.disarm();
    people.acting = false;
    await Promise.all(lives.map((l) => l.close(l.current)));
    await people.done();
    fake.cancelHolds();
  }

  try {
    const db = reader ?? look(at);
    reader = db;
    const gameIds = people.tables.flatMap((t) => [...t.games]);
    const violations: Record<string, number> = {};
    for (const v of fake.violations) violations[v.rule] = (violations[v.rule] ?? 0) + 1;
    const note = (l: string) => log(`  ${l}`);
    const all = allLives();
    return {
      kills: killer.kills,
      killsBy: killer.by,
      exits: all.filter((l) => l.end === 'exit').length,
      seed,
      games: gameIds.length,
      processes: slots,
      store: at.url ? 'PostgreSQL' : 'SQLite',
      ...(await countDecisions(db, people.clicks, gameIds, note)),
      ...(await countStorage(db, gameIds)),
      ...(await countMessages(
        fake,
        db,
        people.tables.map((t) => t.channelId),
        note,
        (when) => {
          const i = all.findIndex((l) => when >= l.wentAt && (l.endedAt === null || when <= l.endedAt));
          return i < 0
            ? 'while no bot was up'
            : `posted in life ${i + 1}${all[i].slot ? ` of process ${all[i].slot}` : ''} (ended by ${all[i].end}, after ${all[i - 1]?.end ?? 'none'})`;
        },
      )),
      ai,
      reminders: countReminders(
        fake,
        people.turns.values(),
        lives.flatMap((l) => l.aliveSpans()),
        warp,
        REMINDER_LOOK_MS,
        note,
      ),
      byProcess: slots === 1 ? {} : byProcess(fake, SLOTS.slice(0, slots)),
      ...warnings(all, note),
      violations,
      seconds: (Date.now() - t0) / 1000,
    };
  } finally {
    await reader?.close();
    await fake.stop();
  }
}

/** The bots' warnings (a few noted), and those that name a store conflict (PostgreSQL 40P01, 40001). */
function warnings(lives: readonly Life[], note: (l: string) => void): { warnings: number; conflicts: number } {
  const lines = lives.flatMap((l) => l.bot.lines.filter((x) => x.problem && !fastCluster(x)).map((x) => x.raw));
  const conflicts = lines.filter((l) => /40P01|40001|deadlock|could not serialize/i.test(l));
  for (const l of [...new Set(conflicts.length ? conflicts : lines)].slice(0, 5)) note(`bot warning: ${l.slice(0, 300)}`);
  return { warnings: lines.length, conflicts: conflicts.length };
}

/** What each named process did on Discord: interactions answered, messages posted. */
function byProcess(fake: FakeDiscord, names: readonly string[]): BotCrashFigures['byProcess'] {
  const ok = fake.requests.filter((r) => r.method === 'POST' && r.status < 300);
  return Object.fromEntries(
    names.map((n) => {
      const mine = ok.filter((r) => r.caller === n);
      return [
        n,
        {
          answers: mine.filter((r) => /^\/api\/v10\/interactions\/[^/]+\/[^/]+\/callback$/.test(r.path)).length,
          posts: mine.filter((r) => /^\/api\/v10\/channels\/[^/]+\/messages$/.test(r.path)).length,
        },
      ];
    }),
  );
}

/** The closing lines of `npm run chaos`. */
export function botCrashLines(f: BotCrashFigures): string {
  const by = Object.entries(f.killsBy)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  const r = f.reminders;
  return [
    `bot crash (${f.processes === 1 ? 'one process' : `${f.processes} processes`} on ${f.store}): ${f.kills} kills of the real bot (${by}), ${f.exits} deaths of its own, seed ${f.seed}, ${f.games} games;`,
    `  decisions ${f.acknowledged} acknowledged, ${f.lost} lost, ${f.doubled} doubled (${f.inFlight} in flight stored unacknowledged, ${f.refused} refused, ${f.unanswered} unanswered);`,
    `  turn messages ${f.turnMessages}, ${f.duplicates} duplicate turn messages, ${f.liveOld} old messages with live buttons;`,
    `  AI seats on their turn at a restart ${f.ai.atRestart}: ${f.ai.moved} moved, ${f.ai.stalled} stalled (${f.ai.undecided} undecided, killed first);`,
    `  replay mismatches ${f.replayMismatches}, integrity failures ${f.integrityFailures}; bot warnings ${f.warnings}, of them store conflicts (deadlock, serialization) ${f.conflicts};`,
    `  reminders ${r.owed} owed, ${r.postedOwed} of them posted, ${r.lost} lost, ${r.doubled} doubled (${r.posted} posted in all)`,
    ...Object.entries(f.byProcess).map(
      ([n, p]) => `  process ${n}: ${p.answers} interactions answered, ${p.posts} messages posted`,
    ),
  ].join('\n');
}

/** Every count that must be 0. */
export function botCrashFaults(f: BotCrashFigures): Record<string, number> {
  return {
    lost: f.lost,
    doubled: f.doubled,
    duplicateTurnMessages: f.duplicates,
    liveOldButtons: f.liveOld,
    aiStalled: f.ai.stalled,
    remindersLost: f.reminders.lost,
    remindersDoubled: f.reminders.doubled,
    ownDeaths: f.exits,
    replayMismatches: f.replayMismatches,
    integrityFailures: f.integrityFailures,
    // Two processes, and one of them never answered or never posted: not two processes at work.
    idleProcesses: Object.values(f.byProcess).filter((p) => p.answers === 0 || p.posts === 0).length,
  };
}
