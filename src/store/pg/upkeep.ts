// The timed upkeep over PostgreSQL: store/upkeep.ts statement by statement, but for reclaim.
import type { Seat } from '../../engine/types';
import { ARCHIVE_FORMAT, pack } from '../archive';
import type { GameResult } from '../types';
import { loggedActions } from './actions';
import { changed, type Conn } from './conn';

export async function endedToArchive(c: Conn, limit: number): Promise<Array<{ id: number }>> {
  const r = await c.query<{ id: number }>(
    `SELECT id FROM games g WHERE (status = 'cancelled' OR (status = 'finished' AND owed = 0 AND placed = 1))
     AND EXISTS (SELECT 1 FROM actions a WHERE a.game_id = g.id) ORDER BY id LIMIT $1`,
    [limit],
  );
  return r.rows;
}

export function archiveLog(c: Conn, gameId: number, seats: readonly Seat[]): Promise<boolean> {
  return c.transaction(async () => {
    // The game's row lock first: another process archiving it at once waits, then finds no log left.
    const g = await c.query<{ status: string }>(`SELECT status FROM games WHERE id = $1 FOR UPDATE`, [gameId]);
    const status = g.rows[0]?.status;
    if (status !== 'finished' && status !== 'cancelled') return false;
    const actions = await loggedActions(c, gameId);
    if (actions.length === 0) return false;
    await c.query(`INSERT INTO archives (game_id, format, actions, log) VALUES ($1, $2, $3, $4)`, [
      gameId,
      ARCHIVE_FORMAT,
      actions.length,
      pack(gameId, seats, actions),
    ]);
    await c.query(`DELETE FROM actions WHERE game_id = $1`, [gameId]);
    return true;
  });
}

/**
 * Nothing to do by hand: PostgreSQL's autovacuum makes freed space reusable, and VACUUM FULL
 * (which would give it back to the file system) locks the tables it rewrites. Returns 0 bytes.
 */
export const reclaim = (): Promise<number> => Promise.resolve(0);

export async function endedBefore(c: Conn, before: string, limit: number): Promise<Array<{ id: number }>> {
  const r = await c.query<{ id: number }>(
    `SELECT id FROM games WHERE status IN ('finished', 'cancelled') AND updated_at < $1 AND state IS NOT NULL
     ORDER BY updated_at, id LIMIT $2`,
    [before, limit],
  );
  return r.rows;
}

export async function compact(c: Conn, id: number, version: number, result: GameResult): Promise<boolean> {
  const r = await c.query(
    `UPDATE games SET state = NULL, result = $1 WHERE id = $2 AND version = $3 AND status IN ('finished', 'cancelled')`,
    [JSON.stringify(result), id, version],
  );
  return changed(r) === 1;
}

export async function idleBefore(c: Conn, before: string, limit: number): Promise<Array<{ id: number }>> {
  const r = await c.query<{ id: number }>(
    `SELECT id FROM games WHERE status IN ('lobby', 'active') AND updated_at < $1 ORDER BY updated_at, id LIMIT $2`,
    [before, limit],
  );
  return r.rows;
}

export async function retellResult(c: Conn, id: number, result: GameResult): Promise<void> {
  await c.query(`UPDATE games SET result = $1 WHERE id = $2 AND result IS NOT NULL`, [JSON.stringify(result), id]);
}
