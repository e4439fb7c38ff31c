import { describe, expect, it } from 'vitest';
import { HQ } from '../../../src/games/bionic-woman/board';
import { act, build, en, game, loc, rollDrive, seatLines, type Build } from './helpers';

// Location 2 is worth 30 points.
const atAdventure = (extra: Partial<Build> = {}) =>
  build({ at: [loc(2), HQ], adventures: [2, 31], await: { kind: 'reach' }, top: [7], ...extra });

describe('reaching the location of her adventure', () => {
  it('the choice: take the points, or risk the bionic roll', () => {
    const p = game.pending(atAdventure())!;
    expect(en(p.prompt)).toBe('Take the 30 points, or risk the bionic roll?\nYou have reached your adventure at 2.');
    expect(p.choices.map((c) => [c.id, en(c.label)])).toEqual([
      ['take', 'Take the 30 points'],
      ['bionic', 'Bionic roll: 7+ doubles to 60, less loses the card'],
    ]);
  });

  it('taking the points keeps the card (on the right) and she draws a new adventure at once', () => {
    const { state, text } = act(atAdventure(), 'take');
    expect(state.players[0].won).toEqual([{ card: 'c2', points: 30, doubled: false, bonus: 0 }]);
    expect(state.players[0].adventure).toBe('c7');
    expect(text).toBe("P0 completes the adventure at 2: 30 points\nP0's new adventure: 7 (25 pts)");
    expect(state.turn).toBe(1);
    expect(seatLines(state)[0]).toBe('30 pts · adv 7');
  });

  it('the bionic roll: 7 or more doubles the points (the card kept on the left)', () => {
    for (const [a, b] of [
      [3, 4],
      [6, 5],
      [1, 6],
    ]) {
      const { state, events } = act(atAdventure(), 'bionic', a, b);
      expect(state.players[0].won).toEqual([{ card: 'c2', points: 30, doubled: true, bonus: 0 }]);
      expect(events[0]).toMatchObject({ dice: [a, b] });
      expect(en(events[0].text)).toContain('the adventure at 2 is doubled to 60 points');
      expect(seatLines(state)[0]).toBe('60 pts · adv 7');
    }
  });

  it('the bionic roll: less than 7 fails, the card goes to the bottom of the deck and she draws a new adventure', () => {
    const before = atAdventure();
    const { state, text } = act(before, 'bionic', 2, 4);
    expect(state.players[0].won).toEqual([]);
    expect(state.deck[0]).toBe('c2');
    expect(state.deck).toHaveLength(before.deck.length);
    expect(state.players[0].adventure).toBe('c7');
    expect(text).toContain(
      "2 + 4 = 6, under 7: the adventure at 2 fails and its card goes to the bottom of the deck\nP0's new adventure: 7 (25 pts)",
    );
  });

  it('the doubles of a bionic roll turn up no assignment', () => {
    for (const [a, b] of [
      [6, 6],
      [1, 1],
    ]) {
      const { state } = act(atAdventure(), 'bionic', a, b);
      expect(state.assignments).toEqual([]);
      expect(state.turnedUp).toBe(0);
    }
  });

  it('a special card drawn is kept privately and she draws again until an adventure comes', () => {
    const { state, text } = act(atAdventure({ top: ['steve', 'hq', 9] }), 'take');
    expect(state.players[0].held).toEqual(['c37', 'c40']);
    expect(state.players[0].adventure).toBe('c9');
    expect(text).toContain(
      'P0 draws a special card, keeps it and draws again\nP0 draws a special card, keeps it and draws again',
    );
    expect(text).not.toMatch(/STEVE|H\.Q\.|AIRPORT/);
  });

  it('Choice: a new adventure where she already stands is reached at the start of her next turn', () => {
    // The deck: GO TO H.Q. only; the failed card goes under it and comes straight back.
    let s = act(atAdventure({ top: undefined, deck: ['hq'] }), 'bionic', 1, 2).state;
    expect(s.players[0].adventure).toBe('c2');
    expect(s.turn).toBe(1);
    s = act(rollDrive(s, 2, 3), 'to:r99').state;
    expect(s.turn).toBe(0);
    expect(s.await).toEqual({ kind: 'reach' });
    expect(game.pending(s)!.choices.map((c) => c.id)).toEqual(['take', 'bionic']);
  });
});
