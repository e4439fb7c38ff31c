// The board as rules data: per-colour routes (start square .. framed foot square .. home
// straight .. home), base slots, and the numbers derived from them. Everything comes from
// data/boards/atcha.json so that a better-sourced layout needs no code change.
import { validateBoard, type BoardData } from '../../engine/board';
import raw from '../../../data/boards/atcha.json';

export interface ColorData {
  key: string;
  name: string;
  letter: string;
  css: string;
  /** Route index 0. */
  start: string;
  /** The framed square at the foot of the home straight (last track square of the route). */
  foot: string;
  /** Space ids: start square, the circuit, the foot square, the home straight, home (last). */
  route: string[];
  /** One base slot per piece. */
  base: string[];
  home: string;
}

export interface AtchaBoard extends BoardData {
  colours: ColorData[];
}

export const board = validateBoard(raw, 'data/boards/atcha.json') as AtchaBoard;
/** The four colours as the board file gives them (its key keeps the British spelling). */
export const COLORS: readonly ColorData[] = board.colours;

/** Position of a piece: BASE, or an index into its colour's route. */
export const BASE = -1;
/** Route index of home (the route's last entry). All colours share the route shape. */
export const HOME = COLORS[0].route.length - 1;
/** Route index of the framed foot square; the home straight lies between FOOT and HOME. */
export const FOOT = COLORS[0].route.indexOf(COLORS[0].foot);
export const PIECES = COLORS[0].base.length;

const labelOf = new Map(board.spaces.map((s) => [s.id, s.label ?? s.id]));

/** Printed label of a space ("31", "R4", "HOME"). */
export function spaceLabel(id: string): string {
  return labelOf.get(id) ?? id;
}

/** True for squares only one colour can ever enter (home straight and home): never blocked or attacked. */
export function isPrivate(index: number): boolean {
  return index > FOOT;
}

/** Route index of each space id, per colour (index into COLORS): the inverse of `route`. */
export const ROUTE_INDEX: ReadonlyArray<ReadonlyMap<string, number>> = COLORS.map(
  (c) => new Map(c.route.map((id, i) => [id, i])),
);
