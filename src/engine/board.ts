// The shape of data/boards/<game>.json, shared by the games (rules data) and the renderer
// (coordinates), as zod schemas. A game adds its own fields on a space and at the top level
// (routes, bases, a grid position) with `boardSchema`, and its own checks with `withChecks`;
// every board also passes the checks here (space ids unique, kinds and links pointing at
// something that exists), which run, like a game's, once the shape is right.
import { z } from 'zod';
import { dataFaults, parseData, text, withChecks, type Fault } from './schema';

const positive = z.number().positive();
type NoFields = Record<never, never>;

/** Fields every space has; a game adds its own beside them (and may narrow `kind`). */
const SPACE = z.strictObject({
  id: text,
  /** Key into the board's `kinds`. */
  kind: text,
  /** Centre of the space, in board pixels. */
  x: z.number(),
  y: z.number(),
  /** Short text printed on the space ("START", "12"). */
  label: z.string().optional(),
  /** A printed direction ("MOVE AHEAD 2"), drawn small on the space. */
  text: z.string().optional(),
  /** The space's number, printed small in a corner when its label is a word (texts say "back to space 5"). */
  number: z.number().int().min(0).optional(),
  /** The space's own fill instead of its kind's: a seat's coloured squares, start or HQ. */
  fill: text.optional(),
  /** Size override in pixels (defaults to the board's `cell`). */
  size: positive.optional(),
  shape: z.enum(['square', 'circle']).optional(),
  /**
   * Its tokens stand on it, over its words: a corner of a track, where a piece beside it would
   * stand between two other spaces and seem to belong to either.
   */
  cover: z.boolean().optional(),
  /**
   * Its tokens stand apart, each shape whole, never overlapping: a space where many pieces
   * gather (the Falcon, a POW camp whose counts must each be read).
   */
  apart: z.boolean().optional(),
  /**
   * A place for one piece (a base's four): drawn while empty; a piece standing there shows the
   * place taken, drawn on the ground alone (no ring of the place around it to read or to send).
   */
  slot: z.boolean().optional(),
});

const KIND = z.strictObject({
  /** Name shown in the legend ("GUARD"). */
  name: text,
  fill: text,
  /** Text colour on that fill. */
  ink: text,
});

/** How a kind of link is drawn (road, helicopter path, hyperspace lane) and whether it is one-way. */
const LINK_KIND = z.strictObject({
  name: text,
  color: text,
  /** Line width in board pixels. */
  width: positive,
  /** Dash pattern in board pixels (none: solid). */
  dash: z.array(z.number().min(0)).optional(),
  oneWay: z.boolean().optional(),
});

/** Two space ids, and the link's kind in `linkKinds` (plain when absent). */
const LINK = z.tuple([text, text, text.optional()], { error: 'must be [a, b] or [a, b, kind]' });

/** Decoration drawn under the spaces: fortress walls, base yards, the centre. */
const AREA = z.strictObject({
  x: z.number(),
  y: z.number(),
  w: positive,
  h: positive,
  fill: text,
  stroke: text.optional(),
  label: z.string().optional(),
  /** Where its label goes: along the top (default), or the bottom (paths come in from above: the Trash Compactor). */
  labelAt: z.enum(['top', 'bottom']).optional(),
  /** Corner radius. */
  r: z.number().min(0).optional(),
});

const BOARD = z.strictObject({
  id: text,
  name: text,
  /** Board area in pixels (the renderer adds its caption strip below). */
  width: positive,
  height: positive,
  /** Default space size in pixels. */
  cell: positive,
  /**
   * Corner radius of a square space in board pixels (default: a tenth of its size, at most 6).
   * 0 for a grid of abutting squares (Atcha!'s track): printed boards draw them square, and an
   * edge on whole pixels packs into a lighter picture than a rounded one.
   */
  corner: z.number().min(0).optional(),
  /** Token radius in board pixels (default: from the cell size). */
  token: positive.optional(),
  /** Text size of the board's tabs (markers, location tags) in board pixels (default: the minimum text size). */
  tagText: positive.optional(),
  /**
   * Where a choice's letter sits on its space: on the top-right corner (default), in the middle
   * (a grid of bare squares: a corner is where four squares meet), or just off the space toward
   * the board's middle (a track whose spaces are filled by their names and markers).
   */
  marks: z.enum(['corner', 'middle', 'inside']).optional(),
  /**
   * Where markers of no seat sit on their space: along its bottom edge (default) or in its
   * top-right corner (a space whose name fills its lower part, its number top-left).
   */
  markers: z.enum(['bottom', 'corner']).optional(),
  background: text,
  kinds: z.record(text, KIND),
  spaces: z.array(SPACE).min(1),
  /**
   * Pairs of space ids drawn as a connecting path (and, for graph games, the movement graph).
   * A third element names the link's kind in `linkKinds`.
   */
  links: z.array(LINK).optional(),
  linkKinds: z.record(text, LINK_KIND).optional(),
  areas: z.array(AREA).optional(),
  /**
   * Free parts of the board where the names of numbered spaces too long to print legibly on
   * their space are listed ("6 Felcser"); such a space then shows its number alone, large. A
   * board without it squeezes a long name into its space.
   */
  nameKey: z.array(z.strictObject({ x: z.number(), y: z.number(), w: positive, h: positive })).optional(),
});

export type BoardData = z.output<typeof BOARD>;
export type BoardSpace = z.output<typeof SPACE>;
export type BoardKind = z.output<typeof KIND>;
export type LinkKind = z.output<typeof LINK_KIND>;
export type BoardArea = z.output<typeof AREA>;

/**
 * A game's board schema: the shared fields, the game's own on each space and at the top level
 * (a field named like a shared one replaces it: `kind: z.enum(MY_KINDS)`), nothing else (a
 * misspelt field is refused, not ignored), and the shared checks.
 */
export function boardSchema<S extends z.ZodRawShape = NoFields, B extends z.ZodRawShape = NoFields>(own: {
  space?: S;
  board?: B;
}) {
  const spaces = z.array(SPACE.extend(own.space ?? ({} as S))).min(1);
  const schema = BOARD.extend({ spaces, ...(own.board ?? ({} as B)) });
  return withChecks(schema, (b, fault) => sharedChecks(b as BoardData, fault));
}

/** Any game's board as the renderer reads it: the shared fields checked, a game's own dropped. */
const ANY_BOARD = withChecks(BOARD.strip().extend({ spaces: z.array(SPACE.strip()).min(1) }), sharedChecks);

/** Space ids once each; kinds, link ends and link kinds that exist. */
function sharedChecks(b: BoardData, fault: Fault): void {
  const first = new Map<string, number>();
  b.spaces.forEach((s, i) => {
    const seen = first.get(s.id);
    if (seen !== undefined) fault(['spaces', i, 'id'], `${JSON.stringify(s.id)} appears twice (first at spaces[${seen}])`);
    else first.set(s.id, i);
    if (!Object.hasOwn(b.kinds, s.kind)) fault(['spaces', i, 'kind'], `${JSON.stringify(s.kind)} is not in kinds`);
  });
  (b.links ?? []).forEach((l, i) => {
    for (const end of [0, 1] as const)
      if (!first.has(l[end])) fault(['links', i, end], `${JSON.stringify(l[end])} is not a space`);
    if (l[2] !== undefined && !Object.hasOwn(b.linkKinds ?? {}, l[2]))
      fault(['links', i, 2], `${JSON.stringify(l[2])} is not in linkKinds`);
  });
}

/** The faults of a board against the shared schema, one per line, or null when it passes. */
export function boardFault(raw: unknown): string | null {
  return dataFaults(ANY_BOARD, raw).join('\n') || null;
}

/** Checks any game's board against the shared schema; throws naming the file, the path and the fault. */
export function validateBoard(raw: unknown, file: string): BoardData {
  return parseData(ANY_BOARD, raw, `board ${file}`);
}
