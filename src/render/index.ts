// The board renderer: static layer drawn once per game and copied, then the last move,
// the tokens and the caption, encoded to PNG. Draws only the Scene and seat paint given:
// hidden information cannot reach a picture.
import { createCanvas, type Canvas } from 'canvas';
import type { Scene } from '../engine/types';
import { captionHeight, drawCaption, groupsHeight, hasSeatLines, layoutGroups } from './caption';
import type { Caption, RenderBoard, SeatPaint } from './contract';
import { encodePng } from './encode';
import { buildGeometry, loadBoard, type Geometry } from './geometry';
import { DEFAULT_BOARDS_DIR } from './paths';
import { drawMarkers, drawMarkLetters, drawMarkPaths } from './marks';
import { RENDER_PLUGINS } from './games';
import type { RenderPlugins } from './plugin';
import { drawStaticLayer } from './staticLayer';
import { drawHighlight, drawTokens } from './tokens';

export type { Caption, RenderBoard, SeatPaint } from './contract';

interface GameLayers {
  geo: Geometry;
  /** The board without pieces, drawn once. */
  board: Canvas;
  /** One reusable frame per caption height (rendering is synchronous, so sharing is safe). */
  frames: Map<number, Canvas>;
}

export interface RenderStats {
  /** How many times a static board layer was drawn (once per game id). */
  staticBuilds: number;
}

export type Renderer = RenderBoard & {
  readonly stats: RenderStats;
  /** The cached static layer of a game, loading it if needed (for tests and warm-up). */
  staticLayer(gameId: string): Canvas;
  /** The geometry of a game's board as drawn (with where each space's words went). */
  geometry(gameId: string): Geometry;
};

export function createRenderer(boardsDir: string = DEFAULT_BOARDS_DIR, plugins: RenderPlugins = RENDER_PLUGINS): Renderer {
  const games = new Map<string, GameLayers>();
  const stats: RenderStats = { staticBuilds: 0 };

  const layersFor = (gameId: string): GameLayers => {
    let layers = games.get(gameId);
    if (!layers) {
      const geo = buildGeometry(loadBoard(boardsDir, gameId));
      layers = { geo, board: drawStaticLayer(geo), frames: new Map() };
      stats.staticBuilds++;
      games.set(gameId, layers);
    }
    return layers;
  };

  const render = (gameId: string, scene: Scene, seats: SeatPaint[], caption: Caption): Buffer => {
    const { geo, board, frames } = layersFor(gameId);
    const notes = scene.notes ?? [];
    const capH = captionHeight(
      seats.length,
      notes.length,
      hasSeatLines(scene.seatLines),
      groupsHeight(layoutGroups(caption.groups, geo.width, caption.devices)),
    );
    const height = geo.boardHeight + capH;
    let frame = frames.get(height);
    if (!frame) {
      frame = createCanvas(geo.width, height);
      frames.set(height, frame);
    }
    const ctx = frame.getContext('2d');
    ctx.drawImage(board, 0, 0);
    drawHighlight(ctx, geo, board, scene.highlight);
    const marks = scene.marks ?? [];
    drawMarkPaths(ctx, geo, board, marks);
    drawTokens(ctx, geo, scene.tokens, seats);
    drawMarkers(ctx, geo, scene.markers ?? []);
    drawMarkLetters(ctx, geo, marks);
    plugins[gameId]?.overlay?.(ctx, geo, scene, seats);
    drawCaption(ctx, geo.boardHeight, geo.width, { caption, seats, notes, seatLines: scene.seatLines });
    return encodePng(frame);
  };

  return Object.assign(render, {
    stats,
    staticLayer: (id: string) => layersFor(id).board,
    geometry: (id: string) => layersFor(id).geo,
  });
}

/** The shared renderer over data/boards. */
export const renderBoard: Renderer = createRenderer();
