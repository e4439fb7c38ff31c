// Die-against-die battles: each side rolls, ties re-roll, the higher wins by the difference.
import type { Rng } from './rng';
import { tx, type Text, type TextParam } from './text';

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

/** The rounds as a Text: "Face 5 v Guard 5 (tie, re-roll); Face 4 v Guard 2", each side named by a parameter. */
export function roundsText(rounds: Array<[number, number]>, a: TextParam, b: TextParam): Text {
  return rounds
    .slice(0, -1)
    .reduceRight<Text>(
      (rest, r) => tx('engine:battle.then', { first: roundText(r, a, b), rest }),
      roundText(rounds[rounds.length - 1], a, b),
    );
}

/** One round (a module function: tsx names each closure made, a property definition per battle). */
function roundText([av, bv]: [number, number], a: TextParam, b: TextParam): Text {
  return tx(av === bv ? 'engine:battle.tie' : 'engine:battle.round', { a, av, b, bv });
}

/** What the picture labels a battle's dice with: its deciding round ("Face 4 v Guard 2"). */
export const battleLabel = (rounds: Array<[number, number]>, a: TextParam, b: TextParam): Text =>
  roundsText(rounds.slice(-1), a, b);
