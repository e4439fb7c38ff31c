// Pacing crash (docs/pacing.md): the real bot process (`npm start`'s command, its clock warped by
// test/chaos/botHooks.ts) against the fake Discord, SIGKILLed again and again while three people
// with quiet hours in three time zones play three games on 6-hour clocks: one where Cy goes on
// vacation (its hold ends while lives are killed), one paused by agreement and resumed, one on a
// time bank that Cy lets run out. Kills come at random times and at chosen moments: when the
// vacation's hold ends, as the pause is agreed, when a reminder deferred past quiet hours falls
// due, when a bank runs out. Counted: decisions acknowledged, lost and doubled; turn messages
// posted twice; reminders marked owed (read from the store) against those posted (lost,
// doubled); every ping or DM that reached someone inside their quiet hours or vacation; moves and
// reminders while the game was paused; AI moves for Cy while away.
import { allGames } from '../../src/games/registry';
import { asleepAt, type Schedule } from '../../src/services/core/wakingTime';
import * as store from '../../src/store';
import { FakeDiscord } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { tempDb } from '../support/service';
import { countDecisions, countMessages, countStorage, type DecisionCounts, type MessageCounts } from './botCounts';
import { killLife, Lives, seeded, toBot, type Life, type Warp } from './botLives';
import { controls, type Click } from './botPlayers';
import { look, type Look } from './look';
import { parseId } from '../../src/services/core/customIds';

const HOUR = 3_600_000;
/** Bot hours the probe plays (real seconds: hours × 3600 / factor). */
const HOURS = 40;

export const PACING_KILLS = ['timer', 'vacation-end', 'pause', 'quiet-reminder', 'bank-expiry'] as const;
export type PacingKill = (typeof PACING_KILLS)[number];

export interface PacingCrashOptions {
  /** Random kills (the chosen moments come on top). */
  timerKills?: number;
  seed?: number;
  /** The bot's clock runs this many times as fast (default 1800: an hour in two seconds). */
  warpFactor?: number;
  /** Bot hours played (default 40). */
  hours?: number;
  log?: (line: string) => void;
}

export interface PacingFigures extends DecisionCounts, MessageCounts {
  kills: number;
  killsBy: Record<PacingKill, number>;
  exits: number;
  seed: number;
  hours: number;
  reminders: { owed: number; posted: number; lost: number; doubled: number; wakeCalls: number };
  /** Every mention in a new message and every DM, and those inside their receiver's quiet hours, days off or vacation. */
  pings: { total: number; asleep: number };
  vacation: { held: boolean; ended: boolean; aiWhileAway: number };
  pause: { paused: boolean; resumed: boolean; movesWhilePaused: number; remindersWhilePaused: number };
  bank: { expiries: number };
  replayMismatches: number;
  integrityFailures: number;
  seconds: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The hour of the wall clock in `zone` at `ms`. */
const hourIn = (zone: string, ms: number): number =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(ms));

const REMINDER =
  /^(⏰ <@(\d+)>, (half of your time|your time for this turn runs out)|▶ <@(\d+)>, it is your turn).*?<t:(\d+):[fR]>/;

export async function pacingCrashRun(opts: PacingCrashOptions = {}): Promise<PacingFigures> {
  const t0 = Date.now();
  const seed = opts.seed ?? Math.floor(Math.random() * 2 ** 31);
  const rnd = seeded(seed);
  const log = opts.log ?? (() => undefined);
  const hours = opts.hours ?? HOURS;
  const factor = opts.warpFactor ?? 1800;
  // The pump ticks every 250 ms of real time: 7.5 minutes of the bot's at 1800.
  const warp: Warp = { origin: Date.now(), factor, divisor: 240 };
  const botNow = () => toBot(warp, Date.now());
  const end = warp.origin + hours * HOUR;
  const fake = new FakeDiscord({ settleMs: 60, waitQuiet: false, nonceWindowMs: 120_000 / factor });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const cy = fake.addUser('cy', { globalName: 'Cy' });
  const people = [amy, bo, cy];
  // Quiet hours placed so that each falls asleep and wakes during the run: 8 hours, starting 3, 9 and 15 bot hours in.
  const zones: Record<string, string> = { [amy.id]: 'Asia/Tokyo', [bo.id]: 'Europe/Paris', [cy.id]: 'America/New_York' };
  const own: Record<string, Schedule> = {};
  for (const [u, after] of [
    [amy, 3],
    [bo, 9],
    [cy, 15],
  ] as const) {
    const from = (hourIn(zones[u.id], warp.origin) + after) % 24;
    own[u.id] = { zone: zones[u.id], quiet: { from, to: (from + 8) % 24 }, daysOff: [] };
  }
  const tables = {
    vacation: {
      channel: fake.addChannel('vacation').id,
      game: 'ateam',
      players: [amy, bo, cy],
      options: { clock: '6h', vacation: 2 },
    },
    pause: { channel: fake.addChannel('pause').id, game: 'atcha', players: [amy, bo], options: { clock: '6h', vacation: 0 } },
    bank: {
      channel: fake.addChannel('bank').id,
      game: 'atcha',
      players: [amy, cy],
      options: { clock: 'bank:3h+1h', vacation: 0 },
    },
  };
  const at = { path: tempDb() };
  let reader: Look | undefined;
  let raw: store.Db | null = null;
  await fake.start();
  const lives = new Lives(
    fake,
    at,
    warp,
    Array.from({ length: 400 }, () => 'timer' as const),
    undefined,
    2,
  );
  const killsBy = Object.fromEntries(PACING_KILLS.map((k) => [k, 0])) as Record<PacingKill, number>;
  const clicks: Click[] = [];
  const away: Array<{ who: string; from: number; to: number }> = [];
  const done = new Set<string>();
  let life: Life | null = null;
  let lifeNo = 0;
  const up = () => life?.readyAt != null && life.endedAt === null;

  /** An interaction, or null when no bot was there to take it. */
  const send = async <T>(act: () => Promise<T>): Promise<T | null> => {
    if (!fake.botConnected) return null;
    try {
      return await act();
    } catch (e) {
      if (/no connected client/.test((e as Error).message)) return null;
      throw e;
    }
  };
  const gameIn = (channelId: string) =>
    raw ? (store.gamesWhere(raw, `channel_id = ? ORDER BY id DESC LIMIT 1`, channelId)[0] ?? null) : null;

  // ---------------------------------------------------------------- people

  /** When each person means to answer each turn (bot ms), and the turns Cy lets run out on his bank. */
  const plans = new Map<string, number>();
  let bankTurns = 0;
  const asleep = (u: FakeUser, t: number) =>
    asleepAt(own[u.id], t) || away.some((a) => a.who === u.id && t >= a.from && t < a.to);

  async function setUp(): Promise<void> {
    for (const u of people) {
      const s = own[u.id];
      await send(() => fake.slash(u, 'settings', { timezone: s.zone, quiet: `${s.quiet!.from}-${s.quiet!.to}`, dm: 'on' }));
    }
    for (const t of Object.values(tables)) {
      const [first, ...rest] = t.players;
      const opened = await send(() => fake.slash(first, 'game', { game: t.game, ...t.options }, 'new', t.channel));
      if (!opened?.message) throw new Error(`no lobby in ${t.channel}`);
      for (const p of rest) await send(() => fake.slash(p, 'game', {}, 'join', t.channel));
      await send(() => fake.slash(first, 'game', {}, 'start', t.channel));
    }
  }

  /** The person to move at a table clicks a decision of the newest turn message, when they mean to. */
  async function step(name: keyof typeof tables): Promise<void> {
    const t = tables[name];
    const g = gameIn(t.channel);
    if (!g || g.status !== 'active' || !g.placed || !g.threadId || !g.match || g.pause) return;
    const def = allGames().find((d) => d.id === g.game)!;
    const p = def.pending(g.match.state);
    if (!p) return;
    const seat = store.seatsOf(raw!, g.id).find((s) => s.seat === p.player);
    const u = people.find((x) => x.id === seat?.userId);
    if (!seat || seat.ai || seat.away || !u) return;
    const key = `${g.id}:${g.turn.no}`;
    const now = botNow();
    if (!plans.has(key)) {
      // Cy lets every other turn of his bank run out; the others answer after 1 to 4 of their hours.
      const slow = name === 'bank' && u === cy && bankTurns++ % 2 === 0;
      plans.set(key, slow ? Infinity : now + (1 + rnd() * 3) * HOUR);
    }
    if (now < plans.get(key)! || asleep(u, now)) return;
    const message = fake
      .publicMessages(g.threadId)
      .reverse()
      .find((m) => controls(m, g.id, g.version).length > 0);
    if (!message) return;
    const choices = controls(message, g.id, g.version).flatMap((c) =>
      c.kind === 'pick' || c.kind === 'roll' ? [c] : c.kind === 'menu' ? c.values.map((v) => ({ ...c, arg: v })) : [],
    );
    if (choices.length === 0) return;
    const c = choices[Math.floor(rnd() * choices.length)];
    plans.set(key, now + (0.2 + rnd()) * HOUR);
    const click: Click = {
      gameId: g.id,
      version: g.version,
      userId: u.id,
      choice: c.arg,
      expectedSeq: g.match.step + 1,
      life: lifeNo,
      outcome: 'unanswered',
    };
    const o = await send(() =>
      c.kind === 'menu' ? fake.select(u, message, c.customId, [c.arg]) : fake.click(u, message, c.customId),
    );
    if (!o) return;
    clicks.push(click);
    if (o.callbackType === null || !o.answered) return;
    click.outcome = !o.ephemeral || (o.message?.content ?? '').startsWith('Done') ? 'acked' : 'refused';
  }

  /** The script: Cy's vacation at hour 2 (10 hours), Bo's pause at hour 8 (Amy agrees), his resume at hour 16. */
  async function script(): Promise<void> {
    const now = botNow();
    const h = (n: number) => warp.origin + n * HOUR;
    if (now >= h(2) && !done.has('away')) {
      const a = await send(() => fake.slash(cy, 'away', { until: '10h' }, undefined, tables.vacation.channel));
      if (a?.answered && /Away until/.test(a.message?.content ?? '')) {
        done.add('away');
        const u = store.userTime(raw!, cy.id);
        if (u?.awayUntil) away.push({ who: cy.id, from: u.awaySince ?? now, to: u.awayUntil });
      }
    }
    const pauseGame = gameIn(tables.pause.channel);
    const thread = pauseGame?.threadId;
    if (now >= h(8) && !done.has('pause') && thread && pauseGame.status === 'active') {
      if (!pauseGame.pauseAsk && !pauseGame.pause)
        await send(() => fake.slash(bo, 'game', { reason: 'dinner' }, 'pause', thread));
      const ask = fake
        .publicMessages(thread)
        .reverse()
        .find((m) => FakeDiscord.buttons(m).some((b) => parseId(b.customId)?.kind === 'pause' && !b.disabled));
      const agree = ask && FakeDiscord.buttons(ask).find((b) => b.label === 'Agree');
      if (agree) await send(() => fake.click(amy, ask, agree.customId));
      if (gameIn(tables.pause.channel)?.pause) done.add('pause');
    }
    if (now >= h(16) && done.has('pause') && !done.has('resume') && thread) {
      await send(() => fake.slash(bo, 'game', {}, 'resume', thread));
      if (!gameIn(tables.pause.channel)?.pause) done.add('resume');
    }
  }

  // ---------------------------------------------------------------- what the store owes, watched

  /** Reminders the store marked owed: (thread, deadline s, level) → the span (real ms) their turn kept that deadline, unpaused. */
  const owed = new Map<string, { game: number; real: [number, number] }>();
  /** Turns (thread:deadline s) whose player was asleep or away when they began: a wake call (level 0) is owed. */
  const calls = new Set<string>();
  /**
   * The pause's spans (bot ms): from its start as stored to the last moment it was seen still in
   * force. The resume came later, somewhere before the next look: what happened in that gap may
   * have been after it, so it is not counted as happening while paused.
   */
  const paused = { paused: false, resumed: false, open: false, spans: [] as Array<[number, number]> };
  function watch(): void {
    const now = botNow();
    const p = gameIn(tables.pause.channel);
    if (p?.pause) {
      paused.paused = true;
      if (paused.open) paused.spans.at(-1)![1] = now;
      else paused.spans.push([p.pause.since, now]);
      paused.open = true;
    } else if (paused.open) {
      paused.open = false;
      paused.resumed = true;
    }
    for (const t of Object.values(tables)) {
      const g = gameIn(t.channel);
      if (!g || g.status !== 'active' || !g.threadId || g.turn.deadline === null || g.turn.seat === null || g.pause) continue;
      // A day of allowance spent by itself moves the deadline with no reminder for it (reminded 2).
      if (g.heldUntil !== null && g.heldUntil >= g.turn.deadline) continue;
      const turn = `${g.threadId}:${Math.floor(g.turn.deadline / 1000)}`;
      if (g.turn.reminded < 0) calls.add(turn);
      for (let level = calls.has(turn) ? 0 : 1; level <= g.turn.reminded; level++) {
        const key = `${turn}:${level}`;
        const o = owed.get(key);
        if (o) o.real[1] = Date.now();
        else owed.set(key, { game: g.id, real: [Date.now(), Date.now()] });
      }
    }
  }

  // ---------------------------------------------------------------- kills at chosen moments

  /** The moments to kill at (bot ms), each once: a vacation's hold ending, a pause agreed, a deferred reminder falling due, a bank running out. */
  function moment(): PacingKill | null {
    const now = botNow();
    // Each a little before its moment: the kill lands on either side of it.
    const soon = now + 10 * 60_000;
    const v = gameIn(tables.vacation.channel);
    if (v?.heldUntil && soon >= v.heldUntil && !done.has(`kill:held:${v.heldUntil}`)) {
      done.add(`kill:held:${v.heldUntil}`);
      return 'vacation-end';
    }
    const p = gameIn(tables.pause.channel);
    if (p?.pause && !done.has('kill:pause')) {
      done.add('kill:pause');
      return 'pause';
    }
    for (const t of Object.values(tables)) {
      const g = gameIn(t.channel);
      if (!g?.remindAt || g.turn.seat === null || soon < g.remindAt) continue;
      const user = store.seatsOf(raw!, g.id)[g.turn.seat]?.userId;
      const key = `kill:remind:${g.id}:${g.remindAt}`;
      // A reminder held back by the night: due as its player wakes.
      if (user && own[user] && asleepAt(own[user], g.remindAt - 10 * 60_000) && !done.has(key)) {
        done.add(key);
        return 'quiet-reminder';
      }
    }
    const b = gameIn(tables.bank.channel);
    if (b?.turn.deadline && !b.pause && soon >= b.turn.deadline && !done.has(`kill:bank:${b.turn.deadline}`)) {
      done.add(`kill:bank:${b.turn.deadline}`);
      return 'bank-expiry';
    }
    return null;
  }

  // ---------------------------------------------------------------- the run

  let timerKills = opts.timerKills ?? 8;
  const nextTimer = () => Date.now() + 3000 + rnd() * 5000;
  let timerAt: number;
  /** After the last bot hour, a few real seconds without kills for everything owed to go out. */
  let settleAt = Infinity;
  let ended = false;
  try {
    life = await lives.start();
    lifeNo++;
    await life.bot.ready;
    reader = look(at);
    raw = store.open(at.path);
    await setUp();
    timerAt = nextTimer();
    while (!ended) {
      await sleep(50);
      if (!life || life.endedAt !== null) {
        // Down a little while, then the next life.
        await sleep(200 + rnd() * 800);
        life = await lives.start();
        lifeNo++;
        timerAt = nextTimer();
        continue;
      }
      watch();
      if (!up()) continue;
      const last = botNow() >= end;
      const chosen = last ? null : moment();
      const kind: PacingKill | null = chosen ?? (!last && timerKills > 0 && Date.now() >= timerAt ? 'timer' : null);
      if (kind) {
        if (kind === 'timer') timerKills--;
        // Within a moment of it (up to 20 bot minutes at 1800): a pump may be carrying it out.
        await sleep(rnd() * 600);
        killsBy[kind]++;
        log(`kill (${kind}) at bot hour ${((botNow() - warp.origin) / HOUR).toFixed(1)}`);
        await killLife(life, 'timer');
        continue;
      }
      await script();
      for (const name of Object.keys(tables) as Array<keyof typeof tables>) await step(name);
      if (last) settleAt = Math.min(settleAt, Date.now() + 4000);
      if (Date.now() >= settleAt) ended = true;
    }
  } finally {
    await lives.close(life);
    fake.cancelHolds();
  }

  try {
    reader ??= look(at);
    raw ??= store.open(at.path);
    const gameIds = Object.values(tables).flatMap((t) => store.gamesWhere(raw!, `channel_id = ?`, t.channel).map((g) => g.id));
    const note = (l: string) => log(`  ${l}`);
    // Every new message that mentions someone, and every DM: none inside its receiver's quiet hours or vacation.
    const places = Object.values(tables).flatMap((t) => [t.channel, ...fake.threads(t.channel).map((x) => x.id)]);
    const pings: Array<{ m: StoredMessage; to: string; at: number }> = [];
    // As first posted: an edit that adds a mention (the player woke, the message is updated) pings nobody.
    for (const place of places)
      for (const m of fake.publicMessages(place).map((x) => fake.asPosted(x.id)!))
        for (const [, id] of FakeDiscord.view(m).text.matchAll(/<@(\d+)>/g))
          pings.push({ m, to: id, at: toBot(warp, m.createdAt) });
    for (const u of people) for (const m of fake.dms(u)) pings.push({ m, to: u.id, at: toBot(warp, m.createdAt) });
    const wrong = pings.filter(
      (p) =>
        own[p.to] &&
        asleep(
          people.find((u) => u.id === p.to)!,
          p.at,
        ),
    );
    for (const p of wrong.slice(0, 5))
      note(
        `pinged asleep or away: ${people.find((u) => u.id === p.to)?.username} at bot hour ${((p.at - warp.origin) / HOUR).toFixed(2)} (${new Date(p.at).toLocaleString('en-GB', { timeZone: own[p.to].zone })} there; ${p.m.interactionId ? 'an answer' : `a post, nonce ${p.m.nonce ?? 'none'}`}): ${FakeDiscord.view(p.m).text.split('\n')[0].slice(0, 100)}`,
      );
    // Reminders: posted once each, and each one owed while a bot was up long enough was posted.
    const posted = new Map<string, number>();
    let wakeCalls = 0;
    let remindersWhilePaused = 0;
    for (const place of places)
      for (const m of fake.publicMessages(place)) {
        const r = REMINDER.exec(FakeDiscord.view(m).text);
        if (!r) continue;
        const level = r[4] ? 0 : r[3].startsWith('half') ? 1 : 2;
        if (level === 0) wakeCalls++;
        const key = `${place}:${r[5]}:${level}`;
        posted.set(key, (posted.get(key) ?? 0) + 1);
        const at = toBot(warp, m.createdAt);
        if (place === fake.threads(tables.pause.channel)[0]?.id && paused.spans.some(([a, b]) => at > a && at < b)) {
          remindersWhilePaused++;
          note(
            `reminder while paused, at bot hour ${((at - warp.origin) / HOUR).toFixed(3)}, paused ${JSON.stringify(paused.spans.map(([a, b]) => [(a - warp.origin) / HOUR, (b - warp.origin) / HOUR]))}: ${FakeDiscord.view(m).text.slice(0, 80)}`,
          );
        }
      }
    const doubled = [...posted.values()].reduce((n, c) => n + c - 1, 0);
    const alive = lives.aliveSpans();
    let lost = 0;
    for (const [key, o] of owed) {
      if (posted.has(key)) continue;
      const upFor = Math.max(0, ...alive.map(([a, b]) => Math.min(b, o.real[1]) - Math.max(a, o.real[0])));
      if (upFor < 1500) continue;
      lost++;
      note(`reminder owed and never posted: ${key} (game ${o.game}, up ${upFor} ms while owed)`);
    }
    const pauseGame = gameIn(tables.pause.channel);
    const movesWhilePaused = pauseGame
      ? store
          .actionsOf(raw, pauseGame.id)
          .filter((a) => paused.spans.some(([s, e]) => Date.parse(a.at) > s && Date.parse(a.at) < e)).length
      : 0;
    const vac = gameIn(tables.vacation.channel);
    const cySeat = vac ? store.seatsOf(raw, vac.id).find((s) => s.userId === cy.id)!.seat : -1;
    const aiWhileAway = vac
      ? store
          .actionsOf(raw, vac.id)
          .filter(
            (a) =>
              a.seat === cySeat &&
              a.decision.kind === 'choice' &&
              a.decision.by === 'clock' &&
              away.some((w) => Date.parse(a.at) >= w.from && Date.parse(a.at) < w.to),
          ).length
      : 0;
    const bank = gameIn(tables.bank.channel);
    const expiries = bank
      ? new Set(
          store
            .actionsOf(raw, bank.id)
            .filter((a) => a.decision.kind === 'choice' && a.decision.by === 'clock')
            .map((a) => a.at),
        ).size
      : 0;
    return {
      kills: Object.values(killsBy).reduce((a, b) => a + b, 0),
      killsBy,
      exits: lives.all.filter((l) => l.end === 'exit').length,
      seed,
      hours,
      ...(await countDecisions(reader, clicks, gameIds, note)),
      ...(await countMessages(
        fake,
        reader,
        Object.values(tables).map((t) => t.channel),
        note,
      )),
      ...(await countStorage(reader, gameIds)),
      reminders: { owed: owed.size, posted: posted.size, lost, doubled, wakeCalls },
      pings: { total: pings.length, asleep: wrong.length },
      vacation: {
        held: (vac ? (store.seatsOf(raw, vac.id)[cySeat].vacationMs ?? 0) : 0) > 0,
        ended: away.length > 0 && botNow() > away[0].to,
        aiWhileAway,
      },
      pause: { paused: paused.paused, resumed: paused.resumed, movesWhilePaused, remindersWhilePaused },
      bank: { expiries },
      seconds: (Date.now() - t0) / 1000,
    };
  } finally {
    await reader?.close();
    raw?.close();
    await fake.stop();
  }
}

/** The closing lines of `npm run chaos`. */
export function pacingLines(f: PacingFigures): string {
  const by = Object.entries(f.killsBy)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  const r = f.reminders;
  return [
    `pacing crash: ${f.kills} kills of the real bot (${by}), ${f.exits} deaths of its own, seed ${f.seed}, ${f.hours} bot hours;`,
    `  decisions ${f.acknowledged} acknowledged, ${f.lost} lost, ${f.doubled} doubled (${f.inFlight} in flight, ${f.refused} refused); turn messages ${f.turnMessages}, ${f.duplicates} duplicates, ${f.liveOld} old with live buttons;`,
    `  reminders ${r.owed} owed, ${r.posted} posted (${r.wakeCalls} wake calls), ${r.lost} lost, ${r.doubled} doubled; pings and DMs ${f.pings.total}, ${f.pings.asleep} inside quiet hours or a vacation;`,
    `  vacation held ${f.vacation.held}, ended ${f.vacation.ended}, AI moves for the away player ${f.vacation.aiWhileAway}; pause ${f.pause.paused ? 'agreed' : 'not agreed'} and ${f.pause.resumed ? 'resumed' : 'not resumed'}, moves while paused ${f.pause.movesWhilePaused}, reminders while paused ${f.pause.remindersWhilePaused}; bank expiries ${f.bank.expiries};`,
    `  replay mismatches ${f.replayMismatches}, integrity failures ${f.integrityFailures}; ${f.seconds.toFixed(0)} s`,
  ].join('\n');
}

/** Every count that must be 0. */
export function pacingFaults(f: PacingFigures): Record<string, number> {
  return {
    lost: f.lost,
    doubled: f.doubled,
    duplicateTurnMessages: f.duplicates,
    liveOldButtons: f.liveOld,
    remindersLost: f.reminders.lost,
    remindersDoubled: f.reminders.doubled,
    pingedAsleep: f.pings.asleep,
    aiWhileAway: f.vacation.aiWhileAway,
    movesWhilePaused: f.pause.movesWhilePaused,
    remindersWhilePaused: f.pause.remindersWhilePaused,
    ownDeaths: f.exits,
    replayMismatches: f.replayMismatches,
    integrityFailures: f.integrityFailures,
  };
}
