// The AI, from its own view only: it picks a goal (its adventure, or a face-up assignment
// worth the detour) by points per expected turn, moves to cut the travel cost to it (near a
// goal that needs the exact count: to where the next turn is likeliest to hit it), takes
// assignments whenever a roll reaches one by exact count (never a Top Secret that would lose
// the game), weighs the helicopter against driving on one scale, and risks the bionic roll
// unless a safe lead late in the game says take the points.
import type { Rng } from '../../engine/rng';
import type { Choice, Pending } from '../../engine/types';
import { AIRPORTS, HQ, SPACE_COUNT, heliFrom, kindOf, locationSpace, roadDistance, spaceIndex, travelCost } from './board';
import type { BionicAction } from './state';
import { rollEnds } from './moves';
import type { Dice } from './state';
import type { BionicView, PlayerView } from './view';

/** Road steps an automobile roll covers on average. */
const ROLL = 7;
/** Chance that at least one of two dice is even: the helicopter flies. */
const HELI_FLIES = 27 / 36;
/** Chance of 7 or more on two dice. */
const BIONIC = 21 / 36;

interface Goal {
  space: string;
  /** Needs the exact count (an assignment). */
  exact: boolean;
}

function leaders(v: BionicView, seat: number): { mine: number; best: number } {
  const others = v.players.filter((p) => p.seat !== seat && !p.out).map((p) => p.score);
  return { mine: v.players[seat].score, best: others.length ? Math.max(...others) : 0 };
}

/** Whether taking this assignment is good for her: a Top Secret one ends the game, so only if it wins. */
function worth(v: BionicView, seat: number, a: { points: number; bonus: number }): number {
  const value = a.points + a.bonus;
  if (a.bonus < 100) return value;
  const { mine, best } = leaders(v, seat);
  return mine + value >= best ? value * 3 : -Infinity;
}

/** The best goal by value per expected turn; an assignment needs an exact count, so it costs a turn more. */
function goal(v: BionicView, me: PlayerView): Goal {
  const options: Array<Goal & { rate: number }> = [];
  if (me.adventure) {
    const turns = travelCost(me.at, me.adventure.space) / ROLL + 1;
    options.push({ space: me.adventure.space, exact: false, rate: (me.adventure.points * 2 * BIONIC) / turns });
  }
  for (const a of v.assignments) {
    const space = locationSpace(a.location);
    const value = worth(v, me.seat, a);
    if (value <= 0) continue;
    const turns = travelCost(me.at, space) / ROLL + 2;
    options.push({ space, exact: true, rate: value / turns });
  }
  options.sort((x, y) => y.rate - x.rate);
  return options[0] ?? { space: HQ, exact: false };
}

/** The 21 different rolls of two dice, with their chances. */
const ROLLS: ReadonlyArray<{ dice: Dice; p: number }> = Array.from({ length: 6 }, (_, i) => i + 1).flatMap((a) =>
  Array.from({ length: 7 - a }, (_, k) => ({ dice: [a, a + k] as Dice, p: k === 0 ? 1 / 36 : 2 / 36 })),
);
/** The longest drive: double 6. */
const REACH = 12;

/**
 * The chance that from `from` next turn's travel ends exactly on `goal`: any roll whose walks
 * end there, or a helicopter flight along a pink path to it. Remembered (a pure cache).
 */
const hits = new Float64Array(SPACE_COUNT * SPACE_COUNT).fill(-1);
function hitChance(from: string, goal: string): number {
  // Indexed by the two spaces' numbers: a key string built per call cost more than the answer.
  const key = spaceIndex(from) * SPACE_COUNT + spaceIndex(goal);
  const known = hits[key];
  if (known >= 0) return known;
  let drive = 0;
  if (roadDistance(from, goal) <= REACH)
    for (const r of ROLLS) if (rollEnds(from, r.dice).some((w) => w.end === goal)) drive += r.p;
  const chance = Math.max(drive, kindOf(from) === 'loc' && heliFrom(from).includes(goal) ? HELI_FLIES : 0);
  hits[key] = chance;
  return chance;
}

/**
 * How good it is to end a move on `space`: immediate gains first, then nearness to the goal;
 * near a goal that needs the exact count, the chance of hitting it next turn.
 */
function endValue(v: BionicView, me: PlayerView, g: Goal, space: string): number {
  const a = kindOf(space) === 'loc' ? v.assignments.find((x) => locationSpace(x.location) === space) : undefined;
  if (a) return 1000 + worth(v, me.seat, a);
  if (me.adventure && space === me.adventure.space) return 800 + me.adventure.points;
  if (kindOf(space) === 'airport') return -Math.min(...AIRPORTS.filter((a) => a !== space).map((a) => travelCost(a, g.space)));
  const cost = travelCost(space, g.space);
  if (g.exact && roadDistance(space, g.space) <= REACH) return 20 * hitChance(space, g.space) - 0.2 * cost;
  return -cost;
}

function best<T>(items: readonly T[], value: (x: T) => number, rng: Rng): T {
  let top = items[0];
  let topV = -Infinity;
  for (const x of items) {
    const val = value(x) + rng.next() * 1e-3; // ties broken at random
    if (val > topV) {
      top = x;
      topV = val;
    }
  }
  return top;
}

/** Where a choice goes (every choice but the turn's announcements and the reach decision). */
function whereTo(c: Choice<BionicAction>): string {
  const a = c.action;
  if (a && 'to' in a) return a.to;
  throw new Error(`choice ${c.id} goes nowhere`);
}

export function ai(v: BionicView, pend: Pending<BionicAction>, rng: Rng): string {
  const me = v.players[pend.player];
  const g = goal(v, me);
  const choices = pend.choices;
  switch (v.await.kind) {
    case 'turn':
      return turn(v, me, g, pend);
    case 'drive':
    case 'heli':
      return best(choices, (c) => endValue(v, me, g, whereTo(c)), rng).id;
    case 'fly':
    case 'airport':
      return best(choices, (c) => -travelCost(whereTo(c), g.space), rng).id;
    case 'reach':
      return bionicOrNot(v, me) ? 'bionic' : 'take';
    default: {
      const never: never = v.await;
      throw new Error(`unhandled await ${JSON.stringify(never)}`);
    }
  }
}

function turn(v: BionicView, me: PlayerView, g: Goal, pend: Pending<BionicAction>): string {
  const here = travelCost(me.at, g.space);
  // Special cards: each is used when it saves clearly more than a roll would.
  for (const c of pend.choices) {
    const a = c.action;
    if (a?.type !== 'play') continue;
    if (a.special === 'steve' && me.adventure && !g.exact && roadDistance(me.at, me.adventure.space) > 2 * ROLL) return c.id;
    if (a.special === 'hq' && travelCost(HQ, g.space) + ROLL < here) return c.id;
    if (a.special === 'airport' && Math.min(...AIRPORTS.map((ap) => travelCost(ap, g.space))) + ROLL < here) return c.id;
  }
  const heli = pend.choices.find((c) => c.id === 'heli');
  if (heli) {
    // Both on one scale: the value of where each method is expected to leave her.
    const flown = Math.max(...heliFrom(me.at).map((d) => endValue(v, me, g, d)));
    const heliExp = HELI_FLIES * flown + (1 - HELI_FLIES) * endValue(v, me, g, me.at);
    if (heliExp > driveValue(v, me, g) + 0.5) return 'heli';
  }
  return 'drive';
}

/** The value a drive is expected to reach: for each roll, the best end it offers. */
function driveValue(v: BionicView, me: PlayerView, g: Goal): number {
  const stop = me.adventure?.space ?? null;
  // The rolls share most of their ends: each end's value is worked out once for this decision.
  const values = new Map<string, number>();
  let sum = 0;
  for (const r of ROLLS) {
    let top = -Infinity;
    for (const w of rollEnds(me.at, r.dice, stop)) {
      let value = values.get(w.end);
      if (value === undefined) {
        value = endValue(v, me, g, w.end);
        values.set(w.end, value);
      }
      if (value > top) top = value;
    }
    sum += r.p * top;
  }
  return sum;
}

/**
 * The bionic roll pays 2 x 21/36 = 7/6 of the points on average, so she takes the risk,
 * unless late in the game taking the points keeps a lead that a failure would throw away.
 */
function bionicOrNot(v: BionicView, me: PlayerView): boolean {
  const points = me.adventure?.points ?? 0;
  const { mine, best: other } = leaders(v, me.seat);
  const late = v.turnedUp >= 5 || v.adventuresLeft <= 3;
  if (late) return mine + points <= other;
  return !(mine > other + 2 * points && points >= 35);
}
