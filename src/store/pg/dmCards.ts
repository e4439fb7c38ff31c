// The DM cards the bot sent, over PostgreSQL: store/dmCards.ts statement by statement.
import { byMessage, type DmCardAt, type DmCardRow, type RawDmCard, toDmCard } from '../dmCards';
import type { Conn } from './conn';

export async function addDmCards(
  c: Conn,
  userId: string,
  channelId: string,
  messageId: string,
  cards: readonly DmCardAt[],
): Promise<void> {
  for (const card of cards)
    await c.query(
      `INSERT INTO dm_cards (message_id, game_id, channel_id, user_id, turn_no, place_id) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (message_id, game_id) DO UPDATE SET turn_no = EXCLUDED.turn_no`,
      [messageId, card.gameId, channelId, userId, card.turnNo, card.placeId],
    );
}

export async function dmCardOf(c: Conn, messageId: string, gameId: number): Promise<DmCardRow | null> {
  const r = await c.query<RawDmCard>(`SELECT * FROM dm_cards WHERE message_id = $1 AND game_id = $2`, [messageId, gameId]);
  return r.rows[0] ? toDmCard(r.rows[0]) : null;
}

export async function dmCardsOf(c: Conn, gameId: number, userId: string): Promise<DmCardRow[]> {
  const r = await c.query<RawDmCard>(`SELECT * FROM dm_cards WHERE game_id = $1 AND user_id = $2`, [gameId, userId]);
  return r.rows.map(toDmCard).sort(byMessage);
}

export async function takeDmCards(
  c: Conn,
  gameId: number,
  beforeTurn: number | null,
  userId: string | null = null,
): Promise<DmCardRow[]> {
  const r = await c.query<RawDmCard>(
    `DELETE FROM dm_cards WHERE game_id = $1 AND ($2::integer IS NULL OR turn_no < $2) AND ($3::text IS NULL OR user_id = $3)
     RETURNING *`,
    [gameId, beforeTurn, userId],
  );
  return r.rows.map(toDmCard).sort(byMessage);
}
