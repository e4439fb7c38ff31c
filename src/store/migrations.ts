// Schema changes, in order. PRAGMA user_version records how many have run, so opening a
// file runs only the missing ones, each in its own transaction (or, for the few statements
// SQLite refuses inside one, such as VACUUM, as a step that may safely run twice). A data step
// rewrites stored rows instead, with the bot's games at hand (forward.ts).
import type Database from 'better-sqlite3';
import { tellForward, type Teller } from './forward';
import { onSqlite } from './query';

/** Rewrites stored rows in the migration's transaction; false: it needs the Teller the store was opened without. */
interface DataStep {
  data: typeof tellForward;
}

/** SQL run in a transaction, a data step, or a step run outside any (it must be safe to run again after a crash). */
type Migration = string | DataStep | ((db: Database.Database) => void);

/** Set before the file's first table (db.ts): a new file frees the pages of compacted games. */
export const INCREMENTAL = 2;

const MIGRATIONS: readonly Migration[] = [
  `
  CREATE TABLE games (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        TEXT,
    channel_id      TEXT NOT NULL,
    game            TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
    creator_id      TEXT NOT NULL,
    options         TEXT NOT NULL DEFAULT '{}',
    seed            INTEGER NOT NULL,
    dice            TEXT NOT NULL DEFAULT '[]',
    state           TEXT,
    version         INTEGER NOT NULL DEFAULT 0,
    last_message_id TEXT,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL
  );
  -- One lobby or running game per channel; finished and cancelled games do not count.
  CREATE UNIQUE INDEX games_one_live_per_channel ON games (channel_id) WHERE status IN ('lobby', 'active');

  CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    user_id TEXT,
    name    TEXT NOT NULL,
    ai      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
  );
  CREATE INDEX seats_user ON seats (user_id);

  CREATE TABLE actions (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    user_id  TEXT,
    decision TEXT NOT NULL,
    events   TEXT NOT NULL,
    rolls    TEXT NOT NULL,
    at       TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
  );
  -- The log is append-only: history is never rewritten.
  CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions BEGIN SELECT RAISE(ABORT, 'actions are append-only'); END;
  `,
  `
  -- The newest game of a channel (latestGameIn) without scanning the table.
  CREATE INDEX games_channel_newest ON games (channel_id, id);
  -- The upkeep sweeps: ended games past retention, live games nobody touched.
  CREATE INDEX games_status_updated ON games (status, updated_at);
  -- The GameDef.version the stored state was written under (rows from before: 1).
  ALTER TABLE games ADD COLUMN state_version INTEGER NOT NULL DEFAULT 1;
  -- A compacted ended game: its result ({ winners, text }) once the state is dropped.
  ALTER TABLE games ADD COLUMN result TEXT;
  `,
  // Play over days (docs/decisions/0007-one-message-per-player-turn.md): the game's own thread, the
  // player-turn and its one message, the announcement owed (durable: written with the decision),
  // the turn clock, absent seats, notes about seats (who handed a seat to the AI), and DM opt-ins.
  `
  ALTER TABLE games ADD COLUMN thread_id TEXT;
  -- 0 while the game's thread is still to be made (between Start and the thread's creation).
  ALTER TABLE games ADD COLUMN placed INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE games ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
  ALTER TABLE games ADD COLUMN lobby_message_id TEXT;
  ALTER TABLE games ADD COLUMN turn_no INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE games ADD COLUMN turn_seat INTEGER;
  ALTER TABLE games ADD COLUMN turn_step INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE games ADD COLUMN shows_from INTEGER NOT NULL DEFAULT 0;
  -- Set in the transaction of every decision: the turn message is owed (posted or updated);
  -- cleared once the message showing that version is on Discord. shown_turn says whether the
  -- message on Discord belongs to the current player-turn (update it) or not (post a new one).
  ALTER TABLE games ADD COLUMN owed INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE games ADD COLUMN shown_turn INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE games ADD COLUMN shown_version INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE games ADD COLUMN deadline INTEGER;
  ALTER TABLE games ADD COLUMN reminded INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE games ADD COLUMN rematch_of INTEGER;
  DROP INDEX games_one_live_per_channel;
  -- One lobby or running game per place: a thread, or the channel when the game plays there.
  CREATE UNIQUE INDEX games_one_live_per_place ON games (COALESCE(thread_id, channel_id)) WHERE status IN ('lobby', 'active');
  CREATE INDEX games_owed ON games (owed) WHERE owed > 0;
  -- The newest game of a place (latestGameIn) without scanning the table.
  CREATE INDEX games_place_newest ON games (COALESCE(thread_id, channel_id), id);
  CREATE INDEX games_deadline ON games (deadline) WHERE status = 'active';

  ALTER TABLE seats ADD COLUMN missed INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE seats ADD COLUMN away INTEGER NOT NULL DEFAULT 0;

  CREATE TABLE game_notes (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    after    INTEGER NOT NULL,
    user_id  TEXT,
    text     TEXT NOT NULL,
    at       TEXT NOT NULL
  );
  CREATE INDEX game_notes_game ON game_notes (game_id, after);

  CREATE TABLE notify (
    user_id    TEXT PRIMARY KEY,
    enabled    INTEGER NOT NULL,
    dm_closed  INTEGER NOT NULL DEFAULT 0
  );
  `,
  // Exactly once, after any crash (docs/decisions/0004-owed-posts.md): a failed post waits longer
  // before each new try and is given up after a bounded number (kept across restarts); the clock's
  // reminders are owed like turn messages, as rows written in the transaction that decides them.
  `
  -- Failed tries of the game's owed thread or turn message, and the time (ms) before which the next waits.
  ALTER TABLE games ADD COLUMN post_tries INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE games ADD COLUMN post_after INTEGER;

  CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    channel_id  TEXT NOT NULL,
    -- The turn deadline a reminder speaks of: once the turn has another, it is no longer owed.
    deadline    INTEGER,
    content     TEXT NOT NULL,
    tries       INTEGER NOT NULL DEFAULT 0,
    post_after  INTEGER
  );
  CREATE INDEX outbox_game ON outbox (game_id);
  `,
  // Compact ended games (docs/decisions/0005-archived-logs.md): a game's action log moves into one
  // packed row (store/archive.ts) holding its decisions, who took them and when; the events they
  // told are rebuilt by replay.
  `
  CREATE TABLE archives (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    format  INTEGER NOT NULL,
    actions INTEGER NOT NULL,
    log     BLOB NOT NULL
  );
  CREATE TRIGGER archives_no_update BEFORE UPDATE ON archives BEGIN SELECT RAISE(ABORT, 'archives are never rewritten'); END;
  -- Actions leave the log only into their game's archive (one transaction), and none come after.
  CREATE TRIGGER actions_only_archived BEFORE DELETE ON actions
    WHEN NOT EXISTS (SELECT 1 FROM archives WHERE game_id = OLD.game_id)
    BEGIN SELECT RAISE(ABORT, 'actions leave the log only into its archive'); END;
  CREATE TRIGGER actions_not_after_archive BEFORE INSERT ON actions
    WHEN EXISTS (SELECT 1 FROM archives WHERE game_id = NEW.game_id)
    BEGIN SELECT RAISE(ABORT, 'the game is archived'); END;
  `,
  // An older file switches to incremental vacuum, so that compacting games shrinks it: VACUUM
  // rewrites it once (a new file is incremental from its start and skips this).
  (db) => {
    if (db.pragma('auto_vacuum', { simple: true }) === INCREMENTAL) return;
    db.pragma(`auto_vacuum = ${INCREMENTAL}`);
    db.exec('VACUUM');
  },
  // Three languages: the language each user last interacted in, for the direct
  // messages the bot sends them. A game's own language is one of its settings (JSON, English
  // for games stored before).
  `
  CREATE TABLE user_locales (
    user_id TEXT PRIMARY KEY,
    locale  TEXT NOT NULL CHECK (locale IN ('en', 'fr', 'hu'))
  );
  `,
  // Events are stored as Texts. Events stored as English sentences are told again, once, by
  // replay (forward.ts): the decisions, seats, dice and times stay as they were written, so only
  // the events column may change.
  `
  DROP TRIGGER actions_no_update;
  CREATE TRIGGER actions_no_update BEFORE UPDATE OF game_id, seq, seat, user_id, decision, rolls, at ON actions
  BEGIN SELECT RAISE(ABORT, 'actions are append-only'); END;
  `,
  // Threads and DMs over weeks: the DM channel Discord opened with a user is kept, so
  // that a DM is one request (opening DM channels often gets a bot limited).
  `
  ALTER TABLE notify ADD COLUMN dm_channel_id TEXT;
  `,
  // Shards: several processes share the file. What is owed (a game's thread or turn
  // message, an outbox row) is claimed by one process until a time (a lease), in the transaction
  // that makes it owed or hands it out; a killed process's claims lapse and another takes them.
  // Timed jobs run by one process at a time hold a named lease (the upkeep sweep).
  `
  ALTER TABLE games ADD COLUMN claimed_by TEXT;
  ALTER TABLE games ADD COLUMN claimed_until INTEGER;
  ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
  ALTER TABLE outbox ADD COLUMN claimed_until INTEGER;
  CREATE TABLE leases (
    name   TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    until  INTEGER NOT NULL
  );
  `,
  // Uploads: the board key of the place's last picture, so that a turn message over an
  // unchanged board posts no new one, after a restart too (services/messages/pictureRule.ts).
  `
  ALTER TABLE games ADD COLUMN pictured TEXT;
  `,
  // Time that fits people's lives (docs/pacing.md): each user's own time zone, quiet hours, days
  // off and vacation, kept across servers; a game's pause (agreed, or asked and pending), the
  // next reminder's moment and the end of a vacation holding the current turn's clock; each
  // seat's time bank and the vacation allowance it spent in its game.
  `
  CREATE TABLE users (
    user_id     TEXT PRIMARY KEY,
    time_zone   TEXT,
    quiet       TEXT,
    days_off    TEXT,
    away_until  INTEGER,
    away_reason TEXT,
    away_since  INTEGER,
    tz_hint     INTEGER NOT NULL DEFAULT 0
  );
  ALTER TABLE games ADD COLUMN paused_at INTEGER;
  ALTER TABLE games ADD COLUMN pause TEXT;
  ALTER TABLE games ADD COLUMN pause_ask TEXT;
  ALTER TABLE games ADD COLUMN remind_at INTEGER;
  ALTER TABLE games ADD COLUMN held_until INTEGER;
  ALTER TABLE seats ADD COLUMN bank_ms INTEGER;
  ALTER TABLE seats ADD COLUMN vacation_ms INTEGER NOT NULL DEFAULT 0;
  `,
  // Locked and archived threads: an old turn message whose buttons Discord would not
  // let the bot take off (its thread archived or locked) owes it until the thread is open again.
  `
  CREATE TABLE retirements (
    message_id  TEXT PRIMARY KEY,
    channel_id  TEXT NOT NULL,
    tries       INTEGER NOT NULL DEFAULT 0,
    retry_after INTEGER
  );
  CREATE INDEX retirements_channel ON retirements (channel_id);
  `,
  // Decide in the DM: the turn cards sent to players' DMs, so that each loses its buttons when
  // its turn is over, and a click on one knows the place its game played in (store/dmCards.ts).
  `
  CREATE TABLE dm_cards (
    message_id TEXT NOT NULL,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    channel_id TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    turn_no    INTEGER NOT NULL,
    place_id   TEXT NOT NULL,
    PRIMARY KEY (message_id, game_id)
  );
  CREATE INDEX dm_cards_game ON dm_cards (game_id, turn_no);
  `,
  // The stored history in today's shapes: English sentences, old forced results, old seat keys
  // and states of older versions, told forward once (forward.ts).
  { data: tellForward },
  // A game's match state in a row of its own: a decision writes it once, while the turn, the
  // message shown, the claims and the post tries change the small games row several times a
  // decision (PostgreSQL writes a whole new version of a row at each UPDATE). A game without a
  // state (a lobby, a compacted ended game) has no row here.
  `
  CREATE TABLE game_states (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    state   TEXT NOT NULL
  );
  INSERT INTO game_states (game_id, state) SELECT id, state FROM games WHERE state IS NOT NULL;
  ALTER TABLE games DROP COLUMN state;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** The version the stored history was last told forward at: a file one below it still holds old shapes. */
export const HISTORY_TOLD = MIGRATIONS.reduce((told, m, i) => (typeof m === 'object' ? i + 1 : told), 0);

/**
 * Runs the missing migrations (up to `upTo`: tests build older files); returns the version
 * reached. Without a `teller`, a data step with stored games to tell stops the run before it.
 */
export function migrate(db: Database.Database, upTo = MIGRATIONS.length, teller?: Teller): number {
  let version = db.pragma('user_version', { simple: true }) as number;
  while (version < upTo) {
    const step = MIGRATIONS[version];
    const next = version + 1;
    if (typeof step === 'function') {
      step(db);
      db.pragma(`user_version = ${next}`);
    } else {
      // IMMEDIATE, and the version read again inside: processes opening the file at once (shards)
      // run each migration once, the others finding it done.
      const done = db
        .transaction(() => {
          if ((db.pragma('user_version', { simple: true }) as number) !== version) return true;
          if (typeof step === 'string') db.exec(step);
          else if (!onSqlite(db, step.data(teller))) return false;
          db.pragma(`user_version = ${next}`);
          return true;
        })
        .immediate();
      if (!done) break;
    }
    version = db.pragma('user_version', { simple: true }) as number;
  }
  return version;
}
