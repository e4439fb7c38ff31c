// The board renderer: static layer drawn once per game and language and copied, then the last move,
// the tokens and the caption, encoded to PNG. Draws only the Scene and seat paint given:
// hidden information cannot reach a picture.
import { createCanvas, type Canvas } from 'canvas';
import { CAPTION_BG, captionHeight, drawCaption, fitNotes, groupsHeight, hasSeatLines, layoutGroups } from './caption';
import { ENGLISH_BOARD, type BoardWords, type Caption, type DrawnScene, type RenderBoard, type SeatPaint } from './contract';
import { encodeIndexedPng, type Encoder } from './encode';
import { buildGeometry, loadBoard, type Geometry } from './geometry';
import { DEFAULT_BOARDS_DIR } from './paths';
import { drawMarkers, drawMarkLetters, drawMarkPaths } from './marks';
import { RENDER_PLUGINS } from './games';
import type { RenderPlugins } from './plugin';
import { coverTakenSlots } from './slots';
import { drawStaticLayer } from './staticLayer';
import { drawHighlight, drawTokens } from './tokens';

export type { BoardWords, Caption, CaptionWords, DrawnScene, RenderBoard, SeatPaint } from './contract';
export { ENGLISH_BOARD } from './contract';

interface GameLayers {
  geo: Geometry;
  /** The board without pieces, drawn once. */
  board: Canvas;
  /**
   * The board with an empty caption ground under it, as tall as any caption: what a frame is drawn
   * on, and compared with when encoding (only what a turn draws on it is looked at anew).
   */
  base: Canvas;
  /** One reusable frame per caption height (rendering is synchronous, so sharing is safe). */
  frames: Map<number, Canvas>;
}

export interface RenderStats {
  /** How many times a static board layer was drawn (once per game id and language). */
  staticBuilds: number;
}

export type Renderer = RenderBoard & {
  readonly stats: RenderStats;
  /** The cached static layer of a game in a language, loading it if needed (for tests and warm-up). */
  staticLayer(gameId: string, words?: BoardWords): Canvas;
  /** The geometry of a game's board as drawn in a language (with where each space's words went). */
  geometry(gameId: string, words?: BoardWords): Geometry;
};

/** `encode`: how a drawn frame becomes a file (the bench passes the old encoder to compare). */
export function createRenderer(
  boardsDir: string = DEFAULT_BOARDS_DIR,
  plugins: RenderPlugins = RENDER_PLUGINS,
  encode: Encoder = encodeIndexedPng,
): Renderer {
  const games = new Map<string, GameLayers>();
  const stats: RenderStats = { staticBuilds: 0 };

  // Per game and language: the words a space prints, so where they go, differ by language.
  const layersFor = (gameId: string, words: BoardWords): GameLayers => {
    const key = `${gameId}\u0000${words.locale}`;
    let layers = games.get(key);
    if (!layers) {
      const geo = buildGeometry(loadBoard(boardsDir, gameId));
      const board = drawStaticLayer(geo, words.label);
      layers = { geo, board, base: groundedBoard(board), frames: new Map() };
      stats.staticBuilds++;
      games.set(key, layers);
    }
    return layers;
  };

  const render = (gameId: string, scene: DrawnScene, seats: SeatPaint[], caption: Caption, words = ENGLISH_BOARD): Buffer => {
    const { geo, board, base, frames } = layersFor(gameId, words);
    const notes = fitNotes(scene.notes ?? [], geo.width);
    const capH = captionHeight(
      seats.length,
      notes.length,
      hasSeatLines(scene.seatLines),
      groupsHeight(layoutGroups(caption.groups, geo.width, caption.devices)),
      caption.slim === true,
    );
    const height = geo.boardHeight + capH;
    let frame = frames.get(height);
    if (!frame) {
      frame = createCanvas(geo.width, height);
      frames.set(height, frame);
    }
    const ctx = frame.getContext('2d');
    ctx.drawImage(base, 0, 0);
    coverTakenSlots(ctx, geo, scene.tokens);
    drawHighlight(ctx, geo, board, scene.highlight);
    const marks = scene.marks ?? [];
    drawMarkPaths(ctx, geo, board, marks);
    drawTokens(ctx, geo, scene.tokens, seats);
    drawMarkers(ctx, geo, scene.markers ?? [], scene.tokens);
    drawMarkLetters(ctx, geo, marks, scene.tokens);
    plugins[gameId]?.overlay?.(ctx, geo, scene, seats, words.label);
    drawCaption(ctx, geo.boardHeight, geo.width, { caption, seats, notes, seatLines: scene.seatLines });
    return encode(frame, base, plugins[gameId]?.pngLevel);
  };

  return Object.assign(render, {
    stats,
    staticLayer: (id: string, words = ENGLISH_BOARD) => layersFor(id, words).board,
    geometry: (id: string, words = ENGLISH_BOARD) => layersFor(id, words).geo,
  });
}

/** Taller than any caption (header, notes, a table of throws, six seats with their lines). */
const CAPTION_ROOM = 480;

/** The board with the caption's empty ground under it. */
function groundedBoard(board: Canvas): Canvas {
  const base = createCanvas(board.width, board.height + CAPTION_ROOM);
  const ctx = base.getContext('2d');
  ctx.drawImage(board, 0, 0);
  ctx.fillStyle = CAPTION_BG;
  ctx.fillRect(0, board.height, board.width, CAPTION_ROOM);
  return base;
}

/** The shared renderer over data/boards. */
export const renderBoard: Renderer = createRenderer();
