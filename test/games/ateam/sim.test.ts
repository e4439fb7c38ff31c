import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/match';
import { ateam, type AteamState } from '../../../src/games/ateam';
import { VAULT } from '../../../src/games/ateam/board';
import { aiSeats, selfPlay } from '../../support/game';

const MAX_STEPS = 3000;

/** What must hold after every decision: cards conserved, hands of at most 3, facings consistent (the holder faces out). */
function invariants(s: AteamState): void {
  const cards = [
    ...s.deck.draw,
    ...s.deck.discard,
    ...s.players.flatMap((p) => [...p.hand, ...(p.sidetracked ? [p.sidetracked] : [])]),
  ];
  expect(cards.length).toBe(35);
  expect(new Set(cards).size).toBe(35);
  for (const p of s.players) {
    expect(p.hand.length).toBeLessThanOrEqual(3);
    expect(p.pos).toBeGreaterThanOrEqual(0);
    expect(p.pos).toBeLessThanOrEqual(VAULT);
    // Before the VAULT everyone faces in; pursuers may turn either way to face the holder.
    if (!p.reached) expect(p.facing).toBe('in');
  }
  if (s.formula !== null) expect(s.players[s.formula]).toMatchObject({ reached: true, facing: 'out' });
}

const playOut = (n: number, seed: number) => {
  const { match: m, decisions } = selfPlay(ateam, aiSeats(n), seed, { maxSteps: MAX_STEPS, check: invariants });
  return { m, decisions };
};

describe('A-Team simulations', () => {
  it('all-AI games of 2, 3 and 4 players reach a winner within a bounded number of steps', () => {
    for (const n of [2, 3, 4]) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const { m, decisions } = playOut(n, seed);
        const out = ateam.outcome(m.state);
        expect(out, `${n} players, seed ${seed}`).not.toBeNull();
        expect(out!.winners).toHaveLength(1);
        expect(m.state.formula).toBe(out!.winners[0]);
        expect(m.state.players[out!.winners[0]].pos).toBe(0);
        expect(decisions.length).toBeLessThan(MAX_STEPS);
      }
    }
  });

  it('replaying the seed and the decisions rebuilds the same match', () => {
    const { m, decisions } = playOut(4, 42);
    expect(decisions.length).toBeGreaterThan(50);
    const again = replay(ateam, aiSeats(4), {}, 42, [], decisions);
    expect(again).toEqual(m);
  });
});

describe('A-Team simulations with leavers', () => {
  it('games where players leave midway (the formula holder first, when there is one) still end with a winner', () => {
    for (const n of [3, 4]) {
      for (const seed of [7, 8, 9]) {
        const { match: m } = selfPlay(ateam, aiSeats(n), seed, {
          maxSteps: MAX_STEPS,
          check: invariants,
          leave: { every: 60, most: n - 2, who: (s) => s.formula ?? s.players.findIndex((p) => !p.out) },
        });
        expect(ateam.outcome(m.state), `${n} players, seed ${seed}`).not.toBeNull();
      }
    }
  });
});
