// The shape of data/boards/<game>.json, shared by the games (rules data) and the renderer
// (coordinates), and the one check every board passes when it is loaded. Games add their own
// fields (routes, bases, a grid position) beside these, typed and checked in their board.ts.
import type { LinkSpec } from './graph';

export interface BoardSpace {
  id: string;
  /** Key into BoardData.kinds. */
  kind: string;
  /** Centre of the space, in board pixels. */
  x: number;
  y: number;
  /** Short text printed on the space ("START", "12"). */
  label?: string;
  /** A printed direction ("MOVE AHEAD 2"), drawn small on the space. */
  text?: string;
  /** The space's own fill instead of its kind's: a seat's coloured squares, start or HQ. */
  fill?: string;
  /** Size override in pixels (defaults to BoardData.cell). */
  size?: number;
  shape?: 'square' | 'circle';
}

export interface BoardKind {
  /** Name shown in the legend ("GUARD"). */
  name: string;
  fill: string;
  /** Text colour on that fill. */
  ink: string;
}

/** How a kind of link is drawn (road, helicopter path, hyperspace lane) and whether it is one-way. */
export interface LinkKind {
  name: string;
  color: string;
  /** Line width in board pixels. */
  width: number;
  /** Dash pattern in board pixels (none: solid). */
  dash?: number[];
  oneWay?: boolean;
}

/** Decoration drawn under the spaces: fortress walls, base yards, the centre. */
export interface BoardArea {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  stroke?: string;
  label?: string;
  /** Corner radius. */
  r?: number;
}

export interface BoardData {
  id: string;
  name: string;
  /** Board area in pixels (the renderer adds its caption strip below). */
  width: number;
  height: number;
  /** Default space size in pixels. */
  cell: number;
  /** Token radius in board pixels (default: from the cell size). */
  token?: number;
  background: string;
  kinds: Record<string, BoardKind>;
  spaces: BoardSpace[];
  /**
   * Pairs of space ids drawn as a connecting path (and, for graph games, the movement graph).
   * A third element names the link's kind in `linkKinds`.
   */
  links?: LinkSpec[];
  linkKinds?: Record<string, LinkKind>;
  areas?: BoardArea[];
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStr = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The first fault of a board, naming the field, or null. */
export function boardFault(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return 'not an object';
  const b = raw as BoardData;
  if (!isStr(b.id)) return 'id: missing';
  if (!isStr(b.name)) return 'name: missing';
  for (const f of ['width', 'height', 'cell'] as const) if (!isNum(b[f]) || b[f] <= 0) return `${f}: must be a positive number`;
  if (b.token !== undefined && !(isNum(b.token) && b.token > 0)) return 'token: must be a positive number';
  if (!isStr(b.background)) return 'background: missing';
  if (!b.kinds || typeof b.kinds !== 'object') return 'kinds: missing';
  for (const [k, kind] of Object.entries(b.kinds)) {
    if (!isStr(kind?.name) || !isStr(kind?.fill) || !isStr(kind?.ink)) return `kinds.${k}: needs name, fill and ink`;
  }
  if (!Array.isArray(b.spaces) || b.spaces.length === 0) return 'spaces: missing';
  const ids = new Set<string>();
  for (const [i, s] of b.spaces.entries()) {
    if (!isStr(s?.id)) return `spaces[${i}].id: missing`;
    if (ids.has(s.id)) return `spaces[${i}].id: ${s.id} appears twice`;
    ids.add(s.id);
    if (!b.kinds[s.kind]) return `spaces[${i}].kind: unknown kind ${JSON.stringify(s.kind)} (space ${s.id})`;
    if (!isNum(s.x) || !isNum(s.y)) return `spaces[${i}].x/y: missing (space ${s.id})`;
    if (s.size !== undefined && !(isNum(s.size) && s.size > 0)) return `spaces[${i}].size: must be positive (space ${s.id})`;
    if (s.shape !== undefined && s.shape !== 'square' && s.shape !== 'circle')
      return `spaces[${i}].shape: square or circle (space ${s.id})`;
  }
  for (const [k, lk] of Object.entries(b.linkKinds ?? {})) {
    if (!isStr(lk?.name) || !isStr(lk?.color) || !isNum(lk?.width)) return `linkKinds.${k}: needs name, color and width`;
  }
  for (const [i, l] of (b.links ?? []).entries()) {
    if (!Array.isArray(l) || l.length < 2 || l.length > 3) return `links[${i}]: must be [a, b] or [a, b, kind]`;
    if (!ids.has(l[0]) || !ids.has(l[1])) return `links[${i}]: ${l[0]}-${l[1]} names a missing space`;
    if (l.length === 3 && !b.linkKinds?.[l[2]!]) return `links[${i}]: unknown link kind ${JSON.stringify(l[2])}`;
  }
  for (const [i, a] of (b.areas ?? []).entries()) {
    if (![a?.x, a?.y, a?.w, a?.h].every(isNum) || !isStr(a?.fill)) return `areas[${i}]: needs x, y, w, h and fill`;
  }
  return null;
}

/** Checks a board once at load; a bad board is a bug in the data, so this throws, naming file and field. */
export function validateBoard(raw: unknown, file: string): BoardData {
  const fault = boardFault(raw);
  if (fault) throw new Error(`board ${file}: ${fault}`);
  return raw as BoardData;
}
