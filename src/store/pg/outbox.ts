// What the bot owes Discord, over PostgreSQL: store/outbox.ts statement by statement.
import { type OutboxRow, type OwedPost, type RawOutbox, toOutbox } from '../outbox';
import { type RawGame, toRow } from '../games';
import type { GameRow } from '../types';
import { changed, type Conn } from './conn';

/** Still meant: the outbox row's game runs, and the turn it reminds of has not ended. */
const MEANT = `EXISTS (
  SELECT 1 FROM games g WHERE g.id = outbox.game_id AND g.status = 'active'
    AND (outbox.deadline IS NULL OR g.deadline = outbox.deadline))`;

/** A game with its turn message owed or its thread to make, whose next try is due at $n. */
const owedDue = (n: number) =>
  `(owed = 1 OR placed = 0) AND status IN ('active', 'finished') AND (post_after IS NULL OR post_after <= $${n})`;

const games = async (c: Conn, sql: string, params: unknown[]): Promise<GameRow[]> =>
  (await c.query<RawGame>(sql, params)).rows.map(toRow);

export async function addOutbox(c: Conn, o: Omit<OutboxRow, 'id' | 'tries'>): Promise<number> {
  const r = await c.query<{ id: number }>(
    `INSERT INTO outbox (game_id, channel_id, deadline, content) VALUES ($1, $2, $3, $4) RETURNING id`,
    [o.gameId, o.channelId, o.deadline, o.content],
  );
  return r.rows[0].id;
}

export async function dueOutbox(c: Conn, now: number): Promise<OutboxRow[]> {
  await c.query(`DELETE FROM outbox WHERE NOT ${MEANT}`);
  const r = await c.query<RawOutbox>(`SELECT * FROM outbox WHERE post_after IS NULL OR post_after <= $1 ORDER BY id`, [now]);
  return r.rows.map(toOutbox);
}

export async function outboxRow(c: Conn, id: number): Promise<OutboxRow | null> {
  const r = await c.query<RawOutbox>(`SELECT * FROM outbox WHERE id = $1`, [id]);
  return r.rows.length > 0 ? toOutbox(r.rows[0]) : null;
}

export async function deleteOutbox(c: Conn, id: number): Promise<boolean> {
  return changed(await c.query(`DELETE FROM outbox WHERE id = $1`, [id])) === 1;
}

export const duePosts = (c: Conn, now: number) => games(c, `SELECT * FROM games WHERE ${owedDue(1)} ORDER BY id`, [now]);

export async function duePost(c: Conn, gameId: number, now: number): Promise<GameRow | null> {
  return (await games(c, `SELECT * FROM games WHERE id = $2 AND ${owedDue(1)}`, [now, gameId]))[0] ?? null;
}

export async function outboxDue(c: Conn, id: number, now: number): Promise<boolean> {
  const r = await c.query(`SELECT 1 FROM outbox WHERE id = $1 AND (post_after IS NULL OR post_after <= $2) AND ${MEANT}`, [
    id,
    now,
  ]);
  return r.rows.length > 0;
}

export function postFailed(c: Conn, owed: OwedPost, now: number, wait: (tries: number) => number): Promise<number> {
  return c.transaction(async () => {
    // The counting update locks the row until the wait is written with it.
    const r =
      'gameId' in owed
        ? await c.query<{ n: number }>(
            `UPDATE games SET post_tries = post_tries + 1 WHERE id = $1 AND (owed = 1 OR placed = 0) RETURNING post_tries AS n`,
            [owed.gameId],
          )
        : await c.query<{ n: number }>(`UPDATE outbox SET tries = tries + 1 WHERE id = $1 RETURNING tries AS n`, [owed.outboxId]);
    const n = r.rows[0]?.n;
    if (n === undefined) return 0;
    const after = now + wait(n);
    if ('gameId' in owed) await c.query(`UPDATE games SET post_after = $1 WHERE id = $2`, [after, owed.gameId]);
    else await c.query(`UPDATE outbox SET post_after = $1 WHERE id = $2`, [after, owed.outboxId]);
    return n;
  });
}

export async function clearPostTries(c: Conn, gameId: number): Promise<void> {
  await c.query(`UPDATE games SET post_tries = 0, post_after = NULL WHERE id = $1 AND post_tries > 0`, [gameId]);
}

export async function giveUpTurn(c: Conn, gameId: number): Promise<void> {
  await c.query(`UPDATE games SET owed = 0, post_tries = 0, post_after = NULL WHERE id = $1`, [gameId]);
}

export const gamesOfPlace = (c: Conn, placeId: string) =>
  games(
    c,
    `SELECT * FROM games WHERE (channel_id = $1 OR thread_id = $1) AND status IN ('lobby', 'active', 'finished') ORDER BY id`,
    [placeId],
  );

export function dropOwed(c: Conn, gameId: number): Promise<void> {
  return c.transaction(async () => {
    // A game no longer live leaves the work list even when its thread was never made.
    await c.query(
      `UPDATE games SET owed = 0, post_tries = 0, post_after = NULL,
         placed = CASE WHEN status IN ('lobby', 'active') THEN placed ELSE 1 END WHERE id = $1`,
      [gameId],
    );
    await c.query(`DELETE FROM outbox WHERE game_id = $1`, [gameId]);
  });
}
