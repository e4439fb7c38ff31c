// The service core: every Service method, given its dependencies explicitly (tests inject a
// fixture game and a stub renderer; gameService.ts fills in the real ones).
import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { RenderBoard } from '../render/contract';
import * as store from '../store';
import * as complete from './autocomplete';
import { cardChoice, roll as rollCmd, typedChoice } from './cards';
import type { Actor, Answer, Service, Where } from './contract';
import { byId, ended, fail, latestIn, liveIn, running, seatOf, type AnyGame, type Deps, type Loaded, type Running } from './context';
import { parseId } from './customIds';
import { handReply } from './handMessage';
import * as lobby from './lobby';
import { board, help, log, rules, status } from './looking';
import { catchUp, decide, mayDecide, resign as resignCmd } from './play';
import { isPublic, selectRows } from './choiceRows';
import * as upkeep from './upkeep';

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
  outcome(where: Where): { status: store.GameStatus; step: number; winners: string[] } | null;
  /** The timed upkeep at `now`: idle games closed (messages to post), old ended games compacted. */
  sweep(now: Date, settings: upkeep.UpkeepSettings): upkeep.Swept;
};

export const DEFAULT_RULES_DIR = fileURLToPath(new URL('../../docs/games', import.meta.url));

/** Loads the channel's game and hands it to `f` when it is running; the usual errors otherwise. */
function withRunning(deps: Deps, where: Where, f: (r: Running) => Answer): Answer {
  const l = liveIn(deps, where.channelId);
  if (!l && latestIn(deps, where.channelId)?.row.status === 'finished') return fail('game.over-here');
  if (!l) return fail('game.none-here');
  const r = running(l);
  if (!r) return fail('game.not-started');
  return f(r);
}

/** As withRunning, for decisions: an AI that still has to move (after a crash) moves first. */
function withPlay(deps: Deps, where: Where, f: (r: Running) => Answer): Answer {
  return withRunning(deps, where, (r) => catchUp(deps, r) ?? f(r));
}

function withLobby(deps: Deps, where: Where, f: (l: Loaded) => Answer): Answer {
  const l = liveIn(deps, where.channelId);
  return l ? f(l) : fail('game.none-here');
}

/** The actor's own hand (`/hand` and the "My hand" button, with its page). */
function hand(r: Running, actor: Actor, page: number): Answer {
  const seat = seatOf(r, actor);
  return seat < 0 ? fail('game.not-playing') : { reply: handReply(r, r.row.version, seat, page), retire: [] };
}

function component(deps: Deps, where: Where, actor: Actor, customId: string, values: string[] | undefined): Answer {
  const id = parseId(customId);
  if (!id) return fail('game.unknown-button');
  const l = byId(deps, id.gameId);
  if (!l) return fail('game.unknown-button');
  // Ids are only as honest as the client that sends them: a game answers in its own channel only.
  if (l.row.channelId !== where.channelId) return fail('game.other-channel');
  if (l.row.status === 'finished' || l.row.status === 'cancelled') return ended(l);
  if (id.kind === 'lobby') return lobby.lobbyAction(deps, l, actor, id.arg, id.version);
  if (l.row.status === 'lobby') return fail('game.not-started');
  const r = running(l);
  if (!r) return ended(l);
  const page = Number.parseInt(id.arg, 10) || 0;
  if (id.kind !== 'hand') {
    const caught = catchUp(deps, r);
    if (caught) return caught;
  }
  switch (id.kind) {
    case 'pick':
      return decide(deps, r, actor, id.arg, id.version);
    case 'menu':
    case 'play': {
      const choice = values?.[0];
      if (!choice) return fail('game.illegal-choice');
      return decide(deps, r, actor, choice, id.version);
    }
    case 'page': {
      if (id.version !== r.row.version) return fail('game.stale');
      const may = mayDecide(r, actor);
      if (!may.ok) return may.answer;
      const choices = r.def.pending(r.match.state)!.choices.filter(isPublic);
      return { reply: { ephemeral: true, content: 'More choices:', rows: selectRows('menu', 'page', r.row.id, r.row.version, choices, page, 'Choose…') }, retire: [] };
    }
    case 'hand':
      return hand(r, actor, page);
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
    games: new Map(opts.games.map((g) => [g.id, g])),
    render: opts.render,
    seed: opts.seed ?? (() => randomInt(0, 2 ** 32 - 1)),
    now: opts.now ?? (() => new Date()),
    rulesDir: opts.rulesDir ?? DEFAULT_RULES_DIR,
  };
  return {
    close: () => db.close(),
    sweep: (now, settings) => upkeep.sweep(deps, now, settings),
    outcome: (where) => {
      const l = latestIn(deps, where.channelId);
      if (!l) return null;
      const m = l.row.match;
      const o = m ? l.def.outcome(m.state) : null;
      return { status: l.row.status, step: m?.step ?? 0, winners: o && m ? o.winners.map((w) => m.seats[w].name) : [] };
    },
    newGameWith: (where, actor, game, o) => lobby.openLobby(deps, where, actor, game, o),
    newGame: (where, actor, game, ai) => lobby.openLobby(deps, where, actor, game, { ai }),
    join: (where, actor) => withLobby(deps, where, (l) => lobby.join(deps, l, actor)),
    leave: (where, actor) => withLobby(deps, where, (l) => lobby.leave(deps, l, actor)),
    addAi: (where, actor) => withLobby(deps, where, (l) => lobby.addAi(deps, l, actor)),
    start: (where, actor) => withLobby(deps, where, (l) => lobby.start(deps, l, actor)),
    cancel: (where, actor) => withLobby(deps, where, (l) => lobby.cancel(deps, l, actor)),
    resign: (where, actor) =>
      withLobby(deps, where, (l) => {
        const r = running(l);
        // In a lobby, resigning is leaving.
        return r ? resignCmd(deps, r, actor) : lobby.leave(deps, l, actor);
      }),

    roll: (where, actor) => withPlay(deps, where, (r) => rollCmd(deps, r, actor)),
    playCard: (where, actor, card, target) =>
      withPlay(deps, where, (r) => {
        const c = cardChoice(r, actor, card, target);
        return c.ok ? decide(deps, r, actor, c.choice, r.row.version) : c.answer;
      }),
    choose: (where, actor, choiceId) => withPlay(deps, where, (r) => decide(deps, r, actor, typedChoice(r, actor, choiceId), r.row.version)),
    component: (where, actor, customId, values) => component(deps, where, actor, customId, values),

    hand: (where, actor) =>
      withRunning(deps, where, (r) => hand(r, actor, 0)),
    board: (where) => {
      const l = liveIn(deps, where.channelId);
      const r = l && running(l);
      return (r && catchUp(deps, r)) ?? board(deps, where);
    },
    status: (where) => status(deps, where),
    log: (where, count) => log(deps, where, count),
    rules: (game) => rules(deps, game),
    help: () => help(),

    autocompleteCards: (where, actor, typed) => complete.cards(deps, where, actor, typed),
    autocompleteTargets: (where, actor, card, typed) => complete.targets(deps, where, actor, card, typed),
    autocompleteChoices: (where, actor, typed) => complete.choices(deps, where, actor, typed),

    messagePosted: (gameId, _channelId, messageId) => store.setLastMessage(db, gameId, messageId),
    channelGone: (channelId) => {
      store.closeChannel(db, channelId, deps.now().toISOString());
    },
  };
}

