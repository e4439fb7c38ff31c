import { describe, expect, it } from 'vitest';
import { Rng, seedState } from '../../src/engine/rng';
import { nextSeat, nextToPlay, rollForFirst } from '../../src/engine/turnOrder';
import { english } from '../support/text';

const NAMES = ['A', 'B', 'C'];

describe('turn order', () => {
  it('the highest roll goes first and every roll is reported', () => {
    const res = rollForFirst(new Rng(seedState(1, [2, 5, 3])), 3);
    expect(res.first).toBe(1);
    expect(res.events.filter((e) => e.dice).map((e) => e.dice)).toEqual([[2], [5], [3]]);
  });

  it('only the tied players roll again', () => {
    const res = rollForFirst(new Rng(seedState(1, [6, 2, 6, 3, 4])), 3);
    expect(res.first).toBe(2);
    const rolled = res.events.filter((e) => e.dice).map((e) => english(e.text, undefined, NAMES).split(' ')[0]);
    expect(rolled).toEqual(['A', 'B', 'C', 'A', 'C']);
  });

  it('two dice per player add up', () => {
    const res = rollForFirst(new Rng(seedState(1, [6, 1, 3, 3])), 2, 2);
    expect(res.first).toBe(0); // 7 against 6
    expect(english(res.events[0].text, undefined, NAMES)).toBe('A rolls 6 + 1 = 7 for first turn');
  });

  it('next seat goes to the left and skips seats that are out', () => {
    expect(nextSeat(0, 4)).toBe(1);
    expect(nextSeat(3, 4)).toBe(0);
    expect(nextSeat(0, 4, (s) => s === 1 || s === 2)).toBe(3);
    expect(nextSeat(0, 2, () => true)).toBe(-1);
  });

  it('a seat that misses its turn is passed over once and reported', () => {
    const misses = (s: number) => s === 1;
    expect(nextToPlay(0, 4, () => false, misses)).toEqual({ seat: 2, missed: [1] });
    expect(
      nextToPlay(
        0,
        4,
        (s) => s === 2,
        (s) => s === 1 || s === 3,
      ),
    ).toEqual({ seat: 0, missed: [1, 3] });
  });

  it('when everyone else misses a turn the turn comes back round', () => {
    expect(
      nextToPlay(
        0,
        2,
        () => false,
        () => true,
      ),
    ).toEqual({ seat: 1, missed: [1, 0] });
    expect(
      nextToPlay(
        0,
        3,
        () => true,
        () => false,
      ),
    ).toEqual({ seat: -1, missed: [] });
  });
});
