// The route through the fortress, read from data/boards/ateam.json. Rules only ask this file
// what a space is; all layout numbers stay in the JSON.
import { validateBoard, type BoardData, type BoardSpace } from '../../engine/board';
import data from '../../../data/boards/ateam.json';

export const SPACE_KINDS = [
  'start',
  'vault',
  'plain',
  'guard',
  'narrow',
  'tv',
  'roll',
  'safety',
  'lab1',
  'lab2',
  'lab3',
  'ult',
  'ahead',
  'back',
] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];

export const LAB_SYMBOLS = ['weapons', 'secret', 'topSecret', 'ultimate'] as const;
export type LabSymbol = (typeof LAB_SYMBOLS)[number];

export interface AteamSpace extends BoardSpace {
  kind: SpaceKind;
  /** LAB symbol printed on a LAB space. */
  lab?: LabSymbol;
  /** Printed direction: +n "MOVE AHEAD n", -n "GO BACK n". */
  move?: number;
}

export interface AteamBoard extends BoardData {
  /** Space ids in order from START to the VAULT. */
  path: string[];
  spaces: AteamSpace[];
}

function load(raw: unknown): AteamBoard {
  const b = validateBoard(raw, 'data/boards/ateam.json') as AteamBoard;
  const byId = new Map(b.spaces.map((s) => [s.id, s]));
  for (const s of b.spaces) {
    if (!(SPACE_KINDS as readonly string[]).includes(s.kind)) throw new Error(`ateam board: unknown kind ${s.kind}`);
    if (s.lab !== undefined && !(LAB_SYMBOLS as readonly string[]).includes(s.lab))
      throw new Error(`ateam board: bad lab ${s.lab}`);
  }
  for (const id of b.path) if (!byId.has(id)) throw new Error(`ateam board: path names unknown space ${id}`);
  return b;
}

export const BOARD: AteamBoard = load(data);
const ROUTE: AteamSpace[] = BOARD.path.map((id) => BOARD.spaces.find((s) => s.id === id)!);

export const ROUTE_LENGTH = ROUTE.length;
export const START = 0;
export const VAULT = ROUTE_LENGTH - 1;

export const spaceAt = (i: number): AteamSpace => ROUTE[i];
export const kindAt = (i: number): SpaceKind => ROUTE[i].kind;
export const spaceId = (i: number): string => ROUTE[i].id;
export const labAt = (i: number): LabSymbol | undefined => ROUTE[i].lab;

function nameOf(i: number): string {
  if (i === START) return 'START';
  if (i === VAULT) return 'the VAULT';
  const s = ROUTE[i];
  return s.kind === 'plain' ? `space ${i}` : `space ${i} (${BOARD.kinds[s.kind]?.name ?? s.kind})`;
}
const NAMES = ROUTE.map((_, i) => nameOf(i));

/** "space 12 (GUARD)" style name of a route index for event texts. */
export const spaceName = (i: number): string => NAMES[i];

/** Direction of "ahead" for a facing: in = towards the VAULT (+1), out = towards START (-1). */
export const aheadDir = (facing: 'in' | 'out'): 1 | -1 => (facing === 'in' ? 1 : -1);

/** The nearest GUARD space behind `pos` for a piece facing `facing` (the next one further back if `pos` is one), or null. */
export function guardBehindFrom(pos: number, facing: 'in' | 'out'): number | null {
  const dir = -aheadDir(facing);
  for (let i = pos + dir; i >= 0 && i < ROUTE_LENGTH; i += dir) if (kindAt(i) === 'guard') return i;
  return null;
}
