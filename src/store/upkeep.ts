// The timed upkeep of the games table: an ended game's action log is packed into its archive,
// ended games past retention lose their state (the archive and the result stay), the pages this
// frees go back to the file system, and live games nobody touched are found for closing. Times
// are the ISO strings of updated_at, which sort as they compare.
import type { Seat } from '../engine/types';
import { loggedActions } from './actions';
import { ARCHIVE_FORMAT, pack } from './archive';
import type { Db } from './db';
import { all, get, query, run, transaction } from './query';
import type { GameResult } from './types';

/**
 * Ended games whose log is still in the actions table and that owe nothing (their last turn
 * message is on Discord; a cancelled game owes none), oldest first.
 */
export const endedToArchive = query((limit: number) =>
  all<{ id: number }>(
    `SELECT id FROM games g WHERE (status = 'cancelled' OR (status = 'finished' AND owed = 0 AND placed = 1))
     AND EXISTS (SELECT 1 FROM actions a WHERE a.game_id = g.id) ORDER BY id LIMIT ?`,
    limit,
  ),
);

/**
 * Moves an ended game's actions into its archive, in one transaction; `seats` are the match's
 * (replay starts from them). False when the game is not ended or has nothing left to move.
 */
export const archiveLog = query((gameId: number, seats: readonly Seat[]) =>
  transaction(function* () {
    // The game's row first: another process archiving it at once waits, then finds no log left.
    const g = yield* get<{ status: string }>((d) => `SELECT status FROM games WHERE id = ?${d.forUpdate}`, gameId);
    if (g?.status !== 'finished' && g?.status !== 'cancelled') return false;
    const actions = yield* loggedActions.steps(gameId);
    if (actions.length === 0) return false;
    yield* run(
      `INSERT INTO archives (game_id, format, actions, log) VALUES (?, ?, ?, ?)`,
      gameId,
      ARCHIVE_FORMAT,
      actions.length,
      pack(gameId, seats, actions),
    );
    yield* run(`DELETE FROM actions WHERE game_id = ?`, gameId);
    return true;
  }),
);

/**
 * Hands the file's free pages back to the file system (the file is in incremental auto-vacuum
 * mode, migrations.ts) and checkpoints, so that the file itself shrinks. Returns the bytes freed.
 * SQLite's own (pragmas): PostgreSQL's store answers it with its own (pg/pgStore.ts).
 */
export function reclaim(db: Db): number {
  const free = db.pragma('freelist_count', { simple: true }) as number;
  if (free === 0) return 0;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.pragma('incremental_vacuum');
  // PASSIVE never waits for a reader; the main file is cut to size once its pages are copied back.
  db.pragma('wal_checkpoint(PASSIVE)');
  return (free - (db.pragma('freelist_count', { simple: true }) as number)) * pageSize;
}

/** Ended games last changed before `before` that still hold a state: (id, game) pairs, oldest first. */
export const endedBefore = query((before: string, limit: number) =>
  all<{ id: number }>(
    `SELECT id FROM games WHERE status IN ('finished', 'cancelled') AND updated_at < ?
     AND EXISTS (SELECT 1 FROM game_states s WHERE s.game_id = games.id) ORDER BY updated_at, id LIMIT ?`,
    before,
    limit,
  ),
);

/** Drops the state of an ended game, keeping `result`; the version guard keeps a concurrent change. */
export const compact = query((id: number, version: number, result: GameResult) =>
  transaction(function* () {
    const r = yield* run(
      `UPDATE games SET result = ? WHERE id = ? AND version = ? AND status IN ('finished', 'cancelled')`,
      JSON.stringify(result),
      id,
      version,
    );
    if (r.changes !== 1) return false;
    yield* run(`DELETE FROM game_states WHERE game_id = ?`, id);
    return true;
  }),
);

/** Lobbies and running games last changed before `before`: their ids, oldest first. */
export const idleBefore = query((before: string, limit: number) =>
  all<{ id: number }>(
    `SELECT id FROM games WHERE status IN ('lobby', 'active') AND updated_at < ? ORDER BY updated_at, id LIMIT ?`,
    before,
    limit,
  ),
);
