import { describe, expect, it } from 'vitest';
import { dieBattle, roundsText } from '../../src/engine/battle';
import { Rng, seedState } from '../../src/engine/rng';
import { english } from '../support/text';

describe('die-against-die battles', () => {
  it.each([
    { dice: [6, 4], winner: 'a', diff: 2 },
    { dice: [1, 5], winner: 'b', diff: 4 },
    { dice: [3, 3, 2, 2, 1, 6], winner: 'b', diff: 5 },
  ])('dice $dice: $winner wins by $diff (ties re-roll)', ({ dice, winner, diff }) => {
    const res = dieBattle(new Rng(seedState(1, dice)));
    expect(res.winner).toBe(winner);
    expect(res.diff).toBe(diff);
    expect(res.rounds.flat()).toEqual(dice);
  });

  it('describes every round, ties included', () => {
    const rounds: Array<[number, number]> = [
      [3, 3],
      [5, 2],
    ];
    expect(english(roundsText(rounds, { seat: 0 }, { seat: 1 }), undefined, ['Face', 'Amy'])).toBe(
      'Face 3 v Amy 3 (tie, re-roll); Face 5 v Amy 2',
    );
  });
});
