import { describe, expect, it } from 'vitest';
import { diceRace } from '../../../src/games/dice-race';
import { act, build, choiceIds, forced } from './helpers';

// c1 Hop, c2 Trip, c3 Nap (the kinds in turn).
describe('cards', () => {
  it('one card may be played before the roll, a secret choice; its player draws a new one and still rolls', () => {
    const s = build({ pos: [4, 10], hands: [['c1', 'c2'], []] });
    const p = diceRace.pending(s)!;
    expect(p.choices.filter((c) => c.card).every((c) => c.secret)).toBe(true);
    const r = act(s, 'card:c1');
    expect(r.state.hands[0]).toHaveLength(2);
    expect(r.state.hands[0]).not.toContain('c1');
    expect(r.state.deck.discard).toEqual(['c1']);
    expect(r.state.turn).toBe(0);
    // One card a turn: only the roll is left.
    expect(choiceIds(r.state)).toEqual(['roll']);
  });

  it('Hop moves its player ahead 2', () => {
    const r = act(build({ pos: [4, 10], hands: [['c1'], []] }), 'card:c1');
    expect(r.text).toBe('alice plays Hop and moves to 6');
    expect(r.state.pos[0]).toBe(6);
  });

  it('Trip sends another player back 3 (never behind START)', () => {
    const r = act(build({ pos: [4, 10], hands: [['c2'], []] }), 'card:c2:1');
    expect(r.text).toBe('alice plays Trip: bob goes back to 7');
    expect(act(build({ pos: [4, 1], hands: [['c2'], []] }), 'card:c2:1').state.pos[1]).toBe(0);
  });

  it('Nap: the other player misses their next turn', () => {
    const napped = act(build({ pos: [4, 10, 2], hands: [['c3'], [], []] }), 'card:c3:1');
    const rolled = act(napped.state, 'roll', forced(2));
    expect(rolled.text).toContain('bob is napping and misses a turn');
    expect(rolled.state.turn).toBe(2);
  });
});
