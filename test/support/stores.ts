// Both stores for one test file: SQLite (a temp file) and PostgreSQL (a fresh database on the
// run's throwaway cluster, unavailable where PostgreSQL is not installed).
//   for (const kind of bothStores())
//     describe.skipIf(!kind.available)(`… on ${kind.name}`, () => { … s = await kind.open(); … });
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import pg from 'pg';
import * as store from '../../src/store';
import { HISTORY_TOLD, openSqliteStore, SCHEMA_VERSION, type Store } from '../../src/store';
import { unpack } from '../../src/store/archive';
import { openPgStore } from '../../src/store/pg/pgStore';
import { freshDatabase, pgTemplate, pgUrl } from './pg';

export interface StoreKind {
  name: 'SQLite' | 'PostgreSQL';
  /** False where the store cannot run here (PostgreSQL without its binaries): skip it. */
  available: boolean;
  /** A new, empty store of this kind. */
  open(): Promise<Store>;
  /** A new, empty database of this kind, to open stores on and reach in plain SQL. */
  fresh(): Promise<StoreDb>;
}

/** One database of either kind (StoreKind.fresh). */
export interface StoreDb {
  /**
   * A Store on this database, with a connection (a pool) of its own: a second one stands for a
   * second process; one opened after another was closed is the database reopened.
   */
  open(): Promise<Store>;
  /** Plain SQL on this database, as rawSql: for what no Store call does (rows written by hand, refused writes). */
  sql<R>(sql: string, params?: unknown[]): Promise<R[]>;
}

export const tempSqlite = (): string => join(mkdtempSync(join(tmpdir(), 'rerun-stores-')), 'db.sqlite');

/** RERUN_TEST_STORE=postgres: the service helpers (service.ts) keep their games in PostgreSQL. */
export const servicesOnPostgres = (): boolean => process.env.RERUN_TEST_STORE === 'postgres';

/** The PostgreSQL database standing for each SQLite path asked for: the same path, the same database (a restart). */
const databases = new Map<string, Promise<string>>();

/**
 * Where a service helper keeps its games: the SQLite file at `path`, or (RERUN_TEST_STORE=postgres)
 * a fresh PostgreSQL database of that path's own, so that reopening the path finds its games.
 */
export async function serviceStore(path: string): Promise<{ databasePath: string; databaseUrl?: string }> {
  if (!servicesOnPostgres()) return { databasePath: path };
  const url = pgUrl();
  if (url === '') throw new Error('RERUN_TEST_STORE=postgres, but PostgreSQL is not installed here');
  let db = databases.get(path);
  if (!db) databases.set(path, (db = freshDatabase(url, pgTemplate())));
  const databaseUrl = await db;
  made.set(path, databaseUrl);
  return { databasePath: path, databaseUrl };
}

/** A Store on the database a service helper keeps its games in for `path` (either kind): to read or write around the service. */
export async function storeAt(path: string): Promise<Store> {
  const { databaseUrl } = await serviceStore(path);
  return databaseUrl ? await openPgStore(databaseUrl, { max: 2 }) : openSqliteStore(path);
}

/** What `read` gets from a Store on the database of `path` (storeAt), the store closed after. */
export async function stored<T>(path: string, read: (s: Store) => Promise<T>): Promise<T> {
  const s = await storeAt(path);
  try {
    return await read(s);
  } finally {
    await s.close();
  }
}

/**
 * Plain SQL on the database of `path` (either kind), `?` for each parameter: for what no Store
 * call does, such as rows written as an older version wrote them. Both schemas have the same
 * tables and columns (test/store/pg/schema.test.ts).
 */
export async function rawSql<R>(path: string, sql: string, params: unknown[] = []): Promise<R[]> {
  const { databaseUrl } = await serviceStore(path);
  return await sqlOn<R>(databaseUrl ?? { path }, sql, params);
}

/**
 * The schema changes made after the last data step, undone, newest first: SQLite's and
 * PostgreSQL's statements. The state back in the games row (migration 16).
 */
const SINCE_TOLD: ReadonlyArray<{ sqlite: string; postgres: string }> = [
  {
    sqlite: `ALTER TABLE games ADD COLUMN state TEXT;
      UPDATE games SET state = (SELECT state FROM game_states WHERE game_id = games.id);
      DROP TABLE game_states;`,
    postgres: `ALTER TABLE games ADD COLUMN state TEXT COLLATE "C";
      UPDATE games SET state = (SELECT state FROM game_states WHERE game_id = games.id);
      DROP TABLE game_states;`,
  },
];

/**
 * The database of `path` (either kind) as the build before the last data step left it: rows
 * written in an older shape since are told forward by the next start (src/store/forward.ts).
 * The schema changes since are undone (SINCE_TOLD), and the version moves back.
 */
export async function beforeTelling(path: string): Promise<void> {
  if (SCHEMA_VERSION - SINCE_TOLD.length !== HISTORY_TOLD)
    throw new Error('a schema change follows the data step: undo it in SINCE_TOLD');
  const { databaseUrl } = await serviceStore(path);
  if (databaseUrl) {
    for (const undo of SINCE_TOLD) await sqlOn(databaseUrl, undo.postgres);
    await sqlOn(databaseUrl, `UPDATE schema_version SET version = ?`, [HISTORY_TOLD - 1]);
  } else {
    const db = store.openToLook(path);
    for (const undo of SINCE_TOLD) db.exec(undo.sqlite);
    db.pragma(`user_version = ${HISTORY_TOLD - 1}`);
    db.close();
  }
}

/** Plain SQL (rawSql's) on the SQLite file at `path`, or on the PostgreSQL database at a URL. */
async function sqlOn<R>(where: { path: string } | string, sql: string, params: unknown[] = []): Promise<R[]> {
  if (typeof where !== 'string') {
    const db = store.open(where.path);
    try {
      const q = db.prepare(sql);
      return q.reader ? (q.all(...params) as R[]) : (q.run(...params), []);
    } finally {
      db.close();
    }
  }
  let n = 0;
  // BIGINT (COUNT(*) too) as numbers, as the store reads it (src/store/pg/pool.ts).
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)),
  };
  const client = new pg.Client({ connectionString: where, types: types as pg.CustomTypesConfig });
  await client.connect();
  try {
    return (
      await client.query(
        sql.replace(/\?/g, () => `$${++n}`),
        params,
      )
    ).rows as R[];
  } finally {
    await client.end();
  }
}

/** The settings that point a bot process (test/support/bot.ts) at the database of `path`. */
export async function storeEnv(path: string): Promise<Record<string, string | undefined>> {
  const { databaseUrl } = await serviceStore(path);
  // RERUN_TEST_STORE is the tests' own: the bot refuses a setting it does not know.
  return { DATABASE_PATH: path, DATABASE_URL: databaseUrl, RERUN_TEST_STORE: undefined };
}

/** The databases made so far, by path: what peek reads synchronously. */
const made = new Map<string, string>();

/** What the synchronous test helpers (service.ts row, snapshot, playAsPeople) read of a service's store. */
export interface Peek {
  gameById(id: number): store.GameRow | null;
  latestGameIn(channelId: string): store.GameRow | null;
  outboxRows(): store.OutboxRow[];
  actionsOf(gameId: number): store.ActionRow[];
  seatsOf(gameId: number): store.SeatRow[];
  close(): void;
}

/** The thread that answers peek's queries, and how it hands the answers back (made on first use). */
let peeker: { worker: Worker; port: MessagePort; flag: Int32Array; asked: number } | undefined;
/** A query on a loaded machine (a full run beside other work) can take seconds. */
const PEEK_WAIT_MS = 30_000;

/** The rows of `sql`, read synchronously (the helpers that peek are) through a kept connection. */
function peekRows<R>(url: string, sql: string): R[] {
  if (!peeker) {
    const { port1, port2 } = new MessageChannel();
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(new URL('./pgPeekWorker.mjs', import.meta.url), {
      workerData: { port: port2, flag },
      transferList: [port2],
    });
    worker.unref();
    peeker = { worker, port: port1, flag, asked: 0 };
  }
  const id = ++peeker.asked;
  peeker.worker.postMessage({ url, sql, id });
  // The flag counts answers; each answer names its question, so a late answer to one that timed
  // out (a loaded machine) is passed over instead of taken for this one's.
  const deadline = Date.now() + PEEK_WAIT_MS;
  for (;;) {
    const seen = Atomics.load(peeker.flag, 0);
    const answer = receiveMessageOnPort(peeker.port)?.message as { id: number; rows?: R[]; error?: string } | undefined;
    if (answer?.id === id) {
      if (!answer.rows) throw new Error(`peek failed: ${answer.error ?? 'no answer'}: ${sql}`);
      return answer.rows;
    }
    if (answer) continue;
    const left = deadline - Date.now();
    if (left <= 0 || Atomics.wait(peeker.flag, 0, seen, left) === 'timed-out') throw new Error(`peek timed out: ${sql}`);
  }
}

const literal = (v: string | number): string => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);

/**
 * A second look at the store a service helper keeps its games in, outside the service: the
 * SQLite file through its own connection, or the path's PostgreSQL database through a worker thread's.
 */
export function peek(path: string): Peek {
  const url = made.get(path);
  if (url === undefined) {
    const db = store.openToLook(path);
    return {
      gameById: (id) => store.gameById(db, id),
      latestGameIn: (channelId) => store.latestGameIn(db, channelId),
      outboxRows: () => store.outboxRows(db),
      actionsOf: (gameId) => store.actionsOf(db, gameId),
      seatsOf: (gameId) => store.seatsOf(db, gameId),
      close: () => db.close(),
    };
  }
  const game = (sql: string): store.GameRow | null => {
    const [r] = peekRows<store.RawGame>(url, sql);
    return r ? store.toRow(r) : null;
  };
  return {
    gameById: (id) => game(`${store.GAMES} WHERE id = ${id}`),
    outboxRows: () => peekRows<store.RawOutbox>(url, `SELECT * FROM outbox ORDER BY id`).map(store.toOutbox),
    latestGameIn: (channelId) => {
      const [r] = peekRows<store.RawGame>(url, `${store.LATEST_GAME_SQL.replace('?', literal(channelId))}`);
      return r ? store.toRow(r) : null;
    },
    actionsOf: (gameId) => {
      const logged = peekRows<store.RawDecision>(url, `SELECT * FROM actions WHERE game_id = ${gameId} ORDER BY seq`);
      if (logged.length > 0) return logged.map(store.decisionOf);
      const [a] = peekRows<{ format: number; log: string }>(
        url,
        `SELECT format, encode(log, 'hex') AS log FROM archives WHERE game_id = ${gameId}`,
      );
      return a ? unpack(gameId, a.format, Buffer.from(a.log, 'hex')).actions : [];
    },
    seatsOf: (gameId) =>
      peekRows<store.RawSeat>(url, `SELECT * FROM seats WHERE game_id = ${gameId} ORDER BY seat`).map(store.toSeat),
    close: () => {},
  };
}

export function bothStores(): StoreKind[] {
  const url = pgUrl();
  const sqlite = (): StoreDb => {
    const path = tempSqlite();
    return { open: () => Promise.resolve(openSqliteStore(path)), sql: (q, params) => sqlOn({ path }, q, params) };
  };
  const postgres = async (): Promise<StoreDb> => {
    // A copy of the run's migrated database: cheaper than migrating a new one (pgSetup.ts).
    const db = await freshDatabase(url, pgTemplate());
    return { open: () => openPgStore(db, { max: 4 }), sql: (q, params) => sqlOn(db, q, params) };
  };
  return [
    { name: 'SQLite', available: true, open: () => sqlite().open(), fresh: () => Promise.resolve(sqlite()) },
    {
      name: 'PostgreSQL',
      available: url !== '',
      open: async () => await openPgStore(await freshDatabase(url), { max: 4 }),
      fresh: postgres,
    },
  ];
}
