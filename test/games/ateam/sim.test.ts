import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch, replay, type Decision } from '../../../src/engine/match';
import { ateam, type AteamState } from '../../../src/games/ateam';
import { VAULT } from '../../../src/games/ateam/board';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ai: true }));
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

function playOut(n: number, seed: number) {
  let m = createMatch(ateam, seats(n), {}, seed).match;
  const decisions: Decision[] = [];
  while (!ateam.outcome(m.state) && decisions.length < MAX_STEPS) {
    const p = ateam.pending(m.state)!;
    for (const c of p.choices) {
      expect(c.id).toMatch(/^[a-z0-9:_.-]{1,40}$/);
      expect(c.label.length).toBeLessThanOrEqual(80);
    }
    expect(new Set(p.choices.map((c) => c.id)).size).toBe(p.choices.length);
    const d = aiDecision(ateam, m)!;
    expect(p.choices.map((c) => c.id)).toContain(d.choice);
    const res = applyDecision(ateam, m, d);
    if (!res.ok) throw new Error(`illegal AI choice ${d.choice}`);
    decisions.push(d);
    m = res.value.match;
    invariants(m.state);
  }
  return { m, decisions };
}

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
    const again = replay(ateam, seats(4), {}, 42, [], decisions);
    expect(again).toEqual(m);
  });
});

describe('A-Team simulations with leavers', () => {
  it('games where players leave midway (the formula holder first, when there is one) still end with a winner', () => {
    for (const n of [3, 4]) {
      for (const seed of [7, 8, 9]) {
        let m = createMatch(ateam, seats(n), {}, seed).match;
        let left = 0;
        for (let step = 0; step < MAX_STEPS && !ateam.outcome(m.state); step++) {
          if (step > 0 && step % 60 === 0 && left < n - 2) {
            const s = m.state;
            const who = s.formula ?? s.players.findIndex((p) => !p.out);
            m = { ...m, state: ateam.resign(s, who).state };
            left++;
            invariants(m.state);
            continue;
          }
          const res = applyDecision(ateam, m, aiDecision(ateam, m)!);
          if (!res.ok) throw new Error('illegal AI choice');
          m = res.value.match;
          invariants(m.state);
        }
        expect(ateam.outcome(m.state), `${n} players, seed ${seed}`).not.toBeNull();
      }
    }
  });
});
