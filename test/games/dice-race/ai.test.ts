import { describe, expect, it } from 'vitest';
import { diceRace } from '../../../src/games/dice-race';
import { selfPlay } from '../../support/game';
import { aiPick, build } from './helpers';

const choose = (s: ReturnType<typeof build>) => aiPick(s, 1);

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
      const seats = ['a', 'b', 'c'].map((name) => ({ name, ai: true }));
      const { match } = selfPlay(diceRace, seats, seed, { maxSteps: 2000 });
      expect(diceRace.outcome(match.state)).not.toBeNull();
    }
  });
});
