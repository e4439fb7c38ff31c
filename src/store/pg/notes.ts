// Notes, DM opt-ins and users' languages over PostgreSQL: store/notes.ts statement by statement.
import { isLocale, type Locale, type Text } from '../../engine/text';
import { type NoteRow, type NotifyRow, type RawNote, toNote } from '../notes';
import type { Conn } from './conn';

export async function sentenceNotes(c: Conn): Promise<Array<{ rowid: number; gameId: number; text: string }>> {
  const r = await c.query<{ rowid: number; gameId: number; text: string }>(
    `SELECT rowid, game_id AS "gameId", text FROM game_notes WHERE text NOT LIKE '{%' ORDER BY rowid`,
  );
  return r.rows;
}

export async function retellNote(c: Conn, rowid: number, text: Text): Promise<void> {
  await c.query(`UPDATE game_notes SET text = $1 WHERE rowid = $2`, [JSON.stringify(text), rowid]);
}

export async function addNote(c: Conn, n: NoteRow): Promise<void> {
  await c.query(`INSERT INTO game_notes (game_id, after, user_id, text, at) VALUES ($1, $2, $3, $4, $5)`, [
    n.gameId,
    n.after,
    n.userId,
    JSON.stringify(n.text),
    n.at,
  ]);
}

export async function notesSince(c: Conn, gameId: number, from: number): Promise<NoteRow[]> {
  const r = await c.query<RawNote>(`SELECT * FROM game_notes WHERE game_id = $1 AND after >= $2 ORDER BY rowid`, [gameId, from]);
  return r.rows.map(toNote);
}

export async function notifyOf(c: Conn, userId: string): Promise<NotifyRow> {
  const r = await c.query<{ enabled: number; dm_closed: number }>(`SELECT enabled, dm_closed FROM notify WHERE user_id = $1`, [
    userId,
  ]);
  const row = r.rows[0];
  return { enabled: row?.enabled === 1, dmClosed: row?.dm_closed === 1 };
}

export async function setNotify(c: Conn, userId: string, enabled: boolean): Promise<void> {
  await c.query(
    `INSERT INTO notify (user_id, enabled, dm_closed) VALUES ($1, $2, 0)
     ON CONFLICT (user_id) DO UPDATE SET enabled = EXCLUDED.enabled, dm_closed = 0`,
    [userId, enabled ? 1 : 0],
  );
}

export async function dmChannelOf(c: Conn, userId: string): Promise<string | null> {
  const r = await c.query<{ dm_channel_id: string | null }>(`SELECT dm_channel_id FROM notify WHERE user_id = $1`, [userId]);
  return r.rows[0]?.dm_channel_id ?? null;
}

export async function setDmChannel(c: Conn, userId: string, channelId: string | null): Promise<void> {
  await c.query(`UPDATE notify SET dm_channel_id = $1 WHERE user_id = $2`, [channelId, userId]);
}

export async function markDmClosed(c: Conn, userId: string): Promise<void> {
  await c.query(`UPDATE notify SET dm_closed = 1 WHERE user_id = $1`, [userId]);
}

export async function userLocale(c: Conn, userId: string): Promise<Locale | null> {
  const r = await c.query<{ locale: string }>(`SELECT locale FROM user_locales WHERE user_id = $1`, [userId]);
  const locale = r.rows[0]?.locale;
  return locale !== undefined && isLocale(locale) ? locale : null;
}

export async function setUserLocale(c: Conn, userId: string, locale: Locale): Promise<void> {
  await c.query(
    `INSERT INTO user_locales (user_id, locale) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET locale = EXCLUDED.locale`,
    [userId, locale],
  );
}
