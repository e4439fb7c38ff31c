// Which test files run a second time on PostgreSQL (vitest.config.ts's "postgres" project, with
// RERUN_TEST_STORE=postgres: the service helpers keep their games there, stores.ts). Files that
// already use both stores themselves are not repeated: test/store/contract.test.ts,
// behaviour.test.ts, archiving.test.ts (bothStores, stores.ts) and history.test.ts, test/store/pg, and
// test/store/move.test.ts (a SQLite file moved into PostgreSQL).

/** The suites about the store's behaviour, through the service helpers or a store-neutral one. */
export const POSTGRES_FILES = ['test/services/**/*.test.ts', 'test/faults/**/*.test.ts'];

/**
 * Files not about the store, or only about SQLite's file: run once, on SQLite. The two service
 * files here spend their minutes drawing and checking words; what they store is what the other
 * service files store (replay.test.ts reads an archived game back, realGames.test.ts the real games).
 * The store suite's SQLite-only files are listed too, for the record (the "postgres" project takes
 * none of test/store: its behaviour tests run on both stores in the files named above).
 */
export const SQLITE_ONLY = [
  'test/services/replayGif.test.ts', // encoding each game's replay GIF
  'test/services/catchupClip.test.ts', // drawing and encoding catch-up clips; what it stores is catch-up's
  'test/services/longGames.test.ts', // message lengths and secrets over whole 4-player games
  'test/services/wakingTime.test.ts', // counted waking time: pure arithmetic, no store
  'test/services/turnClock.test.ts', // the turn clock's plan and a player's own time as typed: pure, no store
  'test/services/withClock.test.ts', // the people as a decision's clock writes leave them: pure, no store
  'test/services/census.test.ts', // the census's ages over a stand-in store
  // Words, layouts and pictures over games the store only keeps: what they store, play.test.ts stores.
  'test/services/callToAct.test.ts', // the call to act's first line fits a notification, over whole AI games
  'test/services/texts.test.ts', // what refusals, /log headers and /help say
  'test/services/captions.test.ts', // what the picture's caption is handed
  'test/services/pictures.test.ts', // when a turn message carries a fresh picture (the stored key is the contract test's, on both)
  'test/services/accent.test.ts', // a turn message's colour: pure
  'test/services/concerns.test.ts', // which events concern a seat: pure
  'test/services/choiceRows.test.ts', // how choices are laid out as buttons and menus
  'test/services/cardVerdict.test.ts', // /playcard's verdicts over real positions
  'test/services/lobbyLength.test.ts', // the lobby's length line, from data/lengths.json
  'test/services/warm.test.ts', // the boards drawn at start: nothing stored
  'test/services/languages.test.ts', // which language speaks where (its stored language is the contract test's, on both stores)
  'test/services/peopleFirst.test.ts', // how texts name players and AI seats
  'test/faults/env.test.ts', // the .env file and settings: no store
  'test/faults/signals.test.ts', // stop signals: no store
  'test/faults/storage.test.ts', // SQLite's file size, pages and incremental vacuum
  'test/faults/store.test.ts', // SQLite's query plan and the file's permissions
  'test/store/store.test.ts', // SQLite's pragmas (WAL, synchronous, busy timeout) and its migrations of the file
  'test/store/archive.test.ts', // the archive format's pack and unpack (no store), and SQLite's file shrinking after archiving
  'test/store/sqliteStore.test.ts', // the SQLite store's one connection: its transaction lock and another connection's write lock
  'test/store/metered.test.ts', // the metered wrapper hears the names and failures of any store's calls (SQLite's here)
];

/**
 * Files of POSTGRES_FILES run on PostgreSQL in the deep run only (`npm run test:deep`): their
 * minutes go to what is not the store's (the stories' words, secrets and pictures over whole games;
 * bot processes killed and restarted), and what they ask of PostgreSQL the other files (and
 * test/store's, on both stores) ask too. npm test keeps every file about what the store does:
 * claims, the outbox, restarts, old stored versions, the days layer, a lost server.
 */
export const POSTGRES_DEEP_ONLY = [
  'test/services/story.test.ts', // story lines over whole games of every kind; its queries are catch-up's and /log's
  'test/services/audit.test.ts', // refusals and resigned seats over whole games; play.test.ts's refusals run on both
  'test/services/realGames.test.ts', // secrets and real pictures over whole games; their store calls are play's
  'test/services/replay.test.ts', // replay from the log; an archived game read back is test/store/archiving's, on both stores
  'test/faults/outbox.test.ts', // the bot process killed while it owes Discord; the deep run's chaos.test.ts kills two PostgreSQL processes
];

/** Printed at the top of a run where PostgreSQL is not installed. */
export const POSTGRES_SKIPPED =
  'PostgreSQL is not installed here (initdb, pg_ctl, postgres): the "postgres" project (service and fault suites on PostgreSQL) is skipped.';
