// A sensible computer player, deciding from the public view only.
import type { Rng } from '../../engine/rng';
import type { Pending } from '../../engine/types';
import { MAX_THROWS, type ActionManAction } from './state';
import type { ActionManView } from './view';

/** Chance that one throw of five dice scores k (each die scores with chance 1/3). */
const THROW: number[] = [0, 1, 2, 3, 4, 5].map((k) => {
  const binom = [1, 5, 10, 10, 5, 1][k];
  return binom * (1 / 3) ** k * (2 / 3) ** (5 - k);
});

/**
 * keepBetter[left][score]: keeping `score` with `left` throws still allowed wins at least as
 * often as throwing again. The defender's last throw is one plain throw whatever their number
 * of throws, and a tie is a new battle, worth `fresh` to the challenger; `fresh` is solved by
 * iterating to its fixed point.
 */
function solve(): boolean[][] {
  let fresh = 0.5;
  let table: boolean[][] = [];
  for (let round = 0; round < 60; round++) {
    const keep = (score: number): number => {
      let v = 0;
      for (let d = 0; d < 6; d++) v += THROW[d] * (d < score ? 1 : d === score ? fresh : 0);
      return v;
    };
    // best[left][score]: value of holding `score` with `left` more throws allowed.
    const best: number[][] = [[0, 1, 2, 3, 4, 5].map(keep)];
    table = [[0, 1, 2, 3, 4, 5].map(() => true)];
    for (let left = 1; left < MAX_THROWS; left++) {
      const rethrow = THROW.reduce((v, p, k) => v + p * best[left - 1][k], 0);
      best.push([0, 1, 2, 3, 4, 5].map((k) => Math.max(keep(k), rethrow)));
      table.push([0, 1, 2, 3, 4, 5].map((k) => keep(k) >= rethrow));
    }
    fresh = THROW.reduce((v, p, k) => v + p * best[MAX_THROWS - 1][k], 0);
  }
  return table;
}

export const KEEP_BETTER: boolean[][] = solve();

/** Units left to a force: in HQ and on illustrated squares. */
function strength(v: ActionManView, seat: number): number {
  let n = v.forces[seat].hq;
  for (const h of v.squares) if (h === seat) n++;
  return n;
}

/**
 * An exchange gives each side a unit back: it favours the side that needs units more. Worth it
 * when we are no stronger than the other side, or short of units in HQ (danger squares).
 */
function exchangeFavours(v: ActionManView, me: number, other: number): boolean {
  return v.forces[me].hq <= 3 || strength(v, me) <= strength(v, other);
}

/** HQ units kept back before claiming: an empty HQ on a danger square is fatal. */
const CLAIM_RESERVE = 2;

export function ai(v: ActionManView, pending: Pending<ActionManAction>, _rng: Rng): string {
  const me = pending.player;
  const a = v.await;
  switch (a.kind) {
    case 'turn':
      return 'roll';
    case 'throw': {
      const left = MAX_THROWS - a.combat.throws;
      return KEEP_BETTER[left][a.combat.score] ? 'keep' : 'again';
    }
    case 'yield': {
      // Every square is worth the same unit: give up the first.
      return pending.choices[0].id;
    }
    case 'claim':
      return v.forces[me].hq > CLAIM_RESERVE ? 'claim' : 'leave';
    case 'offer':
      return exchangeFavours(v, me, a.to) ? 'offer' : 'no-offer';
    case 'answer':
      return exchangeFavours(v, me, a.from) ? 'accept' : 'decline';
    default: {
      const never: never = a;
      throw new Error(`unhandled await ${JSON.stringify(never)}`);
    }
  }
}
