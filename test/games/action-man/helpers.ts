// Action Man's own test helpers: states built directly for scenario tests, and its luck
// written as dice and symbol faces. Decisions go through the shared driver (test/support/game.ts).
import type { Rng } from '../../../src/engine/rng';
import { actionMan, type ActionManState } from '../../../src/games/action-man';
import { startOf } from '../../../src/games/action-man/board';
import { CARD_IDS, battleOf, type Battle } from '../../../src/games/action-man/cards';
import { UNITS } from '../../../src/games/action-man/state';
import type { Draft } from '../../../src/engine/readonly';
import type { Text } from '../../../src/engine/text';
import { driver, forcedRng, type Forced } from '../../support/game';
import { english } from '../../support/text';

/** The seats named after their colours, so that English texts read as the rulebook's examples do. */
export const NAMES = ['Red', 'Blue', 'Yellow', 'Green'] as const;

/** A text in English, the seats named by colour. */
export const en = (text: Text): string => english(text, 'action-man', NAMES);

export const { act, aiPick, choiceIds, pending: pendingOf } = driver(actionMan, { names: NAMES });

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
  /** The simulations' step limit (none by default, as in a game people play). */
  limit?: number;
}

/** A state built for a scenario, its own to change before a test plays it (a game's states are read-only). */
export function build(b: Build = {}): Draft<ActionManState> {
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
    limit: b.limit ?? null,
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
  return forcedRng(...items.flatMap((x) => (typeof x === 'number' ? [x] : sym(x))));
}

export const LAND5 = 'tank tank soldier tank soldier';
export const LAND0 = 'plane plane missile carrier battleship';
export const land = (k: number): string => [...Array(k).fill('tank'), ...Array(5 - k).fill('plane')].join(' ');

/** Total units of colour `seat` everywhere (HQ, camps, squares, out of the game): always 19. */
export function unitsOf(s: ActionManState, seat: number): number {
  const f = s.forces[seat];
  return f.hq + f.lost + s.squares.filter((h) => h === seat).length + s.forces.reduce((a, g) => a + g.camp[seat], 0);
}
