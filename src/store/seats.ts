// The seats of a game, in seat order. Lobby changes rewrite the whole list (a handful of rows).
import type { Db } from './db';
import type { SeatRow } from './types';

export interface RawSeat {
  seat: number;
  user_id: string | null;
  name: string;
  ai: number;
  missed: number;
  away: number;
  bank_ms?: number | null;
  vacation_ms?: number;
}

export const toSeat = (r: RawSeat): SeatRow => ({
  seat: r.seat,
  userId: r.user_id,
  name: r.name,
  ai: r.ai === 1,
  missed: r.missed,
  away: r.away === 1,
  bankMs: r.bank_ms ?? null,
  vacationMs: r.vacation_ms ?? 0,
});

export function seatsOf(db: Db, gameId: number): SeatRow[] {
  const rows = db
    .prepare(`SELECT seat, user_id, name, ai, missed, away, bank_ms, vacation_ms FROM seats WHERE game_id = ? ORDER BY seat`)
    .all(gameId) as RawSeat[];
  return rows.map(toSeat);
}

/** Replaces the seats with `seats`, numbered 0.. in the given order. */
export function writeSeats(db: Db, gameId: number, seats: ReadonlyArray<Omit<SeatRow, 'seat'>>): void {
  db.prepare(`DELETE FROM seats WHERE game_id = ?`).run(gameId);
  const ins = db.prepare(`INSERT INTO seats (game_id, seat, user_id, name, ai) VALUES (?, ?, ?, ?, ?)`);
  seats.forEach((s, i) => ins.run(gameId, i, s.userId, s.name, s.ai ? 1 : 0));
}

/** A missed turn (the clock ran out); at `limit` in a row the seat goes to the AI. True when it did. */
export function missTurn(db: Db, gameId: number, seat: number, limit: number): boolean {
  db.prepare(`UPDATE seats SET missed = missed + 1 WHERE game_id = ? AND seat = ?`).run(gameId, seat);
  return (
    db.prepare(`UPDATE seats SET away = 1 WHERE game_id = ? AND seat = ? AND away = 0 AND missed >= ?`).run(gameId, seat, limit)
      .changes === 1
  );
}

/** The player decided by themselves: their run of missed turns ends. */
export function presentSeat(db: Db, gameId: number, seat: number): void {
  db.prepare(`UPDATE seats SET missed = 0 WHERE game_id = ? AND seat = ? AND missed > 0`).run(gameId, seat);
}

/** Hands a seat to the AI (true), or back to its player (false). True when it changed. */
export function setAway(db: Db, gameId: number, seat: number, away: boolean): boolean {
  return (
    db
      .prepare(
        `UPDATE seats SET away = ?, missed = CASE WHEN ? = 0 THEN 0 ELSE missed END WHERE game_id = ? AND seat = ? AND away = ?`,
      )
      .run(away ? 1 : 0, away ? 1 : 0, gameId, seat, away ? 0 : 1).changes === 1
  );
}

/** Running and finished games a user sits at in a guild, newest first. */
export function gamesOfUser(db: Db, guildId: string | null, userId: string, statuses: readonly string[]): number[] {
  const marks = statuses.map(() => '?').join(', ');
  const rows = db
    .prepare(
      `SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id
       WHERE s.user_id = ? AND g.guild_id IS ? AND g.status IN (${marks}) ORDER BY g.id DESC`,
    )
    .all(userId, guildId, ...statuses) as Array<{ id: number }>;
  return rows.map((r) => r.id);
}

/** A resigning partner's seat becomes an AI seat for good (their partner plays on). */
export function seatToAi(db: Db, gameId: number, seat: number, name: string): void {
  db.prepare(`UPDATE seats SET ai = 1, user_id = NULL, name = ?, away = 0, missed = 0 WHERE game_id = ? AND seat = ?`).run(
    name,
    gameId,
    seat,
  );
}
