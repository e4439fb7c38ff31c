import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/engine/match';
import { diceRace } from '../../../src/games/dice-race';
import { words } from '../../support/text';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ai: false }));

describe('set-up', () => {
  it('declares 2-4 players in Red, Blue, Green and Yellow, with secret cards', () => {
    expect([diceRace.minPlayers, diceRace.maxPlayers]).toEqual([2, 4]);
    expect(diceRace.roles.map((r) => words(r, { game: 'dice-race' }))).toEqual(['Red', 'Blue', 'Green', 'Yellow']);
    expect(new Set(diceRace.colors).size).toBe(4);
    expect(diceRace.cards).toBe(true);
  });

  it('everyone starts on START with three secret cards; the rest of the twelve are the deck', () => {
    const { match } = createMatch(diceRace, seats(3), {}, 4);
    const s = match.state;
    expect(s.pos).toEqual([0, 0, 0]);
    expect(s.hands.map((h) => h.length)).toEqual([3, 3, 3]);
    const all = [...s.hands.flat(), ...s.deck.draw];
    expect(new Set(all).size).toBe(12);
    expect(diceRace.view(s, 1).hand).toEqual(s.hands[1]);
    expect(JSON.stringify(diceRace.view(s, 1))).not.toContain(`"${s.hands[0][0]}"`);
  });

  it('the highest roll goes first; the tied roll again, and every roll is an event', () => {
    // P0 5, P1 6, P2 6: P1 and P2 roll again: 2, 4.
    const { match, events } = createMatch(diceRace, seats(3), {}, 1, [5, 6, 6, 2, 4]);
    expect(match.state.turn).toBe(2);
    expect(events.map((e) => words(e.text, { game: 'dice-race', names: ['P0', 'P1', 'P2'] }))).toEqual([
      'P0 rolls 5 for first turn',
      'P1 rolls 6 for first turn',
      'P2 rolls 6 for first turn',
      'Tie between P1 and P2: they roll again',
      'P1 rolls 2 for first turn',
      'P2 rolls 4 for first turn',
      'P2 goes first',
    ]);
  });
});
