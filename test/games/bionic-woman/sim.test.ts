import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/match';
import { isSpace } from '../../../src/games/bionic-woman/board';
import { isAdventure } from '../../../src/games/bionic-woman/cards';
import { score, type BionicState } from '../../../src/games/bionic-woman/state';
import { aiSeats, selfPlay } from '../../support/game';
import { allCards, game } from './helpers';
import { english } from '../../support/text';

const MAX_STEPS = 2000;

/** What must hold after every decision: the 40 cards conserved, sane positions and counts. */
function invariants(s: BionicState, before: BionicState): void {
  const cards = allCards(s);
  expect(cards).toHaveLength(40);
  expect(new Set(cards).size).toBe(40);
  expect(s.turnedUp).toBeLessThanOrEqual(5);
  expect(s.assignments.length).toBeLessThanOrEqual(s.turnedUp);
  expect(s.assignments.filter((a) => a.bonus === 100).length).toBeLessThanOrEqual(1);
  s.players.forEach((p, i) => {
    if (!p.out) expect(isSpace(p.at)).toBe(true);
    if (p.adventure) expect(isAdventure(p.adventure)).toBe(true);
    for (const c of p.held) expect(isAdventure(c)).toBe(false);
    expect(score(p)).toBeGreaterThanOrEqual(score(before.players[i]));
  });
}

const playOut = (n: number, seed: number) => {
  const { match: m, decisions } = selfPlay(game, aiSeats(n), seed, { maxSteps: MAX_STEPS, check: invariants });
  return { m, decisions };
};

describe('Bionic Woman simulations', () => {
  it('all-AI games of 2, 3 and 4 players end within a bounded number of steps, scored', () => {
    const endings = new Set<string>();
    for (const n of [2, 3, 4]) {
      for (const seed of [1, 2, 3, 4]) {
        const { m, decisions } = playOut(n, seed);
        const out = game.outcome(m.state);
        expect(out, `${n} players, seed ${seed}`).not.toBeNull();
        expect(decisions.length).toBeLessThan(MAX_STEPS);
        const best = Math.max(...m.state.players.map(score));
        for (const w of out!.winners) expect(score(m.state.players[w])).toBe(best);
        endings.add(english(out!.text, 'bionic-woman').split('.')[0]);
      }
    }
    expect(endings.has('The Top Secret Assignment is taken')).toBe(true);
  });

  it('replaying the seed and the decisions rebuilds the same match', () => {
    const { m, decisions } = playOut(3, 42);
    expect(decisions.length).toBeGreaterThan(50);
    expect(replay(game, aiSeats(3), {}, 42, [], decisions)).toEqual(m);
  });

  it('games where players leave midway still end', () => {
    for (const seed of [7, 8, 9]) {
      const { match: m } = selfPlay(game, aiSeats(4), seed, {
        maxSteps: MAX_STEPS,
        check: invariants,
        leave: { every: 50, most: 3, who: (s) => s.players.findIndex((p) => !p.out) },
      });
      expect(game.outcome(m.state), `seed ${seed}`).not.toBeNull();
    }
  });
});
