// The seats of a game over PostgreSQL: store/seats.ts statement by statement.
import { type RawSeat, toSeat } from '../seats';
import type { SeatRow } from '../types';
import { changed, type Conn } from './conn';

export async function seatsOf(c: Conn, gameId: number): Promise<SeatRow[]> {
  const r = await c.query<RawSeat>(
    `SELECT seat, user_id, name, ai, missed, away, bank_ms, vacation_ms FROM seats WHERE game_id = $1 ORDER BY seat`,
    [gameId],
  );
  return r.rows.map(toSeat);
}

/** Replaces the seats, in one transaction (joined when the caller has one): never half a table. */
export function writeSeats(c: Conn, gameId: number, seats: ReadonlyArray<Omit<SeatRow, 'seat'>>): Promise<void> {
  return c.transaction(async () => {
    await c.query(`DELETE FROM seats WHERE game_id = $1`, [gameId]);
    for (const [i, s] of seats.entries())
      await c.query(`INSERT INTO seats (game_id, seat, user_id, name, ai) VALUES ($1, $2, $3, $4, $5)`, [
        gameId,
        i,
        s.userId,
        s.name,
        s.ai ? 1 : 0,
      ]);
  });
}

export function missTurn(c: Conn, gameId: number, seat: number, limit: number): Promise<boolean> {
  // One transaction: the first update's row lock keeps other writers out until the second is done.
  return c.transaction(async () => {
    await c.query(`UPDATE seats SET missed = missed + 1 WHERE game_id = $1 AND seat = $2`, [gameId, seat]);
    const r = await c.query(`UPDATE seats SET away = 1 WHERE game_id = $1 AND seat = $2 AND away = 0 AND missed >= $3`, [
      gameId,
      seat,
      limit,
    ]);
    return changed(r) === 1;
  });
}

export async function presentSeat(c: Conn, gameId: number, seat: number): Promise<void> {
  await c.query(`UPDATE seats SET missed = 0 WHERE game_id = $1 AND seat = $2 AND missed > 0`, [gameId, seat]);
}

export async function setAway(c: Conn, gameId: number, seat: number, away: boolean): Promise<boolean> {
  const r = await c.query(
    `UPDATE seats SET away = $1, missed = CASE WHEN $1 = 0 THEN 0 ELSE missed END WHERE game_id = $2 AND seat = $3 AND away = $4`,
    [away ? 1 : 0, gameId, seat, away ? 0 : 1],
  );
  return changed(r) === 1;
}

export async function gamesOfUser(
  c: Conn,
  guildId: string | null,
  userId: string,
  statuses: readonly string[],
): Promise<number[]> {
  const r = await c.query<{ id: number }>(
    `SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id
     WHERE s.user_id = $1 AND g.guild_id IS NOT DISTINCT FROM $2 AND g.status = ANY($3::text[]) ORDER BY g.id DESC`,
    [userId, guildId, statuses],
  );
  return r.rows.map((x) => x.id);
}

export async function seatToAi(c: Conn, gameId: number, seat: number, name: string): Promise<void> {
  await c.query(`UPDATE seats SET ai = 1, user_id = NULL, name = $1, away = 0, missed = 0 WHERE game_id = $2 AND seat = $3`, [
    name,
    gameId,
    seat,
  ]);
}
