// Rows as the rest of the bot sees them: JSON columns already parsed.
import type { Forced } from '../engine/chance';
import type { Match } from '../engine/match';
import type { Locale, Text } from '../engine/text';
import type { GameEvent, Options } from '../engine/types';

export const GAME_STATUSES = ['lobby', 'active', 'finished', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export interface GameRow {
  id: number;
  guildId: string | null;
  channelId: string;
  game: string;
  status: GameStatus;
  creatorId: string;
  options: Options;
  seed: number;
  /** Forced chance results given at creation (tests, the local table's --opening): used from the first, the opening roll included. */
  dice: Forced[];
  /** Forced results used once the set-up (the opening roll) is done: the local table's --dice. */
  after: Forced[];
  /** The engine match once the game has started. */
  match: Match | null;
  version: number;
  /** The GameDef.version the stored state was written under (1 for rows from before versions). */
  stateVersion: number;
  /** Set once an ended game is compacted: its state is gone, its archived action log remains. */
  result: GameResult | null;
  /** The current turn message (or the lobby's, before the start). */
  lastMessageId: string | null;
  createdAt: string;
  updatedAt: string;
  /** The game's own thread; null: it plays in its channel. */
  threadId: string | null;
  /** False between Start and the making of the game's thread. */
  placed: boolean;
  settings: Settings;
  lobbyMessageId: string | null;
  turn: TurnFields;
  /** A turn message is owed (written with the decision, cleared once it is on Discord). */
  owed: boolean;
  /** Player-turn and version the turn message on Discord shows. */
  shownTurn: number;
  shownVersion: number;
  /** The board key of the place's last picture (services/messages/pictureRule.ts); null: none known. */
  pictured: string | null;
  rematchOf: number | null;
  /** Since when the game is paused by agreement (ms), or null while it runs (docs/pacing.md). */
  pausedAt: number | null;
  pause: Pause | null;
  /** A pause asked for and not yet agreed by every seated person (it lapses after a day). */
  pauseAsk: PauseAsk | null;
  /** When the current turn's next reminder is due (ms; a waking moment of its player), or null. */
  remindAt: number | null;
  /** Until when a vacation holds the current turn's clock (ms), or null. */
  heldUntil: number | null;
}

/** Why and by whom a game was paused, and since when (ms). */
export interface Pause {
  reason: string | null;
  /** The user who asked (or paused alone), and their name then. */
  by: string;
  name: string;
  since: number;
}

/** A pause asked for: by whom (and their name then), why, when (ms), and who agreed so far. */
export interface PauseAsk {
  by: string;
  name: string;
  reason: string | null;
  at: number;
  agreed: string[];
}

/** Where a game is played: its thread, else its channel. */
export const placeOf = (g: GameRow): string => g.threadId ?? g.channelId;

/** Platform settings of one game (not the rules' options): chosen at /game new. */
export interface Settings {
  /** Time for one player-turn, in milliseconds; null: no clock. */
  clockMs: number | null;
  /** Missed turns in a row after which the AI keeps the seat until /game return. */
  missLimit: number;
  /** Take a decision automatically when it has exactly one public choice. */
  autoForce: boolean;
  /** The game's language: its public messages, thread name and pictures (games stored before: English). */
  language: Locale;
  /** Vacation allowance per player in this game (ms): away or out of time, a clock waits this long in all. */
  vacationMs: number;
  /** A time bank instead of a clock per turn: each player starts with `startMs`, gains `gainMs` a turn, capped at the start. */
  bank: Bank | null;
}

export interface Bank {
  startMs: number;
  gainMs: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_SETTINGS: Settings = {
  clockMs: 3 * DAY_MS,
  missLimit: 2,
  autoForce: true,
  language: 'en',
  vacationMs: 14 * DAY_MS,
  bank: null,
};

/** The current player-turn: counter, whose, where it began, and its clock. */
export interface TurnFields {
  /** Player-turns so far (a run of decisions by one seat is one turn). */
  no: number;
  seat: number | null;
  /** Match step at which this player-turn began. */
  step: number;
  /** First action the turn message shows (the previous message's player-turn onwards). */
  showsFrom: number;
  /** When this player-turn's clock runs out (ms since the epoch); null: no clock. */
  deadline: number | null;
  /** Reminders sent for this deadline: 0, 1 (half time) or 2 (shortly before). */
  reminded: number;
}

/** What a compacted game keeps of its end besides the action log. */
export interface GameResult {
  /** Winner names, in seat order. */
  winners: string[];
  /** Winner seats. */
  seats: number[];
  /** The outcome's text. */
  text: Text;
}

export interface SeatRow {
  seat: number;
  /** Null for an AI seat. */
  userId: string | null;
  name: string;
  ai: boolean;
  /** Turns in a row this seat's clock ran out. */
  missed?: number;
  /** The AI plays this human seat until its player returns. */
  away?: boolean;
  /** Time bank left (ms) as of the seat's last turn (its budget while it is the seat's turn); null: no bank. */
  bankMs?: number | null;
  /** Vacation allowance this seat has spent in its game (ms). */
  vacationMs?: number;
}

/**
 * What an action row records: a chosen option, a resignation, or the take-back of an earlier
 * action `seq` (its own row: the log stays append-only). `undo`: the choice revealed nothing, so
 * its player may take it back while nothing else happens (engine/undo.ts).
 */
export type StoredDecision =
  { kind: 'choice'; choice: string; by?: DecidedBy; undo?: true } | { kind: 'resign' } | { kind: 'takeback'; seq: number };

/** Who took a human seat's decision when the player did not: forced (one choice), the clock, the AI for an absent player. */
export type DecidedBy = 'forced' | 'clock' | 'away';

/** One decision of a game's log: who took it, when, and what. Kept for good (packed once archived). */
export interface ActionRow {
  gameId: number;
  seq: number;
  seat: number;
  userId: string | null;
  decision: StoredDecision;
  at: string;
}

/**
 * A decision with what it told: a game's log keeps the events next to its decisions until the
 * game is archived; from then on replay rebuilds them from the seed (services/core/told.ts).
 */
export interface ToldAction extends ActionRow {
  events: GameEvent[];
  rolls: number[];
}
