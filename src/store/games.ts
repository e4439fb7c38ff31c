// The games table: small functions, one statement each (plus the transactional commit), each
// written once for both databases (query.ts). A function that reads before it writes locks the
// row it read (FOR UPDATE on PostgreSQL, which runs writers side by side).
import type { Forced } from '../engine/chance';
import type { Match } from '../engine/match';
import type { Options } from '../engine/types';
import { all, get, query, run, type Sql, transaction, tryRun, type Steps, write } from './query';
import {
  DEFAULT_SETTINGS,
  type ToldAction,
  type GameResult,
  type GameRow,
  type GameStatus,
  type Pause,
  type PauseAsk,
  type Settings,
  type TurnFields,
} from './types';

export interface RawGame {
  id: number;
  guild_id: string | null;
  channel_id: string;
  game: string;
  status: GameStatus;
  creator_id: string;
  options: string;
  seed: number;
  dice: string;
  state: string | null;
  version: number;
  state_version: number;
  result: string | null;
  last_message_id: string | null;
  created_at: string;
  updated_at: string;
  thread_id: string | null;
  placed: number;
  settings: string;
  lobby_message_id: string | null;
  turn_no: number;
  turn_seat: number | null;
  turn_step: number;
  shows_from: number;
  owed: number;
  shown_turn: number;
  shown_version: number;
  pictured: string | null;
  deadline: number | null;
  reminded: number;
  rematch_of: number | null;
  paused_at: number | null;
  pause: string | null;
  pause_ask: string | null;
  remind_at: number | null;
  held_until: number | null;
}

/** The dice column: a list (forced from the very first chance), or { opening, after }. */
export type StoredForced = Forced[] | { opening: Forced[]; after: Forced[] };

function forcedOf(json: string): { dice: Forced[]; after: Forced[] } {
  const f = JSON.parse(json) as StoredForced;
  return Array.isArray(f) ? { dice: f, after: [] } : { dice: f.opening, after: f.after };
}

export function toRow(r: RawGame): GameRow {
  return {
    id: r.id,
    guildId: r.guild_id,
    channelId: r.channel_id,
    game: r.game,
    status: r.status,
    creatorId: r.creator_id,
    options: JSON.parse(r.options) as Options,
    seed: r.seed,
    ...forcedOf(r.dice),
    match: r.state === null ? null : (JSON.parse(r.state) as Match),
    version: r.version,
    stateVersion: r.state_version,
    result: r.result === null ? null : (JSON.parse(r.result) as GameResult),
    lastMessageId: r.last_message_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    threadId: r.thread_id,
    placed: r.placed === 1,
    settings: { ...DEFAULT_SETTINGS, ...(JSON.parse(r.settings) as Partial<Settings>) },
    lobbyMessageId: r.lobby_message_id,
    turn: {
      no: r.turn_no,
      seat: r.turn_seat,
      step: r.turn_step,
      showsFrom: r.shows_from,
      deadline: r.deadline,
      reminded: r.reminded,
    },
    owed: r.owed === 1,
    shownTurn: r.shown_turn,
    shownVersion: r.shown_version,
    pictured: r.pictured,
    rematchOf: r.rematch_of,
    // Columns a file from before pacing lacks read as none.
    pausedAt: r.paused_at ?? null,
    pause: r.pause ? (JSON.parse(r.pause) as Pause) : null,
    pauseAsk: r.pause_ask ? (JSON.parse(r.pause_ask) as PauseAsk) : null,
    remindAt: r.remind_at ?? null,
    heldUntil: r.held_until ?? null,
  };
}

export interface NewGame {
  guildId: string | null;
  channelId: string;
  game: string;
  creatorId: string;
  options: Options;
  seed: number;
  dice: StoredForced;
  at: string;
  settings?: Settings;
}

/**
 * A new lobby's values as both stores write them (toRow reads them back), in the order of
 * `(guild_id, channel_id, game, creator_id, options, seed, dice, created_at, updated_at, settings)`.
 */
export const lobbyValues = (g: NewGame): unknown[] => [
  g.guildId,
  g.channelId,
  g.game,
  g.creatorId,
  JSON.stringify(g.options),
  g.seed,
  JSON.stringify(g.dice),
  g.at,
  g.at,
  JSON.stringify(g.settings ?? DEFAULT_SETTINGS),
];

/**
 * A decision's action row as both stores write it (actions.ts toldOf reads it back), in the order of
 * `(game_id, seq, seat, user_id, decision, events, rolls, at)`.
 */
export const actionValues = (a: ToldAction): unknown[] => [
  a.gameId,
  a.seq,
  a.seat,
  a.userId,
  JSON.stringify(a.decision),
  JSON.stringify(a.events),
  JSON.stringify(a.rolls),
  a.at,
];

/** Inserts a lobby; returns null when the channel already has a lobby or a running game. */
export const insertLobby = query(function* (g: NewGame) {
  // DO NOTHING: the place's live game (the one-live-per-place index) refuses it quietly.
  const r = yield* get<{ id: number }>(
    `INSERT INTO games (guild_id, channel_id, game, creator_id, options, seed, dice, created_at, updated_at, settings, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'lobby') ON CONFLICT DO NOTHING RETURNING id`,
    ...lobbyValues(g),
  );
  return r?.id ?? null;
});

/**
 * A game's row as toRow reads it: every column of games, and its match state from the table
 * beside (migrations.ts: the state has a row of its own). Unnamed columns are those of games.
 */
export const GAMES = `SELECT games.*, game_states.state FROM games LEFT JOIN game_states ON game_states.game_id = games.id`;

/** The first game row `sql` finds, or null. */
function* one(sql: Sql, ...params: unknown[]): Steps<GameRow | null> {
  const r = yield* get<RawGame>(sql, ...params);
  return r ? toRow(r) : null;
}

/** Every game row `sql` finds. */
function* many(sql: Sql, ...params: unknown[]): Steps<GameRow[]> {
  return (yield* all<RawGame>(sql, ...params)).map(toRow);
}

export const gameById = query((id: number) => one(`${GAMES} WHERE id = ?`, id));

/** The lobby or running game played in a channel or thread (its place), if any. */
/** The lobby or running game of a place (one at most): its row's condition, the place its one parameter. */
export const LIVE_IN = `COALESCE(thread_id, channel_id) = ? AND status IN ('lobby', 'active')`;

export const liveGameIn = query((channelId: string) => one(`${GAMES} WHERE ${LIVE_IN}`, channelId));

/** The newest game played in a channel or thread; served by the games_place_newest index, not a scan. */
export const LATEST_GAME_SQL = `${GAMES} WHERE COALESCE(thread_id, channel_id) = ? ORDER BY id DESC LIMIT 1`;

/** The newest game played in a channel or thread, live or not (for /board and /status after the end). */
export const latestGameIn = query((channelId: string) => one(LATEST_GAME_SQL, channelId));

/** Running games opened in a channel that play in threads of their own (to point a player there). */
export const threadedGamesOf = query((channelId: string) =>
  many(`${GAMES} WHERE channel_id = ? AND thread_id IS NOT NULL AND status = 'active' ORDER BY id`, channelId),
);

/** Games with a turn message owed or a thread to make (the announcer's work list). */
export const owedGames = query(() =>
  many(`${GAMES} WHERE (owed = 1 OR placed = 0) AND status IN ('active', 'finished') ORDER BY id`),
);

/** Running games whose clock runs (the clock's work list). */
export const clockedGames = query(() => many(`${GAMES} WHERE status = 'active' AND deadline IS NOT NULL ORDER BY deadline`));

/** Running games shown in their place with nothing owed (the AI seats at rest that play on at start). */
export const restingGames = query(() => many(`${GAMES} WHERE status = 'active' AND placed = 1 AND owed = 0 ORDER BY id`));

/** The running games most recently played, newest first: what the start warms the pictures of. */
export const recentGames = query((limit: number) =>
  many(`${GAMES} WHERE status = 'active' AND placed = 1 ORDER BY updated_at DESC, id DESC LIMIT ?`, limit),
);

/** A server's running games, the most recently played first (/games all). */
export const liveGamesIn = query(function* (guildId: string | null, limit: number) {
  const rows = yield* all<{ id: number }>(
    (d) => `SELECT id FROM games WHERE guild_id ${d.is} ? AND status = 'active' ORDER BY updated_at DESC, id DESC LIMIT ?`,
    guildId,
    limit,
  );
  return rows.map((r) => r.id);
});

/** A server's finished games, newest first (/history). */
export const finishedGamesOf = query((guildId: string | null, limit: number) =>
  many((d) => `${GAMES} WHERE guild_id ${d.is} ? AND status = 'finished' ORDER BY id DESC LIMIT ?`, guildId, limit),
);

/** Any filter over games: for tests and probes only (services use the named queries above, which both stores have). */
export const gamesWhere = query((sql: string, ...args: unknown[]) => many(`${GAMES} WHERE ${sql}`, ...args));

/** The game's thread was made (or could not be: null, the game plays in its channel). */
export const placeGame = query(function* (id: number, threadId: string | null) {
  // Refused: the channel already has a live game of its own, and without a thread this one cannot play there.
  const r = yield* tryRun(`UPDATE games SET thread_id = ?, placed = 1 WHERE id = ? AND placed = 0`, threadId, id);
  return r?.changes === 1;
});

/**
 * The game's thread is closed for good (locked): it plays on in its channel, where its turn
 * message is owed anew, as are the reminders owed in the thread. False when the channel has a
 * live game of its own (only one plays in a place).
 */
export const moveToChannel = query((id: number) =>
  transaction(function* () {
    const row = yield* get<{ thread_id: string | null; channel_id: string }>(
      (d) => `SELECT thread_id, channel_id FROM games WHERE id = ?${d.forUpdate}`,
      id,
    );
    if (!row?.thread_id) return false;
    // shown_version steps back so that the channel's copy of the current version is recorded.
    const moved = yield* tryRun(
      (d) => `UPDATE games SET thread_id = NULL, last_message_id = NULL, pictured = NULL, owed = 1,
       shown_version = ${d.least}(shown_version, version - 1) WHERE id = ?`,
      id,
    );
    if (moved === null) return false;
    yield* run(`UPDATE outbox SET channel_id = ? WHERE game_id = ? AND channel_id = ?`, row.channel_id, id, row.thread_id);
    return true;
  }),
);

/**
 * The turn message showing `version` of player-turn `turnNo` is on Discord as `messageId`.
 * Older news never overwrites newer: a late answer for an earlier version changes nothing.
 * `board`: the key of the picture the place now shows last (null: none; undefined: as it was).
 */
export const markShown = query(function* (id: number, version: number, turnNo: number, messageId: string, board?: string | null) {
  const r = yield* run(
    `UPDATE games SET last_message_id = ?, shown_turn = ?, shown_version = ?, owed = CASE WHEN version = ? THEN 0 ELSE 1 END,
       pictured = CASE WHEN ? = 1 THEN ? ELSE pictured END
     WHERE id = ? AND shown_version < ?`,
    messageId,
    turnNo,
    version,
    version,
    board === undefined ? 0 : 1,
    board ?? null,
    id,
    version,
  );
  return r.changes === 1;
});

/** The turn message is owed again as it stands: something it shows changed without a new version (a note). */
export const oweTurnMessage = query(function* (id: number) {
  yield* run(`UPDATE games SET owed = 1 WHERE id = ?`, id);
});

/**
 * The database lost commits Discord had shown (a failover, commits acknowledged before they were
 * durable): a button of version `seen`, above `version`, was clicked. The version leaps past every
 * version Discord can show, so those buttons are refused from now on and no new one can take
 * their number; the clicked message is taken as the last one shown, so that the turn message owed
 * now is a new post that takes its buttons off. False if the version moved on meanwhile.
 */
export const leapPastLost = query(function* (id: number, version: number, seen: number, messageId: string) {
  const r = yield* run(
    `UPDATE games SET version = ?, last_message_id = ?, shown_turn = 0, shown_version = ?, pictured = NULL, owed = 1
     WHERE id = ? AND version = ? AND status = 'active'`,
    seen + 1,
    messageId,
    version,
    id,
    version,
  );
  return r.changes === 1;
});

export const setLobbyMessage = query(function* (id: number, messageId: string) {
  yield* run(`UPDATE games SET lobby_message_id = ? WHERE id = ?`, messageId, id);
});

/** Records that reminder `level` went out for the current deadline (never twice). */
export const markReminded = query(function* (id: number, deadline: number, level: number) {
  return (
    (yield* run(`UPDATE games SET reminded = ? WHERE id = ? AND deadline = ? AND reminded < ?`, level, id, deadline, level))
      .changes === 1
  );
});

/**
 * Bumps the version of a lobby after a seat change (or to `to`, past versions its lost start
 * handed out: lostMoves.ts); false if someone else changed it first.
 */
export const touch = query(function* (id: number, version: number, at: string, to = version + 1) {
  return (
    (yield* run(`UPDATE games SET version = ?, updated_at = ? WHERE id = ? AND version = ?`, to, at, id, version)).changes === 1
  );
});

export const setStatus = query(function* (id: number, version: number, status: GameStatus, at: string) {
  const r = yield* run(
    `UPDATE games SET status = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?`,
    status,
    at,
    id,
    version,
  );
  return r.changes === 1;
});

/**
 * Lobby to active: stores the first match state, written under the game's `stateVersion`. With
 * `turn`, the first turn message is owed, and `thread` says whether the game waits for its own
 * thread to be made. One transaction: the start and its first turn, or neither.
 */
export const startMatch = query(
  (id: number, version: number, match: Match, at: string, turn?: TurnFields, thread: boolean = false, stateVersion: number = 1) =>
    transaction(function* () {
      const r = yield* run(
        `UPDATE games SET status = 'active', state_version = ?, version = version + 1, updated_at = ?, placed = ?
         WHERE id = ? AND version = ? AND status = 'lobby'`,
        stateVersion,
        at,
        thread ? 0 : 1,
        id,
        version,
      );
      if (r.changes !== 1) return false;
      yield* run(`INSERT INTO game_states (game_id, state) VALUES (?, ?)`, id, JSON.stringify(match));
      return turn === undefined || (yield* setTurn.steps(id, turn));
    }),
);

const TURN = `UPDATE games SET turn_no = ?, turn_seat = ?, turn_step = ?, shows_from = ?, deadline = ?, reminded = ?, owed = 1 WHERE id = ?`;
const turnValues = (id: number, t: TurnFields) => [t.no, t.seat, t.step, t.showsFrom, t.deadline, t.reminded, id];

/** The player-turn fields, and the turn message owed (part of the caller's transaction). */
export const setTurn = query(function* (id: number, t: TurnFields) {
  return (yield* run(TURN, ...turnValues(id, t))).changes === 1;
});

/** setTurn, its answer unread: the game row is the one the caller's transaction just guarded. */
export const writeTurn = query(function* (id: number, t: TurnFields) {
  yield* write(TURN, ...turnValues(id, t));
});

export type CommitResult = { ok: true; version: number } | { ok: false; error: 'already-done' };

/**
 * One accepted decision: the action row and the new state in one transaction, guarded by the
 * version the decision was taken against. A second click or the loser of a race changes nothing.
 * The guard comes first: on PostgreSQL (READ COMMITTED) the loser of a race waits for the
 * winner's row lock, then finds the version moved and updates nothing (pg/pool.ts).
 */
export const commitAction = query(
  (expectedVersion: number, match: Match, finished: boolean, action: ToldAction, turn?: TurnFields, stateVersion: number = 1) =>
    transaction(function* (): Steps<CommitResult> {
      const upd = yield* run(
        `UPDATE games SET state_version = ?, status = ?, version = version + 1, updated_at = ?
         WHERE id = ? AND version = ? AND status = 'active'`,
        stateVersion,
        finished ? 'finished' : 'active',
        action.at,
        action.gameId,
        expectedVersion,
      );
      if (upd.changes !== 1) return { ok: false, error: 'already-done' };
      // Past the guard, nothing left can refuse: the rest goes out with the commit.
      yield* write(`UPDATE game_states SET state = ? WHERE game_id = ?`, JSON.stringify(match), action.gameId);
      yield* write(
        `INSERT INTO actions (game_id, seq, seat, user_id, decision, events, rolls, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ...actionValues(action),
      );
      if (turn) yield* writeTurn.steps(action.gameId, turn);
      return { ok: true, version: expectedVersion + 1 };
    }),
);

/**
 * The decisions the auto-movers took after the one commitAction just stored, in its transaction:
 * each its own action row, then the game's version (one a decision), status and state once. The
 * row is the one commitAction guarded and still holds, so nothing here can refuse: every statement
 * goes out with the commit.
 */
export const followActions = query(
  (version: number, match: Match, finished: boolean, actions: readonly ToldAction[], stateVersion: number = 1) =>
    transaction(function* (): Steps<number> {
      const last = actions[actions.length - 1];
      if (!last) return version;
      for (const a of actions)
        yield* write(
          `INSERT INTO actions (game_id, seq, seat, user_id, decision, events, rolls, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          ...actionValues(a),
        );
      yield* write(
        `UPDATE games SET state_version = ?, status = ?, version = ?, updated_at = ? WHERE id = ?`,
        stateVersion,
        finished ? 'finished' : 'active',
        version + actions.length,
        last.at,
        last.gameId,
      );
      yield* write(`UPDATE game_states SET state = ? WHERE game_id = ?`, JSON.stringify(match), last.gameId);
      return version + actions.length;
    }),
);

export const setLastMessage = query(function* (id: number, messageId: string) {
  yield* run(`UPDATE games SET last_message_id = ? WHERE id = ?`, messageId, id);
});

/** Closes every lobby or running game of a deleted channel. */
export const closeChannel = query(function* (channelId: string, at: string) {
  const r = yield* run(
    `UPDATE games SET status = 'cancelled', version = version + 1, updated_at = ?
     WHERE (channel_id = ? OR thread_id = ?) AND status IN ('lobby', 'active')`,
    at,
    channelId,
    channelId,
  );
  return r.changes;
});

export const setRematchOf = query(function* (id: number, of: number) {
  yield* run(`UPDATE games SET rematch_of = ? WHERE id = ?`, of, id);
});

/** The rematch already opened for game `of`, if any. */
export const rematchOf = query(function* (of: number) {
  return (yield* get<{ id: number }>(`SELECT id FROM games WHERE rematch_of = ?`, of))?.id ?? null;
});
