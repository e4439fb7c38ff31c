// The service core: every Service method, given its dependencies explicitly (tests inject a
// fixture game, a stub renderer and a clock; gameService.ts fills in the real ones).
import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { RenderBoard } from '../render/contract';
import * as store from '../store';
import * as complete from './looking/autocomplete';
import { cardChoice, choose, roll as rollCmd } from './play/playCard';
import type { Actor, Answer, NewGameAsk, Service, Where } from './contract';
import {
  byId,
  ended,
  ephemeral,
  fail,
  latestIn,
  liveIn,
  memoPending,
  running,
  seatOf,
  type AnyGame,
  type Deps,
  type Loaded,
  type Running,
} from './core/context';
import { parseId } from './core/customIds';
import { handReply } from './messages/handMessage';
import * as lobby from './lobby/table';
import { board, elsewhere, help, rules, status } from './looking/rules';
import { log } from './records/log';
import { catchUp, decide, mayDecide } from './play/decide';
import { isPublic, selectRows } from './messages/choiceRows';
import * as upkeep from './days/upkeep';
import { messagePosted, placed, pump } from './days/announce';
import { askResign, comeBack, confirmResign, handover, rematch } from './days/absence';
import { history, myGames, stats } from './records/history';
import { t } from './messages/catalogue';

export interface ServiceOptions {
  databasePath: string;
  games: AnyGame[];
  render: RenderBoard;
  seed?: () => number;
  now?: () => Date;
  rulesDir?: string;
}

export type GameService = Service & {
  close(): void;
  /** /game new with test and local-table extras: a fixed seed and forced dice. */
  newGameWith(where: Where, actor: Actor, game: string, opts: lobby.NewGameOptions): Answer;
  /** The channel's latest game at a glance (the local table's last line, the bench). */
  outcome(where: Where): { status: store.GameStatus; step: number; turns: number; winners: string[] } | null;
  /** The timed upkeep at `now`: idle games closed (messages to post), old ended games compacted. */
  sweep(now: Date, settings: upkeep.UpkeepSettings): upkeep.Swept;
};

export const DEFAULT_RULES_DIR = fileURLToPath(new URL('../../docs/games', import.meta.url));

/** Loads the channel's game and hands it to `f` when it is running; the usual errors otherwise. */
function withRunning(deps: Deps, where: Where, f: (r: Running) => Answer): Answer {
  const l = liveIn(deps, where.channelId);
  if (!l && latestIn(deps, where.channelId)?.row.status === 'finished') return fail('game.over-here');
  if (!l) return elsewhere(deps, where);
  const r = running(l);
  if (!r) return fail('game.not-started');
  return f(r);
}

/** As withRunning, for decisions: a seat the AI must move (after a crash) moves first. */
function withPlay(deps: Deps, where: Where, f: (r: Running) => Answer): Answer {
  return withRunning(deps, where, (r) => catchUp(deps, r) ?? f(r));
}

function withLobby(deps: Deps, where: Where, f: (l: Loaded) => Answer): Answer {
  const l = liveIn(deps, where.channelId);
  return l ? f(l) : elsewhere(deps, where);
}

/** The actor's own hand (`/hand` and the "My hand" button, with its page). */
function hand(r: Running, actor: Actor, page: number): Answer {
  if (!r.def.cards) return fail('hand.no-cards', { game: r.def.name });
  const seat = seatOf(r, actor);
  return seat < 0 ? fail('game.not-playing') : { reply: handReply(r, r.row.version, seat, page), retire: [] };
}

/** /game new's platform settings, or the error to answer with. */
function settingsOf(ask: NewGameAsk): { ok: true; settings: Partial<store.Settings> } | { ok: false; answer: Answer } {
  const settings: Partial<store.Settings> = {};
  if (ask.clock !== undefined) {
    const ms = lobby.parseClock(ask.clock);
    if (ms === undefined) return { ok: false, answer: fail('clock.bad', { clock: ask.clock.slice(0, 20) }) };
    settings.clockMs = ms;
  }
  if (ask.absent !== undefined) {
    if (!Number.isInteger(ask.absent) || ask.absent < 1 || ask.absent > 10)
      return { ok: false, answer: fail('clock.bad-absent') };
    settings.missLimit = ask.absent;
  }
  if (ask.autoForce !== undefined) settings.autoForce = ask.autoForce;
  return { ok: true, settings };
}

function component(
  deps: Deps,
  where: Where,
  actor: Actor,
  customId: string,
  values: string[] | undefined,
  onPrivate: boolean,
): Answer {
  const id = parseId(customId);
  if (!id) return fail('game.unknown-button');
  const l = byId(deps, id.gameId);
  if (!l) return fail('game.unknown-button');
  // Ids are only as honest as the client that sends them: a game answers in its own place only
  // (the lobby in its channel, the game in its thread).
  const home = id.kind === 'lobby' ? [l.row.channelId, store.placeOf(l.row)] : [store.placeOf(l.row)];
  if (!home.includes(where.channelId)) return fail('game.other-channel');
  if (id.kind === 'rematch' && l.row.status === 'finished' && l.row.match)
    return rematch(deps, { ...l, match: l.row.match }, actor);
  if (l.row.status === 'finished' || l.row.status === 'cancelled') return ended(l);
  if (id.kind === 'lobby') return lobby.lobbyAction(deps, l, actor, id.arg, id.version);
  if (l.row.status === 'lobby') return fail('game.not-started');
  const r = running(l);
  if (!r) return ended(l);
  const page = Number.parseInt(id.arg, 10) || 0;
  if (id.kind !== 'hand' && id.kind !== 'resign') {
    const caught = catchUp(deps, r);
    if (caught) return caught;
  }
  // A click on the public turn message replaces it; one on a private message answers anew.
  const via = onPrivate ? 'reply' : 'update';
  switch (id.kind) {
    case 'pick':
      return decide(deps, r, actor, id.arg, id.version, via);
    case 'roll':
      return decide(deps, r, actor, id.arg, id.version, 'reply');
    case 'menu':
    case 'play': {
      const choice = values?.[0];
      if (!choice) return fail('game.illegal-choice');
      return decide(deps, r, actor, choice, id.version, id.kind === 'play' ? 'reply' : via);
    }
    case 'page': {
      if (id.version !== r.row.version) return fail('game.stale');
      const may = mayDecide(r, actor);
      if (!may.ok) return may.answer;
      const choices = r.def.pending(r.match.state)!.choices.filter(isPublic);
      return {
        reply: {
          ephemeral: true,
          content: 'More choices:',
          rows: selectRows('menu', 'page', r.row.id, r.row.version, choices, page, 'Choose…'),
        },
        retire: [],
      };
    }
    case 'hand':
      return hand(r, actor, page);
    case 'resign':
      return confirmResign(deps, r, actor, id.arg);
    case 'rematch':
      return fail('game.unknown-button');
    case 'handover':
      return handover(deps, r, actor, id.arg);
    default: {
      const never: never = id.kind;
      return never;
    }
  }
}

export function createServiceWith(opts: ServiceOptions): GameService {
  const db = store.open(opts.databasePath);
  const deps: Deps = {
    db,
    games: new Map(opts.games.map((g) => [g.id, memoPending(g)])),
    render: opts.render,
    seed: opts.seed ?? (() => randomInt(0, 2 ** 32 - 1)),
    now: opts.now ?? (() => new Date()),
    rulesDir: opts.rulesDir ?? DEFAULT_RULES_DIR,
  };
  let pumped = false;
  const newGame = (where: Where, actor: Actor, game: string, o: lobby.NewGameOptions, ask: NewGameAsk = {}) => {
    const s = settingsOf(ask);
    return s.ok ? lobby.openLobby(deps, where, actor, game, { ...o, settings: { ...s.settings, ...o.settings } }) : s.answer;
  };
  return {
    close: () => db.close(),
    sweep: (now, settings) => upkeep.sweep(deps, now, settings),
    outcome: (where) => {
      const l = latestIn(deps, where.channelId);
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
    join: (where, actor) => withLobby(deps, where, (l) => lobby.join(deps, l, actor)),
    leave: (where, actor) => withLobby(deps, where, (l) => lobby.leave(deps, l, actor)),
    addAi: (where, actor) => withLobby(deps, where, (l) => lobby.addAi(deps, l, actor)),
    start: (where, actor) => withLobby(deps, where, (l) => lobby.start(deps, l, actor)),
    cancel: (where, actor) => withLobby(deps, where, (l) => lobby.cancel(deps, l, actor)),
    resign: (where, actor) =>
      withLobby(deps, where, (l) => {
        const r = running(l);
        // In a lobby, resigning is leaving.
        return r ? askResign(deps, r, actor) : lobby.leave(deps, l, actor);
      }),
    handover: (where, actor, userId) => withRunning(deps, where, (r) => handover(deps, r, actor, userId)),
    comeBack: (where, actor) => withRunning(deps, where, (r) => comeBack(deps, r, actor)),

    roll: (where, actor) => withPlay(deps, where, (r) => rollCmd(deps, r, actor)),
    playCard: (where, actor, card, target) =>
      withPlay(deps, where, (r) => {
        const c = cardChoice(r, actor, card, target);
        return c.ok ? decide(deps, r, actor, c.choice, r.row.version) : c.answer;
      }),
    choose: (where, actor, typed) => withPlay(deps, where, (r) => choose(deps, r, actor, typed)),
    component: (where, actor, customId, values, onPrivate) => component(deps, where, actor, customId, values, onPrivate ?? false),

    hand: (where, actor) => withRunning(deps, where, (r) => hand(r, actor, 0)),
    board: (where) => board(deps, where),
    status: (where) => status(deps, where),
    log: (where, ask) => log(deps, where, ask),
    rules: (where, game) => rules(deps, where, game),
    help: (where) => help(deps, where),
    games: (where, actor) => myGames(deps, where, actor),
    stats: (where, actor, user, game) => stats(deps, where, user?.userId ?? actor.userId, user?.name ?? actor.name, game),
    history: (where) => history(deps, where),
    notify: (actor, on) => {
      store.setNotify(db, actor.userId, on);
      return ephemeral(t(on ? 'notify.on' : 'notify.off'));
    },

    autocompleteCards: (where, actor, typed) => complete.cards(deps, where, actor, typed),
    autocompleteTargets: (where, actor, card, typed) => complete.targets(deps, where, actor, card, typed),
    autocompleteChoices: (where, actor, typed) => complete.choices(deps, where, actor, typed),

    messagePosted: (posts, channelId, messageId, guildId) => messagePosted(deps, posts, channelId, messageId, guildId ?? null),
    pump: () => {
      const first = !pumped;
      pumped = true;
      return pump(deps, first);
    },
    placed: (gameId, threadId) => placed(deps, gameId, threadId),
    dmFailed: (userId) => store.markDmClosed(db, userId),
    channelGone: (channelId) => {
      store.closeChannel(db, channelId, deps.now().toISOString());
    },
  };
}
