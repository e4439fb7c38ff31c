import { describe, expect, it } from 'vitest';
import { diceRace } from '../../../src/games/dice-race';
import { act, build, forced } from './helpers';

describe('views', () => {
  it("a player's view holds their own hand only; hand() names the cards", () => {
    const s = build({ hands: [['c1', 'c5'], ['c3']] });
    expect(diceRace.view(s, 0).hand).toEqual(['c1', 'c5']);
    expect(JSON.stringify(diceRace.view(s, 0))).not.toContain('c3');
    expect(diceRace.view(s, null).hand).toEqual([]);
    expect(diceRace.hand(s, 1)).toEqual([{ id: 'c3', name: 'Nap', text: 'Another player misses their next turn.' }]);
  });

  it('scene: a token per player on its space with an initial, the last move highlighted, the leader noted', () => {
    const r = act(build({ pos: [2, 9] }), 'roll', forced(3));
    expect(diceRace.scene(r.state)).toEqual({
      tokens: [
        { seat: 0, space: 's5', label: 'A' },
        { seat: 1, space: 's9', label: 'B' },
      ],
      highlight: ['s2', 's3', 's4', 's5'],
      notes: ['Leader on 9'],
    });
    expect(diceRace.status(r.state)).toEqual(['alice: space 5', 'bob: space 9']);
  });
});
