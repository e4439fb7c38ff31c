// core/: what every flow shares: dependencies and game shapes, seats, custom ids, faults, replay.
// The shared core of the services: what every flow is given (its dependencies), and the shapes
// of a loaded game. Loading itself is in records/load.ts; answers are built in messages/.
import type { Match } from '../../engine/match';
import type { AnyGame } from '../../engine/types';
import type { RenderBoard } from '../../render/contract';
import type * as store from '../../store';
import type { Actor } from '../contract';
import type { Texts } from './texts';

export type { AnyGame };

export interface Deps {
  store: store.Store;
  games: Map<string, AnyGame>;
  render: RenderBoard;
  seed: () => number;
  now: () => Date;
  rulesDir: string;
  /** The catalogues of the platform, the engine and every game, and their formatter. */
  texts: Texts;
  /** This process's name in claims (core/claims.ts): one per shard, or 'solo'. */
  worker: string;
  /** Hears what the operator's metrics count (a no-op unless the entry point gives one). */
  meter: Meter;
}

/** What the services tell the metrics (src/ops/metrics.ts): names of games and operations only, never a player. */
export interface Meter {
  /** A decision committed in a game of kind `game` (its id), by a player or by the auto-movers (AI, clock, forced). */
  decided(game: string, by: 'player' | 'auto'): void;
}

export const NO_METER: Meter = { decided: () => undefined };

export interface Loaded {
  row: store.GameRow;
  def: AnyGame;
  seats: store.SeatRow[];
}

/** A running game: its match is present. */
export interface Running extends Loaded {
  match: Match;
}

export const stamp = (deps: Deps): string => deps.now().toISOString();

export function running(l: Loaded): Running | null {
  return l.row.status === 'active' && l.row.match ? { ...l, match: l.row.match } : null;
}

export function seatOf(l: Loaded, actor: Actor): number {
  const s = l.seats.find((x) => !x.ai && x.userId === actor.userId);
  return s ? s.seat : -1;
}

export function isFinished(def: AnyGame, match: Match): boolean {
  return def.outcome(match.state) !== null || def.pending(match.state) === null;
}
