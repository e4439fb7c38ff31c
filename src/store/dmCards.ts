// The DM cards the bot sent (a player's turn as a card in their DM with the bot, with the
// decision's buttons): which game each shows, from which player-turn, and the place (thread or
// channel) the game played in when it went out. A DM bundle carries several games' cards in one
// message, so a row is a game's card in a message. A card loses its buttons once its turn is
// over (its rows are taken then), and a click on one is refused when the game has moved to another place.
import { all, get, query, run } from './query';

/** One game's card in one DM. */
export interface DmCardRow {
  messageId: string;
  /** The DM channel. */
  channelId: string;
  userId: string;
  gameId: number;
  turnNo: number;
  /** Where the game played when the card went out. */
  placeId: string;
}

/** A card as the DM that carries it names it. */
export type DmCardAt = Pick<DmCardRow, 'gameId' | 'turnNo' | 'placeId'>;

export interface RawDmCard {
  message_id: string;
  channel_id: string;
  user_id: string;
  game_id: number;
  turn_no: number;
  place_id: string;
}

export const toDmCard = (r: RawDmCard): DmCardRow => ({
  messageId: r.message_id,
  channelId: r.channel_id,
  userId: r.user_id,
  gameId: Number(r.game_id),
  turnNo: Number(r.turn_no),
  placeId: r.place_id,
});

/** Oldest message first, then by game: the same order from both stores. */
export const byMessage = (a: DmCardRow, b: DmCardRow): number =>
  a.messageId.length - b.messageId.length || a.messageId.localeCompare(b.messageId) || a.gameId - b.gameId;

/**
 * The DM `messageId` in `channelId` to `userId` carries these cards. A card recorded already now
 * shows `turnNo` (a click in the DM moved it on to its player's next turn); its place stays.
 */
export const addDmCards = query(function* (userId: string, channelId: string, messageId: string, cards: readonly DmCardAt[]) {
  for (const c of cards)
    yield* run(
      `INSERT INTO dm_cards (message_id, game_id, channel_id, user_id, turn_no, place_id) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (message_id, game_id) DO UPDATE SET turn_no = EXCLUDED.turn_no`,
      messageId,
      c.gameId,
      channelId,
      userId,
      c.turnNo,
      c.placeId,
    );
});

/** Game `gameId`'s card in DM `messageId`, if it is recorded (and not retired). */
export const dmCardOf = query(function* (messageId: string, gameId: number) {
  const r = yield* get<RawDmCard>(`SELECT * FROM dm_cards WHERE message_id = ? AND game_id = ?`, messageId, gameId);
  return r ? toDmCard(r) : null;
});

/** `userId`'s cards of game `gameId`, oldest first. */
export const dmCardsOf = query(function* (gameId: number, userId: string) {
  const rows = yield* all<RawDmCard>(`SELECT * FROM dm_cards WHERE game_id = ? AND user_id = ?`, gameId, userId);
  return rows.map(toDmCard).sort(byMessage);
});

/**
 * Game `gameId`'s cards from player-turns before `beforeTurn` (null: every one), only `userId`'s
 * when given, forgotten now and returned: their buttons are to be taken off. (The CASTs give
 * PostgreSQL a type for a parameter it would otherwise only see compared with NULL.)
 */
export const takeDmCards = query(function* (gameId: number, beforeTurn: number | null, userId: string | null = null) {
  const rows = yield* all<RawDmCard>(
    `DELETE FROM dm_cards WHERE game_id = ? AND (CAST(? AS INTEGER) IS NULL OR turn_no < ?)
       AND (CAST(? AS TEXT) IS NULL OR user_id = ?) RETURNING *`,
    gameId,
    beforeTurn,
    beforeTurn,
    userId,
    userId,
  );
  return rows.map(toDmCard).sort(byMessage);
});
