// The ends of one automobile roll from one space: the total of both dice in one walk, or one
// die's walk then the other's after turning round (either die first), with an early stop at
// each location passed. The same answer as the engine's walks and splitWalks kept to one way
// per end (the first found; for a stop, the shortest), found without listing every way: a
// double six from a junction has thousands, and a game's first drives spent most of their
// time listing them.
import type { Walk } from '../../engine/graph';
import { ROAD, SPACE_COUNT, kindOf, spaceIndex } from './board';
import type { Dice } from './state';

/** The ends of one roll from one space: exact ends, and the early stops at each location passed. */
export interface Reach {
  exact: Walk[];
  /** Location passed with steps left -> the shortest way there (an early stop, if it is her adventure). */
  stops: Map<string, Walk>;
}

/**
 * One search. A walk's future depends only on where it stands, the space it has just left and
 * the steps left; and every way that reaches such a state has entered the same number of
 * spaces. So once a state has been explored, coming to it again by a later way can only find
 * ends already found, by ways no shorter: it is not explored again. The plain walks (the total,
 * and each second leg) share one such set; each first leg has its own.
 */
interface Search {
  exact: Map<string, Walk>;
  stops: Map<string, Walk>;
  /** Spaces entered so far on the way being walked. */
  path: string[];
  walked: Set<number>;
  firstLeg: Set<number>;
}

const isLocation = (id: string): boolean => kindOf(id) === 'loc';

function stateKey(at: string, prev: string | null, left: number): number {
  return (spaceIndex(at) * (SPACE_COUNT + 1) + (prev === null ? 0 : spaceIndex(prev) + 1)) * 16 + left;
}

function record(into: Map<string, Walk>, end: string, path: readonly string[], stopped: boolean): void {
  const had = into.get(end);
  if (!had || path.length < had.path.length)
    into.set(end, stopped ? { end, path: [...path], stopped } : { end, path: [...path] });
}

/** A plain walk of `left` more steps, never straight back (the engine's walks, with stops at locations). */
function walkOn(q: Search, at: string, prev: string | null, left: number): void {
  if (left === 0) return record(q.exact, at, q.path, false);
  const key = stateKey(at, prev, left);
  if (q.walked.has(key)) return;
  q.walked.add(key);
  for (const n of ROAD[at] ?? []) {
    if (n === prev) continue;
    q.path.push(n);
    if (left > 1 && isLocation(n)) record(q.stops, n, q.path, true);
    walkOn(q, n, at, left - 1);
    q.path.pop();
  }
}

/** A split move's first leg (the engine's splitWalks): at its end, turn round and walk `second`. */
function firstLegOn(q: Search, from: string, at: string, prev: string | null, left: number, second: number): void {
  if (left === 0) return turnRound(q, from, at, second);
  const key = stateKey(at, prev, left);
  if (q.firstLeg.has(key)) return;
  q.firstLeg.add(key);
  for (const n of ROAD[at] ?? []) {
    if (n === prev) continue;
    q.path.push(n);
    if (left > 1 && isLocation(n)) record(q.stops, n, q.path, true);
    firstLegOn(q, from, n, at, left - 1, second);
    q.path.pop();
  }
}

/** Turning round means the second leg's first step goes back onto the space just left. */
function turnRound(q: Search, from: string, end: string, second: number): void {
  const back = q.path.length >= 2 ? q.path[q.path.length - 2] : from;
  q.path.push(back);
  if (second === 1) record(q.exact, back, q.path, false);
  else {
    if (isLocation(back)) record(q.stops, back, q.path, true);
    walkOn(q, back, end, second - 1);
  }
  q.path.pop();
}

/** Every end of a roll of `a` and `b` from `from`, each with its way, in the order the engine's walks find them. */
export function searchReach(from: string, [a, b]: Dice): Reach {
  const q: Search = { exact: new Map(), stops: new Map(), path: [], walked: new Set(), firstLeg: new Set() };
  walkOn(q, from, null, a + b);
  firstLegOn(q, from, from, null, a, b);
  if (a !== b) {
    q.firstLeg = new Set();
    firstLegOn(q, from, from, null, b, a);
  }
  return { exact: [...q.exact.values()], stops: q.stops };
}
