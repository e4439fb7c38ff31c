// Where a move can end: every end of an automobile roll (total or split, forward or back,
// stopping on her own adventure when passing), the helicopter's pink paths, the airports,
// and the labels that say where each choice goes and what is there.
import type { Walk } from '../../engine/graph';
import { tx, type Text } from '../../engine/text';
import { AIRPORTS, heliFrom, kindOf, locationNumber, locationSpace, orderKey, SPACE_COUNT, spaceIndex, spaceName } from './board';
import { adventureOf } from './cards';
import { searchReach, type Reach } from './reach';
import type { BionicState, Dice, PlayerState } from './state';

/** The space of her adventure, or null. */
export function adventureSpace(p: PlayerState): string | null {
  return p.adventure === null ? null : locationSpace(adventureOf(p.adventure).location);
}

/** The face-up assignment at a space, if any. */
export function assignmentAt(s: BionicState, space: string) {
  const n = locationNumber(space);
  if (n === null) return undefined;
  return s.assignments.find((a) => adventureOf(a.card).location === n);
}

/** One offered end of a drive: where it goes, the way there, and a letter for plain circles. */
export interface End {
  to: string;
  path: string[];
  mark?: string;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A, B, ... Z, then AA, AB, ... (a long roll from a junction can reach many plain circles). */
export const letter = (i: number): string => (i < 26 ? LETTERS[i] : LETTERS[Math.floor(i / 26) - 1] + LETTERS[i % 26]);

/**
 * Every space an automobile roll can end on: the total of both dice in one walk, or one die's
 * walk then the other's after turning round (either die first). Passing her own adventure
 * she may stop there. One end per space, with its shortest way.
 */
export function driveEnds(s: BionicState, seat: number, dice: Dice): End[] {
  const p = s.players[seat];
  const target = adventureSpace(p);
  const best = reachableFor(p.at, dice, target);
  // Her adventure first, then face-up assignments by number, then the board's own order.
  const assigned = new Set(s.assignments.map((a) => locationSpace(adventureOf(a.card).location)));
  // The ways are copied: the table below is shared and must never be changed through a choice.
  const ends = best.map((w) => ({ to: w.end, path: [...w.path], key: endKey(w.end, target, assigned) }));
  ends.sort((x, y) => x.key - y.key);
  let k = 0;
  return ends.map(({ to, path }) => (kindOf(to) === 'road' ? { to, path, mark: letter(k++) } : { to, path }));
}

/** Where an end sorts: her adventure, face-up assignments by number, then the board's order. */
function endKey(id: string, target: string | null, assigned: ReadonlySet<string>): number {
  return id === target ? 0 : assigned.has(id) ? 1 + locationNumber(id)! / 100 : orderKey(id);
}

/**
 * The walks of a roll depend only on the start and the dice, and the same rolls come up again
 * and again (pending, apply, the picture, the AI, every game): they are worked out once per
 * start and roll (149 x 21 at most), a pure cache. Early stops are asked for at every location,
 * so that one table serves every player; each player then keeps only the stop at her own
 * adventure.
 */
const table: Array<Reach | undefined> = new Array(SPACE_COUNT * 36);
function reachable(from: string, dice: Dice): Reach {
  const slot = spaceIndex(from) * 36 + (dice[0] - 1) * 6 + (dice[1] - 1);
  const known = table[slot];
  if (known) return known;
  const reach = searchReach(from, dice);
  table[slot] = reach;
  return reach;
}

/** The ends of a roll for a player heading for `target`: the exact ends, and a stop there when passing it. */
function reachableFor(from: string, dice: Dice, target: string | null): Walk[] {
  const r = reachable(from, dice);
  const stop = target === null ? undefined : r.stops.get(target);
  if (!stop) return r.exact;
  const exact = r.exact.find((w) => w.end === target);
  if (exact && exact.path.length <= stop.path.length) return r.exact;
  return [...r.exact.filter((w) => w !== exact), stop];
}

/** Every space a roll of these dice can end on from `from` (stopping at `stop` when passing it): for the AI's planning. */
export const rollEnds = (from: string, dice: Dice, stop: string | null = null): readonly Walk[] => reachableFor(from, dice, stop);

/** Where she may fly by helicopter from her space (the other ends of its pink paths). */
export const heliEnds = (p: PlayerState): readonly string[] => (kindOf(p.at) === 'loc' ? heliFrom(p.at) : []);

/** The airports she may fly to from `from`, or reach by GO TO ANY AIRPORT. */
export const otherAirports = (from: string): string[] => AIRPORTS.filter((a) => a !== from);

export const isDoubleOneOrSix = (d: Dice): boolean => d[0] === d[1] && (d[0] === 1 || d[0] === 6);
export const anyEven = (d: Dice): boolean => d[0] % 2 === 0 || d[1] % 2 === 0;

/**
 * What a choice label says about a space, for the player moving there: "12 (your adventure,
 * 25 pts)", "7 (Special Assignment, 20+50)", "Airport NE", "H.Q.", "19 (pink path)" (that last
 * note left out where the choice is a helicopter flight itself).
 */
export function describe(s: BionicState, seat: number, space: string, pink = true): Text {
  const p = s.players[seat];
  const n = locationNumber(space);
  if (space === adventureSpace(p)) return tx('space.mine', { n: n!, points: adventureOf(p.adventure!).points });
  const a = assignmentAt(s, space);
  if (a)
    return tx(a.bonus === 100 ? 'space.top-secret' : 'space.special', {
      n: n!,
      points: adventureOf(a.card).points,
      bonus: a.bonus,
    });
  if (kindOf(space) === 'loc' && pink && heliFrom(space).length > 0) return tx('space.pink', { n: n! });
  return spaceName(space);
}

/** "34", "34 or 36", ...: the ends joined with "or" (nested, so that each language words its own "or"). */
export function either(items: readonly Text[]): Text {
  return items.length === 1 ? items[0] : tx('or', { a: either(items.slice(0, -1)), b: items[items.length - 1] });
}
