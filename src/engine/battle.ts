// Die-against-die battles: each side rolls, ties re-roll, the higher wins by the difference.
import type { Rng } from './rng';

export interface BattleResult {
  /** Every pair of rolls, ties included, in order: [a, b]. */
  rounds: Array<[number, number]>;
  winner: 'a' | 'b';
  /** Winner's roll minus loser's roll in the deciding round. */
  diff: number;
  /** The deciding round. */
  a: number;
  b: number;
}

export function dieBattle(rng: Rng, sides = 6): BattleResult {
  const rounds: Array<[number, number]> = [];
  for (;;) {
    const a = rng.die(sides);
    const b = rng.die(sides);
    rounds.push([a, b]);
    if (a !== b) return { rounds, winner: a > b ? 'a' : 'b', diff: Math.abs(a - b), a, b };
  }
}

/** "Face 5 v Guard 3" style text of every round, ties included. */
export function describeRounds(rounds: Array<[number, number]>, aName: string, bName: string): string {
  return rounds.map(([a, b]) => `${aName} ${a} v ${bName} ${b}${a === b ? ' (tie, re-roll)' : ''}`).join('; ');
}
