// What the services hand the renderer. Implemented in src/render/index.ts.
import type { Chance, Device } from '../engine/chance';
import type { Scene } from '../engine/types';
import type { ChanceGroup } from './groups';

export interface Caption {
  /** Game name, e.g. "The A-Team". */
  title: string;
  /** Decision count shown as "Turn N". */
  turn: number;
  /** Display name of the player to move (any script, any length), or the winner line. */
  whose: string;
  /** Dice of the last decision (may be empty). */
  dice: number[];
  /**
   * The chance results to show, typed (a spin as a spinner, symbols as symbols). When given
   * and not empty it replaces `dice`, which stays for callers that only know pips.
   */
  chance?: Chance[];
  /** The game's own devices (GameDef.devices): how its results are drawn. Dice need none. */
  devices?: readonly Device[];
  /**
   * The same results grouped by what each decided ("Hannibal 6 v guard 2", one row per seat
   * for the roll for first turn): drawn as a labelled table under the header instead.
   */
  groups?: ChanceGroup[];
}

export interface SeatPaint {
  name: string;
  /** CSS colour of the seat's tokens. */
  color: string;
  /** Role, e.g. "Hannibal" or "Red". */
  role: string;
}

export type RenderBoard = (gameId: string, scene: Scene, seats: SeatPaint[], caption: Caption) => Buffer;
