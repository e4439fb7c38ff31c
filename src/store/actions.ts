// The action log: append-only rows while a game is played (each with the events it told), packed
// into its archive (store/archive.ts) once it has ended. The readers here answer from either.
import { archivedCount, archiveOf } from './archive';
import { all, get, query } from './query';
import type { GameEvent } from '../engine/types';
import type { ActionRow, StoredDecision, ToldAction } from './types';

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

export const toldOf = (r: RawAction): ToldAction => ({
  ...decisionOf(r),
  events: JSON.parse(r.events) as GameEvent[],
  rolls: JSON.parse(r.rolls) as number[],
});

/** The actions still in the log table (none once the game is archived), oldest first. */
export const loggedActions = query(function* (gameId: number) {
  const rows = yield* all<RawDecision>(
    `SELECT game_id, seq, seat, user_id, decision, at FROM actions WHERE game_id = ? ORDER BY seq`,
    gameId,
  );
  return rows.map(decisionOf);
});

/** Every decision of the game, oldest first: what replay needs. The log table first (see toldSince). */
export const actionsOf = query(function* (gameId: number) {
  const logged = yield* loggedActions.steps(gameId);
  return logged.length > 0 ? logged : ((yield* archiveOf.steps(gameId))?.actions ?? []);
});

/** Whether `seat` has resigned from the game (a resignation is final). */
export const hasResigned = query(function* (gameId: number, seat: number) {
  return (yield* actionsOf.steps(gameId)).some((a) => a.seat === seat && a.decision.kind === 'resign');
});

/**
 * Actions after step `from` (seq > from) with the events they told, oldest first: what a turn
 * message and /log tell. Null once the game is archived: its events are rebuilt by replay.
 */
export const toldSince = query(function* (gameId: number, from: number) {
  const rows = yield* all<RawAction>(`SELECT * FROM actions WHERE game_id = ? AND seq > ? ORDER BY seq`, gameId, from);
  // The log table first: actions only ever leave it into the archive, in one transaction, so a
  // reader on another connection sees them in one place or the other.
  if (rows.length > 0) return rows.map(toldOf);
  return (yield* archivedCount.steps(gameId)) === null ? [] : null;
});

export const actionCount = query(function* (gameId: number) {
  const logged = (yield* get<{ n: number }>(`SELECT COUNT(*) AS n FROM actions WHERE game_id = ?`, gameId))!.n;
  return logged > 0 ? logged : ((yield* archivedCount.steps(gameId)) ?? 0);
});
