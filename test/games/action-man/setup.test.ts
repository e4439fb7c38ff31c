import { en } from './helpers';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/engine/match';
import { actionMan } from '../../../src/games/action-man';
import { CARD_IDS } from '../../../src/games/action-man/cards';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ai: false }));

describe('set-up', () => {
  it('declares 2-4 players as Red, Blue, Yellow and Green in four distinct colours', () => {
    expect([actionMan.minPlayers, actionMan.maxPlayers]).toEqual([2, 4]);
    expect(actionMan.roles.map(en)).toEqual(['Red', 'Blue', 'Yellow', 'Green']);
    expect(new Set(actionMan.colors).size).toBe(4);
    expect(actionMan.version).toBe(2);
  });

  it('each commander on its corner start square, 19 units in each HQ, empty camps and squares, 36 combat cards face down', () => {
    const { match } = createMatch(actionMan, seats(3), {}, 5, [4, 2, 1]);
    const s = match.state;
    expect(s.forces.map((f) => f.pos)).toEqual([0, 12, 24]);
    expect(s.forces.map((f) => f.hq)).toEqual([19, 19, 19]);
    expect(s.forces.every((f) => f.camp.every((n) => n === 0) && f.lost === 0 && !f.out)).toBe(true);
    expect(s.squares.every((h) => h === null)).toBe(true);
    expect([...s.deck.draw].sort()).toEqual([...CARD_IDS].sort());
    expect(s.deck.discard).toEqual([]);
  });

  it('everyone rolls the die once, the highest goes first (tied players roll again), each roll shown as a die', () => {
    // Red 3, Blue 5, Yellow 5, Green 1: Blue and Yellow roll again, 2 against 6.
    const { match, events } = createMatch(actionMan, seats(4), {}, 5, [3, 5, 5, 1, 2, 6]);
    expect(match.state.turn).toBe(2);
    const text = events.map((e) => en(e.text)).join('\n');
    expect(text).toContain('Tie between Blue and Yellow: they roll again');
    expect(text).toContain('Yellow goes first');
    const rolls = events.filter((e) => e.chance);
    expect(rolls.map((e) => e.chance)).toEqual([3, 5, 5, 1, 2, 6].map((value) => [{ kind: 'die', value, sides: 6 }]));
    expect(actionMan.pending(match.state)).toMatchObject({
      player: 2,
      prompt: { key: 'prompt.roll' },
      choices: [{ id: 'roll', roll: true }],
    });
  });
});
