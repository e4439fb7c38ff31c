// What the services hand the renderer. Implemented in src/render/index.ts.
import type { Scene } from '../engine/types';

export interface Caption {
  /** Game name, e.g. "The A-Team". */
  title: string;
  /** Decision count shown as "Turn N". */
  turn: number;
  /** Display name of the player to move (any script, any length), or the winner line. */
  whose: string;
  /** Dice of the last decision (may be empty). */
  dice: number[];
}

export interface SeatPaint {
  name: string;
  /** CSS colour of the seat's tokens. */
  color: string;
  /** Role, e.g. "Hannibal" or "Red". */
  role: string;
}

export type RenderBoard = (gameId: string, scene: Scene, seats: SeatPaint[], caption: Caption) => Buffer;
