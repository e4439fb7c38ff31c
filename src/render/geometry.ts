// Board JSON in board pixels -> everything the drawing code needs, in output pixels.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateBoard, type BoardData } from '../engine/board';
import { inkOn } from './color';

/** Output width range: wide enough to stay legible when Discord shrinks it to ~500 px. */
export const MIN_WIDTH = 720;
export const MAX_WIDTH = 800;

export interface SpaceGeo {
  id: string;
  kind: string;
  /** Centre and size in output pixels. */
  x: number;
  y: number;
  size: number;
  shape: 'square' | 'circle';
  /** A square's corner radius in output pixels (the board's `corner`). */
  corner?: number;
  fill: string;
  ink: string;
  label?: string;
  text?: string;
  /**
   * The space's number, printed small in its top-left corner when its label is a word (a board
   * gives a space `"number": 5`; texts say "back to space 5", so the picture must show 5).
   */
  number?: string;
  /**
   * A large space (the VAULT, a home): its words go in the upper part and its tokens in
   * the lower part, so a piece standing there never hides the name.
   */
  big: boolean;
  /** Its tokens stand on it, over its words (a track's corner: see the board's `cover`). */
  cover?: boolean;
  /** Its tokens stand apart, never overlapping (see the board's `apart`). */
  apart?: boolean;
  /** A place for one piece, drawn only while empty (see the board's `slot`). */
  slot?: boolean;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Geometry {
  board: BoardData;
  scale: number;
  width: number;
  boardHeight: number;
  cell: number;
  tokenRadius: number;
  spaces: Map<string, SpaceGeo>;
  /**
   * Where each space's printed words (label, text, corner number) are, filled in when the
   * static layer is drawn: tokens stand beside them, not on them.
   */
  words: Map<string, Box>;
}

const GAME_ID = /^[a-z0-9][a-z0-9_-]*$/i;

/**
 * Reads data/boards/<gameId>.json and checks the fields every board shares (the game checks its
 * own when it loads). A bad board is a bug in the data: it throws, naming the file and the fault.
 */
export function loadBoard(boardsDir: string, gameId: string): BoardData {
  if (!GAME_ID.test(gameId)) throw new Error(`render: bad game id ${JSON.stringify(gameId)}`);
  const file = join(boardsDir, `${gameId}.json`);
  return validateBoard(JSON.parse(readFileSync(file, 'utf8')), file);
}

export function buildGeometry(board: BoardData): Geometry {
  const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, board.width));
  const scale = width / board.width;
  const cell = board.cell * scale;
  const spaces = new Map<string, SpaceGeo>();
  for (const s of board.spaces) {
    const kind = board.kinds[s.kind];
    const fill = s.fill ?? kind.fill;
    spaces.set(s.id, {
      id: s.id,
      kind: s.kind,
      x: s.x * scale,
      y: s.y * scale,
      size: (s.size ?? board.cell) * scale,
      shape: s.shape ?? 'square',
      ...(board.corner !== undefined ? { corner: board.corner * scale } : {}),
      fill,
      // A space's own fill (a seat's coloured squares) gets its own contrasting ink.
      ink: s.fill ? inkOn(s.fill) : kind.ink,
      label: s.label,
      text: s.text,
      ...(s.number !== undefined ? { number: String(s.number) } : {}),
      big: (s.size ?? board.cell) >= board.cell * 1.6,
      ...(s.cover ? { cover: true } : {}),
      ...(s.apart ? { apart: true } : {}),
      ...(s.slot ? { slot: true } : {}),
    });
  }
  return {
    board,
    scale,
    width,
    boardHeight: Math.round(board.height * scale),
    cell,
    // The board's own token size when it gives one (a dense graph needs small tokens);
    // otherwise large tokens, never so small that initials drop under the minimum text size.
    tokenRadius: board.token !== undefined ? board.token * scale : Math.max(15, Math.min(cell * 0.42, 26)),
    spaces,
    words: new Map(),
  };
}

export const boxesOverlap = (a: Box, b: Box, pad = 0): boolean =>
  a.x - pad < b.x + b.w && b.x - pad < a.x + a.w && a.y - pad < b.y + b.h && b.y - pad < a.y + a.h;

/** The square (or circle's bounding square) a space covers. */
export const spaceBox = (s: SpaceGeo): Box => ({ x: s.x - s.size / 2, y: s.y - s.size / 2, w: s.size, h: s.size });
