import { describe, expect, it } from 'vitest';
import { Rng, seedState } from '../../../src/engine/rng';
import { aiDecision, applyDecision, createMatch } from '../../../src/engine/match';
import { diceRace } from '../../../src/games/dice-race';
import { build } from './helpers';

const choose = (s: ReturnType<typeof build>, seat = s.turn) =>
  diceRace.ai(diceRace.view(s, seat), diceRace.pending(s)!, new Rng(seedState(1)));

describe('the AI', () => {
  it('after a six it jumps as far as it may; it stays when it is already furthest', () => {
    expect(choose(build({ pos: [8, 0], jump: true }))).toBe('jump:38');
    expect(choose(build({ pos: [38, 0], jump: true }))).toBe('stay');
  });

  it('plays Hop when it holds one', () => {
    expect(choose(build({ hands: [['c2', 'c4'], []] }))).toBe('card:c4');
  });

  it('plays whole games to the end with legal choices only', () => {
    for (const seed of [1, 2, 3]) {
      let match = createMatch(
        diceRace,
        ['a', 'b', 'c'].map((name) => ({ name, ai: true })),
        {},
        seed,
      ).match;
      for (let i = 0; i < 2000 && diceRace.outcome(match.state) === null; i++) {
        const r = applyDecision(diceRace, match, aiDecision(diceRace, match)!);
        expect(r.ok).toBe(true);
        if (r.ok) match = r.value.match;
      }
      expect(diceRace.outcome(match.state)).not.toBeNull();
    }
  });
});
