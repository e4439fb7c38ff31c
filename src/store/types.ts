// Rows as the rest of the bot sees them: JSON columns already parsed.
import type { Forced } from '../engine/chance';
import type { Match } from '../engine/match';
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
  /** Set once an ended game is compacted: its state is gone, its action log remains. */
  result: GameResult | null;
  lastMessageId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a compacted game keeps of its end besides the action log. */
export interface GameResult {
  /** Winner names, in seat order. */
  winners: string[];
  text: string;
}

export interface SeatRow {
  seat: number;
  /** Null for an AI seat. */
  userId: string | null;
  name: string;
  ai: boolean;
}

/** What an action row records: a chosen option, or a resignation. */
export type StoredDecision = { kind: 'choice'; choice: string } | { kind: 'resign' };

export interface ActionRow {
  gameId: number;
  seq: number;
  seat: number;
  userId: string | null;
  decision: StoredDecision;
  events: GameEvent[];
  rolls: number[];
  at: string;
}
