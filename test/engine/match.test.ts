import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch, replay } from '../../src/engine/match';
import { tx } from '../../src/engine/text';
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
  roles: [tx('role.red'), tx('role.blue')],
  setup: ({ seats }) => ({ state: { pos: seats.map(() => 0), turn: 0 }, events: [] }),
  pending: (s) =>
    s.pos.some((p) => p >= 10)
      ? null
      : { player: s.turn, prompt: tx('prompt.roll'), choices: [{ id: 'roll', label: tx('choice.roll'), roll: true }] },
  apply: (s, player, _choice, rng) => {
    const d = rng.die();
    const pos = s.pos.map((p, i) => (i === player ? p + d : p));
    return {
      ok: true,
      value: { state: { pos, turn: 1 - s.turn }, events: [{ text: tx('event.rolls', { who: { seat: player }, d }), dice: [d] }] },
    };
  },
  view: (s) => s,
  hand: () => [],
  outcome: (s) => (s.pos.some((p) => p >= 10) ? { winners: [s.pos.findIndex((p) => p >= 10)], text: tx('outcome.won') } : null),
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

  it('a decision that tells nothing is told as the choice taken, so /log never shows an empty entry', () => {
    const quiet: GameDef<Race, Race> = {
      ...race,
      apply: (s) => ({ ok: true, value: { state: { ...s, turn: 1 - s.turn }, events: [] } }),
    };
    const res = applyDecision(quiet, createMatch(quiet, seats, {}, 1).match, { player: 0, choice: 'roll' });
    expect(res.ok && res.value.events).toEqual([{ text: tx('engine:chose', { who: { seat: 0 }, choice: tx('choice.roll') }) }]);
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

describe('match: typed choices, forced results after the opening', () => {
  it('apply receives the Choice the engine matched, with its typed action', async () => {
    const { createMatch, applyDecision } = await import('../../src/engine/match');
    const seen: unknown[] = [];
    const def = {
      id: 'probe',
      name: 'Probe',
      minPlayers: 1,
      maxPlayers: 1,
      colors: ['#000'],
      roles: [tx('role.p')],
      setup: (ctx: { rng: { die: () => number } }) => ({ state: { opening: ctx.rng.die(), n: 0 }, events: [] }),
      pending: (s: { n: number }) =>
        s.n > 0
          ? null
          : {
              player: 0,
              prompt: tx('prompt.go'),
              choices: [{ id: 'go', label: tx('choice.go'), action: { kind: 'go', steps: 3 } }],
            },
      apply: (s: { n: number; opening: number }, _p: number, choice: { action?: unknown }, rng: { die: () => number }) => {
        seen.push(choice.action);
        return { ok: true as const, value: { state: { ...s, n: rng.die() }, events: [] } };
      },
      view: (s: unknown) => s,
      hand: () => [],
      outcome: () => null,
      scene: () => ({ tokens: [], highlight: [] }),
      status: () => [],
      resign: (s: unknown) => ({ state: s, events: [] }),
      ai: () => 'go',
    };
    // The opening takes 2 (forced from the start); --dice style values come after it.
    const m = createMatch(def as never, [{ name: 'a', ai: false }], {}, 1, [2], [5]).match as { state: { opening: number } };
    expect(m.state.opening).toBe(2);
    const r = applyDecision(def as never, m as never, { player: 0, choice: 'go' });
    expect(r.ok && (r.value.match.state as { n: number }).n).toBe(5);
    expect(seen).toEqual([{ kind: 'go', steps: 3 }]);
    expect(r.ok && r.value.chances).toEqual([{ kind: 'die', value: 5, sides: 6 }]);
    // Forcing the play while the opening left forced values unused is an error, not a silent drop.
    expect(() => createMatch(def as never, [{ name: 'a', ai: false }], {}, 1, [2, 3], [5])).toThrow(/opening used 1 of 2/);
  });
});
