// The seats of a game, in seat order. Lobby changes rewrite the whole list (a handful of rows).
import type { Db } from './db';
import type { SeatRow } from './types';

interface RawSeat {
  seat: number;
  user_id: string | null;
  name: string;
  ai: number;
}

export function seatsOf(db: Db, gameId: number): SeatRow[] {
  const rows = db.prepare(`SELECT seat, user_id, name, ai FROM seats WHERE game_id = ? ORDER BY seat`).all(gameId) as RawSeat[];
  return rows.map((r) => ({ seat: r.seat, userId: r.user_id, name: r.name, ai: r.ai === 1 }));
}

/** Replaces the seats with `seats`, numbered 0.. in the given order. */
export function writeSeats(db: Db, gameId: number, seats: ReadonlyArray<Omit<SeatRow, 'seat'>>): void {
  db.prepare(`DELETE FROM seats WHERE game_id = ?`).run(gameId);
  const ins = db.prepare(`INSERT INTO seats (game_id, seat, user_id, name, ai) VALUES (?, ?, ?, ?, ?)`);
  seats.forEach((s, i) => ins.run(gameId, i, s.userId, s.name, s.ai ? 1 : 0));
}
