// Notes about a game that are not moves (a seat handed to the AI, and who asked), the users'
// direct-message opt-ins and the language they last spoke.
import { isLocale, isText, tx, type Locale, type Text } from '../engine/text';
import type { Db } from './db';
import type { StoredText } from './types';

export interface NoteRow {
  gameId: number;
  /** The match step the note follows. */
  after: number;
  userId: string | null;
  /** Stored as the Text's JSON (keys and parameters), never as a sentence. */
  text: Text;
  at: string;
}

/** A note as stored before issue 19 (an English sentence), kept as it was: see migrations.ts. */
export const legacyNote = (text: string): Text => tx('platform:legacy-note', { text });

/** A stored text as a Text: an English sentence stored before issue 19 (and not retold) keeps its words as a legacy note. */
export const storedText = (t: StoredText): Text => (typeof t === 'string' ? legacyNote(t) : t);

/** A stored note's Text; a sentence that escaped the migration reads as a legacy note. */
export function noteText(stored: string): Text {
  if (stored.startsWith('{')) {
    try {
      const t: unknown = JSON.parse(stored);
      if (isText(t)) return t;
    } catch {
      // Not JSON after all: an old sentence that starts with a brace.
    }
  }
  return legacyNote(stored);
}

/** Notes stored as sentences (before issue 19): their row ids, games and words. */
export function sentenceNotes(db: Db): Array<{ rowid: number; gameId: number; text: string }> {
  return db
    .prepare(`SELECT rowid, game_id AS gameId, text FROM game_notes WHERE text NOT LIKE '{%' ORDER BY rowid`)
    .all() as Array<{ rowid: number; gameId: number; text: string }>;
}

/** Stores a note's Text in place of its old sentence. */
export function retellNote(db: Db, rowid: number, text: Text): void {
  db.prepare(`UPDATE game_notes SET text = ? WHERE rowid = ?`).run(JSON.stringify(text), rowid);
}

export function addNote(db: Db, n: NoteRow): void {
  db.prepare(`INSERT INTO game_notes (game_id, after, user_id, text, at) VALUES (?, ?, ?, ?, ?)`).run(
    n.gameId,
    n.after,
    n.userId,
    JSON.stringify(n.text),
    n.at,
  );
}

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
  text: noteText(r.text),
  at: r.at,
});

/** Notes after step `from` (inclusive), oldest first. */
export function notesSince(db: Db, gameId: number, from: number): NoteRow[] {
  const rows = db
    .prepare(`SELECT * FROM game_notes WHERE game_id = ? AND after >= ? ORDER BY rowid`)
    .all(gameId, from) as RawNote[];
  return rows.map(toNote);
}

export interface NotifyRow {
  enabled: boolean;
  dmClosed: boolean;
}

export function notifyOf(db: Db, userId: string): NotifyRow {
  const r = db.prepare(`SELECT enabled, dm_closed FROM notify WHERE user_id = ?`).get(userId) as
    { enabled: number; dm_closed: number } | undefined;
  return { enabled: r?.enabled === 1, dmClosed: r?.dm_closed === 1 };
}

/** Turning DMs on again gives closed DMs another try. */
export function setNotify(db: Db, userId: string, enabled: boolean): void {
  db.prepare(
    `INSERT INTO notify (user_id, enabled, dm_closed) VALUES (?, ?, 0) ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled, dm_closed = 0`,
  ).run(userId, enabled ? 1 : 0);
}

/** The DM channel Discord opened with `userId` (kept: a DM is then one request), or null. */
export function dmChannelOf(db: Db, userId: string): string | null {
  const r = db.prepare(`SELECT dm_channel_id FROM notify WHERE user_id = ?`).get(userId) as
    { dm_channel_id: string | null } | undefined;
  return r?.dm_channel_id ?? null;
}

/** `channelId` null: the kept one is gone (Unknown Channel), the next DM opens it again. */
export function setDmChannel(db: Db, userId: string, channelId: string | null): void {
  db.prepare(`UPDATE notify SET dm_channel_id = ? WHERE user_id = ?`).run(channelId, userId);
}

export function markDmClosed(db: Db, userId: string): void {
  db.prepare(`UPDATE notify SET dm_closed = 1 WHERE user_id = ?`).run(userId);
}

/** The language `userId` last interacted in, or null when never seen. */
export function userLocale(db: Db, userId: string): Locale | null {
  const r = db.prepare(`SELECT locale FROM user_locales WHERE user_id = ?`).get(userId) as { locale: string } | undefined;
  return r && isLocale(r.locale) ? r.locale : null;
}

export function setUserLocale(db: Db, userId: string, locale: Locale): void {
  db.prepare(
    `INSERT INTO user_locales (user_id, locale) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale`,
  ).run(userId, locale);
}
