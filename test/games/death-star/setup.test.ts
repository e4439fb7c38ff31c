import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/engine/match';
import { deathStar } from '../../../src/games/death-star';
import { say } from './helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ai: false }));

describe('set-up', () => {
  it('declares 2-4 players in Red, Blue, Green and Yellow', () => {
    expect([deathStar.minPlayers, deathStar.maxPlayers]).toEqual([2, 4]);
    expect(deathStar.roles.map((r) => say(r))).toEqual(['Red', 'Blue', 'Green', 'Yellow']);
    expect(deathStar.roles.map((r) => say(r, { locale: 'hu' }))).toEqual(['Piros', 'Kék', 'Zöld', 'Sárga']);
    expect(new Set(deathStar.colors).size).toBe(4);
    expect(deathStar.version).toBe(2);
  });

  it('puts both tokens of each player in their own Trash Compactor area and shuffles the 52 Force cards', () => {
    const { match } = createMatch(deathStar, seats(3), {}, 5);
    const s = match.state;
    s.players.forEach((p, seat) => {
      expect(p.tokens.luke.at).toBe(`tc${seat}`);
      expect(p.tokens.han.at).toBe(`tc${seat}`);
      expect([p.blueprint, p.tractor, p.hand.length, p.ship]).toEqual([false, false, 0, null]);
    });
    expect(s.deck.draw.length).toBe(52);
    expect(new Set(s.deck.draw).size).toBe(52);
    const other = createMatch(deathStar, seats(3), {}, 6).match.state;
    expect(other.deck.draw).not.toEqual(s.deck.draw);
  });

  it('the highest spin goes first; the tied spin again; every spin is a typed spin', () => {
    // Red 2, Blue 3, Green 3: Blue and Green tie and spin again: Blue 1, Green 2.
    const { match, events } = createMatch(deathStar, seats(3), {}, 1, ['spin:2', 'spin:3', 'spin:3', 'spin:1', 'spin:2']);
    expect(match.state.turn.player).toBe(2);
    const text = events.map((e) => say(e.text));
    expect(text).toContain('Tie between Blue and Green: they spin again');
    expect(text[text.length - 1]).toBe('Green goes first');
    const spun = events.flatMap((e) => e.chance ?? []);
    expect(spun.map((c) => c.kind)).toEqual(['spin', 'spin', 'spin', 'spin', 'spin']);
    expect(spun.map((c) => (c.kind === 'spin' ? c.value : 0))).toEqual([2, 3, 3, 1, 2]);
    // The tie reads as a tie: no spin shows a WIN or LOSE band.
    expect(spun.filter((c) => 'band' in c)).toEqual([]);
    expect(events.some((e) => e.dice)).toBe(false);
    expect(match.lastChance?.length).toBe(5);
  });
});
