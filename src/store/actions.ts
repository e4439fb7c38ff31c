// The action log: append-only rows while a game is played (each with the events it told), packed
// into its archive (store/archive.ts) once it has ended. The readers here answer from either.
import { archivedCount, archiveOf } from './archive';
import type { Db } from './db';
import type { GameEvent } from '../engine/types';
import { storedText } from './notes';
import type { ActionRow, StoredDecision, StoredEvent, ToldAction } from './types';

export interface RawDecision {
  game_id: number;
  seq: number;
  seat: number;
  user_id: string | null;
  decision: string;
  at: string;
}

export interface RawAction extends RawDecision {
  events: string;
  rolls: string;
}

export const decisionOf = (r: RawDecision): ActionRow => ({
  gameId: r.game_id,
  seq: r.seq,
  seat: r.seat,
  userId: r.user_id,
  decision: JSON.parse(r.decision) as StoredDecision,
  at: r.at,
});

const eventOf = ({ text, label, ...rest }: StoredEvent): GameEvent => ({
  ...rest,
  text: storedText(text),
  ...(label === undefined ? {} : { label: storedText(label) }),
});

export const toldOf = (r: RawAction): ToldAction => ({
  ...decisionOf(r),
  events: (JSON.parse(r.events) as StoredEvent[]).map(eventOf),
  rolls: JSON.parse(r.rolls) as number[],
});

/** The actions still in the log table (none once the game is archived), oldest first. */
export function loggedActions(db: Db, gameId: number): ActionRow[] {
  return (
    db
      .prepare(`SELECT game_id, seq, seat, user_id, decision, at FROM actions WHERE game_id = ? ORDER BY seq`)
      .all(gameId) as RawDecision[]
  ).map(decisionOf);
}

/** Every decision of the game, oldest first: what replay needs. The log table first (see toldSince). */
export function actionsOf(db: Db, gameId: number): ActionRow[] {
  const logged = loggedActions(db, gameId);
  return logged.length > 0 ? logged : (archiveOf(db, gameId)?.actions ?? []);
}

/** Whether `seat` has resigned from the game (a resignation is final). */
export function hasResigned(db: Db, gameId: number, seat: number): boolean {
  return actionsOf(db, gameId).some((a) => a.seat === seat && a.decision.kind === 'resign');
}

/**
 * Actions after step `from` (seq > from) with the events they told, oldest first: what a turn
 * message and /log tell. Null once the game is archived: its events are rebuilt by replay.
 */
export function toldSince(db: Db, gameId: number, from: number): ToldAction[] | null {
  const rows = db.prepare(`SELECT * FROM actions WHERE game_id = ? AND seq > ? ORDER BY seq`).all(gameId, from) as RawAction[];
  // The log table first: actions only ever leave it into the archive, in one transaction, so a
  // reader on another connection sees them in one place or the other.
  if (rows.length > 0) return rows.map(toldOf);
  return archivedCount(db, gameId) === null ? [] : null;
}

export function actionCount(db: Db, gameId: number): number {
  const logged = (db.prepare(`SELECT COUNT(*) AS n FROM actions WHERE game_id = ?`).get(gameId) as { n: number }).n;
  return logged > 0 ? logged : (archivedCount(db, gameId) ?? 0);
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
