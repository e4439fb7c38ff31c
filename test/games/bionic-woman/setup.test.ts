import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/engine/match';
import { HQ } from '../../../src/games/bionic-woman/board';
import { isAdventure } from '../../../src/games/bionic-woman/cards';
import { allCards, en, game } from './helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ai: false }));

describe('set-up', () => {
  it('declares 2-4 players, one marker colour each', () => {
    expect([game.minPlayers, game.maxPlayers]).toEqual([2, 4]);
    expect(new Set(game.colors).size).toBe(4);
    expect(game.roles.map(en)).toEqual(['Red', 'Blue', 'Green', 'Yellow']);
    expect(game.version).toBe(2);
  });

  it('every marker starts at H.Q., each player with one adventure dealt face up, never a special card', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const { match, events } = createMatch(game, seats(4), {}, seed);
      const s = match.state;
      for (const p of s.players) {
        expect(p.at).toBe(HQ);
        expect(p.adventure !== null && isAdventure(p.adventure)).toBe(true);
        expect(p.held).toEqual([]);
      }
      expect(en(events[0].text)).toMatch(
        /^Everyone starts at H\.Q\. The first adventures are dealt face up: P0 \d+ \(\d+ pts\), P1 \d+ \(\d+ pts\), P2 .*, and P3 \d+ \(\d+ pts\)$/,
      );
    }
  });

  it('the special cards are shuffled back in: the deck holds the other 36, specials anywhere in it', () => {
    const specialsOnTop = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = createMatch(game, seats(4), {}, seed).match.state;
      expect(s.deck).toHaveLength(36);
      expect(new Set(allCards(s)).size).toBe(40);
      expect(s.deck.filter((c) => !isAdventure(c))).toHaveLength(4);
      // Where the highest special card lies: spread through the deck, not left at one end.
      specialsOnTop.add(Math.max(...s.deck.flatMap((c, i) => (isAdventure(c) ? [] : [i]))));
    }
    expect(specialsOnTop.size).toBeGreaterThan(5);
  });

  it('everyone rolls both dice; the high roll goes first, ties roll again; every die is reported, typed', () => {
    // Red 3+4, Blue 6+1, Green 2+5: all 7, they roll again: Red 2+2, Blue 6+5, Green 1+1.
    const { match, events } = createMatch(game, seats(3), {}, 9, [3, 4, 6, 1, 2, 5, 2, 2, 6, 5, 1, 1]);
    expect(match.state.turn).toBe(1);
    const rolls = events.filter((e) => e.dice);
    expect(rolls.map((e) => e.dice)).toEqual([
      [3, 4],
      [6, 1],
      [2, 5],
      [2, 2],
      [6, 5],
      [1, 1],
    ]);
    for (const e of rolls) expect(e.chance).toEqual(e.dice!.map((value) => ({ kind: 'die', value, sides: 6 })));
    expect(events.map((e) => en(e.text))).toContain('Tie between P0, P1, and P2: they roll again');
    expect(en(events[events.length - 1].text)).toBe('P1 goes first');
    expect(match.state.await).toEqual({ kind: 'turn' });
  });
});
