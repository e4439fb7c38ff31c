// A random legal walk through any registered game, for the property tests: the seed, the table
// size and each pick come from fast-check, so a failure shrinks to a short, replayable game.
import { aiDecision, applyDecision, createMatch, type Decision, type Match } from '../../src/engine/match';
import { isText } from '../../src/engine/text';
import type { Seat } from '../../src/engine/types';
import { playerCountsOf, type AnyGame } from '../../src/services';
import { stepProblems } from '../support/game';
import { words, type Reading } from '../support/text';

export interface Walk {
  seats: Seat[];
  seed: number;
  /** Every match of the walk, the set-up first. */
  matches: Match[];
  decisions: Decision[];
  /** Problems found on the way (the property asserts there are none). */
  problems: string[];
}

/** A pick: an index into the pending choices, or null to let the seat's own AI choose. */
export type Pick = number | null;

export function walk(def: AnyGame, seed: number, players: number, picks: readonly Pick[]): Walk {
  const seats: Seat[] = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, ai: false }));
  let match = createMatch(def, seats, {}, seed).match;
  const matches = [match];
  const decisions: Decision[] = [];
  const problems = stepProblems(def, match);
  for (const pick of picks) {
    const pending = def.pending(match.state);
    if (!pending || problems.length) break;
    const d: Decision =
      pick === null
        ? aiDecision(def, match)!
        : { player: pending.player, choice: pending.choices[pick % pending.choices.length].id };
    const res = applyDecision(def, match, d);
    if (!res.ok) {
      problems.push(`step ${match.step}: legal choice ${d.choice} refused: ${res.error}`);
      break;
    }
    match = res.value.match;
    matches.push(match);
    decisions.push(d);
    problems.push(...stepProblems(def, match).map((p) => `step ${match.step}: ${p}`));
  }
  return { seats, seed, matches, decisions, problems };
}

/** Player counts a game allows. */
export const countsOf = (def: AnyGame): number[] => playerCountsOf(def);

/**
 * Every string value inside a JSON-safe value (keys too), to look for secrets in; with a
 * `reading`, every Text inside it also in words (what it says in that language).
 */
export function stringsIn(value: unknown, into: Set<string> = new Set(), reading?: Reading): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, into, reading);
  else if (value && typeof value === 'object') {
    if (reading && isText(value)) into.add(words(value, reading));
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      stringsIn(v, into, reading);
    }
  }
  return into;
}
