// What a game may add to the renderer when its picture cannot be plain data (Scene, board
// JSON, device pictures): drawing code registered for its game id in render/games/index.ts.
// A plug-in draws only from the Scene and seat paint it is given, after the tokens, marks and
// markers, before the caption: it can never see hidden information.
import type { CanvasRenderingContext2D } from 'canvas';
import type { DrawnScene, SeatPaint } from './contract';
import type { Geometry } from './geometry';

/** `label`: the board's words in the picture's language (the geometry keeps the board data's own). */
export type Overlay = (
  ctx: CanvasRenderingContext2D,
  geo: Geometry,
  scene: DrawnScene,
  seats: readonly SeatPaint[],
  label: (word: string) => string,
) => void;

export interface RenderPlugin {
  overlay?: Overlay;
  /**
   * zlib level of the game's pictures when not the default 6: a lower one deflates faster for
   * a few per cent more bytes, for a game whose uploads have room (figures in render/games/index.ts).
   */
  pngLevel?: number;
}

/** Game id -> its render plug-in. */
export type RenderPlugins = Readonly<Record<string, RenderPlugin>>;
