// What the services hand the renderer. Implemented in src/render/index.ts.
import type { Chance, Device } from '../engine/chance';
import type { SeatShape } from '../engine/palette';
import type { Marker, Scene, Token } from '../engine/types';
import type { ChanceGroup } from './groups';

export interface Caption {
  /** Game name, e.g. "The A-Team". */
  title: string;
  /** Decision count shown as "Turn N". */
  turn: number;
  /** Display name of the player to move (any script, any length), or the winner line. */
  whose: string;
  /** Dice of the last decision (may be empty). */
  dice: readonly number[];
  /**
   * The chance results to show, typed (a spin as a spinner, symbols as symbols). When given
   * and not empty it replaces `dice`, which stays for callers that only know pips.
   */
  chance?: readonly Chance[];
  /** The game's own devices (GameDef.devices): how its results are drawn. Dice need none. */
  devices?: readonly Device[];
  /**
   * The same results grouped by what each decided ("Hannibal 6 v guard 2", one row per seat
   * for the roll for first turn): drawn as a labelled table under the header instead.
   */
  groups?: ChanceGroup[];
  /** The caption's own words in the picture's language (default: English). */
  words?: CaptionWords;
  /**
   * No header rows (title and turn, whose move): a turn message's picture, whose text says them
   * (lighter pictures: docs/decisions/0006-picture-budget.md). The final message and the replay's
   * frames keep them.
   */
  slim?: boolean;
}

/** The caption's words, translated by the services. */
export interface CaptionWords {
  /** "Turn 12", "Tour 12", "12. kör". */
  turn: string;
  /** "To move:", before the name of the seat to move. */
  toMove: string;
}

/** A marker with its words already in the picture's language. */
export type DrawnMarker = Omit<Marker, 'label'> & { label: string };

/** A token with its label already in the picture's language. */
export type DrawnToken = Omit<Token, 'label'> & { label: string };

/** A Scene as the renderer draws it: every text already in the picture's language. */
export interface DrawnScene extends Omit<Scene, 'tokens' | 'notes' | 'seatLines' | 'markers'> {
  tokens: DrawnToken[];
  notes?: string[];
  seatLines?: string[];
  markers?: DrawnMarker[];
}

/**
 * The language of a picture: the static layer is drawn (and cached) once per game and
 * language, and every word the board prints (space and area labels, space texts) goes through
 * `label`, the game's translator (its `board.<WORD>` keys; a word without one as it is).
 */
export interface BoardWords {
  locale: string;
  label(word: string): string;
}

/** The English picture: every word as the board data has it. */
export const ENGLISH_BOARD: BoardWords = { locale: 'en', label: (w) => w };

export interface SeatPaint {
  name: string;
  /** CSS colour of the seat's tokens. */
  color: string;
  /**
   * The seat's shape, drawn on its pieces, counters and key dot so that seats are told apart
   * without colour. Default: by seat index (seatShape in src/engine/palette.ts).
   */
  shape?: SeatShape;
  /** Role, e.g. "Hannibal" or "Red", in the picture's language. */
  role: string;
}

export type RenderBoard = (gameId: string, scene: DrawnScene, seats: SeatPaint[], caption: Caption, words?: BoardWords) => Buffer;
