// The append-only action log.
import type { Db } from './db';
import type { GameEvent } from '../engine/types';
import type { ActionRow, StoredDecision } from './types';

interface RawAction {
  game_id: number;
  seq: number;
  seat: number;
  user_id: string | null;
  decision: string;
  events: string;
  rolls: string;
  at: string;
}

function toRow(r: RawAction): ActionRow {
  return {
    gameId: r.game_id,
    seq: r.seq,
    seat: r.seat,
    userId: r.user_id,
    decision: JSON.parse(r.decision) as StoredDecision,
    events: JSON.parse(r.events),
    rolls: JSON.parse(r.rolls),
    at: r.at,
  };
}

export function actionsOf(db: Db, gameId: number): ActionRow[] {
  return (db.prepare(`SELECT * FROM actions WHERE game_id = ? ORDER BY seq`).all(gameId) as RawAction[]).map(toRow);
}

/** The last `count` actions, oldest first. */
export function recentActions(db: Db, gameId: number, count: number): ActionRow[] {
  const rows = db.prepare(`SELECT * FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT ?`).all(gameId, count) as RawAction[];
  return rows.reverse().map(toRow);
}

/** Whether `seat` has resigned from the game (a resignation is final). */
export function hasResigned(db: Db, gameId: number, seat: number): boolean {
  const rows = db.prepare(`SELECT decision FROM actions WHERE game_id = ? AND seat = ?`).all(gameId, seat) as Array<{
    decision: string;
  }>;
  return rows.some((r) => (JSON.parse(r.decision) as StoredDecision).kind === 'resign');
}

/** Actions after step `from` (seq > from), oldest first: what a turn message tells. */
export function actionsSince(db: Db, gameId: number, from: number): ActionRow[] {
  return (db.prepare(`SELECT * FROM actions WHERE game_id = ? AND seq > ? ORDER BY seq`).all(gameId, from) as RawAction[]).map(
    toRow,
  );
}

/** One page of the log, oldest first: actions offset..offset+count. */
export function actionPage(db: Db, gameId: number, offset: number, count: number): ActionRow[] {
  return (
    db.prepare(`SELECT * FROM actions WHERE game_id = ? ORDER BY seq LIMIT ? OFFSET ?`).all(gameId, count, offset) as RawAction[]
  ).map(toRow);
}

export function actionCount(db: Db, gameId: number): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM actions WHERE game_id = ?`).get(gameId) as { n: number }).n;
}

/** Whether the game's first action that tells anything tells it as an English sentence (stored before issue 19). */
export function toldInSentences(db: Db, gameId: number): boolean {
  const r = db.prepare(`SELECT events FROM actions WHERE game_id = ? AND events != '[]' ORDER BY seq LIMIT 1`).get(gameId) as
    { events: string } | undefined;
  if (!r) return false;
  const events = JSON.parse(r.events) as Array<{ text?: unknown }>;
  return events.some((e) => typeof e.text === 'string');
}

/** Replaces the told events of some actions (their decisions, dice and times stay): see retell.ts. */
export function retellActions(db: Db, gameId: number, told: ReadonlyArray<{ seq: number; events: GameEvent[] }>): void {
  const update = db.prepare(`UPDATE actions SET events = ? WHERE game_id = ? AND seq = ?`);
  for (const t of told) update.run(JSON.stringify(t.events), gameId, t.seq);
}
