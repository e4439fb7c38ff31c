// The games table over PostgreSQL: store/games.ts statement by statement (the rows read back
// through its toRow). What differs: ids come back with RETURNING, `guild_id IS ?` is IS NOT
// DISTINCT FROM, MIN(a, b) is LEAST, a refused unique index is caught without aborting the
// caller's transaction (conn.ts unlessTaken), and a function that reads before it writes locks
// the row first (FOR UPDATE): SQLite had one writer at a time, PostgreSQL has many.
import type { Match } from '../../engine/match';
import { actionValues, type CommitResult, lobbyValues, type NewGame, type RawGame, toRow } from '../games';
import type { GameRow, GameStatus, ToldAction, TurnFields } from '../types';
import { changed, type Conn, unlessTaken } from './conn';

const one = async (c: Conn, sql: string, params: unknown[]): Promise<GameRow | null> => {
  const r = await c.query<RawGame>(sql, params);
  return r.rows.length > 0 ? toRow(r.rows[0]) : null;
};

const all = async (c: Conn, sql: string, params: unknown[] = []): Promise<GameRow[]> =>
  (await c.query<RawGame>(sql, params)).rows.map(toRow);

export async function insertLobby(c: Conn, g: NewGame): Promise<number | null> {
  // DO NOTHING: the channel's live game (the one-live-per-place index) refuses it quietly.
  const r = await c.query<{ id: number }>(
    `INSERT INTO games (guild_id, channel_id, game, creator_id, options, seed, dice, created_at, updated_at, settings, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'lobby') ON CONFLICT DO NOTHING RETURNING id`,
    lobbyValues(g),
  );
  return r.rows[0]?.id ?? null;
}

export const gameById = (c: Conn, id: number) => one(c, `SELECT * FROM games WHERE id = $1`, [id]);

export const liveGameIn = (c: Conn, channelId: string) =>
  one(c, `SELECT * FROM games WHERE COALESCE(thread_id, channel_id) = $1 AND status IN ('lobby', 'active')`, [channelId]);

export const latestGameIn = (c: Conn, channelId: string) =>
  one(c, `SELECT * FROM games WHERE COALESCE(thread_id, channel_id) = $1 ORDER BY id DESC LIMIT 1`, [channelId]);

export const threadedGamesOf = (c: Conn, channelId: string) =>
  all(c, `SELECT * FROM games WHERE channel_id = $1 AND thread_id IS NOT NULL AND status = 'active' ORDER BY id`, [channelId]);

export const owedGames = (c: Conn) =>
  all(c, `SELECT * FROM games WHERE (owed = 1 OR placed = 0) AND status IN ('active', 'finished') ORDER BY id`);

export const clockedGames = (c: Conn) =>
  all(c, `SELECT * FROM games WHERE status = 'active' AND deadline IS NOT NULL ORDER BY deadline`);

export const restingGames = (c: Conn) =>
  all(c, `SELECT * FROM games WHERE status = 'active' AND placed = 1 AND owed = 0 ORDER BY id`);

export const recentGames = (c: Conn, limit: number) =>
  all(c, `SELECT * FROM games WHERE status = 'active' AND placed = 1 ORDER BY updated_at DESC, id DESC LIMIT $1`, [limit]);

export async function liveGamesIn(c: Conn, guildId: string | null, limit: number): Promise<number[]> {
  const r = await c.query<{ id: number }>(
    `SELECT id FROM games WHERE guild_id IS NOT DISTINCT FROM $1 AND status = 'active' ORDER BY updated_at DESC, id DESC LIMIT $2`,
    [guildId, limit],
  );
  return r.rows.map((x) => x.id);
}

export const finishedGamesOf = (c: Conn, guildId: string | null, limit: number) =>
  all(c, `SELECT * FROM games WHERE guild_id IS NOT DISTINCT FROM $1 AND status = 'finished' ORDER BY id DESC LIMIT $2`, [
    guildId,
    limit,
  ]);

export async function placeGame(c: Conn, id: number, threadId: string | null): Promise<boolean> {
  const r = await unlessTaken(c, `UPDATE games SET thread_id = $1, placed = 1 WHERE id = $2 AND placed = 0`, [threadId, id]);
  return r !== null && changed(r) === 1;
}

export function moveToChannel(c: Conn, id: number): Promise<boolean> {
  return c.transaction(async () => {
    const found = await c.query<{ thread_id: string | null; channel_id: string }>(
      `SELECT thread_id, channel_id FROM games WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const row = found.rows[0];
    if (!row?.thread_id) return false;
    const moved = await unlessTaken(
      c,
      `UPDATE games SET thread_id = NULL, last_message_id = NULL, pictured = NULL, owed = 1,
       shown_version = LEAST(shown_version, version - 1) WHERE id = $1`,
      [id],
    );
    if (moved === null) return false;
    await c.query(`UPDATE outbox SET channel_id = $1 WHERE game_id = $2 AND channel_id = $3`, [
      row.channel_id,
      id,
      row.thread_id,
    ]);
    return true;
  });
}

/** As store/games.ts markShown; `board`: the key of the place's last picture (undefined: as it was). */
export async function markShown(
  c: Conn,
  id: number,
  version: number,
  turnNo: number,
  messageId: string,
  board?: string | null,
): Promise<boolean> {
  const r = await c.query(
    `UPDATE games SET last_message_id = $1, shown_turn = $2, shown_version = $3, owed = CASE WHEN version = $3 THEN 0 ELSE 1 END,
       pictured = CASE WHEN $5 THEN $6 ELSE pictured END
     WHERE id = $4 AND shown_version < $3`,
    [messageId, turnNo, version, id, board !== undefined, board ?? null],
  );
  return changed(r) === 1;
}

export async function oweTurnMessage(c: Conn, id: number): Promise<void> {
  await c.query(`UPDATE games SET owed = 1 WHERE id = $1`, [id]);
}

export async function leapPastLost(c: Conn, id: number, version: number, seen: number, messageId: string): Promise<boolean> {
  const r = await c.query(
    `UPDATE games SET version = $1, last_message_id = $2, shown_turn = 0, shown_version = $3, pictured = NULL, owed = 1
     WHERE id = $4 AND version = $5 AND status = 'active'`,
    [seen + 1, messageId, version, id, version],
  );
  return changed(r) === 1;
}

export async function setLobbyMessage(c: Conn, id: number, messageId: string): Promise<void> {
  await c.query(`UPDATE games SET lobby_message_id = $1 WHERE id = $2`, [messageId, id]);
}

export async function markReminded(c: Conn, id: number, deadline: number, level: number): Promise<boolean> {
  const r = await c.query(`UPDATE games SET reminded = $1 WHERE id = $2 AND deadline = $3 AND reminded < $1`, [
    level,
    id,
    deadline,
  ]);
  return changed(r) === 1;
}

export async function touch(c: Conn, id: number, version: number, at: string): Promise<boolean> {
  const r = await c.query(`UPDATE games SET version = version + 1, updated_at = $1 WHERE id = $2 AND version = $3`, [
    at,
    id,
    version,
  ]);
  return changed(r) === 1;
}

export async function setStatus(c: Conn, id: number, version: number, status: GameStatus, at: string): Promise<boolean> {
  const r = await c.query(`UPDATE games SET status = $1, version = version + 1, updated_at = $2 WHERE id = $3 AND version = $4`, [
    status,
    at,
    id,
    version,
  ]);
  return changed(r) === 1;
}

export function startMatch(
  c: Conn,
  id: number,
  version: number,
  match: Match,
  at: string,
  turn?: TurnFields,
  thread = false,
  stateVersion = 1,
): Promise<boolean> {
  // One transaction (joined when the caller has one): the start and its first turn, or neither.
  return c.transaction(async () => {
    const r = await c.query(
      `UPDATE games SET status = 'active', state = $1, state_version = $2, version = version + 1, updated_at = $3, placed = $4
       WHERE id = $5 AND version = $6 AND status = 'lobby'`,
      [JSON.stringify(match), stateVersion, at, thread ? 0 : 1, id, version],
    );
    return changed(r) === 1 && (turn === undefined || (await setTurn(c, id, turn)));
  });
}

export async function setTurn(c: Conn, id: number, t: TurnFields): Promise<boolean> {
  const r = await c.query(
    `UPDATE games SET turn_no = $1, turn_seat = $2, turn_step = $3, shows_from = $4, deadline = $5, reminded = $6, owed = 1
     WHERE id = $7`,
    [t.no, t.seat, t.step, t.showsFrom, t.deadline, t.reminded, id],
  );
  return changed(r) === 1;
}

/**
 * The version guard first: under READ COMMITTED the loser of a race waits for the winner's row
 * lock, then finds the version moved and updates nothing (pool.ts), so it writes nothing else.
 */
export function commitAction(
  c: Conn,
  expectedVersion: number,
  match: Match,
  finished: boolean,
  action: ToldAction,
  turn?: TurnFields,
  stateVersion = 1,
): Promise<CommitResult> {
  return c.transaction(async (): Promise<CommitResult> => {
    const upd = await c.query(
      `UPDATE games SET state = $1, state_version = $2, status = $3, version = version + 1, updated_at = $4
       WHERE id = $5 AND version = $6 AND status = 'active'`,
      [JSON.stringify(match), stateVersion, finished ? 'finished' : 'active', action.at, action.gameId, expectedVersion],
    );
    if (changed(upd) !== 1) return { ok: false, error: 'already-done' };
    await c.query(
      `INSERT INTO actions (game_id, seq, seat, user_id, decision, events, rolls, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      actionValues(action),
    );
    if (turn) await setTurn(c, action.gameId, turn);
    return { ok: true, version: expectedVersion + 1 };
  });
}

export async function setLastMessage(c: Conn, id: number, messageId: string): Promise<void> {
  await c.query(`UPDATE games SET last_message_id = $1 WHERE id = $2`, [messageId, id]);
}

export async function closeChannel(c: Conn, channelId: string, at: string): Promise<number> {
  const r = await c.query(
    `UPDATE games SET status = 'cancelled', version = version + 1, updated_at = $1
     WHERE (channel_id = $2 OR thread_id = $2) AND status IN ('lobby', 'active')`,
    [at, channelId],
  );
  return changed(r);
}

export async function setRematchOf(c: Conn, id: number, of: number): Promise<void> {
  await c.query(`UPDATE games SET rematch_of = $1 WHERE id = $2`, [of, id]);
}

export async function rematchOf(c: Conn, of: number): Promise<number | null> {
  const r = await c.query<{ id: number }>(`SELECT id FROM games WHERE rematch_of = $1`, [of]);
  return r.rows[0]?.id ?? null;
}
