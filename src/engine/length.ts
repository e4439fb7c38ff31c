// How long a game runs, from all-AI self-play: player-turns (a run of decisions by one seat is
// one turn, as the platform counts them) per game, seeded so that the figures can be checked.
import { aiDecision, applyDecision, createMatch } from './match';
import type { AnyGame } from './types';

/** A bound far above any real game: a self-play game that reaches it is a bug, reported. */
const MAX_DECISIONS = 20_000;

/** Player-turns of one all-AI game of `players` seats from `seed`. */
export function playerTurns(def: AnyGame, players: number, seed: number): number {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `AI ${i + 1}`, ai: true }));
  let match = createMatch(def, seats, {}, seed).match;
  let turns = 0;
  let last: number | null = null;
  for (let pending = def.pending(match.state); pending; pending = def.pending(match.state)) {
    if (match.step >= MAX_DECISIONS) throw new Error(`${def.id} seed ${seed}: no end after ${MAX_DECISIONS} decisions`);
    if (pending.player !== last) turns++;
    last = pending.player;
    const res = applyDecision(def, match, aiDecision(def, match, pending)!, pending);
    if (!res.ok) throw new Error(`${def.id} seed ${seed}: AI choice refused (${res.error})`);
    match = res.value.match;
  }
  return turns;
}

export interface Length {
  /** Median player-turns, and the 90th percentile: a long game of this kind. */
  median: number;
  p90: number;
  games: number;
}

/** Player-turns of `games` all-AI games (seeds 1..games), summed up. */
export function lengthOf(def: AnyGame, players: number, games: number): Length {
  const turns = Array.from({ length: games }, (_, i) => playerTurns(def, players, i + 1)).sort((a, b) => a - b);
  const at = (q: number) => turns[Math.min(turns.length - 1, Math.floor(q * turns.length))];
  return { median: at(0.5), p90: at(0.9), games };
}
