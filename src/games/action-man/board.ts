// The 48-square loop, read from data/boards/action-man.json. Rules only ask this file what a
// square is and whose side it lies on; every layout number stays in the JSON.
import { z } from 'zod';
import { boardSchema } from '../../engine/board';
import { parseData, text, withChecks } from '../../engine/schema';
import { tx, type Text } from '../../engine/text';
import data from '../../../data/boards/action-man.json';

const FILE = 'data/boards/action-man.json';

export const SQUARE_KINDS = ['start', 'illus', 'danger', 'pow'] as const;
export type SquareKind = (typeof SQUARE_KINDS)[number];
/** The loop's kinds, and the places off it: HQs, POW camps, the card pile. */
const SPACE_KINDS = [...SQUARE_KINDS, 'hq', 'camp', 'cards'] as const;

export const COLOUR_KEYS = ['red', 'blue', 'yellow', 'green'] as const;

/** How many of each kind one side holds (RULINGS). */
const PER_SIDE: Record<SquareKind, number> = { start: 1, illus: 8, danger: 2, pow: 1 };

const SCHEMA = withChecks(
  boardSchema({
    space: {
      kind: z.enum(SPACE_KINDS),
      /** The colour (seat index) whose side a loop square lies on. */
      side: z.number().int().min(0).max(3).optional(),
    },
    board: {
      /** Colour keys in seat order. */
      colours: z.array(z.string()).refine((c) => c.join() === COLOUR_KEYS.join(), `must be ${COLOUR_KEYS.join(', ')}`),
      /** The loop's square ids, clockwise from Red's start square. */
      loop: z.array(text).length(48, 'must list 48 squares'),
    },
  }),
  (b, fault) => {
    const byId = new Map(b.spaces.map((s) => [s.id, s]));
    const squares = b.loop.map((id) => byId.get(id));
    b.loop.forEach((id, i) => {
      const s = squares[i];
      if (!s) return fault(['loop', i], `unknown space ${id}`);
      if (!(SQUARE_KINDS as readonly string[]).includes(s.kind))
        fault(['loop', i], `square ${id} has kind ${s.kind}, not a loop kind`);
      if (s.side !== Math.floor(i / 12)) fault(['loop', i], `square ${id} must lie on side ${Math.floor(i / 12)}`);
      if (i % 12 === 0 && s.kind !== 'start') fault(['loop', i], 'a side begins with its corner start square');
    });
    if (new Set(b.loop).size !== 48) fault(['loop'], 'names a square twice');
    for (let side = 0; side < 4; side++) {
      for (const k of SQUARE_KINDS) {
        const n = squares.slice(side * 12, side * 12 + 12).filter((s) => s?.kind === k).length;
        if (n !== PER_SIDE[k]) fault(['loop'], `side ${COLOUR_KEYS[side]} has ${n} ${k} squares, not ${PER_SIDE[k]}`);
      }
      for (const place of ['hq', 'camp'])
        if (!byId.has(`${place}-${COLOUR_KEYS[side]}`)) fault(['spaces'], `missing ${place}-${COLOUR_KEYS[side]}`);
    }
  },
);

export type ActionManBoard = z.output<typeof SCHEMA>;
/** A square of the loop: a loop kind, on a side. */
export type LoopSpace = ActionManBoard['spaces'][number] & { kind: SquareKind; side: number };

/** Checks the board once at load, naming the file, the path and the fault. */
export function loadBoard(raw: unknown, file = FILE): { board: ActionManBoard; squares: LoopSpace[] } {
  const board = parseData(SCHEMA, raw, `board ${file}`);
  const byId = new Map(board.spaces.map((s) => [s.id, s]));
  return { board, squares: board.loop.map((id) => byId.get(id) as LoopSpace) };
}

const loaded = loadBoard(data);
export const BOARD: ActionManBoard = loaded.board;
const SQUARES: LoopSpace[] = loaded.squares;

export const LOOP = 48;
export const SIDE = 12;

export const squareId = (i: number): string => SQUARES[i].id;
export const kindAt = (i: number): SquareKind => SQUARES[i].kind;
export const sideOf = (i: number): number => SQUARES[i].side;
/** The corner start square of a colour. */
export const startOf = (seat: number): number => seat * SIDE;
export const hqSpace = (seat: number): string => `hq-${COLOUR_KEYS[seat]}`;
export const campSpace = (seat: number): string => `camp-${COLOUR_KEYS[seat]}`;
/** Every illustrated square index. */
export const ILLUSTRATED: readonly number[] = SQUARES.flatMap((s, i) => (s.kind === 'illus' ? [i] : []));

/**
 * "Pilot (square 2)", "the Blue start square (13)", "danger square MINE (10)", "POW exchange
 * square (7)": the square's board word is its `board.<label>` key, its colour an id for `select`.
 */
export function squareName(i: number): Text {
  const s = SQUARES[i];
  const n = i + 1;
  switch (s.kind) {
    case 'illus':
      return tx('square.illus', { name: tx(`board.${s.label ?? s.id}`), n });
    case 'start':
      return tx('square.start', { colour: COLOUR_KEYS[s.side], n });
    case 'danger':
      return tx('square.danger', { name: tx(`board.${s.label ?? s.id}`), n });
    case 'pow':
      return tx('square.pow', { n });
    default: {
      const never: never = s.kind;
      return never;
    }
  }
}
