// The games table: small functions, one statement each (plus the transactional commit).
import type { Forced } from '../engine/chance';
import type { Match } from '../engine/match';
import type { Options } from '../engine/types';
import type { Db } from './db';
import type { ActionRow, GameResult, GameRow, GameStatus } from './types';

interface RawGame {
  id: number;
  guild_id: string | null;
  channel_id: string;
  game: string;
  status: GameStatus;
  creator_id: string;
  options: string;
  seed: number;
  dice: string;
  state: string | null;
  version: number;
  state_version: number;
  result: string | null;
  last_message_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The dice column: a list (forced from the very first chance), or { opening, after }. */
export type StoredForced = Forced[] | { opening: Forced[]; after: Forced[] };

function forcedOf(json: string): { dice: Forced[]; after: Forced[] } {
  const f = JSON.parse(json) as StoredForced;
  return Array.isArray(f) ? { dice: f, after: [] } : { dice: f.opening, after: f.after };
}

function toRow(r: RawGame): GameRow {
  return {
    id: r.id,
    guildId: r.guild_id,
    channelId: r.channel_id,
    game: r.game,
    status: r.status,
    creatorId: r.creator_id,
    options: JSON.parse(r.options) as Options,
    seed: r.seed,
    ...forcedOf(r.dice),
    match: r.state === null ? null : (JSON.parse(r.state) as Match),
    version: r.version,
    stateVersion: r.state_version,
    result: r.result === null ? null : (JSON.parse(r.result) as GameResult),
    lastMessageId: r.last_message_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export interface NewGame {
  guildId: string | null;
  channelId: string;
  game: string;
  creatorId: string;
  options: Options;
  seed: number;
  dice: StoredForced;
  at: string;
}

/** Inserts a lobby; returns null when the channel already has a lobby or a running game. */
export function insertLobby(db: Db, g: NewGame): number | null {
  try {
    const res = db
      .prepare(
        `INSERT INTO games (guild_id, channel_id, game, status, creator_id, options, seed, dice, created_at, updated_at)
         VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?)`,
      )
      .run(g.guildId, g.channelId, g.game, g.creatorId, JSON.stringify(g.options), g.seed, JSON.stringify(g.dice), g.at, g.at);
    return Number(res.lastInsertRowid);
  } catch (e) {
    if (e instanceof Error && 'code' in e && (e as { code: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return null;
    throw e;
  }
}

export function gameById(db: Db, id: number): GameRow | null {
  const r = db.prepare(`SELECT * FROM games WHERE id = ?`).get(id) as RawGame | undefined;
  return r ? toRow(r) : null;
}

/** The lobby or running game of a channel, if any. */
export function liveGameIn(db: Db, channelId: string): GameRow | null {
  const r = db
    .prepare(`SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')`)
    .get(channelId) as RawGame | undefined;
  return r ? toRow(r) : null;
}

/** The newest game of a channel; served by the games_channel_newest index (issue 10). */
export const LATEST_GAME_SQL = `SELECT * FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1`;

/** The newest game of a channel, live or not (for /board and /status after the end). */
export function latestGameIn(db: Db, channelId: string): GameRow | null {
  const r = db.prepare(LATEST_GAME_SQL).get(channelId) as RawGame | undefined;
  return r ? toRow(r) : null;
}

/** Bumps the version of a lobby after a seat change; false if someone else changed it first. */
export function touch(db: Db, id: number, version: number, at: string): boolean {
  return db.prepare(`UPDATE games SET version = version + 1, updated_at = ? WHERE id = ? AND version = ?`).run(at, id, version).changes === 1;
}

export function setStatus(db: Db, id: number, version: number, status: GameStatus, at: string): boolean {
  return (
    db
      .prepare(`UPDATE games SET status = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?`)
      .run(status, at, id, version).changes === 1
  );
}

/** Lobby to active: stores the first match state, written under the game's `stateVersion`. */
export function startMatch(db: Db, id: number, version: number, match: Match, at: string, stateVersion = 1): boolean {
  return (
    db
      .prepare(
        `UPDATE games SET status = 'active', state = ?, state_version = ?, version = version + 1, updated_at = ?
         WHERE id = ? AND version = ? AND status = 'lobby'`,
      )
      .run(JSON.stringify(match), stateVersion, at, id, version).changes === 1
  );
}

export type CommitResult = { ok: true; version: number } | { ok: false; error: 'already-done' };

/**
 * One accepted decision: the action row and the new state in one transaction, guarded by the
 * version the decision was taken against. A second click or the loser of a race changes nothing.
 */
export function commitAction(
  db: Db,
  expectedVersion: number,
  match: Match,
  finished: boolean,
  action: ActionRow,
  stateVersion = 1,
): CommitResult {
  const tx = db.transaction((): CommitResult => {
    const upd = db
      .prepare(
        `UPDATE games SET state = ?, state_version = ?, status = ?, version = version + 1, updated_at = ?
         WHERE id = ? AND version = ? AND status = 'active'`,
      )
      .run(JSON.stringify(match), stateVersion, finished ? 'finished' : 'active', action.at, action.gameId, expectedVersion);
    if (upd.changes !== 1) return { ok: false, error: 'already-done' };
    db.prepare(
      `INSERT INTO actions (game_id, seq, seat, user_id, decision, events, rolls, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      action.gameId,
      action.seq,
      action.seat,
      action.userId,
      JSON.stringify(action.decision),
      JSON.stringify(action.events),
      JSON.stringify(action.rolls),
      action.at,
    );
    return { ok: true, version: expectedVersion + 1 };
  });
  return tx();
}

export function setLastMessage(db: Db, id: number, messageId: string): void {
  db.prepare(`UPDATE games SET last_message_id = ? WHERE id = ?`).run(messageId, id);
}

/** Closes every lobby or running game of a deleted channel. */
export function closeChannel(db: Db, channelId: string, at: string): number {
  return db
    .prepare(
      `UPDATE games SET status = 'cancelled', version = version + 1, updated_at = ?
       WHERE channel_id = ? AND status IN ('lobby', 'active')`,
    )
    .run(at, channelId).changes;
}
