import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/match';
import { atcha, type AtchaState } from '../../../src/games/atcha';
import { BASE, FOOT, HOME } from '../../../src/games/atcha/board';
import { route, sameSide } from '../../../src/games/atcha/sides';
import { selfPlay } from '../../support/game';

/** After every step: pieces in range, and no square shared by opponents (a hit or a block always happened). */
function checkInvariants(s: AtchaState): void {
  const seen = new Map<string, number>();
  s.pieces.forEach((ps, seat) =>
    ps.forEach((pos) => {
      expect(pos).toBeGreaterThanOrEqual(BASE);
      expect(pos).toBeLessThanOrEqual(HOME);
      if (pos === BASE || pos > FOOT) return;
      const sq = route(s, seat)[pos];
      const other = seen.get(sq);
      if (other !== undefined) expect(sameSide(s, seat, other), `opponents share ${sq}`).toBe(true);
      seen.set(sq, seat);
    }),
  );
}

const seatsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, ai: true }));

// An AI pick not offered fails the match where it happens (selfPlay).
const playOut = (n: number, seed: number, maxSteps: number) =>
  selfPlay(atcha, seatsOf(n), seed, { maxSteps, check: checkInvariants });

describe('all-AI simulation', () => {
  for (const n of [2, 4]) {
    for (const seed of [1, 2, 3, 4, 5]) {
      it(`${n} players, seed ${seed}: reaches an outcome, never an illegal choice`, () => {
        const { match, decisions } = playOut(n, seed, 6000);
        const out = atcha.outcome(match.state);
        expect(out, `no outcome after ${decisions.length} decisions`).not.toBeNull();
        expect(out!.winners.length).toBe(n === 4 ? 2 : 1);
      });
    }
  }
});

describe('replay', () => {
  it('replaying the same seed and decisions gives a deep-equal match', () => {
    const { match, decisions } = playOut(4, 42, 400);
    expect(decisions.length).toBeGreaterThan(100);
    const again = replay(atcha, seatsOf(4), {}, 42, [], decisions);
    expect(again).toEqual(match);
  });
});
