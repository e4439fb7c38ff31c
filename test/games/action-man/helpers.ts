// Builds Action Man states directly for scenario tests, and applies decisions with forced
// dice and symbols: no luck anywhere.
import type { Forced } from '../../../src/engine/chance';
import { Rng, seedState } from '../../../src/engine/rng';
import type { GameEvent } from '../../../src/engine/types';
import { actionMan, type ActionManState } from '../../../src/games/action-man';
import { startOf } from '../../../src/games/action-man/board';
import { CARD_IDS, battleOf, type Battle } from '../../../src/games/action-man/cards';
import { UNITS } from '../../../src/games/action-man/state';

export interface Build {
  players?: number;
  /** Loop index of each commander (default: each on its start square). */
  pos?: number[];
  /** Units in each HQ (default: all not on squares or in camps). */
  hq?: number[];
  /** camps[holder][owner]: prisoners. */
  camps?: number[][];
  /** Square index -> holder seat. */
  squares?: Record<number, number>;
  turn?: number;
  out?: number[];
  /** Battles of the top cards, the first drawn first (the rest of the pile below, in id order). */
  cards?: Battle[];
  steps?: number;
}

export function build(b: Build = {}): ActionManState {
  const n = b.players ?? b.pos?.length ?? 4;
  const squares: Array<number | null> = Array.from({ length: 48 }, () => null);
  for (const [sq, h] of Object.entries(b.squares ?? {})) squares[Number(sq)] = h;
  const camps = b.camps ?? Array.from({ length: n }, () => Array.from({ length: n }, () => 0));
  const forces = Array.from({ length: n }, (_, i) => {
    const held = squares.filter((h) => h === i).length;
    const captured = camps.reduce((a, camp) => a + camp[i], 0);
    // By default every unit not on a square or in a camp is in HQ.
    const hq = b.hq?.[i] ?? UNITS - held - captured;
    if (hq + held + captured > UNITS) throw new Error(`seat ${i} would have more than ${UNITS} units`);
    return {
      pos: b.pos?.[i] ?? startOf(i),
      hq,
      camp: [...camps[i]],
      lost: UNITS - hq - held - captured,
      out: b.out?.includes(i) ?? false,
    };
  });
  const top: string[] = [];
  for (const battle of b.cards ?? []) {
    const id = CARD_IDS.find((c) => battleOf(c) === battle && !top.includes(c));
    if (!id) throw new Error(`no ${battle} card left`);
    top.push(id);
  }
  const rest = CARD_IDS.filter((c) => !top.includes(c));
  return {
    names: Array.from({ length: n }, (_, i) => `P${i}`),
    forces,
    squares,
    deck: { draw: [...rest, ...top.reverse()], discard: [] },
    turn: b.turn ?? 0,
    await: { kind: 'turn' },
    tasks: [],
    steps: b.steps ?? 0,
    lastPath: [],
    shown: [],
    lastCard: null,
    winners: null,
    ended: null,
  };
}

/** Forced symbols from a text like "tank tank soldier plane missile". */
export const sym = (faces: string): Forced[] =>
  faces
    .trim()
    .split(/\s+/)
    .map((f) => `symbol:${f}`);

/** A random source forced to give these results, in order (numbers are dice, texts are five symbols). */
export function forced(...items: Array<number | string>): Rng {
  return new Rng(
    seedState(
      1,
      items.flatMap((x) => (typeof x === 'number' ? [x] : sym(x))),
    ),
  );
}

export const LAND5 = 'tank tank soldier tank soldier';
export const LAND0 = 'plane plane missile carrier battleship';
export const land = (k: number): string => [...Array(k).fill('tank'), ...Array(5 - k).fill('plane')].join(' ');

export interface Step {
  state: ActionManState;
  events: GameEvent[];
  text: string;
}

/** Applies a decision of the pending player; fails the test if it is refused. */
export function act(state: ActionManState, choice: string, rng: Rng = forced()): Step {
  const p = actionMan.pending(state);
  if (!p) throw new Error('game over');
  const offered = p.choices.find((c) => c.id === choice);
  if (!offered) throw new Error(`${choice} not offered (choices: ${p.choices.map((c) => c.id).join(', ')})`);
  const res = actionMan.apply(state, p.player, offered, rng);
  if (!res.ok) throw new Error(`${choice}: ${res.error}`);
  if (rng.pendingForced.length) throw new Error(`forced results left unused: ${rng.pendingForced.length}`);
  return { ...res.value, text: res.value.events.map((e) => e.text).join('\n') };
}

export const choiceIds = (state: ActionManState): string[] => actionMan.pending(state)?.choices.map((c) => c.id) ?? [];
export const pendingOf = (state: ActionManState) => actionMan.pending(state)!;

/** Total units of colour `seat` everywhere (HQ, camps, squares, out of the game): always 19. */
export function unitsOf(s: ActionManState, seat: number): number {
  const f = s.forces[seat];
  return f.hq + f.lost + s.squares.filter((h) => h === seat).length + s.forces.reduce((a, g) => a + g.camp[seat], 0);
}
