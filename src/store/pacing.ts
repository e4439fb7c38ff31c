// Pacing (docs/pacing.md): each user's own time (zone, quiet hours, days off, vacation) kept across
// servers, a game's pause and pending pause request, its turn clock as the decisions and the
// clock's work move it (deadline, next reminder, a vacation's hold), and each seat's time bank and
// vacation spent. Small functions, one statement each, part of the caller's transaction.
import { all, type Dialect, get, query, run, write } from './query';
import type { Pause, PauseAsk } from './types';

/** A user's own time, as /settings and /away keep it. */
export interface UserTime {
  userId: string;
  /** IANA zone ("Asia/Tokyo"); null: none set, the clock runs as a plain one. */
  timeZone: string | null;
  /** Quiet hours as typed and checked ("23-8"); null: none. */
  quiet: string | null;
  /** Days off ("sat,sun"); null: none. */
  daysOff: string | null;
  /** Away until this moment (ms), since `awaySince`, for `awayReason`; null: not away. */
  awayUntil: number | null;
  awayReason: string | null;
  awaySince: number | null;
  /** The user was told once how to set a time zone. */
  tzHint: boolean;
}

export interface RawUser {
  user_id: string;
  time_zone: string | null;
  quiet: string | null;
  days_off: string | null;
  away_until: number | null;
  away_reason: string | null;
  away_since: number | null;
  tz_hint: number;
}

export const toUser = (r: RawUser): UserTime => ({
  userId: r.user_id,
  timeZone: r.time_zone,
  quiet: r.quiet,
  daysOff: r.days_off,
  awayUntil: r.away_until,
  awayReason: r.away_reason,
  awaySince: r.away_since,
  tzHint: r.tz_hint === 1,
});

/** The clock of the current turn, as one write changes it. */
export interface TurnClock {
  deadline: number | null;
  remindAt: number | null;
  heldUntil: number | null;
  reminded: number;
}

/** A vacation: until when (ms), why, since when. */
export interface Away {
  until: number;
  reason: string | null;
  since: number;
}

export const userTime = query(function* (userId: string) {
  const r = yield* get<RawUser>(`SELECT * FROM users WHERE user_id = ?`, userId);
  return r ? toUser(r) : null;
});

/** The users seated at a game who keep settings (people without any have no row). */
export const userTimesOf = query(function* (gameId: number) {
  const rows = yield* all<RawUser>(
    `SELECT u.* FROM users u WHERE u.user_id IN (SELECT user_id FROM seats WHERE game_id = ?) ORDER BY u.user_id`,
    gameId,
  );
  return rows.map(toUser);
});

/** Sets a user's zone, quiet hours and days off (null clears one). */
export const setUserTime = query(function* (userId: string, t: Pick<UserTime, 'timeZone' | 'quiet' | 'daysOff'>) {
  yield* run(
    `INSERT INTO users (user_id, time_zone, quiet, days_off) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, quiet = EXCLUDED.quiet, days_off = EXCLUDED.days_off`,
    userId,
    t.timeZone,
    t.quiet,
    t.daysOff,
  );
});

/** Starts (or, null, ends) a user's vacation; true when it changed. */
export const setUserAway = query(function* (userId: string, away: Away | null) {
  const r =
    away === null
      ? yield* run(
          `UPDATE users SET away_until = NULL, away_reason = NULL, away_since = NULL WHERE user_id = ? AND away_until IS NOT NULL`,
          userId,
        )
      : yield* run(
          `INSERT INTO users (user_id, away_until, away_reason, away_since) VALUES (?, ?, ?, ?)
           ON CONFLICT (user_id) DO UPDATE SET away_until = EXCLUDED.away_until, away_reason = EXCLUDED.away_reason,
             away_since = EXCLUDED.away_since`,
          userId,
          away.until,
          away.reason,
          away.since,
        );
  return r.changes === 1;
});

/** Marks that the user was told how to set a time zone; true the first time only. */
export const markTzHint = query(function* (userId: string) {
  const r = yield* run(
    `INSERT INTO users (user_id, tz_hint) VALUES (?, 1) ON CONFLICT (user_id) DO UPDATE SET tz_hint = 1 WHERE users.tz_hint = 0`,
    userId,
  );
  return r.changes === 1;
});

/** The running games a user sits at (as a person), oldest first. */
export const liveGamesOf = query(function* (userId: string) {
  const rows = yield* all<{ id: number }>(
    `SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id
     WHERE s.user_id = ? AND s.ai = 0 AND g.status = 'active' ORDER BY g.id`,
    userId,
  );
  return rows.map((r) => r.id);
});

/** A seat's time bank (ms; null: the game has none). */
export const setSeatBank = query(function* (gameId: number, seat: number, ms: number | null) {
  yield* write(`UPDATE seats SET bank_ms = ? WHERE game_id = ? AND seat = ?`, ms, gameId, seat);
});

/** Vacation allowance spent by a seat (a negative `ms` gives back what a vacation cut short did not use). */
export const spendVacation = query(function* (gameId: number, seat: number, ms: number) {
  yield* write(
    (d) => `UPDATE seats SET vacation_ms = ${d.greatest}(0, vacation_ms + ?) WHERE game_id = ? AND seat = ?`,
    ms,
    gameId,
    seat,
  );
});

/**
 * The current turn's clock changes (a vacation holds it, ends, or a day of allowance is spent),
 * guarded by the deadline it was worked out from: a decision or another process that changed it
 * meanwhile wins, and this changes nothing.
 */
export const reclock = query(function* (gameId: number, expected: number | null, c: TurnClock) {
  return (yield* run(RECLOCK, ...clockValues(gameId, expected, c))).changes === 1;
});

/** reclock in a decision's own transaction, its answer unread: the deadline is the one it just stored. */
export const writeClock = query(function* (gameId: number, c: TurnClock) {
  yield* write(RECLOCK, ...clockValues(gameId, c.deadline, c));
});

const RECLOCK = (d: Dialect) => `UPDATE games SET deadline = ?, remind_at = ?, held_until = ?, reminded = ?
     WHERE id = ? AND status = 'active' AND deadline ${d.is} ?`;
const clockValues = (gameId: number, expected: number | null, c: TurnClock) => [
  c.deadline,
  c.remindAt,
  c.heldUntil,
  c.reminded,
  gameId,
  expected,
];

/** The next reminder of the current turn is due at `remindAt` (null: none), if the deadline is still `deadline`. */
export const remindLater = query(function* (gameId: number, deadline: number, remindAt: number | null) {
  return (yield* run(`UPDATE games SET remind_at = ? WHERE id = ? AND deadline = ?`, remindAt, gameId, deadline)).changes === 1;
});

/**
 * Pauses a running game at `version` (a decision made meanwhile wins): its version moves on, so
 * that the turn message's buttons of before are stale, and the message is owed again.
 */
export const pauseGame = query(function* (gameId: number, version: number, pause: Pause) {
  const r = yield* run(
    `UPDATE games SET paused_at = ?, pause = ?, pause_ask = NULL, remind_at = NULL, version = version + 1, owed = 1
     WHERE id = ? AND version = ? AND status = 'active' AND paused_at IS NULL`,
    pause.since,
    JSON.stringify(pause),
    gameId,
    version,
  );
  return r.changes === 1;
});

/** Resumes a paused game at `version`, its turn clock worked out anew. */
export const resumeGame = query(function* (gameId: number, version: number, c: Omit<TurnClock, 'reminded'>) {
  const r = yield* run(
    `UPDATE games SET paused_at = NULL, pause = NULL, deadline = ?, remind_at = ?, held_until = ?, version = version + 1, owed = 1
     WHERE id = ? AND version = ? AND status = 'active' AND paused_at IS NOT NULL`,
    c.deadline,
    c.remindAt,
    c.heldUntil,
    gameId,
    version,
  );
  return r.changes === 1;
});

/**
 * Replaces the pending pause request (null: none), if it is still `expected` (null: none): two
 * clicks at once on Agree, or an ask and an agreement, never overwrite each other.
 */
export const setPauseAsk = query(function* (gameId: number, ask: PauseAsk | null, expected: PauseAsk | null) {
  const r = yield* run(
    (d) => `UPDATE games SET pause_ask = ? WHERE id = ? AND status = 'active' AND pause_ask ${d.is} ?`,
    ask === null ? null : JSON.stringify(ask),
    gameId,
    expected === null ? null : JSON.stringify(expected),
  );
  return r.changes === 1;
});

/**
 * The turn message is owed again as it stands, without a new version (its deadline or a line
 * changed): the message on Discord counts as showing the version before, so that the update is
 * recorded when it is out.
 */
export const reshow = query(function* (gameId: number) {
  yield* run((d) => `UPDATE games SET owed = 1, shown_version = ${d.least}(shown_version, version - 1) WHERE id = ?`, gameId);
});

/** A reminder owed now waits until `until` (ms): its player sleeps, or is away. */
export const deferOutbox = query(function* (id: number, until: number) {
  yield* run(`UPDATE outbox SET post_after = ? WHERE id = ?`, until, id);
});

/** The game's reminders still owed are dropped (a pause: they speak of a deadline that will move). */
export const dropReminders = query(function* (gameId: number) {
  yield* run(`DELETE FROM outbox WHERE game_id = ? AND deadline IS NOT NULL`, gameId);
});
