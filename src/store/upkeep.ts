// The timed upkeep of the games table: ended games past retention lose their state (the action
// log and the result stay), and live games nobody touched are found for closing. Times are the
// ISO strings of updated_at, which sort as they compare.
import type { Db } from './db';
import type { GameResult } from './types';

/** Ended games last changed before `before` that still hold a state: (id, game) pairs, oldest first. */
export function endedBefore(db: Db, before: string, limit: number): Array<{ id: number }> {
  return db
    .prepare(
      `SELECT id FROM games WHERE status IN ('finished', 'cancelled') AND updated_at < ? AND state IS NOT NULL
       ORDER BY updated_at, id LIMIT ?`,
    )
    .all(before, limit) as Array<{ id: number }>;
}

/** Drops the state of an ended game, keeping `result`; the version guard keeps a concurrent change. */
export function compact(db: Db, id: number, version: number, result: GameResult): boolean {
  return (
    db
      .prepare(`UPDATE games SET state = NULL, result = ? WHERE id = ? AND version = ? AND status IN ('finished', 'cancelled')`)
      .run(JSON.stringify(result), id, version).changes === 1
  );
}

/** Lobbies and running games last changed before `before`: their ids, oldest first. */
export function idleBefore(db: Db, before: string, limit: number): Array<{ id: number }> {
  return db
    .prepare(`SELECT id FROM games WHERE status IN ('lobby', 'active') AND updated_at < ? ORDER BY updated_at, id LIMIT ?`)
    .all(before, limit) as Array<{ id: number }>;
}

/** A compacted game's result told again (its outcome as a Text): see records/retell.ts. */
export function retellResult(db: Db, id: number, result: GameResult): void {
  db.prepare(`UPDATE games SET result = ? WHERE id = ? AND result IS NOT NULL`).run(JSON.stringify(result), id);
}
