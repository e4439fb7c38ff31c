// Pacing (docs/pacing.md): each user's own time (zone, quiet hours, days off, vacation) kept across
// servers, a game's pause and pending pause request, its turn clock as the decisions and the
// clock's work move it (deadline, next reminder, a vacation's hold), and each seat's time bank and
// vacation spent. Small functions, one statement each, part of the caller's transaction.
import type { Db } from './db';
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

export function userTime(db: Db, userId: string): UserTime | null {
  const r = db.prepare(`SELECT * FROM users WHERE user_id = ?`).get(userId) as RawUser | undefined;
  return r ? toUser(r) : null;
}

/** The users seated at a game who keep settings (people without any have no row). */
export function userTimesOf(db: Db, gameId: number): UserTime[] {
  return (
    db
      .prepare(`SELECT u.* FROM users u WHERE u.user_id IN (SELECT user_id FROM seats WHERE game_id = ?) ORDER BY u.user_id`)
      .all(gameId) as RawUser[]
  ).map(toUser);
}

/** Sets a user's zone, quiet hours and days off (null clears one). */
export function setUserTime(db: Db, userId: string, t: Pick<UserTime, 'timeZone' | 'quiet' | 'daysOff'>): void {
  db.prepare(
    `INSERT INTO users (user_id, time_zone, quiet, days_off) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone, quiet = excluded.quiet, days_off = excluded.days_off`,
  ).run(userId, t.timeZone, t.quiet, t.daysOff);
}

/** Starts (or, null, ends) a user's vacation; true when it changed. */
export function setUserAway(db: Db, userId: string, away: Away | null): boolean {
  if (away === null)
    return (
      db
        .prepare(
          `UPDATE users SET away_until = NULL, away_reason = NULL, away_since = NULL WHERE user_id = ? AND away_until IS NOT NULL`,
        )
        .run(userId).changes === 1
    );
  return (
    db
      .prepare(
        `INSERT INTO users (user_id, away_until, away_reason, away_since) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET away_until = excluded.away_until, away_reason = excluded.away_reason,
           away_since = excluded.away_since`,
      )
      .run(userId, away.until, away.reason, away.since).changes === 1
  );
}

/** Marks that the user was told how to set a time zone; true the first time only. */
export function markTzHint(db: Db, userId: string): boolean {
  return (
    db
      .prepare(
        `INSERT INTO users (user_id, tz_hint) VALUES (?, 1) ON CONFLICT (user_id) DO UPDATE SET tz_hint = 1 WHERE users.tz_hint = 0`,
      )
      .run(userId).changes === 1
  );
}

/** The running games a user sits at (as a person), oldest first. */
export function liveGamesOf(db: Db, userId: string): number[] {
  return (
    db
      .prepare(
        `SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id
         WHERE s.user_id = ? AND s.ai = 0 AND g.status = 'active' ORDER BY g.id`,
      )
      .all(userId) as Array<{ id: number }>
  ).map((r) => r.id);
}

/** A seat's time bank (ms; null: the game has none). */
export function setSeatBank(db: Db, gameId: number, seat: number, ms: number | null): void {
  db.prepare(`UPDATE seats SET bank_ms = ? WHERE game_id = ? AND seat = ?`).run(ms, gameId, seat);
}

/** Vacation allowance spent by a seat (a negative `ms` gives back what a vacation cut short did not use). */
export function spendVacation(db: Db, gameId: number, seat: number, ms: number): void {
  db.prepare(`UPDATE seats SET vacation_ms = MAX(0, vacation_ms + ?) WHERE game_id = ? AND seat = ?`).run(ms, gameId, seat);
}

/**
 * The current turn's clock changes (a vacation holds it, ends, or a day of allowance is spent),
 * guarded by the deadline it was worked out from: a decision or another process that changed it
 * meanwhile wins, and this changes nothing.
 */
export function reclock(db: Db, gameId: number, expected: number | null, c: TurnClock): boolean {
  return (
    db
      .prepare(
        `UPDATE games SET deadline = ?, remind_at = ?, held_until = ?, reminded = ?
         WHERE id = ? AND status = 'active' AND deadline IS ?`,
      )
      .run(c.deadline, c.remindAt, c.heldUntil, c.reminded, gameId, expected).changes === 1
  );
}

/** The next reminder of the current turn is due at `remindAt` (null: none), if the deadline is still `deadline`. */
export function remindLater(db: Db, gameId: number, deadline: number, remindAt: number | null): boolean {
  return db.prepare(`UPDATE games SET remind_at = ? WHERE id = ? AND deadline = ?`).run(remindAt, gameId, deadline).changes === 1;
}

/**
 * Pauses a running game at `version` (a decision made meanwhile wins): its version moves on, so
 * that the turn message's buttons of before are stale, and the message is owed again.
 */
export function pauseGame(db: Db, gameId: number, version: number, pause: Pause): boolean {
  return (
    db
      .prepare(
        `UPDATE games SET paused_at = ?, pause = ?, pause_ask = NULL, remind_at = NULL, version = version + 1, owed = 1
         WHERE id = ? AND version = ? AND status = 'active' AND paused_at IS NULL`,
      )
      .run(pause.since, JSON.stringify(pause), gameId, version).changes === 1
  );
}

/** Resumes a paused game at `version`, its turn clock worked out anew. */
export function resumeGame(db: Db, gameId: number, version: number, c: Omit<TurnClock, 'reminded'>): boolean {
  return (
    db
      .prepare(
        `UPDATE games SET paused_at = NULL, pause = NULL, deadline = ?, remind_at = ?, held_until = ?, version = version + 1, owed = 1
         WHERE id = ? AND version = ? AND status = 'active' AND paused_at IS NOT NULL`,
      )
      .run(c.deadline, c.remindAt, c.heldUntil, gameId, version).changes === 1
  );
}

/**
 * Replaces the pending pause request (null: none), if it is still `expected` (null: none): two
 * clicks at once on Agree, or an ask and an agreement, never overwrite each other.
 */
export function setPauseAsk(db: Db, gameId: number, ask: PauseAsk | null, expected: PauseAsk | null): boolean {
  return (
    db
      .prepare(`UPDATE games SET pause_ask = ? WHERE id = ? AND status = 'active' AND pause_ask IS ?`)
      .run(ask === null ? null : JSON.stringify(ask), gameId, expected === null ? null : JSON.stringify(expected)).changes === 1
  );
}

/**
 * The turn message is owed again as it stands, without a new version (its deadline or a line
 * changed): the message on Discord counts as showing the version before, so that the update is
 * recorded when it is out.
 */
export function reshow(db: Db, gameId: number): void {
  db.prepare(`UPDATE games SET owed = 1, shown_version = MIN(shown_version, version - 1) WHERE id = ?`).run(gameId);
}

/** A reminder owed now waits until `until` (ms): its player sleeps, or is away. */
export function deferOutbox(db: Db, id: number, until: number): void {
  db.prepare(`UPDATE outbox SET post_after = ? WHERE id = ?`).run(until, id);
}

/** The game's reminders still owed are dropped (a pause: they speak of a deadline that will move). */
export function dropReminders(db: Db, gameId: number): void {
  db.prepare(`DELETE FROM outbox WHERE game_id = ? AND deadline IS NOT NULL`).run(gameId);
}
