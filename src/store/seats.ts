// The seats of a game, in seat order. Lobby changes rewrite the whole list (a handful of rows).
import { all, query, run, transaction, write } from './query';
import { LIVE_IN } from './games';
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

export const seatsOf = query(function* (gameId: number) {
  const rows = yield* all<RawSeat>(
    `SELECT seat, user_id, name, ai, missed, away, bank_ms, vacation_ms FROM seats WHERE game_id = ? ORDER BY seat`,
    gameId,
  );
  return rows.map(toSeat);
});

/**
 * The seats of the lobby or running game in a place, with that game's id: read beside liveGameIn
 * (both at once, one round trip), and used only when the ids agree.
 */
export const liveSeatsIn = query(function* (channelId: string) {
  const rows = yield* all<RawSeat & { game_id: number }>(
    `SELECT game_id, seat, user_id, name, ai, missed, away, bank_ms, vacation_ms FROM seats
     WHERE game_id = (SELECT id FROM games WHERE ${LIVE_IN})
     ORDER BY seat`,
    channelId,
  );
  return { gameId: rows[0]?.game_id ?? null, seats: rows.map(toSeat) };
});

/** Replaces the seats with `seats`, numbered 0.. in the given order, in one transaction: never half a table. */
export const writeSeats = query((gameId: number, seats: ReadonlyArray<Omit<SeatRow, 'seat'>>) =>
  transaction(function* () {
    yield* run(`DELETE FROM seats WHERE game_id = ?`, gameId);
    for (const [i, s] of seats.entries())
      yield* run(
        `INSERT INTO seats (game_id, seat, user_id, name, ai) VALUES (?, ?, ?, ?, ?)`,
        gameId,
        i,
        s.userId,
        s.name,
        s.ai ? 1 : 0,
      );
  }),
);

/**
 * A missed turn (the clock ran out); at `limit` in a row the seat goes to the AI. True when it
 * did. One transaction: the first update's row lock keeps other writers out until the second is done.
 */
export const missTurn = query((gameId: number, seat: number, limit: number) =>
  transaction(function* () {
    yield* run(`UPDATE seats SET missed = missed + 1 WHERE game_id = ? AND seat = ?`, gameId, seat);
    const r = yield* run(
      `UPDATE seats SET away = 1 WHERE game_id = ? AND seat = ? AND away = 0 AND missed >= ?`,
      gameId,
      seat,
      limit,
    );
    return r.changes === 1;
  }),
);

/** The player decided by themselves: their run of missed turns ends. */
export const presentSeat = query(function* (gameId: number, seat: number) {
  yield* write(`UPDATE seats SET missed = 0 WHERE game_id = ? AND seat = ? AND missed > 0`, gameId, seat);
});

/** Hands a seat to the AI (true), or back to its player (false). True when it changed. */
export const setAway = query(function* (gameId: number, seat: number, away: boolean) {
  const r = yield* run(
    `UPDATE seats SET away = ?, missed = CASE WHEN ? = 0 THEN 0 ELSE missed END WHERE game_id = ? AND seat = ? AND away = ?`,
    away ? 1 : 0,
    away ? 1 : 0,
    gameId,
    seat,
    away ? 0 : 1,
  );
  return r.changes === 1;
});

/** Running and finished games a user sits at in a guild, newest first. */
export const gamesOfUser = query(function* (guildId: string | null, userId: string, statuses: readonly string[]) {
  if (statuses.length === 0) return [];
  const marks = statuses.map(() => '?').join(', ');
  const rows = yield* all<{ id: number }>(
    (d) => `SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id
       WHERE s.user_id = ? AND g.guild_id ${d.is} ? AND g.status IN (${marks}) ORDER BY g.id DESC`,
    userId,
    guildId,
    ...statuses,
  );
  return rows.map((r) => r.id);
});

/** A resigning partner's seat becomes an AI seat for good (their partner plays on). */
export const seatToAi = query(function* (gameId: number, seat: number, name: string) {
  yield* run(
    `UPDATE seats SET ai = 1, user_id = NULL, name = ?, away = 0, missed = 0 WHERE game_id = ? AND seat = ?`,
    name,
    gameId,
    seat,
  );
});
