// Brings a PostgreSQL database to the schema. Each step names the SQLite schema
// version (store/migrations.ts) it catches up with, and schema_version keeps the last one run:
// a new SQLite migration adds its PostgreSQL step here (test/store/pg/schema.test.ts fails until
// it does). Everything runs in one transaction, under a lock, so that processes starting at
// once run each step once, and a crash leaves the database as it was.
import type pg from 'pg';
import { tellForward, type Teller } from '../forward';
import { type Conn, onPostgres } from './conn';
import { SCHEMA_AT_10 } from './schema';

/** Percent of a page filled by new rows (storage parameter fillfactor): the rest is room for updates. */
export const GAMES_FILLFACTOR = 70;
export const STATES_FILLFACTOR = 50;

interface Step {
  /** The SQLite schema version this step brings PostgreSQL to. */
  readonly sqlite: number;
  /** SQL, or SQLite's data step, run on the same rows (../forward.ts). */
  readonly sql: string | { data: typeof tellForward };
}

const STEPS: readonly Step[] = [
  { sqlite: 10, sql: SCHEMA_AT_10 },
  // Uploads: the board key of the place's last picture (services/messages/pictureRule.ts).
  { sqlite: 11, sql: `ALTER TABLE games ADD COLUMN pictured TEXT COLLATE "C";` },
  // Pacing (docs/pacing.md): users' own time, a game's pause, reminders, vacation holds, banks.
  {
    sqlite: 12,
    sql: `
      CREATE TABLE users (
        user_id     TEXT COLLATE "C" PRIMARY KEY,
        time_zone   TEXT COLLATE "C",
        quiet       TEXT COLLATE "C",
        days_off    TEXT COLLATE "C",
        away_until  BIGINT,
        away_reason TEXT COLLATE "C",
        away_since  BIGINT,
        tz_hint     INTEGER NOT NULL DEFAULT 0
      );
      ALTER TABLE games ADD COLUMN paused_at BIGINT;
      ALTER TABLE games ADD COLUMN pause TEXT COLLATE "C";
      ALTER TABLE games ADD COLUMN pause_ask TEXT COLLATE "C";
      ALTER TABLE games ADD COLUMN remind_at BIGINT;
      ALTER TABLE games ADD COLUMN held_until BIGINT;
      ALTER TABLE seats ADD COLUMN bank_ms BIGINT;
      ALTER TABLE seats ADD COLUMN vacation_ms BIGINT NOT NULL DEFAULT 0;`,
  },
  // Locked and archived threads: old turn messages whose buttons are still to be taken off.
  {
    sqlite: 13,
    sql: `
      CREATE TABLE retirements (
        message_id  TEXT COLLATE "C" PRIMARY KEY,
        channel_id  TEXT COLLATE "C" NOT NULL,
        tries       INTEGER NOT NULL DEFAULT 0,
        retry_after BIGINT
      );
      CREATE INDEX retirements_channel ON retirements (channel_id);`,
  },
  // Decide in the DM: the turn cards sent to players' DMs (store/dmCards.ts).
  {
    sqlite: 14,
    sql: `
      CREATE TABLE dm_cards (
        message_id TEXT COLLATE "C" NOT NULL,
        game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        channel_id TEXT COLLATE "C" NOT NULL,
        user_id    TEXT COLLATE "C" NOT NULL,
        turn_no    INTEGER NOT NULL,
        place_id   TEXT COLLATE "C" NOT NULL,
        PRIMARY KEY (message_id, game_id)
      );
      CREATE INDEX dm_cards_game ON dm_cards (game_id, turn_no);`,
  },
  // The stored history in today's shapes, told forward once: a database moved from a SQLite file
  // before this step holds what the file held.
  { sqlite: 15, sql: { data: tellForward } },
  // The match state in a row of its own (store/migrations.ts). PostgreSQL writes a new version of
  // a row at each UPDATE; the old versions' room is reclaimed when their page is next read
  // (pruning), but a version that finds no room goes to another page, and the row leaves the old
  // one to VACUUM. The games row (a few hundred bytes, updated several times a decision) and the
  // state (up to a few KB, once a decision) keep room free on their pages (fillfactor) so that
  // their versions stay there. A dropped column's bytes stay in each row until the row is written
  // again: the UPDATE before the drop writes them out.
  {
    sqlite: 16,
    sql: `
      CREATE TABLE game_states (
        game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        state   TEXT COLLATE "C" NOT NULL
      ) WITH (fillfactor = ${STATES_FILLFACTOR});
      INSERT INTO game_states (game_id, state) SELECT id, state FROM games WHERE state IS NOT NULL;
      UPDATE games SET state = NULL WHERE state IS NOT NULL;
      ALTER TABLE games DROP COLUMN state;
      ALTER TABLE games SET (fillfactor = ${GAMES_FILLFACTOR});`,
  },
];

/** The SQLite schema version the PostgreSQL schema matches once migrated. */
export const PG_SCHEMA_VERSION = STEPS[STEPS.length - 1].sqlite;

/** Any fixed number: the transaction-scoped advisory lock that serialises migrations. */
const MIGRATION_LOCK = 230_001;

/** The migration's own client, in its transaction: a data step's statements run there. */
const inMigration = (client: pg.ClientBase): Conn => ({
  query: (sql, params) => client.query(sql, params),
  write: async (sql, params) => void (await client.query(sql, params)),
  transaction: (fn) => fn(),
  inTransaction: () => true,
});

export interface MigrateOptions {
  /** Tells the stored history forward (../forward.ts); without it, a data step with games to tell stops the run before it. */
  teller?: Teller;
  /** The SQLite schema version to stop at: tests build older databases. */
  upTo?: number;
}

/** Runs the missing steps on `client` (a Client, or a pool's client); returns the version reached. */
export async function migrate(client: pg.ClientBase, opts: MigrateOptions = {}): Promise<number> {
  await client.query('BEGIN');
  try {
    // The lock comes first: two processes creating schema_version at once would collide.
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`
      CREATE TABLE IF NOT EXISTS schema_version (
        one     BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (one),
        version INTEGER NOT NULL
      )`);
    const found = await client.query<{ version: number }>('SELECT version FROM schema_version');
    const from = found.rows[0]?.version ?? 0;
    let reached = from;
    for (const step of STEPS.filter((s) => s.sqlite > from && s.sqlite <= (opts.upTo ?? Infinity))) {
      if (typeof step.sql === 'string') await client.query(step.sql);
      else if (!(await onPostgres(inMigration(client), step.sql.data(opts.teller)))) break;
      reached = step.sqlite;
    }
    await client.query(
      `INSERT INTO schema_version (one, version) VALUES (TRUE, $1) ON CONFLICT (one) DO UPDATE SET version = EXCLUDED.version`,
      [reached],
    );
    await client.query('COMMIT');
    return reached;
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  }
}
