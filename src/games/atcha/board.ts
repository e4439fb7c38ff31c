// The board as rules data: per-colour routes (start square .. framed foot square .. home
// straight .. home), base slots, and the numbers derived from them. Everything comes from
// data/boards/atcha.json so that a better-sourced layout needs no code change.
import { z } from 'zod';
import { boardSchema } from '../../engine/board';
import { tx, type Text } from '../../engine/text';
import { parseData, text, withChecks } from '../../engine/schema';
import raw from '../../../data/boards/atcha.json';

const FILE = 'data/boards/atcha.json';

const COLOUR = z.strictObject({
  key: text,
  name: text,
  letter: text,
  css: text,
  /** Route index 0. */
  start: text,
  /** The framed square at the foot of the home straight (last track square of the route). */
  foot: text,
  /** Space ids: start square, the circuit, the foot square, the home straight, home (last). */
  route: z.array(text).min(3),
  /** One base slot per piece. */
  base: z.array(text).min(1),
  home: text,
});
export type ColorData = z.output<typeof COLOUR>;

/** The shared board with the colours' routes and bases ("colours": the file keeps the British spelling). */
const SCHEMA = withChecks(boardSchema({ board: { colours: z.array(COLOUR).length(4) } }), (b, fault) => {
  const ids = new Set(b.spaces.map((s) => s.id));
  const [first] = b.colours;
  b.colours.forEach((c, i) => {
    const at = (...path: Array<string | number>) => ['colours', i, ...path];
    for (const field of ['start', 'foot', 'home'] as const)
      if (!ids.has(c[field])) fault(at(field), `${JSON.stringify(c[field])} is not a space`);
    for (const field of ['route', 'base'] as const)
      c[field].forEach((id, n) => {
        if (!ids.has(id)) fault(at(field, n), `${JSON.stringify(id)} is not a space`);
      });
    if (c.route[0] !== c.start) fault(at('route', 0), `the route begins at the start square ${c.start}`);
    if (c.route.at(-1) !== c.home) fault(at('route', c.route.length - 1), `the route ends at home ${c.home}`);
    // The rules count in route indexes shared by every colour: same length, foot and pieces.
    if (c.route.length !== first.route.length) fault(at('route'), `${first.route.length} squares, as colours[0]`);
    const foot = c.route.indexOf(c.foot);
    const footAt = first.route.indexOf(first.foot);
    if (foot < 0) fault(at('foot'), `${c.foot} is not on the route`);
    else if (foot !== footAt) fault(at('foot'), `must stand at route[${footAt}], as in colours[0]`);
    if (c.base.length !== first.base.length) fault(at('base'), `${first.base.length} slots, as colours[0]`);
  });
});

export type AtchaBoard = z.output<typeof SCHEMA>;

/** Checks the board once at load, naming the file, the path and the fault. */
export function loadBoard(data: unknown): AtchaBoard {
  return parseData(SCHEMA, data, `board ${FILE}`);
}

export const board: AtchaBoard = loadBoard(raw);
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

/**
 * A space as texts name it: a track square by its number, any other by the word the board
 * prints there (`board.R4`: each language has its own colour letters, on the board as in texts).
 */
export function place(id: string): Text {
  return PLACES.get(id) ?? placeText(id);
}

function placeText(id: string): Text {
  const label = spaceLabel(id);
  return /^\d+$/.test(label) ? tx('place.track', { n: Number(label) }) : tx('place.other', { label: tx(`board.${label}`) });
}

/** Each space's Text made once: every choice label names places, and nobody changes a Text. */
const PLACES = new Map(board.spaces.map((s) => [s.id, placeText(s.id)]));

/** True for squares only one colour can ever enter (home straight and home): never blocked or attacked. */
export function isPrivate(index: number): boolean {
  return index > FOOT;
}

/** Route index of each space id, per colour (index into COLORS): the inverse of `route`. */
export const ROUTE_INDEX: ReadonlyArray<ReadonlyMap<string, number>> = COLORS.map(
  (c) => new Map(c.route.map((id, i) => [id, i])),
);

/**
 * ROUTE_AT[c][pos][f]: the route index, on colour f's route, of the square at route index `pos`
 * of colour c (-1 when f's route does not pass there); ROUTE_INDEX looked up once at load for
 * the AI, which asks it for every piece of every position it weighs.
 */
export const ROUTE_AT: ReadonlyArray<ReadonlyArray<readonly number[]>> = COLORS.map((c) =>
  c.route.map((id) => ROUTE_INDEX.map((m) => m.get(id) ?? -1)),
);
