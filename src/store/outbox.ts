// What the bot owes Discord, besides the owed flag of each game's turn message: the clock's
// reminders as outbox rows (written with the decision to remind, deleted once on Discord), and
// the failed tries of every owed post with the time before which the next one waits (kept
// across restarts, so a post that keeps failing is retried a bounded number of times).
import { GAMES, type RawGame, toRow } from './games';
import { all, get, query, run, type Sql, type Steps, transaction, write } from './query';
import type { GameRow } from './types';

export interface OutboxRow {
  id: number;
  gameId: number;
  channelId: string;
  /** The turn deadline a reminder speaks of (null: none). */
  deadline: number | null;
  content: string;
  tries: number;
}

export interface RawOutbox {
  id: number;
  game_id: number;
  channel_id: string;
  deadline: number | null;
  content: string;
  tries: number;
}

export const toOutbox = (r: RawOutbox): OutboxRow => ({
  id: r.id,
  gameId: r.game_id,
  channelId: r.channel_id,
  deadline: r.deadline,
  content: r.content,
  tries: r.tries,
});

/** Still meant: the outbox row's game runs, and the turn it reminds of has not ended. */
const MEANT = `EXISTS (
  SELECT 1 FROM games g WHERE g.id = outbox.game_id AND g.status = 'active'
    AND (outbox.deadline IS NULL OR g.deadline = outbox.deadline))`;

/** A game with its turn message owed or its thread to make, whose next try is due at `?` (ms). */
const OWED_DUE = `(owed = 1 OR placed = 0) AND status IN ('active', 'finished') AND (post_after IS NULL OR post_after <= ?)`;

function* games(sql: Sql, ...params: unknown[]): Steps<GameRow[]> {
  return (yield* all<RawGame>(sql, ...params)).map(toRow);
}

/** A message owed in a game's place (part of the caller's transaction); returns its id. */
export const addOutbox = query(function* (o: Omit<OutboxRow, 'id' | 'tries'>) {
  const r = yield* get<{ id: number }>(
    `INSERT INTO outbox (game_id, channel_id, deadline, content) VALUES (?, ?, ?, ?) RETURNING id`,
    o.gameId,
    o.channelId,
    o.deadline,
    o.content,
  );
  return r!.id;
});

/**
 * The outbox rows to post at `now` (ms), oldest first. Rows no longer true are dropped first:
 * their game is over, or the turn they remind of has ended (the player moved, the clock ran out).
 */
export const dueOutbox = query(function* (now: number) {
  yield* run(`DELETE FROM outbox WHERE NOT ${MEANT}`);
  return (yield* all<RawOutbox>(`SELECT * FROM outbox WHERE post_after IS NULL OR post_after <= ? ORDER BY id`, now)).map(
    toOutbox,
  );
});

/** Every outbox row still owed (for tests and probes: what a crash must not lose). */
export const outboxRows = query(function* () {
  return (yield* all<RawOutbox>(`SELECT * FROM outbox ORDER BY id`)).map(toOutbox);
});

export const outboxRow = query(function* (id: number) {
  const r = yield* get<RawOutbox>(`SELECT * FROM outbox WHERE id = ?`, id);
  return r ? toOutbox(r) : null;
});

/** The row is on Discord (or given up): no longer owed. */
export const deleteOutbox = query(function* (id: number) {
  return (yield* run(`DELETE FROM outbox WHERE id = ?`, id)).changes === 1;
});

/** Games with a turn message owed or a thread to make whose next try is due at `now` (ms). */
export const duePosts = query((now: number) => games(`${GAMES} WHERE ${OWED_DUE} ORDER BY id`, now));

/** The game, if its turn message or thread is owed and its next try is due at `now` (ms): duePosts for one game. */
export const duePost = query(function* (gameId: number, now: number): Steps<GameRow | null> {
  return (yield* games(`${GAMES} WHERE id = ? AND ${OWED_DUE}`, gameId, now))[0] ?? null;
});

/** True while outbox row `id` is owed, still meant (its game and deadline as dueOutbox keeps them) and due at `now` (ms). */
export const outboxDue = query(function* (id: number, now: number) {
  const r = yield* get(`SELECT 1 FROM outbox WHERE id = ? AND (post_after IS NULL OR post_after <= ?) AND ${MEANT}`, id, now);
  return r !== undefined;
});

/** A durable post: a game's thread or turn message, or an outbox row. */
export type OwedPost = { gameId: number } | { outboxId: number };

/**
 * One more failed try of an owed post; the next waits until `now + wait(tries)` (ms). Returns the
 * failed tries so far, or 0 when nothing is owed there any more. The counting update locks the
 * row until the wait is written with it.
 */
export const postFailed = query((owed: OwedPost, now: number, wait: (tries: number) => number) =>
  transaction(function* () {
    const r =
      'gameId' in owed
        ? yield* get<{ n: number }>(
            `UPDATE games SET post_tries = post_tries + 1 WHERE id = ? AND (owed = 1 OR placed = 0) RETURNING post_tries AS n`,
            owed.gameId,
          )
        : yield* get<{ n: number }>(`UPDATE outbox SET tries = tries + 1 WHERE id = ? RETURNING tries AS n`, owed.outboxId);
    if (!r) return 0;
    const after = now + wait(r.n);
    if ('gameId' in owed) yield* run(`UPDATE games SET post_after = ? WHERE id = ?`, after, owed.gameId);
    else yield* run(`UPDATE outbox SET post_after = ? WHERE id = ?`, after, owed.outboxId);
    return r.n;
  }),
);

/** The game's owed post went out: its count of failed tries starts again. */
export const clearPostTries = query(function* (gameId: number) {
  yield* write(`UPDATE games SET post_tries = 0, post_after = NULL WHERE id = ? AND post_tries > 0`, gameId);
});

/** The game's owed turn message is given up: nothing is owed until its next decision. */
export const giveUpTurn = query(function* (gameId: number) {
  yield* run(`UPDATE games SET owed = 0, post_tries = 0, post_after = NULL WHERE id = ?`, gameId);
});

/** Games played in `placeId` (a thread or a channel) or opened in it: what a deleted place takes with it. */
export const gamesOfPlace = query((placeId: string) =>
  games(
    `${GAMES} WHERE (channel_id = ? OR thread_id = ?) AND status IN ('lobby', 'active', 'finished') ORDER BY id`,
    placeId,
    placeId,
  ),
);

/** Nothing is owed any more for game `gameId`: its turn message, its thread, its outbox rows. */
export const dropOwed = query((gameId: number) =>
  transaction(function* () {
    // A game no longer live leaves the work list even when its thread was never made.
    yield* run(
      `UPDATE games SET owed = 0, post_tries = 0, post_after = NULL,
         placed = CASE WHEN status IN ('lobby', 'active') THEN placed ELSE 1 END WHERE id = ?`,
      gameId,
    );
    yield* run(`DELETE FROM outbox WHERE game_id = ?`, gameId);
  }),
);
