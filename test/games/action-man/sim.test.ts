import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/match';
import { actionMan, type ActionManState } from '../../../src/games/action-man';
import { CARD_IDS } from '../../../src/games/action-man/cards';
import { STEP_LIMIT } from '../../../src/games/action-man/state';
import { aiSeats, selfPlay } from '../../support/game';
import { unitsOf } from './helpers';

/** The step limit ends a game at the end of the turn in progress: a turn never takes this many decisions. */
const BOUND = STEP_LIMIT + 50;

/** What must hold after every decision: 19 units of each colour somewhere, 36 cards, squares only illustrated. */
function invariants(s: ActionManState): void {
  s.forces.forEach((f, seat) => {
    expect(unitsOf(s, seat)).toBe(19);
    expect(f.hq).toBeGreaterThanOrEqual(0);
    expect(f.lost).toBeGreaterThanOrEqual(0);
    if (f.out) {
      expect(s.squares.includes(seat)).toBe(false);
      expect(f.camp.every((n) => n === 0)).toBe(true);
    }
  });
  const cards = [...s.deck.draw, ...s.deck.discard];
  const inPlay = s.await.kind === 'throw' ? [s.await.combat.card] : [];
  expect(new Set([...cards, ...inPlay]).size).toBe(CARD_IDS.length);
  expect(cards.length + inPlay.length).toBe(CARD_IDS.length);
}

const playOut = (n: number, seed: number, check = true) => {
  const { match: m, decisions } = selfPlay(actionMan, aiSeats(n), seed, {
    maxSteps: BOUND,
    check: check ? invariants : undefined,
  });
  return { m, decisions };
};

describe('Action Man simulations', () => {
  it('all-AI games of 2, 3 and 4 players end with a winner within the step bound, units and cards conserved', () => {
    for (const n of [2, 3, 4]) {
      for (const seed of [1, 2, 3, 4]) {
        const { m, decisions } = playOut(n, seed);
        const out = actionMan.outcome(m.state);
        expect(out, `${n} players, seed ${seed}`).not.toBeNull();
        expect(out!.winners.length).toBeGreaterThanOrEqual(1);
        expect(decisions.length).toBeLessThan(BOUND);
      }
    }
  });

  it('many all-AI 4-player games all end within the bound', () => {
    const lengths: number[] = [];
    for (let seed = 100; seed < 130; seed++) {
      const { m, decisions } = playOut(4, seed, false);
      expect(actionMan.outcome(m.state), `seed ${seed}`).not.toBeNull();
      lengths.push(decisions.length);
    }
    expect(Math.max(...lengths)).toBeLessThan(BOUND);
  });

  it('replaying the seed and the decisions rebuilds the same match', () => {
    const { m, decisions } = playOut(4, 42);
    expect(decisions.length).toBeGreaterThan(50);
    const again = replay(actionMan, aiSeats(4), {}, 42, [], decisions);
    expect(again).toEqual(m);
  });

  it('games where players leave midway (the one to move first) still end with a winner', () => {
    for (const seed of [7, 8, 9]) {
      const { match: m } = selfPlay(actionMan, aiSeats(4), seed, {
        maxSteps: BOUND,
        check: invariants,
        leave: { every: 40, most: 2, who: (s) => actionMan.pending(s)!.player },
      });
      expect(actionMan.outcome(m.state), `seed ${seed}`).not.toBeNull();
    }
  });
});
