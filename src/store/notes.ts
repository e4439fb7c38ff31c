// Notes about a game that are not moves (a seat handed to the AI, and who asked), the users'
// direct-message opt-ins and the language they last spoke.
import { isLocale, type Locale, type Text } from '../engine/text';
import { all, get, query, run, type Steps } from './query';

export interface NoteRow {
  gameId: number;
  /** The match step the note follows. */
  after: number;
  userId: string | null;
  /** Stored as the Text's JSON (keys and parameters), never as a sentence. */
  text: Text;
  at: string;
}

export const addNote = query(function* (n: NoteRow) {
  yield* run(
    `INSERT INTO game_notes (game_id, after, user_id, text, at) VALUES (?, ?, ?, ?, ?)`,
    n.gameId,
    n.after,
    n.userId,
    JSON.stringify(n.text),
    n.at,
  );
});

export interface RawNote {
  game_id: number;
  after: number;
  user_id: string | null;
  text: string;
  at: string;
}

export const toNote = (r: RawNote): NoteRow => ({
  gameId: r.game_id,
  after: r.after,
  userId: r.user_id,
  text: JSON.parse(r.text) as Text,
  at: r.at,
});

/** Notes after step `from` (inclusive), oldest first. */
export const notesSince = query(function* (gameId: number, from: number) {
  return (yield* all<RawNote>(`SELECT * FROM game_notes WHERE game_id = ? AND after >= ? ORDER BY rowid`, gameId, from)).map(
    toNote,
  );
});

export interface NotifyRow {
  enabled: boolean;
  dmClosed: boolean;
}

export const notifyOf = query(function* (userId: string): Steps<NotifyRow> {
  const r = yield* get<{ enabled: number; dm_closed: number }>(`SELECT enabled, dm_closed FROM notify WHERE user_id = ?`, userId);
  return { enabled: r?.enabled === 1, dmClosed: r?.dm_closed === 1 };
});

/** Turning DMs on again gives closed DMs another try. */
export const setNotify = query(function* (userId: string, enabled: boolean) {
  yield* run(
    `INSERT INTO notify (user_id, enabled, dm_closed) VALUES (?, ?, 0)
     ON CONFLICT (user_id) DO UPDATE SET enabled = EXCLUDED.enabled, dm_closed = 0`,
    userId,
    enabled ? 1 : 0,
  );
});

/** The DM channel Discord opened with `userId` (kept: a DM is then one request), or null. */
export const dmChannelOf = query(function* (userId: string) {
  return (
    (yield* get<{ dm_channel_id: string | null }>(`SELECT dm_channel_id FROM notify WHERE user_id = ?`, userId))?.dm_channel_id ??
    null
  );
});

/** `channelId` null: the kept one is gone (Unknown Channel), the next DM opens it again. */
export const setDmChannel = query(function* (userId: string, channelId: string | null) {
  yield* run(`UPDATE notify SET dm_channel_id = ? WHERE user_id = ?`, channelId, userId);
});

export const markDmClosed = query(function* (userId: string) {
  yield* run(`UPDATE notify SET dm_closed = 1 WHERE user_id = ?`, userId);
});

/** The language `userId` last interacted in, or null when never seen. */
export const userLocale = query(function* (userId: string): Steps<Locale | null> {
  const r = yield* get<{ locale: string }>(`SELECT locale FROM user_locales WHERE user_id = ?`, userId);
  return r && isLocale(r.locale) ? r.locale : null;
});

export const setUserLocale = query(function* (userId: string, locale: Locale) {
  yield* run(
    `INSERT INTO user_locales (user_id, locale) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET locale = EXCLUDED.locale`,
    userId,
    locale,
  );
});
