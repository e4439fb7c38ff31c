import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch, replay, type Decision } from '../../../src/engine/match';
import { isSpace } from '../../../src/games/bionic-woman/board';
import { isAdventure } from '../../../src/games/bionic-woman/cards';
import { score, type BionicState } from '../../../src/games/bionic-woman/state';
import { allCards, game } from './helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ai: true }));
const MAX_STEPS = 2000;

/** What must hold after every decision: the 40 cards conserved, sane positions and counts. */
function invariants(s: BionicState, before: BionicState): void {
  const cards = allCards(s);
  expect(cards).toHaveLength(40);
  expect(new Set(cards).size).toBe(40);
  expect(s.turnedUp).toBeLessThanOrEqual(5);
  expect(s.assignments.length).toBeLessThanOrEqual(s.turnedUp);
  expect(s.assignments.filter((a) => a.bonus === 100).length).toBeLessThanOrEqual(1);
  s.players.forEach((p, i) => {
    if (!p.out) expect(isSpace(p.at)).toBe(true);
    if (p.adventure) expect(isAdventure(p.adventure)).toBe(true);
    for (const c of p.held) expect(isAdventure(c)).toBe(false);
    expect(score(p)).toBeGreaterThanOrEqual(score(before.players[i]));
  });
}

function playOut(n: number, seed: number) {
  let m = createMatch(game, seats(n), {}, seed).match;
  const decisions: Decision[] = [];
  while (!game.outcome(m.state) && decisions.length < MAX_STEPS) {
    const p = game.pending(m.state)!;
    for (const c of p.choices) {
      expect(c.id).toMatch(/^[a-z0-9:_.-]{1,40}$/);
      expect(c.label.length).toBeLessThanOrEqual(80);
      expect(c.label.length).toBeGreaterThan(0);
    }
    expect(new Set(p.choices.map((c) => c.id)).size).toBe(p.choices.length);
    const d = aiDecision(game, m, p)!;
    expect(p.choices.map((c) => c.id)).toContain(d.choice);
    const res = applyDecision(game, m, d, p);
    if (!res.ok) throw new Error(`illegal AI choice ${d.choice}`);
    decisions.push(d);
    invariants(res.value.match.state, m.state);
    m = res.value.match;
  }
  return { m, decisions };
}

describe('Bionic Woman simulations', () => {
  it('all-AI games of 2, 3 and 4 players end within a bounded number of steps, scored', () => {
    const endings = new Set<string>();
    for (const n of [2, 3, 4]) {
      for (const seed of [1, 2, 3, 4]) {
        const { m, decisions } = playOut(n, seed);
        const out = game.outcome(m.state);
        expect(out, `${n} players, seed ${seed}`).not.toBeNull();
        expect(decisions.length).toBeLessThan(MAX_STEPS);
        const best = Math.max(...m.state.players.map(score));
        for (const w of out!.winners) expect(score(m.state.players[w])).toBe(best);
        endings.add(out!.text.split('.')[0]);
      }
    }
    expect(endings.has('The Top Secret Assignment is taken')).toBe(true);
  });

  it('replaying the seed and the decisions rebuilds the same match', () => {
    const { m, decisions } = playOut(3, 42);
    expect(decisions.length).toBeGreaterThan(50);
    expect(replay(game, seats(3), {}, 42, [], decisions)).toEqual(m);
  });

  it('games where players leave midway still end', () => {
    for (const seed of [7, 8, 9]) {
      let m = createMatch(game, seats(4), {}, seed).match;
      let left = 0;
      for (let step = 0; step < MAX_STEPS && !game.outcome(m.state); step++) {
        if (step > 0 && step % 50 === 0 && left < 3) {
          const before = m.state;
          m = {
            ...m,
            state: game.resign(
              m.state,
              m.state.players.findIndex((p) => !p.out),
            ).state,
          };
          left++;
          invariants(m.state, before);
          continue;
        }
        const res = applyDecision(game, m, aiDecision(game, m)!);
        if (!res.ok) throw new Error('illegal AI choice');
        invariants(res.value.match.state, m.state);
        m = res.value.match;
      }
      expect(game.outcome(m.state), `seed ${seed}`).not.toBeNull();
    }
  });
});
