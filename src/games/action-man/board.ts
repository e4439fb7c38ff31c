// The 48-square loop, read from data/boards/action-man.json. Rules only ask this file what a
// square is and whose side it lies on; every layout number stays in the JSON.
import { validateBoard, type BoardData, type BoardSpace } from '../../engine/board';
import data from '../../../data/boards/action-man.json';

const FILE = 'data/boards/action-man.json';

export const SQUARE_KINDS = ['start', 'illus', 'danger', 'pow'] as const;
export type SquareKind = (typeof SQUARE_KINDS)[number];

export const COLOUR_KEYS = ['red', 'blue', 'yellow', 'green'] as const;

export interface LoopSpace extends BoardSpace {
  kind: SquareKind;
  /** The colour (seat index) whose side the square lies on. */
  side: number;
}

export interface ActionManBoard extends BoardData {
  /** Colour keys in seat order. */
  colours: string[];
  /** The loop's square ids, clockwise from Red's start square. */
  loop: string[];
}

/** How many of each kind one side holds (RULINGS). */
const PER_SIDE: Record<SquareKind, number> = { start: 1, illus: 8, danger: 2, pow: 1 };

/** Checks the rules' part of the board; throws naming the file and the field. */
export function loadBoard(raw: unknown, file = FILE): { board: ActionManBoard; squares: LoopSpace[] } {
  const b = validateBoard(raw, file) as ActionManBoard;
  const fail = (field: string, why: string): never => {
    throw new Error(`board ${file}: ${field}: ${why}`);
  };
  if (!Array.isArray(b.colours) || b.colours.join() !== COLOUR_KEYS.join()) fail('colours', `must be ${COLOUR_KEYS.join(', ')}`);
  if (!Array.isArray(b.loop) || b.loop.length !== 48) fail('loop', 'must list 48 squares');
  const byId = new Map(b.spaces.map((s) => [s.id, s]));
  const squares = b.loop.map((id, i) => {
    const s = byId.get(id) as LoopSpace | undefined;
    if (!s) return fail(`loop[${i}]`, `unknown space ${id}`);
    if (!(SQUARE_KINDS as readonly string[]).includes(s.kind))
      fail(`loop[${i}]`, `square ${id} has kind ${s.kind}, not a loop kind`);
    if (s.side !== Math.floor(i / 12)) fail(`loop[${i}]`, `square ${id} must lie on side ${Math.floor(i / 12)}`);
    if (i % 12 === 0 && s.kind !== 'start') fail(`loop[${i}]`, `a side begins with its corner start square`);
    return s;
  });
  if (new Set(b.loop).size !== 48) fail('loop', 'names a square twice');
  for (let side = 0; side < 4; side++) {
    for (const k of SQUARE_KINDS) {
      const n = squares.slice(side * 12, side * 12 + 12).filter((s) => s.kind === k).length;
      if (n !== PER_SIDE[k]) fail('loop', `side ${COLOUR_KEYS[side]} has ${n} ${k} squares, not ${PER_SIDE[k]}`);
    }
    for (const place of ['hq', 'camp'])
      if (!byId.has(`${place}-${COLOUR_KEYS[side]}`)) fail('spaces', `missing ${place}-${COLOUR_KEYS[side]}`);
  }
  return { board: b, squares };
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

/** "Pilot (square 2)", "the Blue start square (13)", "danger square MINE (10)", "POW square (7)". */
export function squareName(i: number): string {
  const s = SQUARES[i];
  switch (s.kind) {
    case 'illus':
      return `${s.label} (square ${i + 1})`;
    case 'start':
      return `the ${COLOUR_KEYS[s.side][0].toUpperCase()}${COLOUR_KEYS[s.side].slice(1)} start square (${i + 1})`;
    case 'danger':
      return `danger square ${s.label} (${i + 1})`;
    case 'pow':
      return `POW exchange square (${i + 1})`;
    default: {
      const never: never = s.kind;
      return never;
    }
  }
}
