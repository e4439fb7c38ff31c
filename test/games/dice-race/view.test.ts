import { describe, expect, it } from 'vitest';
import { diceRace } from '../../../src/games/dice-race';
import { act, build, forced, say } from './helpers';

describe('views', () => {
  it("a player's view holds their own hand only; hand() names the cards", () => {
    const s = build({ hands: [['c1', 'c5'], ['c3']] });
    expect(diceRace.view(s, 0).hand).toEqual(['c1', 'c5']);
    expect(JSON.stringify(diceRace.view(s, 0))).not.toContain('c3');
    expect(diceRace.view(s, null).hand).toEqual([]);
    const hand = diceRace.hand(s, 1).map((c) => ({ id: c.id, name: say(c.name), text: say(c.text) }));
    expect(hand).toEqual([{ id: 'c3', name: 'Nap', text: 'Another player misses their next turn.' }]);
    expect(diceRace.hand(s, 1).map((c) => say(c.name, 'hu'))).toEqual(['Szundi']);
  });

  it('scene: a token per player on its space with an initial, the last move highlighted, the leader noted', () => {
    const r = act(build({ pos: [2, 9] }), 'roll', forced(3));
    const scene = diceRace.scene(r.state);
    expect({ ...scene, notes: scene.notes?.map((n) => say(n)) }).toEqual({
      tokens: [
        { seat: 0, space: 's5', label: 'A' },
        { seat: 1, space: 's9', label: 'B' },
      ],
      highlight: ['s2', 's3', 's4', 's5'],
      notes: ['Leader on 9'],
    });
    expect(diceRace.status(r.state).map((l) => say(l))).toEqual(['alice: space 5', 'bob: space 9']);
    expect(diceRace.status(r.state).map((l) => say(l, 'fr'))).toEqual(['alice\u00a0: case 5', 'bob\u00a0: case 9']);
  });
});
