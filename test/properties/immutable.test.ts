// A decision never changes its input, in any game: states are shared between a match and the
// next (games copy only what they change), a game's pending() is remembered per state object,
// and /log, undo and replay read old states again. Over whole seeded games, each match is
// deep-frozen before every read and decision (a write throws where it is made) and compared
// with a copy taken before (what a freeze cannot see).
import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch, type Match } from '../../src/engine/match';
import { Rng, seedState } from '../../src/engine/rng';
import type { Choice, Pending } from '../../src/engine/types';
import { allGames, exampleGames } from '../../src/games/registry';
import { playerCountsOf, type AnyGame } from '../../src/services';
import { deepOr } from '../support/deep';

/** Games of each kind: a few in npm test, many in the deep run. */
const GAMES = deepOr(40, 4);
/** A bound far above any real game's length. */
const MAX_STEPS = 5000;

/** Freezes `value` and everything it holds: a write anywhere inside throws (modules are strict). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A seeded pick: mostly the seat's AI, sometimes any legal choice (cards, refusals, odd paths the AI avoids). */
function picker(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** Everything the platform asks of a state between decisions, and what the game's undo check reads. */
function readAll(def: AnyGame, m: Match, pending: Pending | null): void {
  for (let p = -1; p < m.seats.length; p++) {
    def.view(m.state, p < 0 ? null : p);
    if (p >= 0) def.hand(m.state, p);
  }
  def.scene(m.state);
  def.status(m.state);
  def.outcome(m.state);
  def.paint?.(m.state);
  if (pending) aiDecision(def, m, pending);
}

/**
 * One step of a game under watch: the match frozen, everything read, maybe a resignation on the
 * side, then a decision (the AI's, or any legal one) applied twice. The next match, or null at
 * the end. A write into the frozen match throws here, named by `where`.
 */
function watchedStep(def: AnyGame, match: Match, pick: (n: number) => number, where: string): Match | null {
  const before = structuredClone(match);
  try {
    deepFreeze(match);
    const pending = deepFreeze(def.pending(match.state));
    readAll(def, match, pending);
    if (pending && pick(25) === 0) def.resign(match.state, pending.player);
    if (!pending) {
      expect(match, where).toEqual(before);
      return null;
    }
    const choice: Choice =
      pick(4) === 0
        ? pending.choices[pick(pending.choices.length)]
        : pending.choices.find((c) => c.id === aiDecision(def, match, pending)!.choice)!;
    const res = applyDecision(def, match, { player: pending.player, choice: choice.id }, pending);
    if (!res.ok) throw new Error(`${choice.id} refused: ${res.message}`);
    // The game's own apply() again with another source (as undo's check and the tests call it).
    def.apply(match.state, pending.player, choice, new Rng(seedState(match.step + 1)));
    def.reveals?.(choice, match.state, deepFreeze(res.value.match).state);
    expect(match, `${where}: ${choice.id} changed its input`).toEqual(before);
    return res.value.match;
  } catch (e) {
    if (e instanceof TypeError) throw new Error(`${where}: a write into a frozen state: ${e.message}`, { cause: e });
    throw e;
  }
}

describe.each([...allGames(), ...exampleGames()].map((g) => [g.id, g] as const))(
  '%s: a decision never changes its input',
  (_id, def) => {
    it(`over ${GAMES} seeded games: every read, decision, resignation and take-back check leaves the match as it was`, () => {
      let decisions = 0;
      for (let seed = 1; seed <= GAMES; seed++) {
        const counts = playerCountsOf(def);
        const seats = Array.from({ length: counts[seed % counts.length] }, (_, i) => ({ name: `P${i + 1}`, ai: true }));
        const pick = picker(seed * 7919);
        let match: Match | null = createMatch(def, seats, {}, seed).match;
        for (let step = 0; match; step++) {
          expect(step, `${def.id} seed ${seed}: no end`).toBeLessThan(MAX_STEPS);
          match = watchedStep(def, match, pick, `${def.id} seed ${seed} step ${step}`);
          if (match) decisions++;
        }
      }
      expect(decisions).toBeGreaterThan(GAMES);
    });
  },
);
