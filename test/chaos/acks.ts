// The acknowledgement probes: how long an interaction waits for its callback while
// other games' work is slow. The real discord.js client, router, announcer and service run in
// this process against the fake Discord (so that the probe owns the clock), with the real board
// pictures. Each probe times every interaction from the moment the fake sends it to the moment
// the fake receives its callback (Discord drops it after 3 s; the probes ask for 2.5 s at most),
// then checks that the slow work still completed: nothing owed, nothing posted twice.
//   a) a 429 of 6 s on thread creation while /help in another channel and clicks in other games come in;
//   b) 10 simultaneous clicks in 10 games with 100 ms per REST request;
//   c) a restart after two days with 10 expired turn clocks, interactions arriving meanwhile.
import { Writable } from 'node:stream';
import type { Bot } from '../../src/discord/bot';
import { aiDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import { createLogger } from '../../src/log';
import { createRenderer, renderBoard } from '../../src/render';
import type { RenderBoard } from '../../src/render/contract';
import * as store from '../../src/store';
import { BotHarness, buttonId, whoseTurn } from '../support/botHarness';
import { stubRender } from '../support/service';
import { FakeDiscord, type Outcome } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';

/** The longest acknowledgement a probe accepts (Discord's own limit is 3 s). */
export const ACK_MAX_MS = 2500;

export interface AckProbe {
  name: string;
  /** Each interaction's outcome (null: nothing was due to send), by label. */
  outcomes: Map<string, Outcome | null>;
  /** Each interaction's acknowledgement time in ms, by label (Infinity: none came). */
  acks: Array<{ label: string; ms: number }>;
  /** What went wrong besides latency: work lost or doubled, limits broken, errors logged. */
  faults: string[];
  /** The longest acknowledgement this probe accepts, when stricter than ACK_MAX_MS. */
  maxMs?: number;
}

const DAY = 86_400_000;

/** A bot on a fresh database against a fresh fake with `channels` extra channels (one game table each, one spare). */
class Table {
  readonly fake: FakeDiscord;
  readonly amy: FakeUser;
  readonly bo: FakeUser;
  readonly tables: string[];
  readonly spare: string;
  now = Date.parse('2026-03-02T12:00:00Z');
  readonly errors: string[] = [];
  /** The bot and its service, on this table's database file. */
  readonly h: BotHarness;
  /** Game threads by table channel. */
  readonly threads = new Map<string, string>();

  /** The pictures' renderer: the process's own unless a probe gives a fresh one. */
  drawing: RenderBoard = process.env.ACK_RENDER === 'stub' ? stubRender : renderBoard;

  constructor(channels: number) {
    // A long deadline on the fake: a late answer is measured rather than refused.
    this.fake = new FakeDiscord({ settleMs: 100, waitQuiet: false, ackDeadlineMs: 30_000 });
    this.amy = this.fake.addUser('amy', { globalName: 'Amy' });
    this.bo = this.fake.addUser('bo', { globalName: 'Bo' });
    this.tables = Array.from({ length: channels }, (_, i) => this.fake.addChannel(`table-${i + 1}`).id);
    this.spare = this.fake.addChannel('lounge').id;
    const to = new Writable({
      write: (chunk: Buffer, _e, done) => {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) this.errors.push(line.slice(0, 300));
        done();
      },
    });
    this.h = new BotHarness(this.fake, {
      name: 'acks',
      now: () => new Date(this.now),
      // ACK_RENDER=stub: no pictures drawn (to tell drawing time from waiting).
      // Through `drawing`, which a probe may replace with a fresh renderer (a new process's, cold).
      render: (...args) => this.drawing(...args),
      logger: createLogger({ level: 'error', to }),
    });
  }

  async start(): Promise<void> {
    await this.fake.start();
    await (
      await this.up()
    ).started;
  }

  /** The bot starts; resolves once it is connected (its start-up pump may still be running: `started`). */
  async up(): Promise<{ started: Promise<Bot> }> {
    const started = this.h.launch();
    await this.fake.waitForBot();
    await this.fake.waitFor(() => this.fake.botConnected, 10_000, 'bot connected');
    return { started };
  }

  async down(): Promise<void> {
    await this.h.down();
  }

  async stop(): Promise<void> {
    await this.down();
    await this.fake.stop();
  }

  /** Amy opens `game` (The A-Team unless told) at `channelId` (with `clock`), Bo joins, Amy starts: the start click's outcome. */
  async openGame(
    channelId: string,
    clock?: string,
    game = 'ateam',
    more: Record<string, string | number> = {},
  ): Promise<Outcome> {
    const opts: Record<string, string | number> = clock ? { game, clock, ...more } : { game, ...more };
    const lobby = (await this.fake.slash(this.amy, 'game', opts, 'new', channelId)).message!;
    await this.fake.waitFor(() => FakeDiscord.buttons(this.fake.message(lobby.id)!).length > 0, 5000, 'lobby');
    await this.fake.click(this.bo, lobby, buttonId(lobby, /^Join$/));
    await this.fake.waitFor(() => /Start/.test(labels(this.fake.message(lobby.id)!)), 5000, 'bo joined');
    return this.fake.click(this.amy, this.fake.message(lobby.id)!, buttonId(this.fake.message(lobby.id)!, /^Start$/));
  }

  /** Waits for the game at `channelId` to have its thread and first turn message; the thread's id. */
  async placed(channelId: string, timeoutMs = 15_000): Promise<string> {
    await this.fake.waitFor(
      () => this.fake.threads(channelId).length > 0 && this.fake.publicMessages(this.fake.threads(channelId)[0].id).length > 0,
      timeoutMs,
      `the game at ${channelId} placed`,
    );
    const thread = this.fake.threads(channelId)[0].id;
    this.threads.set(channelId, thread);
    return thread;
  }

  /** Opens a game at every table, one after another, each in its thread: the `games` in turn. */
  async openAll(clock?: string, games: readonly string[] = ['ateam'], more: Record<string, string | number> = {}): Promise<void> {
    for (const [i, t] of this.tables.entries()) {
      await this.openGame(t, clock, games[i % games.length], more);
      await this.placed(t);
    }
    await this.settled();
  }

  game(placeId: string): store.GameRow {
    const r = store.open(this.h.dbPath);
    try {
      return store.latestGameIn(r, placeId)!;
    } finally {
      r.close();
    }
  }

  /** The pending person clicks a decision button of the latest turn message in `thread` (null: nobody's click is due). */
  click(thread: string): Promise<Outcome> | null {
    const m = this.fake.publicMessages(thread).at(-1);
    if (!m) return null;
    const who = whoseTurn(m, [this.amy, this.bo]);
    const b = FakeDiscord.buttons(m).find((x) => x.label !== 'My hand' && !x.disabled);
    return who && b ? this.fake.click(who, m, b.customId) : null;
  }

  /** Waits until no game is owed and the bot has been quiet for a while. */
  async settled(timeoutMs = 30_000): Promise<boolean> {
    const end = Date.now() + timeoutMs;
    let quietSince = Date.now();
    let seen = this.fake.requests.length;
    while (Date.now() < end) {
      await new Promise((r) => setTimeout(r, 100));
      if (this.fake.requests.length !== seen) {
        seen = this.fake.requests.length;
        quietSince = Date.now();
      }
      const owed = [...this.threads.values()].some((t) => this.game(t).owed);
      if (!owed && Date.now() - quietSince > 500) return true;
    }
    return false;
  }

  /**
   * Posted once: in each game's thread at most one message keeps enabled buttons and it is the one
   * recorded; nothing is owed; no Discord limit was broken; no error was logged.
   */
  faults(): string[] {
    const out: string[] = [];
    for (const [table, thread] of this.threads) {
      const row = this.game(thread);
      if (row.owed) out.push(`game at ${table} still owed`);
      const live = this.fake.publicMessages(thread).filter((m) => FakeDiscord.buttons(m).some((b) => !b.disabled));
      if (live.length > 1) out.push(`thread ${thread}: ${live.length} messages with live buttons (a double post)`);
      if (live.length === 1 && live[0].id !== row.lastMessageId) out.push(`thread ${thread}: live message not recorded`);
      if (this.fake.threads(table).length !== 1) out.push(`table ${table}: ${this.fake.threads(table).length} threads`);
    }
    for (const v of this.fake.violations) out.push(`violation ${v.rule}: ${v.detail}`);
    for (const r of this.fake.unknownRoutes) out.push(`unknown route ${r}`);
    for (const e of this.errors) out.push(`logged: ${e}`);
    return out;
  }
}

/** Sends interactions `gapMs` apart (each started, none awaited before the next). */
async function staggered(
  sends: Array<{ label: string; send: () => Promise<Outcome> | null }>,
  gapMs: number,
): Promise<Array<{ label: string; outcome: Outcome | null }>> {
  const running: Array<Promise<{ label: string; outcome: Outcome | null }>> = [];
  for (const s of sends) {
    const p = s.send();
    running.push(p ? p.then((outcome) => ({ label: s.label, outcome })) : Promise.resolve({ label: s.label, outcome: null }));
    if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
  }
  return Promise.all(running);
}

const ackOf = (o: Outcome): number => o.ackMs ?? Infinity;

/** a) A 6 s 429 on thread creation while /help in another channel and clicks in three other games come in. */
export async function probeThreadLimit(): Promise<AckProbe> {
  const t = new Table(4);
  const acks: AckProbe['acks'] = [];
  try {
    await t.start();
    const [slow, ...others] = t.tables;
    for (const c of others) {
      await t.openGame(c);
      await t.placed(c);
    }
    await t.settled();
    const limitedAt = Date.now();
    t.fake.rateLimit((method, path) => method === 'POST' && /^\/channels\/\d+\/threads$/.test(path), 6);
    const start = await t.openGame(slow);
    acks.push({ label: 'start (its thread rate limited)', ms: ackOf(start) });
    const sent = await staggered(
      [
        { label: '/help in another channel', send: () => t.fake.slash(t.bo, 'help', {}, undefined, t.spare) },
        ...others.map((c, i) => ({ label: `click in game ${i + 2}`, send: () => t.click(t.threads.get(c)!) })),
        { label: '/help again', send: () => t.fake.slash(t.amy, 'help', {}, undefined, t.spare) },
        { label: '/status in game 2', send: () => t.fake.slash(t.amy, 'status', {}, undefined, t.threads.get(others[0])!) },
        // In the held place itself: answered once the thread is made (a private answer, then a public one).
        { label: '/status where the thread waits', send: () => t.fake.slash(t.bo, 'status', {}, undefined, slow) },
        { label: '/game new where the thread waits', send: () => t.fake.slash(t.bo, 'game', { game: 'ateam' }, 'new', slow) },
      ],
      300,
    );
    for (const s of sent) acks.push({ label: s.label, ms: s.outcome ? ackOf(s.outcome) : Infinity });
    const outcomes = new Map(sent.map((s) => [s.label, s.outcome]));
    // The held work completes once the limit is over: the thread and its first turn message.
    await t.placed(slow, 20_000);
    const faults: string[] = [];
    if (Date.now() - limitedAt < 5500) faults.push('the thread was made before the 429 was over');
    if (!(await t.settled())) faults.push('the bot never settled');
    if (t.fake.rateLimited === 0) faults.push('no request met the 429');
    const first = t.fake.publicMessages(t.threads.get(slow)!);
    if (first.length !== 1) faults.push(`the new game's thread holds ${first.length} messages (want 1)`);
    faults.push(...deferredAnswers(t, slow, outcomes));
    return { name: 'a) 6 s 429 on thread creation', acks, outcomes, faults: [...faults, ...t.faults()] };
  } finally {
    await t.stop();
  }
}

/**
 * The answers in the held place, deferred while its queue waited: /status privately (the
 * deferral edited), /game new's lobby publicly (the private deferral a note, the lobby a public
 * follow-up, recorded as the game's lobby message).
 */
function deferredAnswers(t: Table, place: string, outcomes: Map<string, Outcome | null>): string[] {
  const out: string[] = [];
  const mine = (o: Outcome | null | undefined) =>
    o ? t.fake.store.all().filter((m) => m.interactionId === o.interactionId) : [];
  const status = outcomes.get('/status where the thread waits');
  const statusShown = mine(status);
  if (status?.callbackType !== 5) out.push(`/status where the thread waits: callback ${status?.callbackType} (want 5, deferred)`);
  if (statusShown.length !== 1 || statusShown[0].visibleTo === null || !FakeDiscord.view(statusShown[0]).text.trim())
    out.push('/status where the thread waits: not one private answer');
  const lobby = outcomes.get('/game new where the thread waits');
  const [note, ...follow] = mine(lobby);
  if (lobby?.callbackType !== 5) out.push(`/game new where the thread waits: callback ${lobby?.callbackType} (want 5)`);
  if (!note || note.visibleTo === null || !/answer is just below/.test(note.content))
    out.push('/game new where the thread waits: the deferral is not a private note');
  const shown = follow.find((m) => m.visibleTo === null && /Join/.test(labels(m)));
  if (follow.length !== 1 || !shown) out.push('/game new where the thread waits: no one public lobby follow-up');
  else if (t.game(place).lobbyMessageId !== shown.id) out.push('/game new where the thread waits: its lobby is not recorded');
  return out;
}

/**
 * A click on a game's new turn message while the pump, which just posted it, waits on a 429 to
 * take the buttons off the older one (the game's queue busy): deferred by update about a second
 * later, then answered (an edit of the card, or a new card as a public follow-up) and recorded once.
 */
export async function probeBusyThread(): Promise<{ outcome: Outcome | null; faults: string[] }> {
  const t = new Table(1);
  try {
    await t.start();
    await t.openAll();
    const thread = t.threads.get(t.tables[0])!;
    const old = t.fake.publicMessages(thread).at(-1)!;
    // Decisions taken through the service (the bot's own, as a crash would leave them) until a new player-turn is owed.
    const turn = t.game(thread).turn.no;
    for (let i = 0; i < 20 && t.game(thread).turn.no === turn; i++) {
      const g = t.game(thread);
      const d = aiDecision(
        allGames().find((x) => x.id === g.game)!,
        g.match!,
      )!;
      const r = store.open(t.h.dbPath);
      const seat = store.seatsOf(r, g.id)[d.player];
      r.close();
      const who = [t.amy, t.bo].find((u) => u.id === seat.userId)!;
      await t.h.service.choose(
        { guildId: t.fake.guildId, channelId: thread },
        { userId: who.id, name: who.globalName },
        d.choice,
      );
    }
    t.fake.rateLimit((method, path) => method === 'PATCH' && path === `/channels/${thread}/messages/${old.id}`, 3);
    const pumped = t.h.bot.pump();
    await t.fake.waitFor(() => t.fake.publicMessages(thread).length === 2, 10_000, 'the new turn message');
    const outcome = await t.click(thread);
    await pumped;
    const faults = (await t.settled()) ? [] : ['the bot never settled'];
    if (!outcome) faults.push('no click was due on the new turn message');
    else if (outcome.callbackType !== 6) faults.push(`the click's callback ${outcome.callbackType} (want 6, deferred by update)`);
    if (t.fake.rateLimited === 0) faults.push('no request met the 429');
    return { outcome, faults: [...faults, ...t.faults()] };
  } finally {
    await t.stop();
  }
}

/** b) 10 simultaneous clicks in 10 games with 100 ms per REST request. */
export async function probeSlowRest(): Promise<AckProbe> {
  const t = new Table(10);
  const acks: AckProbe['acks'] = [];
  try {
    await t.start();
    await t.openAll();
    t.fake.setLatency(100);
    const sent = await staggered(
      t.tables.map((c, i) => ({ label: `click in game ${i + 1}`, send: () => t.click(t.threads.get(c)!) })),
      0,
    );
    for (const s of sent) acks.push({ label: s.label, ms: s.outcome ? ackOf(s.outcome) : Infinity });
    const faults = (await t.settled()) ? [] : ['the bot never settled'];
    if (sent.some((s) => s.outcome === null)) faults.push('a game had no click due');
    const outcomes = new Map(sent.map((s) => [s.label, s.outcome]));
    return { name: 'b) 10 simultaneous clicks, 100 ms per request', acks, outcomes, faults: [...faults, ...t.faults()] };
  } finally {
    t.fake.setLatency(0);
    await t.stop();
  }
}

/** c) A restart two days later with 10 expired turn clocks (100 ms per request), interactions arriving meanwhile. */
export async function probeRestart(): Promise<AckProbe> {
  const t = new Table(10);
  const acks: AckProbe['acks'] = [];
  try {
    await t.start();
    // No vacation allowance: an expired clock then lets the AI play at once (with one, the
    // allowance would be spent a day at a time first: docs/pacing.md).
    await t.openAll('1d', ['ateam'], { vacation: 0 });
    const turnBefore = new Map([...t.threads.values()].map((th) => [th, t.game(th).turn.no]));
    await t.down();
    t.now += 2 * DAY;
    t.fake.setLatency(100);
    const { started } = await t.up();
    const sent = await staggered(
      [
        { label: '/help in a quiet channel', send: () => t.fake.slash(t.amy, 'help', {}, undefined, t.spare) },
        ...t.tables.slice(0, 5).map((c, i) => ({
          label: `/status in game ${i + 1}`,
          send: () => t.fake.slash(t.bo, 'status', {}, undefined, t.threads.get(c)!),
        })),
        { label: '/help again', send: () => t.fake.slash(t.bo, 'help', {}, undefined, t.spare) },
      ],
      200,
    );
    for (const s of sent) acks.push({ label: s.label, ms: s.outcome ? ackOf(s.outcome) : Infinity });
    const outcomes = new Map(sent.map((s) => [s.label, s.outcome]));
    await started;
    const faults = (await t.settled(60_000)) ? [] : ['the bot never settled'];
    const moved = [...t.threads.values()].filter((th) => t.game(th).turn.no > turnBefore.get(th)!).length;
    if (moved < t.tables.length) faults.push(`only ${moved} of ${t.tables.length} expired turns were taken`);
    return { name: 'c) restart with 10 expired clocks, 100 ms per request', acks, outcomes, faults: [...faults, ...t.faults()] };
  } finally {
    t.fake.setLatency(0);
    await t.stop();
  }
}

/** The game kinds of probe d, each with its own board. */
const FOUR_KINDS = ['ateam', 'death-star', 'bionic-woman', 'action-man'];

/**
 * d) The first clicks of a new process: 10 games of 4 kinds, the bot restarted with a fresh
 * renderer (nothing drawn yet, as in a new process), then 10 simultaneous clicks with 100 ms per
 * REST request. The start draws each kind's board ahead of them (src/services/looking/warm.ts).
 * Then 10 later clicks the same way, for comparison.
 */
export async function probeColdStart(): Promise<AckProbe> {
  const t = new Table(10);
  const acks: AckProbe['acks'] = [];
  try {
    await t.start();
    await t.openAll(undefined, FOUR_KINDS);
    await t.down();
    t.drawing = createRenderer();
    const { started } = await t.up();
    await started;
    t.fake.setLatency(100);
    const sent = await staggered(
      t.tables.map((c, i) => ({
        label: `first click in game ${i + 1} (${FOUR_KINDS[i % FOUR_KINDS.length]})`,
        send: () => t.click(t.threads.get(c)!),
      })),
      0,
    );
    for (const s of sent) acks.push({ label: s.label, ms: s.outcome ? ackOf(s.outcome) : Infinity });
    const faults = (await t.settled()) ? [] : ['the bot never settled'];
    // The same again, everything drawn once by now: what the first clicks are compared with.
    const again = await staggered(
      t.tables.map((c, i) => ({
        label: `a later click in game ${i + 1} (${FOUR_KINDS[i % FOUR_KINDS.length]})`,
        send: () => t.click(t.threads.get(c)!),
      })),
      0,
    );
    for (const s of again) acks.push({ label: s.label, ms: s.outcome ? ackOf(s.outcome) : Infinity });
    if (!(await t.settled())) faults.push('the bot never settled after the later clicks');
    if ([...sent, ...again].some((s) => s.outcome === null)) faults.push('a game had no click due');
    const outcomes = new Map([...sent, ...again].map((s) => [s.label, s.outcome]));
    return {
      name: "d) a new process's first clicks: 10 games of 4 kinds, 100 ms per request",
      // A new process's first click is answered as fast as a later one: well within 300 ms.
      maxMs: 300,
      acks,
      outcomes,
      faults: [...faults, ...t.faults()],
    };
  } finally {
    t.fake.setLatency(0);
    await t.stop();
  }
}

/** p50, p99 and max of a probe's acknowledgements, in ms. */
export function ackFigures(p: AckProbe): { p50: number; p99: number; max: number; late: number } {
  const ms = p.acks.map((a) => a.ms).sort((x, y) => x - y);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)];
  const limit = p.maxMs ?? ACK_MAX_MS;
  return { p50: at(0.5), p99: at(0.99), max: ms[ms.length - 1], late: ms.filter((x) => x > limit).length };
}

function labels(m: StoredMessage): string {
  return FakeDiscord.buttons(m)
    .map((b) => b.label)
    .join(' | ');
}
