// Per-game drawing the generic renderer cannot do (a special layout, a game's own pictogram).
// A game that needs one adds src/render/games/<id>.ts exporting an Overlay and one line in
// OVERLAYS below. An overlay draws only from the Scene and seat paint it is given, after the
// tokens, marks and markers, before the caption: it can never see hidden information.
import type { CanvasRenderingContext2D } from 'canvas';
import type { Scene } from '../engine/types';
import type { SeatPaint } from './contract';
import type { Geometry } from './geometry';
import { atchaOverlay } from './games/atcha';
import { bionicWomanOverlay } from './games/bionic-woman';

export type Overlay = (ctx: CanvasRenderingContext2D, geo: Geometry, scene: Scene, seats: readonly SeatPaint[]) => void;

/** Game id -> its overlay. One line per game, e.g. `deathstar: deathstarOverlay,`. */
export const OVERLAYS: Readonly<Record<string, Overlay>> = {
  atcha: atchaOverlay,
  'bionic-woman': bionicWomanOverlay,
};
