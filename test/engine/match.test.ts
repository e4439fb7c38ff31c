import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch, replay } from '../../src/engine/match';
import type { GameDef } from '../../src/engine/types';

// A minimal race: roll one die, first to 10 wins. Enough to exercise the match wrapper.
interface Race {
  pos: number[];
  turn: number;
}
const race: GameDef<Race, Race> = {
  id: 'race',
  name: 'Race',
  minPlayers: 2,
  maxPlayers: 2,
  colors: ['red', 'blue'],
  roles: ['Red', 'Blue'],
  setup: ({ seats }) => ({ state: { pos: seats.map(() => 0), turn: 0 }, events: [] }),
  pending: (s) =>
    s.pos.some((p) => p >= 10) ? null : { player: s.turn, prompt: 'Roll', choices: [{ id: 'roll', label: 'Roll', roll: true }] },
  apply: (s, player, _choice, rng) => {
    const d = rng.die();
    const pos = s.pos.map((p, i) => (i === player ? p + d : p));
    return { ok: true, value: { state: { pos, turn: 1 - s.turn }, events: [{ text: `rolls ${d}`, dice: [d] }] } };
  },
  view: (s) => s,
  hand: () => [],
  outcome: (s) => (s.pos.some((p) => p >= 10) ? { winners: [s.pos.findIndex((p) => p >= 10)], text: 'won' } : null),
  scene: () => ({ tokens: [], highlight: [] }),
  status: () => [],
  resign: (s) => ({ state: s, events: [] }),
  ai: (_v, p) => p.choices[0].id,
};
const seats = [
  { name: 'A', ai: false },
  { name: 'B', ai: false },
];

describe('match', () => {
  it('applies a legal decision, records its dice and counts the step', () => {
    const m = createMatch(race, seats, {}, 1, [4]).match;
    const res = applyDecision(race, m, { player: 0, choice: 'roll' });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.value.match.state.pos).toEqual([4, 0]);
    expect(res.value.rolls).toEqual([4]);
    expect(res.value.match.lastDice).toEqual([4]);
    expect(res.value.match.step).toBe(1);
    expect(m.state.pos).toEqual([0, 0]); // the old match is untouched
  });

  it('rejects out-of-turn and illegal decisions as values', () => {
    const m = createMatch(race, seats, {}, 1).match;
    expect(applyDecision(race, m, { player: 1, choice: 'roll' })).toMatchObject({ ok: false, error: 'not-your-turn' });
    expect(applyDecision(race, m, { player: 0, choice: 'fly' })).toMatchObject({ ok: false, error: 'illegal-choice' });
  });

  it('replaying the decisions from the seed reproduces the match exactly', () => {
    let m = createMatch(race, seats, {}, 77).match;
    const decisions = [];
    while (race.pending(m.state)) {
      const d = aiDecision(race, m)!;
      decisions.push(d);
      const res = applyDecision(race, m, d);
      if (!res.ok) throw new Error(res.error);
      m = res.value.match;
    }
    expect(race.outcome(m.state)).not.toBeNull();
    expect(replay(race, seats, {}, 77, [], decisions)).toEqual(m);
    expect(applyDecision(race, m, { player: 0, choice: 'roll' })).toMatchObject({ ok: false, error: 'game-over' });
  });
});
