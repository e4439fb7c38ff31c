// The route through the fortress, read from data/boards/ateam.json. Rules only ask this file
// what a space is; all layout numbers stay in the JSON.
import { z } from 'zod';
import { boardSchema } from '../../engine/board';
import { parseData, text, withChecks } from '../../engine/schema';
import { tx, type Text } from '../../engine/text';
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

const FILE = 'data/boards/ateam.json';

/** The symbol each kind of LAB space shows. */
const LAB_OF: Partial<Record<SpaceKind, LabSymbol>> = { lab1: 'weapons', lab2: 'secret', lab3: 'topSecret', ult: 'ultimate' };

const SCHEMA = withChecks(
  boardSchema({
    space: {
      kind: z.enum(SPACE_KINDS),
      /** LAB symbol printed on a LAB space. */
      lab: z.enum(LAB_SYMBOLS).optional(),
      /** Printed direction: +n "MOVE AHEAD n", -n "GO BACK n". */
      move: z.number().int().optional(),
    },
    /** Space ids in order from START to the VAULT. */
    board: { path: z.array(text).min(2) },
  }),
  (b, fault) => {
    b.spaces.forEach((s, i) => {
      const lab = LAB_OF[s.kind];
      if (s.lab !== lab)
        fault(['spaces', i, 'lab'], lab ? `${s.kind} spaces show the ${lab} symbol` : `only a LAB space shows one`);
      const move = s.kind === 'ahead' ? 1 : s.kind === 'back' ? -1 : 0;
      if (Math.sign(s.move ?? 0) !== move)
        fault(
          ['spaces', i, 'move'],
          move ? `${s.kind} spaces move ${move > 0 ? 'ahead (+n)' : 'back (-n)'}` : 'only ahead and back spaces move',
        );
    });
    const byId = new Map(b.spaces.map((s) => [s.id, s]));
    b.path.forEach((id, i) => {
      if (!byId.has(id)) fault(['path', i], `${JSON.stringify(id)} is not a space`);
    });
    if (byId.get(b.path[0])?.kind !== 'start') fault(['path', 0], 'the path begins at the START space');
    if (byId.get(b.path.at(-1)!)?.kind !== 'vault') fault(['path', b.path.length - 1], 'the path ends at the VAULT');
  },
);

export type AteamBoard = z.output<typeof SCHEMA>;
export type AteamSpace = AteamBoard['spaces'][number];

/** Checks the board once at load, naming the file, the path and the fault. */
export function loadBoard(raw: unknown): AteamBoard {
  return parseData(SCHEMA, raw, `board ${FILE}`);
}

export const BOARD: AteamBoard = loadBoard(data);
const ROUTE: AteamSpace[] = BOARD.path.map((id) => BOARD.spaces.find((s) => s.id === id)!);

export const ROUTE_LENGTH = ROUTE.length;
export const START = 0;
export const VAULT = ROUTE_LENGTH - 1;

export const spaceAt = (i: number): AteamSpace => ROUTE[i];
export const kindAt = (i: number): SpaceKind => ROUTE[i].kind;
export const spaceId = (i: number): string => ROUTE[i].id;
export const labAt = (i: number): LabSymbol | undefined => ROUTE[i].lab;

function nameOf(i: number): Text {
  if (i === START) return tx('space.start');
  if (i === VAULT) return tx('space.vault');
  const s = ROUTE[i];
  return s.kind === 'plain' ? tx('space.plain', { n: i }) : tx('space.kind', { n: i, kind: tx(`kind.${s.kind}`) });
}
const NAMES = ROUTE.map((_, i) => nameOf(i));

/** "space 12 (GUARD)" style name of a route index for event texts (the kind's name is the catalogue's `kind.<kind>`). */
export const spaceName = (i: number): Text => NAMES[i];

/** Direction of "ahead" for a facing: in = towards the VAULT (+1), out = towards START (-1). */
export const aheadDir = (facing: 'in' | 'out'): 1 | -1 => (facing === 'in' ? 1 : -1);

/** The nearest GUARD space behind `pos` for a piece facing `facing` (the next one further back if `pos` is one), or null. */
export function guardBehindFrom(pos: number, facing: 'in' | 'out'): number | null {
  const dir = -aheadDir(facing);
  for (let i = pos + dir; i >= 0 && i < ROUTE_LENGTH; i += dir) if (kindAt(i) === 'guard') return i;
  return null;
}
