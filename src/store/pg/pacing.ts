// Pacing over PostgreSQL: store/pacing.ts statement by statement (`x IS ?` is IS NOT DISTINCT
// FROM, MAX(a, b) is GREATEST, MIN is LEAST).
import { type Away, type RawUser, toUser, type TurnClock, type UserTime } from '../pacing';
import type { Pause, PauseAsk } from '../types';
import { changed, type Conn } from './conn';

export async function userTime(c: Conn, userId: string): Promise<UserTime | null> {
  const r = await c.query<RawUser>(`SELECT * FROM users WHERE user_id = $1`, [userId]);
  return r.rows.length > 0 ? toUser(r.rows[0]) : null;
}

export async function userTimesOf(c: Conn, gameId: number): Promise<UserTime[]> {
  const r = await c.query<RawUser>(
    `SELECT u.* FROM users u WHERE u.user_id IN (SELECT user_id FROM seats WHERE game_id = $1) ORDER BY u.user_id`,
    [gameId],
  );
  return r.rows.map(toUser);
}

export async function setUserTime(c: Conn, userId: string, t: Pick<UserTime, 'timeZone' | 'quiet' | 'daysOff'>): Promise<void> {
  await c.query(
    `INSERT INTO users (user_id, time_zone, quiet, days_off) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, quiet = EXCLUDED.quiet, days_off = EXCLUDED.days_off`,
    [userId, t.timeZone, t.quiet, t.daysOff],
  );
}

export async function setUserAway(c: Conn, userId: string, away: Away | null): Promise<boolean> {
  if (away === null)
    return (
      changed(
        await c.query(
          `UPDATE users SET away_until = NULL, away_reason = NULL, away_since = NULL WHERE user_id = $1 AND away_until IS NOT NULL`,
          [userId],
        ),
      ) === 1
    );
  const r = await c.query(
    `INSERT INTO users (user_id, away_until, away_reason, away_since) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET away_until = EXCLUDED.away_until, away_reason = EXCLUDED.away_reason,
       away_since = EXCLUDED.away_since`,
    [userId, away.until, away.reason, away.since],
  );
  return changed(r) === 1;
}

export async function markTzHint(c: Conn, userId: string): Promise<boolean> {
  const r = await c.query(
    `INSERT INTO users (user_id, tz_hint) VALUES ($1, 1) ON CONFLICT (user_id) DO UPDATE SET tz_hint = 1 WHERE users.tz_hint = 0`,
    [userId],
  );
  return changed(r) === 1;
}

export async function liveGamesOf(c: Conn, userId: string): Promise<number[]> {
  const r = await c.query<{ id: number }>(
    `SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id
     WHERE s.user_id = $1 AND s.ai = 0 AND g.status = 'active' ORDER BY g.id`,
    [userId],
  );
  return r.rows.map((x) => x.id);
}

export async function setSeatBank(c: Conn, gameId: number, seat: number, ms: number | null): Promise<void> {
  await c.query(`UPDATE seats SET bank_ms = $1 WHERE game_id = $2 AND seat = $3`, [ms, gameId, seat]);
}

export async function spendVacation(c: Conn, gameId: number, seat: number, ms: number): Promise<void> {
  await c.query(`UPDATE seats SET vacation_ms = GREATEST(0, vacation_ms + $1) WHERE game_id = $2 AND seat = $3`, [
    ms,
    gameId,
    seat,
  ]);
}

export async function reclock(c: Conn, gameId: number, expected: number | null, t: TurnClock): Promise<boolean> {
  const r = await c.query(
    `UPDATE games SET deadline = $1, remind_at = $2, held_until = $3, reminded = $4
     WHERE id = $5 AND status = 'active' AND deadline IS NOT DISTINCT FROM $6`,
    [t.deadline, t.remindAt, t.heldUntil, t.reminded, gameId, expected],
  );
  return changed(r) === 1;
}

export async function remindLater(c: Conn, gameId: number, deadline: number, remindAt: number | null): Promise<boolean> {
  const r = await c.query(`UPDATE games SET remind_at = $1 WHERE id = $2 AND deadline = $3`, [remindAt, gameId, deadline]);
  return changed(r) === 1;
}

export async function pauseGame(c: Conn, gameId: number, version: number, pause: Pause): Promise<boolean> {
  const r = await c.query(
    `UPDATE games SET paused_at = $1, pause = $2, pause_ask = NULL, remind_at = NULL, version = version + 1, owed = 1
     WHERE id = $3 AND version = $4 AND status = 'active' AND paused_at IS NULL`,
    [pause.since, JSON.stringify(pause), gameId, version],
  );
  return changed(r) === 1;
}

export async function resumeGame(c: Conn, gameId: number, version: number, t: Omit<TurnClock, 'reminded'>): Promise<boolean> {
  const r = await c.query(
    `UPDATE games SET paused_at = NULL, pause = NULL, deadline = $1, remind_at = $2, held_until = $3, version = version + 1, owed = 1
     WHERE id = $4 AND version = $5 AND status = 'active' AND paused_at IS NOT NULL`,
    [t.deadline, t.remindAt, t.heldUntil, gameId, version],
  );
  return changed(r) === 1;
}

export async function setPauseAsk(c: Conn, gameId: number, ask: PauseAsk | null, expected: PauseAsk | null): Promise<boolean> {
  const r = await c.query(
    `UPDATE games SET pause_ask = $1 WHERE id = $2 AND status = 'active' AND pause_ask IS NOT DISTINCT FROM $3`,
    [ask === null ? null : JSON.stringify(ask), gameId, expected === null ? null : JSON.stringify(expected)],
  );
  return changed(r) === 1;
}

export async function reshow(c: Conn, gameId: number): Promise<void> {
  await c.query(`UPDATE games SET owed = 1, shown_version = LEAST(shown_version, version - 1) WHERE id = $1`, [gameId]);
}

export async function deferOutbox(c: Conn, id: number, until: number): Promise<void> {
  await c.query(`UPDATE outbox SET post_after = $1 WHERE id = $2`, [until, id]);
}

export async function dropReminders(c: Conn, gameId: number): Promise<void> {
  await c.query(`DELETE FROM outbox WHERE game_id = $1 AND deadline IS NOT NULL`, [gameId]);
}
