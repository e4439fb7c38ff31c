// Take-back in the engine (src/engine/undo.ts): over whole self-played games of every game, a
// decision judged to reveal nothing threw nothing (its random source did not move), was no
// secret choice, and changed no hand; a game that declares nothing (no `reveals`) has no decision
// taken back; and a take-back gives the game exactly as it was, one step further on.
import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch, type Match } from '../../src/engine/match';
import { revealsNothing, takeBack } from '../../src/engine/undo';
import type { AnyGame } from '../../src/engine/types';
import { allGames, exampleGames } from '../../src/games/registry';
import { deepOr } from '../support/deep';

const SEEDS = deepOr(20, 4);

/** Every decision of `seeds` self-played games, with the game before and after it. */
function* decisions(def: AnyGame, seeds: number) {
  for (let seed = 1; seed <= seeds; seed++) {
    const players = def.playerCounts?.[0] ?? Math.max(2, def.minPlayers);
    let m: Match = createMatch(
      def,
      Array.from({ length: players }, (_, i) => ({ name: `P${i}`, ai: true })),
      {},
      seed,
    ).match;
    for (let i = 0; i < 3000; i++) {
      const p = def.pending(m.state);
      if (!p || def.outcome(m.state)) break;
      const d = aiDecision(def, m)!;
      const choice = p.choices.find((c) => c.id === d.choice)!;
      const res = applyDecision(def, m, d);
      if (!res.ok) throw new Error(res.error);
      yield { before: m, choice, step: res.value, seat: d.player };
      m = res.value.match;
    }
  }
}

/**
 * The kinds of decision each game's Undo button is offered after (a decision that revealed
 * nothing, its player still to move): what docs/games/<game>.md and the README say. Every game
 * is listed; one whose every decision throws (a turn of one roll) lists none: [].
 */
const OFFERED: Record<string, string[]> = {
  ateam: ['tv'], // declining the TV battle ("No battle": a battle would throw)
  atcha: ['atcha', 'both', 'move', 'out'],
  'bionic-woman': ['go'], // where she drives, when her turn goes on
  'death-star': ['walk'], // a walk onto no Force space, when an extra spin follows
  'action-man': ['accept', 'decline', 'yield'],
  'dice-race': ['jump'], // a jump onto a space that rolls again
};

const kindOf = (c: { action?: unknown }): string => {
  const a = c.action as { kind?: string; type?: string } | undefined;
  return a?.kind ?? a?.type ?? '?';
};

describe.each([...allGames(), ...exampleGames()].map((g) => [g.id, g] as const))('take-back in %s', (id, def) => {
  it('offers Undo after exactly the kinds of decision its rules page names', () => {
    const seen = new Set<string>();
    for (const { before, choice, step, seat } of decisions(def, deepOr(40, 12)))
      if (revealsNothing(def, before, choice, step) && def.pending(step.match.state)?.player === seat) seen.add(kindOf(choice));
    const named = OFFERED[id];
    expect(named, `${id}: OFFERED lists the kinds of decision its Undo follows ([] for none)`).toBeDefined();
    // Each kind seen is named; in the deep run every one named is seen.
    for (const k of seen) expect(named).toContain(k);
    if (deepOr(true, false)) expect([...seen].sort()).toEqual(named);
  });

  it('judges a decision that threw, played a secret card or moved a hand as not to be taken back, and finds some that may be', () => {
    let may = 0;
    for (const { before, choice, step } of decisions(def, SEEDS)) {
      if (!revealsNothing(def, before, choice, step)) continue;
      may++;
      expect(step.rolls).toEqual([]);
      expect(step.chances).toEqual([]);
      expect(step.match.rng).toEqual(before.rng);
      expect(choice.secret ?? false).toBe(false);
      for (let s = 0; s < before.seats.length; s++) expect(def.hand(step.match.state, s)).toEqual(def.hand(before.state, s));
    }
    // Every game that offers Undo finds some: Atcha!'s moves with one die, a walk off a Force
    // space, the drive after the dice… (one that lists none may have none to find).
    if (OFFERED[id]?.length) expect(may).toBeGreaterThan(0);
  });

  it('gives the game as it was before the decision, one step further on', () => {
    for (const { before, choice, step, seat } of decisions(def, 1)) {
      if (!revealsNothing(def, before, choice, step)) continue;
      const back = takeBack(before, step.match, seat, choice.label);
      expect(back.match.state).toEqual(before.state);
      expect(back.match.rng).toEqual(before.rng);
      expect(back.match.step).toBe(step.match.step + 1);
      expect(back.events[0].text).toEqual({ key: 'engine:took-back', params: { who: { seat }, choice: choice.label } });
      expect(def.pending(back.match.state)).toEqual(def.pending(before.state));
    }
  });

  it('takes nothing back in a game that declares nothing', () => {
    const { reveals: _declared, ...undeclared } = def;
    for (const { before, choice, step } of decisions(undeclared as AnyGame, 1))
      expect(revealsNothing(undeclared as AnyGame, before, choice, step)).toBe(false);
  });
});
