// createService: the dependencies made once (database, games, renderer, seed, clock), and each
// Service method handed to the flow that answers it. Callers get it through ./index.ts; the
// real games and renderer are passed in by the entry points (src/main.ts, the local table),
// tests pass a fixture game, a stub renderer and a clock.
import { randomInt } from 'node:crypto';
import { join as joinPath } from 'node:path';
import { ENGINE_TEXT } from '../engine/catalogue';
import type { Catalogues, Locale } from '../engine/text';
import type { RenderBoard } from '../render/contract';
import * as store from '../store';
import { component } from './components';
import { dmComponent } from './dmComponents';
import { dmCardsPosted } from './days/dmCards';
import type { Actor, Answer, Asker, NewGameAsk, Service, Where } from './contract';
import { NO_METER, running, type AnyGame, type Deps, type Loaded, type Meter, type Running } from './core/context';
import { createTexts, type Texts } from './core/texts';
import { askResign, comeBack, handover } from './days/absence';
import { goAway } from './days/away';
import { askPause, resume } from './days/pause';
import { userSettings } from './days/userSettings';
import { rateLimiter, type RateLimit } from './core/rateLimit';
import { throttled } from './throttle';
import { undo } from './play/undo';
import { messagePosted, placed, pump } from './days/announce';
import { lockedOut, threadClosed } from './days/threadClosed';
import { oweRetirement, retirementTried, retirements } from './days/retirements';
import { placeGone, postFailed, said } from './days/outbox';
import { findPosted } from './days/reconcile';
import { stillOwed } from './days/stillOwed';
import { warmPictures } from './looking/warm';
import { censusTaker, type Census } from './days/census';
import { sweep, type Swept, type UpkeepSettings } from './days/upkeep';
import { cancel } from './lobby/cancel';
import { openLobby, type NewGameOptions } from './lobby/open';
import { settingsOf } from './lobby/settings';
import { start } from './lobby/start';
import { addAi, join, leave } from './lobby/table';
import { pickGame, suggestGames } from './looking/anywhere';
import * as complete from './looking/autocomplete';
import { board } from './looking/board';
import { hand } from './looking/hand';
import { help } from './looking/help';
import { rules } from './looking/rules';
import { status } from './looking/status';
import { ephemeral, fail } from './messages/answers';
import { ROOT } from '../root';
import { PLATFORM_TEXT } from './messages/catalogue';
import { privateVoice } from './messages/voices';
import { choose } from './play/choose';
import { catchUp } from './play/decide';
import { playCard } from './play/playCard';
import { roll } from './play/roll';
import { historyTeller } from './records/forward';
import { history, myGames, stats } from './records/history';
import { byId, elsewhere, latestIn, liveIn } from './records/load';
import { log } from './records/log';
import { replayGif } from './records/replayGif';
import { catchUpClip } from './records/catchupClip';
import { catchUp as missed } from './records/catchup';

export interface ServiceOptions {
  databasePath: string;
  /** postgres://… : the PostgreSQL store instead of the SQLite file at databasePath (store/open.ts). */
  databaseUrl?: string;
  /** The games to offer (src/games/registry.ts's allGames() in the bot and the local table). */
  games: AnyGame[];
  /** Draws a board (src/render's renderBoard, or a stub). */
  render: RenderBoard;
  seed?: () => number;
  now?: () => Date;
  rulesDir?: string;
  /**
   * This process's name in the claims on owed work (core/claims.ts), when several processes
   * share the file: one per shard, the same after a restart. Default 'solo' (one process).
   */
  worker?: string;
  /**
   * Per-user limit on interactions (core/rateLimit.ts); the bot sets DEFAULT_RATE_LIMIT. None
   * by default: the local table and tests type as fast as they like.
   */
  rateLimit?: RateLimit | null;
  /** The limit's clock (real time by default: a burst is seconds of real time). */
  rateClock?: () => number;
  /** Hears decisions committed and every store call (the operator's metrics); absent: nobody listens. */
  meter?: ServiceMeter;
}

/** The metrics' ears (src/ops/metrics.ts): game ids and store operations, never a player. */
export interface ServiceMeter extends Meter {
  /** A store call (a repository function's name) took `seconds`; `failed`: it threw. */
  stored(operation: string, seconds: number, failed: boolean): void;
}

export type GameService = Service & {
  close(): Promise<void>;
  /** /game new with test and local-table extras: a fixed seed and forced dice. */
  newGameWith(where: Where, actor: Actor, game: string, opts: NewGameOptions): Promise<Answer>;
  /** The channel's latest game at a glance (the local table's last line, the bench). */
  outcome(where: Where): Promise<{ status: store.GameStatus; step: number; turns: number; winners: string[] } | null>;
  /** The timed upkeep at `now`: idle games closed (messages to post), old ended games compacted. */
  sweep(now: Date, settings: UpkeepSettings): Promise<Swept>;
  /** Live games by game and state, and what is owed to Discord (the metrics' gauges). */
  census(): Promise<Census>;
  /** True when the store answers a statement (the readiness probe times it). */
  ping(): Promise<boolean>;
};

export const DEFAULT_RULES_DIR = joinPath(ROOT, 'docs', 'games');

/**
 * Each game's `pending(state)` asked once per state object: a request loads its state once,
 * and the checks, the engine's apply, the AI runner and the message builders all ask the same
 * question of it. States are plain objects never mutated in place, so the answer cannot go stale.
 */
function memoPending(def: AnyGame): AnyGame {
  const seen = new WeakMap<object, ReturnType<AnyGame['pending']>>();
  const pending = (state: unknown) => {
    if (typeof state !== 'object' || state === null) return def.pending(state);
    if (seen.has(state)) return seen.get(state)!;
    const p = def.pending(state);
    seen.set(state, p);
    return p;
  };
  return Object.assign(Object.create(Object.getPrototypeOf(def) as object) as AnyGame, def, { pending });
}

/** Loads the channel's game and hands it to `f` when it is running; the usual errors otherwise, in the actor's language. */
async function withRunning(deps: Deps, where: Where, actor: Asker, f: (r: Running) => Answer | Promise<Answer>): Promise<Answer> {
  const l = await liveIn(deps, where.channelId);
  if (!l && (await latestIn(deps, where.channelId))?.row.status === 'finished')
    return fail(privateVoice(deps, actor), 'game.over-here');
  if (!l) return await elsewhere(deps, where, actor);
  const r = running(l);
  if (!r) return fail(privateVoice(deps, actor, l), 'game.not-started');
  return f(r);
}

/** As withRunning, for decisions: a seat the AI must move (after a crash) moves first. */
async function withPlay(deps: Deps, where: Where, actor: Asker, f: (r: Running) => Answer | Promise<Answer>): Promise<Answer> {
  return await withRunning(deps, where, actor, async (r) => f(await catchUp(deps, r)));
}

async function withLobby(deps: Deps, where: Where, actor: Asker, f: (l: Loaded) => Answer | Promise<Answer>): Promise<Answer> {
  const l = await liveIn(deps, where.channelId);
  return l ? f(l) : await elsewhere(deps, where, actor);
}

const NO_TEXT: Catalogues = { en: {}, fr: {}, hu: {} };

/** Every catalogue the service speaks from: the platform's, the engine's and each game's. */
export function textsFor(games: readonly AnyGame[]): Texts {
  return createTexts({
    platform: PLATFORM_TEXT,
    engine: ENGINE_TEXT,
    games: new Map(games.map((g) => [g.id, g.text ?? NO_TEXT])),
  });
}

export async function createService(opts: ServiceOptions): Promise<GameService> {
  const now = opts.now ?? (() => new Date());
  const opened = await store.openStore({ path: opts.databasePath, url: opts.databaseUrl }, historyTeller(opts.games, now));
  const meter = opts.meter;
  const deps: Deps = {
    store: meter ? store.meteredStore(opened, (op, seconds, failed) => meter.stored(op, seconds, failed)) : opened,
    games: new Map(opts.games.map((g) => [g.id, memoPending(g)])),
    render: opts.render,
    seed: opts.seed ?? (() => randomInt(0, 2 ** 32 - 1)),
    now,
    rulesDir: opts.rulesDir ?? DEFAULT_RULES_DIR,
    texts: textsFor(opts.games),
    worker: opts.worker ?? 'solo',
    meter: meter ?? NO_METER,
  };
  let pumped = false;
  // The GIF being made (a replay or a catch-up clip), if any: the next one starts when it ends.
  // Many clicks at once queue up rather than share the CPU (and memory) with the games.
  let gifs: Promise<void> = Promise.resolve();
  const oneGifAtATime = (make: () => Promise<Answer>): Promise<Answer> => {
    const made = gifs.then(make);
    gifs = made.then(
      () => undefined,
      () => undefined,
    );
    return made;
  };
  // The language each user last spoke, for the DMs sent to them: written when it changes only.
  const spoken = new Map<string, Locale>();
  const seen = async (actor: Actor): Promise<Actor> => {
    if (actor.locale !== undefined && spoken.get(actor.userId) !== actor.locale) {
      await deps.store.setUserLocale(actor.userId, actor.locale);
      spoken.set(actor.userId, actor.locale);
    }
    return actor;
  };
  /** Asked in the bot's own DM with `actor` (a click on a DM card's private answer): theirs alone, as the game's place is. */
  const botDm = async (where: Where, actor: Actor): Promise<boolean> =>
    where.guildId === null && (await deps.store.dmChannelOf(actor.userId)) === where.channelId;
  const newGame = async (where: Where, actor: Actor, game: string, o: NewGameOptions, ask: NewGameAsk = {}) => {
    const s = settingsOf(privateVoice(deps, await seen(actor)), ask, where.guildLocale);
    return s.ok ? await openLobby(deps, where, actor, game, { ...o, settings: { ...s.settings, ...o.settings } }) : s.answer;
  };
  const service: GameService = {
    close: () => deps.store.close(),
    sweep: (now, settings) => sweep(deps, now, settings),
    census: censusTaker(deps),
    ping: () => deps.store.ping(),
    outcome: async (where) => {
      const l = await latestIn(deps, where.channelId);
      if (!l) return null;
      const m = l.row.match;
      const o = m ? l.def.outcome(m.state) : null;
      return {
        status: l.row.status,
        step: m?.step ?? 0,
        turns: l.row.turn.no,
        winners: o && m ? o.winners.map((w) => m.seats[w].name) : [],
      };
    },
    newGameWith: (where, actor, game, o) => newGame(where, actor, game, o),
    newGame: (where, actor, game, ai, ask) => newGame(where, actor, game, { ai }, ask),
    join: async (where, actor) => await withLobby(deps, where, await seen(actor), (l) => join(deps, l, actor)),
    leave: async (where, actor) => await withLobby(deps, where, await seen(actor), (l) => leave(deps, l, actor)),
    addAi: async (where, actor) => await withLobby(deps, where, await seen(actor), (l) => addAi(deps, l, actor)),
    start: async (where, actor) => await withLobby(deps, where, await seen(actor), (l) => start(deps, l, actor)),
    cancel: async (where, actor) => await withLobby(deps, where, await seen(actor), (l) => cancel(deps, l, actor)),
    resign: async (where, actor) =>
      await withLobby(deps, where, await seen(actor), async (l) => {
        const r = running(l);
        // In a lobby, resigning is leaving.
        return r ? await askResign(deps, r, actor) : await leave(deps, l, actor);
      }),
    handover: async (where, actor, userId) =>
      await withRunning(deps, where, await seen(actor), (r) => handover(deps, r, actor, userId)),
    comeBack: async (where, actor) => await withRunning(deps, where, await seen(actor), (r) => comeBack(deps, r, actor)),

    roll: async (where, actor) => await withPlay(deps, where, await seen(actor), (r) => roll(deps, r, actor)),
    playCard: async (where, actor, card, target) =>
      await withPlay(deps, where, await seen(actor), (r) => playCard(deps, r, actor, card, target)),
    choose: async (where, actor, typed) => await withPlay(deps, where, await seen(actor), (r) => choose(deps, r, actor, typed)),
    component: async (where, actor, customId, values, onPrivate, messageId, parent) =>
      await component(deps, where, await seen(actor), customId, values, onPrivate ?? false, messageId, parent),
    dmComponent: async (actor, clicked, customId, values) =>
      await dmComponent(deps, await seen(actor), clicked, customId, values),

    hand: async (where, actor) => await withRunning(deps, where, await seen(actor), (r) => hand(deps, r, actor, 0)),
    board: (where, asker) => board(deps, where, asker),
    warmPictures: () => warmPictures(deps),
    status: (where, asker) => status(deps, where, asker),
    log: (where, ask, asker) => log(deps, where, ask, asker),
    catchUp: async (where, actor) => await missed(deps, where, await seen(actor)),
    replay: async (where, actor, gameId) => {
      const l = await byId(deps, gameId);
      const me = privateVoice(deps, await seen(actor));
      if (!l) return fail(me, 'game.unknown-button');
      if (![l.row.channelId, store.placeOf(l.row)].includes(where.channelId) && !(await botDm(where, actor)))
        return fail(me, 'game.other-channel');
      return await oneGifAtATime(() => replayGif(deps, l, actor));
    },
    clip: async (where, actor, gameId, version) => {
      const l = await byId(deps, gameId);
      const me = privateVoice(deps, await seen(actor));
      if (!l) return fail(me, 'game.unknown-button');
      if (store.placeOf(l.row) !== where.channelId && !(await botDm(where, actor))) return fail(me, 'game.other-channel');
      return await oneGifAtATime(() => catchUpClip(deps, l, actor, version));
    },
    rules: (where, game, asker) => rules(deps, where, game, asker),
    help: (where, asker) => help(deps, where, asker),
    games: async (where, actor, all) => await myGames(deps, where, await seen(actor), all ?? false),
    stats: async (where, actor, user, game) =>
      await stats(deps, where, await seen(actor), user?.userId ?? actor.userId, user?.name ?? actor.name, game),
    history: (where, asker) => history(deps, where, asker),
    notify: async (actor, on) => {
      await deps.store.setNotify(actor.userId, on);
      return ephemeral(privateVoice(deps, await seen(actor)).t(on ? 'notify.on' : 'notify.off'));
    },
    settings: async (actor, ask) => await userSettings(deps, await seen(actor), ask),
    away: async (actor, until, reason) => await goAway(deps, await seen(actor), until, reason),
    pause: async (where, actor, reason) =>
      await withRunning(deps, where, await seen(actor), (r) => askPause(deps, r, actor, reason)),
    resume: async (where, actor) => await withRunning(deps, where, await seen(actor), (r) => resume(deps, r, actor)),
    undo: async (where, actor) => await withRunning(deps, where, await seen(actor), (r) => undo(deps, r, actor)),

    autocompleteCards: async (where, actor, typed) => await complete.cards(deps, where, await seen(actor), typed),
    autocompleteTargets: async (where, actor, card, typed) => await complete.targets(deps, where, await seen(actor), card, typed),
    autocompleteChoices: async (where, actor, typed) => await complete.choices(deps, where, await seen(actor), typed),
    autocompleteZones: (typed) => Promise.resolve(complete.zones(typed)),
    autocompleteGames: async (actor, typed, placeName) => await suggestGames(deps, await seen(actor), typed, placeName),
    pickGame: async (actor, game) => await pickGame(deps, await seen(actor), game),

    messagePosted: (posts, channelId, messageId, guildId) => messagePosted(deps, posts, channelId, messageId, guildId ?? null),
    pump: async () => {
      const first = !pumped;
      pumped = true;
      return await pump(deps, first);
    },
    stillOwed: (a) => stillOwed(deps, a),
    placed: (gameId, threadId, why) => placed(deps, gameId, threadId, why),
    said: (outbox) => said(deps, outbox),
    postFailed: (owed, goneChannelId) => postFailed(deps, owed, goneChannelId),
    findPosted: (a, seen) => findPosted(a, seen),
    dmCardsPosted: (userId, channelId, messageId, cards) => dmCardsPosted(deps, userId, channelId, messageId, cards),
    dmFailed: (userId) => deps.store.markDmClosed(userId),
    dmChannel: (userId) => deps.store.dmChannelOf(userId),
    dmOpened: (userId, channelId) => deps.store.setDmChannel(userId, channelId),
    threadClosed: (threadId) => threadClosed(deps, threadId),
    lockedOut: (where, actor, reply, parentId) => lockedOut(deps, where, actor, reply, parentId),
    oweRetirement: (old) => oweRetirement(deps, old),
    retirements: (placeId) => retirements(deps, placeId),
    retirementTried: (old, done) => retirementTried(deps, old, done),
    channelGone: async (channelId) => {
      await placeGone(deps, channelId);
    },
  };
  if (!opts.rateLimit) return service;
  const allow = rateLimiter(opts.rateLimit, opts.rateClock);
  const limit = { count: opts.rateLimit.count, seconds: Math.round(opts.rateLimit.windowMs / 1000) };
  return throttled(service, allow, (user) => fail(privateVoice(deps, user as Actor), 'rate.slow', limit));
}
