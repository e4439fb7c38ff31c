// What the bot owes Discord, besides the owed flag of each game's turn message: the clock's
// reminders as outbox rows (written with the decision to remind, deleted once on Discord), and
// the failed tries of every owed post with the time before which the next one waits (kept
// across restarts, so a post that keeps failing is retried a bounded number of times).
import type { Db } from './db';
import { gamesWhere } from './games';
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

/** A message owed in a game's place (part of the caller's transaction); returns its id. */
export function addOutbox(db: Db, o: Omit<OutboxRow, 'id' | 'tries'>): number {
  const res = db
    .prepare(`INSERT INTO outbox (game_id, channel_id, deadline, content) VALUES (?, ?, ?, ?)`)
    .run(o.gameId, o.channelId, o.deadline, o.content);
  return Number(res.lastInsertRowid);
}

/**
 * The outbox rows to post at `now` (ms), oldest first. Rows no longer true are dropped first:
 * their game is over, or the turn they remind of has ended (the player moved, the clock ran out).
 */
export function dueOutbox(db: Db, now: number): OutboxRow[] {
  db.prepare(
    `DELETE FROM outbox WHERE NOT EXISTS (
       SELECT 1 FROM games g WHERE g.id = outbox.game_id AND g.status = 'active'
         AND (outbox.deadline IS NULL OR g.deadline = outbox.deadline))`,
  ).run();
  return (db.prepare(`SELECT * FROM outbox WHERE post_after IS NULL OR post_after <= ? ORDER BY id`).all(now) as RawOutbox[]).map(
    toOutbox,
  );
}

/** Every outbox row still owed (for tests and probes: what a crash must not lose). */
export function outboxRows(db: Db): OutboxRow[] {
  return (db.prepare(`SELECT * FROM outbox ORDER BY id`).all() as RawOutbox[]).map(toOutbox);
}

export function outboxRow(db: Db, id: number): OutboxRow | null {
  const r = db.prepare(`SELECT * FROM outbox WHERE id = ?`).get(id) as RawOutbox | undefined;
  return r ? toOutbox(r) : null;
}

/** The row is on Discord (or given up): no longer owed. */
export function deleteOutbox(db: Db, id: number): boolean {
  return db.prepare(`DELETE FROM outbox WHERE id = ?`).run(id).changes === 1;
}

/** Games with a turn message owed or a thread to make whose next try is due at `now` (ms). */
export function duePosts(db: Db, now: number): GameRow[] {
  return gamesWhere(
    db,
    `(owed = 1 OR placed = 0) AND status IN ('active', 'finished') AND (post_after IS NULL OR post_after <= ?) ORDER BY id`,
    now,
  );
}

/** The game, if its turn message or thread is owed and its next try is due at `now` (ms): duePosts for one game. */
export function duePost(db: Db, gameId: number, now: number): GameRow | null {
  return (
    gamesWhere(
      db,
      `id = ? AND (owed = 1 OR placed = 0) AND status IN ('active', 'finished') AND (post_after IS NULL OR post_after <= ?)`,
      gameId,
      now,
    )[0] ?? null
  );
}

/** True while outbox row `id` is owed, still meant (its game and deadline as dueOutbox keeps them) and due at `now` (ms). */
export function outboxDue(db: Db, id: number, now: number): boolean {
  const r = db
    .prepare(
      `SELECT 1 FROM outbox WHERE id = ? AND (post_after IS NULL OR post_after <= ?) AND EXISTS (
         SELECT 1 FROM games g WHERE g.id = outbox.game_id AND g.status = 'active'
           AND (outbox.deadline IS NULL OR g.deadline = outbox.deadline))`,
    )
    .get(id, now);
  return r !== undefined;
}

/** A durable post: a game's thread or turn message, or an outbox row. */
export type OwedPost = { gameId: number } | { outboxId: number };

/**
 * One more failed try of an owed post; the next waits until `now + wait(tries)` (ms). Returns the
 * failed tries so far, or 0 when nothing is owed there any more.
 */
export function postFailed(db: Db, owed: OwedPost, now: number, wait: (tries: number) => number): number {
  return db.transaction(() => {
    const r = (
      'gameId' in owed
        ? db
            .prepare(
              `UPDATE games SET post_tries = post_tries + 1 WHERE id = ? AND (owed = 1 OR placed = 0) RETURNING post_tries AS n`,
            )
            .get(owed.gameId)
        : db.prepare(`UPDATE outbox SET tries = tries + 1 WHERE id = ? RETURNING tries AS n`).get(owed.outboxId)
    ) as { n: number } | undefined;
    if (!r) return 0;
    const after = now + wait(r.n);
    if ('gameId' in owed) db.prepare(`UPDATE games SET post_after = ? WHERE id = ?`).run(after, owed.gameId);
    else db.prepare(`UPDATE outbox SET post_after = ? WHERE id = ?`).run(after, owed.outboxId);
    return r.n;
  })();
}

/** The game's owed post went out: its count of failed tries starts again. */
export function clearPostTries(db: Db, gameId: number): void {
  db.prepare(`UPDATE games SET post_tries = 0, post_after = NULL WHERE id = ? AND post_tries > 0`).run(gameId);
}

/** The game's owed turn message is given up: nothing is owed until its next decision. */
export function giveUpTurn(db: Db, gameId: number): void {
  db.prepare(`UPDATE games SET owed = 0, post_tries = 0, post_after = NULL WHERE id = ?`).run(gameId);
}

/** Games played in `placeId` (a thread or a channel) or opened in it: what a deleted place takes with it. */
export function gamesOfPlace(db: Db, placeId: string): GameRow[] {
  return gamesWhere(
    db,
    `(channel_id = ? OR thread_id = ?) AND status IN ('lobby', 'active', 'finished') ORDER BY id`,
    placeId,
    placeId,
  );
}

/** Nothing is owed any more for game `gameId`: its turn message, its thread, its outbox rows. */
export function dropOwed(db: Db, gameId: number): void {
  // A game no longer live leaves the work list even when its thread was never made.
  db.prepare(
    `UPDATE games SET owed = 0, post_tries = 0, post_after = NULL,
       placed = CASE WHEN status IN ('lobby', 'active') THEN placed ELSE 1 END WHERE id = ?`,
  ).run(gameId);
  db.prepare(`DELETE FROM outbox WHERE game_id = ?`).run(gameId);
}
