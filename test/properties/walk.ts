// A random legal walk through any registered game, for the property tests: the seed, the table
// size and each pick come from fast-check, so a failure shrinks to a short, replayable game.
import { aiDecision, applyDecision, createMatch, type Decision, type Match } from '../../src/engine/match';
import type { Seat } from '../../src/engine/types';
import { playerCountsOf, type AnyGame } from '../../src/services';

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

const CHOICE_ID = /^[a-z0-9:_.-]{1,40}$/;

/** The generic rules every GameDef keeps at every step (issue 10's properties). */
export function stepProblems(def: AnyGame, m: Match): string[] {
  const out: string[] = [];
  const pending = def.pending(m.state);
  const outcome = def.outcome(m.state);
  if ((pending === null) !== (outcome !== null))
    out.push(`pending ${pending ? 'set' : 'null'} but outcome ${outcome ? 'set' : 'null'}`);
  if (!pending) return out;
  if (pending.player < 0 || pending.player >= m.seats.length) out.push(`pending player ${pending.player} out of range`);
  if (pending.choices.length === 0) out.push('a pending decision without choices');
  const ids = new Set<string>();
  for (const c of pending.choices) {
    if (ids.has(c.id)) out.push(`duplicate choice id ${c.id}`);
    ids.add(c.id);
    if (!CHOICE_ID.test(c.id)) out.push(`choice id ${JSON.stringify(c.id)} breaks [a-z0-9:_.-]{1,40}`);
    if (!c.label.trim() || c.label.length > 80) out.push(`choice label ${JSON.stringify(c.label)} empty or over 80`);
  }
  return out;
}

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

/** Every string value inside a JSON-safe value (keys too), to look for secrets in. */
export function stringsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      stringsIn(v, into);
    }
  }
  return into;
}
