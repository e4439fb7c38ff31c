// The Death Star as rules data, read from data/boards/death-star.json: which spot is what,
// the corridors a token walks along, and the hyperspace grid. Layout numbers stay in the JSON.
import { z } from 'zod';
import { boardSchema } from '../../engine/board';
import { adjacency, distances, type Adjacency } from '../../engine/graph';
import type { Cell } from '../../engine/grid';
import { parseData, withChecks } from '../../engine/schema';
import { tx, type Text } from '../../engine/text';
import raw from '../../../data/boards/death-star.json';

export const SPACE_KINDS = [
  'corridor',
  'force',
  'control',
  'tractor',
  'detention',
  'falcon',
  'compactor',
  'hyper',
  'entry',
  'tie',
  'base',
] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];

const FILE = 'data/boards/death-star.json';

/** Kinds of square on the hyperspace grid, and only they have a grid position. */
const GRID_KINDS: ReadonlySet<SpaceKind> = new Set(['hyper', 'entry', 'tie', 'base']);

const gridPosition = z.number().int().min(0).optional();

/** A spot or square of the board; hyperspace squares also sit on the grid (col, row). */
const SCHEMA = withChecks(
  boardSchema({ space: { kind: z.enum(SPACE_KINDS), col: gridPosition, row: gridPosition } }),
  (b, fault) => {
    b.spaces.forEach((s, i) => {
      if ((s.col === undefined) !== (s.row === undefined))
        fault(['spaces', i, s.col === undefined ? 'col' : 'row'], `missing: a grid square has both col and row (${s.id})`);
      if (GRID_KINDS.has(s.kind) !== (s.col !== undefined || s.row !== undefined))
        fault(['spaces', i], `hyperspace squares and only they sit on the grid (col, row) (${s.id})`);
    });
    for (const k of ['control', 'tractor', 'detention', 'falcon', 'base'] as const)
      if (b.spaces.filter((s) => s.kind === k).length !== 1) fault(['spaces'], `exactly one ${k} needed`);
    const compactors = b.spaces.filter((s) => s.kind === 'compactor').map((s) => s.id);
    if (compactors.join() !== 'tc0,tc1,tc2,tc3') fault(['spaces'], 'compactor areas tc0..tc3 needed, one per colour');
    if (b.spaces.filter((s) => s.kind === 'entry').length !== 3) fault(['spaces'], 'three hyperspace entries needed');
    const cell = (b.links ?? []).filter((l) => l[2] === 'cell');
    if (cell.length !== 1 || !cell[0].includes('detention'))
      fault(['links'], 'one "cell" link joins the Detention Block to its door');
  },
);

export type DsBoard = z.output<typeof SCHEMA>;
export type DsSpace = DsBoard['spaces'][number];

/** Checks the board once at load, naming the file, the path and the fault. */
export function loadBoard(data: unknown): DsBoard {
  return parseData(SCHEMA, data, `board ${FILE}`);
}

export const BOARD: DsBoard = loadBoard(raw);
const BY_ID = new Map<string, DsSpace>(BOARD.spaces.map((s) => [s.id, s]));

export const kindOf = (id: string): SpaceKind => {
  const s = BY_ID.get(id);
  if (!s) throw new Error(`death-star: unknown space ${id}`);
  return s.kind;
};
export const isSpace = (id: string): boolean => BY_ID.has(id);

/** The corridors (rooms and the Falcon are entered through them; the Detention Block is not on the lines). */
export const CORRIDORS: Adjacency = adjacency(BOARD.links ?? [], { only: new Set(['corridor', 'door']) });

export const DETENTION = 'detention';
export const FALCON = 'falcon';
export const CONTROL = 'control';
export const TRACTOR = 'tractor';
/** The spot a token leaves the Detention Block by. */
export const DOOR: string = (BOARD.links ?? []).find((l) => l[2] === 'cell')!.find((x) => x !== 'detention' && x !== 'cell')!;

export const compactorOf = (seat: number): string => `tc${seat}`;
export const isCompactor = (id: string): boolean => kindOf(id) === 'compactor';
/** Rooms a token enters only by exact count and leaves on a later move. */
export const isRoom = (id: string): boolean => id === CONTROL || id === TRACTOR;

// Hyperspace.
const GRID = BOARD.spaces.filter((s) => s.col !== undefined);
export const COLS = Math.max(...GRID.map((s) => s.col!)) + 1;
export const ROWS = Math.max(...GRID.map((s) => s.row!)) + 1;
const CELL_AT = new Map(GRID.map((s) => [`${s.col},${s.row}`, s.id]));
export const cellId = (c: Cell): string => {
  const id = CELL_AT.get(`${c.col},${c.row}`);
  if (!id) throw new Error(`death-star: no hyperspace square at ${c.col},${c.row}`);
  return id;
};
export const cellOf = (id: string): Cell => {
  const s = BY_ID.get(id);
  if (!s || s.col === undefined) throw new Error(`death-star: ${id} is not a hyperspace square`);
  return { col: s.col, row: s.row! };
};
export const isHyper = (id: string): boolean => BY_ID.get(id)?.col !== undefined;
export const ENTRIES: readonly string[] = GRID.filter((s) => s.kind === 'entry').map((s) => s.id);
export const BASE: string = GRID.find((s) => s.kind === 'base')!.id;
export const isTie = (id: string): boolean => kindOf(id) === 'tie';

/** Fewest corridor steps between spots (the AI's yardstick): a table computed once at load. */
const INDEX = new Map(BOARD.spaces.map((sp, i) => [sp.id, i]));
const N = BOARD.spaces.length;
const DIST = new Int16Array(N * N).fill(99);
for (const sp of BOARD.spaces) {
  const i = INDEX.get(sp.id)!;
  for (const [to, d] of distances(CORRIDORS, sp.id)) DIST[i * N + INDEX.get(to)!] = d;
}
export function dist(a: string, b: string): number {
  return DIST[INDEX.get(a)! * N + INDEX.get(b)!];
}

/** A corridor or Force spot's number ("s23" is 23). */
export const spotNumber = (id: string): number => Number(id.slice(1));

/** How texts name a spot: its number, a room, a hyperspace square by what is there. */
export function spotName(id: string): Text {
  const kind = kindOf(id);
  // Hyperspace squares carry no number: they are named by what is there (the picture letters the choices).
  return kind === 'corridor' || kind === 'force' ? tx('spot.n', { n: spotNumber(id) }) : tx(`spot.${kind}`);
}
