import { describe, expect, it } from 'vitest';
import { Rng, seedState } from '../../../src/engine/rng';
import { ateam } from '../../../src/games/ateam';
import { CARD_IDS, CARDS, CARD_KINDS, cardKind } from '../../../src/games/ateam/cards';
import { words } from '../../support/text';
import { en } from './helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ai: false }));

describe('A-Team set-up', () => {
  it('the deck holds the 35 rulebook cards', () => {
    expect(CARD_IDS.length).toBe(35);
    const counts = Object.fromEntries(CARD_KINDS.map((k) => [k, CARD_IDS.filter((c) => cardKind(c) === k).length]));
    expect(counts).toEqual({ sidetracked: 5, roving: 5, tells: 4, smooths: 4, shove: 5, lab1: 4, lab2: 4, lab3: 4 });
    expect(CARDS.shove.steps).toBe(2);
    expect(CARDS.smooths.steps).toBe(4);
    expect([CARDS.lab1.steps, CARDS.lab2.steps, CARDS.lab3.steps]).toEqual([3, 5, 7]);
  });

  it('deals 3 secret cards each, everyone on START facing in, the rest face down', () => {
    for (const n of [2, 3, 4]) {
      const { state } = ateam.setup({ seats: seats(n), options: {}, rng: new Rng(seedState(7)) });
      expect(state.players).toHaveLength(n);
      for (const p of state.players) {
        expect(p.hand).toHaveLength(3);
        expect(p.pos).toBe(0);
        expect(p.facing).toBe('in');
      }
      const all = [...state.deck.draw, ...state.players.flatMap((p) => p.hand)];
      expect(new Set(all).size).toBe(35);
      expect(state.formula).toBeNull();
    }
  });

  it('everyone rolls both dice for the first turn; the highest total goes first, a tie re-rolls, every die is shown', () => {
    // Hannibal 5+3=8, Face 2+6=8, Murdock 1+2=3: Hannibal and Face re-roll 4+4 v 6+5 — Face goes first.
    const { state, events } = ateam.setup({
      seats: seats(3),
      options: {},
      rng: new Rng(seedState(1, [5, 3, 2, 6, 1, 2, 4, 4, 6, 5])),
    });
    expect(state.turn.player).toBe(1);
    const rolls = events.filter((e) => e.dice);
    expect(rolls.map((e) => e.dice)).toEqual([
      [5, 3],
      [2, 6],
      [1, 2],
      [4, 4],
      [6, 5],
    ]);
    const text = events.map((e) => en(e.text)).join('\n');
    expect(text).toContain('Tie between Ann and Bob');
    expect(text).toContain('Bob goes first');
  });

  it('declares 2-4 players, the four roles and four distinct colours', () => {
    expect([ateam.minPlayers, ateam.maxPlayers]).toEqual([2, 4]);
    expect(ateam.roles.map(en)).toEqual(['Hannibal', 'Face', 'Murdock', 'Amy']);
    // The French and Hungarian boxes' names for the team.
    expect(ateam.roles.map((r) => words(r, { game: 'ateam', locale: 'fr' }))).toEqual(['Hannibal', 'Futé', 'Looping', 'Amy']);
    expect(ateam.roles.map((r) => words(r, { game: 'ateam', locale: 'hu' }))).toEqual(['Hannibal', 'Szépfiú', 'Murdock', 'Amy']);
    expect(new Set(ateam.colors).size).toBe(4);
  });
});
