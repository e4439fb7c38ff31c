// What an operator watches of the store (the metrics' gauges and the readiness probe): live
// games counted by game and state, what is owed to Discord, and a statement that only answers.
import { all, get, query, type Steps } from './query';

/** A live game's state as the metrics count it: a lobby, a game whose turn clock runs, or one without a clock (it waits for its players only). */
export type WatchedState = 'lobby' | 'active' | 'paused';

export interface GameCount {
  game: string;
  state: WatchedState;
  count: number;
}

export interface Backlog {
  /** Games whose turn message or thread is owed to Discord. */
  owed: number;
  /** The oldest of their last changes (ISO), when any is owed: the moment the oldest became owed, or earlier. */
  owedSince: string | null;
  /** The outbox rows (reminders, notices) still owed, by id. */
  outbox: number[];
}

/** Live games by game and state (COUNT is a BIGINT in PostgreSQL, which pg/pool.ts reads as a number). */
export const CENSUS_SQL = `SELECT game,
  CASE WHEN status = 'lobby' THEN 'lobby' WHEN deadline IS NULL THEN 'paused' ELSE 'active' END AS state,
  COUNT(*) AS count
  FROM games WHERE status IN ('lobby', 'active') GROUP BY 1, 2 ORDER BY 1, 2`;

/** Owed turn messages and threads: as duePosts counts them, whatever their next try's time. */
export const OWED_SQL = `SELECT COUNT(*) AS owed, MIN(updated_at) AS since FROM games
  WHERE (owed = 1 OR placed = 0) AND status IN ('active', 'finished')`;

/** Outbox rows still meant (their game runs, their turn has not ended), as dueOutbox keeps them. */
export const OUTBOX_SQL = `SELECT id FROM outbox WHERE EXISTS (
  SELECT 1 FROM games g WHERE g.id = outbox.game_id AND g.status = 'active'
    AND (outbox.deadline IS NULL OR g.deadline = outbox.deadline)) ORDER BY id`;

export const census = query(() => all<GameCount>(CENSUS_SQL));

export const backlog = query(function* (): Steps<Backlog> {
  const o = (yield* get<{ owed: number; since: string | null }>(OWED_SQL))!;
  const outbox = (yield* all<{ id: number }>(OUTBOX_SQL)).map((r) => r.id);
  return { owed: o.owed, owedSince: o.since, outbox };
});

/** One statement that reads nothing: the store answers. */
export const ping = query(function* () {
  return (yield* get<{ one: number }>('SELECT 1 AS one'))?.one === 1;
});
