// Moving a bot's data from its SQLite file to PostgreSQL (`npm run migrate-store`).
// Every table of the file is copied in one PostgreSQL transaction, ids kept, then each identity
// sequence is set past the largest id SQLite handed out, and every table is read back and
// compared with the file (rows and a checksum of all their values) before the commit: a move
// either lands whole and checked, or leaves the target as it was.
//
// The tables come from the file's own schema, and each must be one this file knows (TABLES):
// a table added by a future migration stops the move with its name rather than being left
// behind. Columns are copied as the schema lists them, so a new column needs nothing here.
import { createHash, type Hash } from 'node:crypto';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { SCHEMA_VERSION } from './migrations';
import { migrate as migratePg } from './pg/migrate';
import { createPool } from './pg/pool';

/** A table the move knows how to copy. */
interface Table {
  name: string;
  /** The table has no key of its own: its implicit rowid is copied into PostgreSQL's `rowid` column (pg/schema.ts). */
  rowid?: true;
}

/** In copy order: a table after those its foreign keys point to (the archive after the log it replaces). */
const TABLES: readonly Table[] = [
  { name: 'games' },
  { name: 'game_states' },
  { name: 'seats' },
  { name: 'actions' },
  { name: 'archives' },
  { name: 'game_notes', rowid: true },
  { name: 'outbox' },
  { name: 'retirements' },
  { name: 'dm_cards' },
  { name: 'notify' },
  { name: 'user_locales' },
  { name: 'users' },
  { name: 'leases' },
];

/** Rows per statement: PostgreSQL takes at most 65,535 parameters in one. */
const PAGE = 500;
const MAX_PARAMS = 60_000;

/** How long the move waits for a bot still running on the target to let go of a table. */
const LOCK_TIMEOUT = '10s';

export interface MovedTable {
  table: string;
  rows: number;
  /** sha256 of every value of every row, in key order: the same read from the file and from PostgreSQL. */
  checksum: string;
}

export type MoveResult =
  | {
      ok: true;
      tables: MovedTable[];
      /** Each identity column ("table.column") and the id PostgreSQL hands out next. */
      nextIds: Record<string, number>;
    }
  | { ok: false; problem: string };

type Value = null | number | string | bigint | Buffer;

/** What is copied of a table: its columns, and the key that orders it (both from the schema). */
interface Shape {
  table: Table;
  /** Columns as SQLite names them (`rowid` for the implicit one). */
  columns: string[];
  key: string[];
}

const refused = (problem: string): MoveResult => ({ ok: false, problem });

/** Plain SQL names only: they are written into statements. */
const NAME = /^[a-z_][a-z0-9_]*$/;

/** A column in SQLite: the implicit rowid bare (quoted, SQLite would read a string), the rest quoted. */
const liteCol = (c: string): string => (c === 'rowid' ? 'rowid' : `"${c}"`);
const pgCol = (c: string): string => `"${c}"`;

/**
 * Feeds one row into a table's checksum: values typed, so 1 and '1' (or a blob and its text)
 * differ. Numbers as their digits: the file gives 64-bit integers (bigint), PostgreSQL numbers.
 */
function hashRow(h: Hash, row: readonly Value[]): void {
  const typed = row.map((v) =>
    Buffer.isBuffer(v) ? { blob: v.toString('base64') } : typeof v === 'number' || typeof v === 'bigint' ? { n: String(v) } : v,
  );
  h.update(`${JSON.stringify(typed)}\n`);
}

/** The tables of the file, each as the move will copy it; a problem when the file holds one it does not know. */
function shapesOf(db: Database.Database): Shape[] | string {
  const found = (
    db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as Array<{
      name: string;
    }>
  ).map((r) => r.name);
  const known = new Set(TABLES.map((t) => t.name));
  const unknown = found.filter((n) => !known.has(n));
  if (unknown.length > 0)
    return `the SQLite file has table(s) ${unknown.join(', ')} that the move does not know how to copy: add them to src/store/move.ts (TABLES), and to the PostgreSQL schema`;
  const missing = TABLES.filter((t) => !found.includes(t.name)).map((t) => t.name);
  if (missing.length > 0) return `the SQLite file lacks table(s) ${missing.join(', ')}: it is not a Rerun store`;
  const shapes: Shape[] = [];
  for (const table of TABLES) {
    const cols = db.prepare(`SELECT name, pk FROM pragma_table_info(?) ORDER BY cid`).all(table.name) as Array<{
      name: string;
      pk: number;
    }>;
    const bad = cols.find((c) => !NAME.test(c.name));
    if (bad) return `the column ${table.name}.${bad.name} has a name the move does not write into SQL`;
    const key = cols
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    if (key.length === 0 && !table.rowid) return `the table ${table.name} has no key to copy it by`;
    if (key.length > 0 && table.rowid) return `the table ${table.name} has a key of its own now: drop its rowid in TABLES`;
    shapes.push({
      table,
      columns: table.rowid ? ['rowid', ...cols.map((c) => c.name)] : cols.map((c) => c.name),
      key: table.rowid ? ['rowid'] : key,
    });
  }
  return shapes;
}

/**
 * The rows of a table page by page, in key order, from either side: `read(after)` gives the
 * rows whose key follows `after` (the last row's key; undefined: from the start).
 */
async function eachPage(
  shape: Shape,
  read: (after: Value[] | undefined, limit: number) => Promise<Value[][]> | Value[][],
  each: (rows: Value[][]) => Promise<void> | void,
): Promise<void> {
  const limit = Math.min(PAGE, Math.floor(MAX_PARAMS / shape.columns.length));
  const keyAt = shape.key.map((k) => shape.columns.indexOf(k));
  let after: Value[] | undefined;
  for (;;) {
    const rows = await read(after, limit);
    if (rows.length === 0) return;
    await each(rows);
    if (rows.length < limit) return;
    const last = rows[rows.length - 1];
    after = keyAt.map((i) => last[i]);
  }
}

/** A page of the file's table after `after`, as value arrays. */
function litePage(db: Database.Database, shape: Shape): (after: Value[] | undefined, limit: number) => Value[][] {
  const cols = shape.columns.map(liteCol).join(', ');
  const key = shape.key.map(liteCol).join(', ');
  // 64-bit integers whole (a seed, a time in ms): PostgreSQL's BIGINT takes them as they are.
  const first = db.prepare(`SELECT ${cols} FROM ${shape.table.name} ORDER BY ${key} LIMIT ?`).raw().safeIntegers();
  const next = db
    .prepare(
      `SELECT ${cols} FROM ${shape.table.name} WHERE (${key}) > (${shape.key.map(() => '?').join(', ')}) ORDER BY ${key} LIMIT ?`,
    )
    .raw()
    .safeIntegers();
  return (after, limit) => (after ? next.all(...after, limit) : first.all(limit)) as Value[][];
}

/** The same page of the PostgreSQL table (text keys sort byte by byte there too: COLLATE "C"). */
function pgPage(client: pg.ClientBase, shape: Shape): (after: Value[] | undefined, limit: number) => Promise<Value[][]> {
  const cols = shape.columns.map(pgCol).join(', ');
  const key = shape.key.map(pgCol).join(', ');
  return async (after, limit) => {
    const where = after ? `WHERE (${key}) > (${after.map((_, i) => `$${i + 1}`).join(', ')})` : '';
    const params = after ? [...after, limit] : [limit];
    const r = await client.query({
      text: `SELECT ${cols} FROM ${shape.table.name} ${where} ORDER BY ${key} LIMIT $${params.length}`,
      values: params,
      rowMode: 'array',
    });
    return r.rows as Value[][];
  };
}

/** Inserts rows as they are, ids included (identity columns are BY DEFAULT: an explicit id is kept). */
async function insertRows(client: pg.ClientBase, shape: Shape, rows: Value[][]): Promise<void> {
  const n = shape.columns.length;
  const tuples = rows.map((_, r) => `(${shape.columns.map((_c, i) => `$${r * n + i + 1}`).join(', ')})`);
  await client.query(
    `INSERT INTO ${shape.table.name} (${shape.columns.map(pgCol).join(', ')}) VALUES ${tuples.join(', ')}`,
    rows.flat().map((v) => (typeof v === 'bigint' ? v.toString() : v)),
  );
}

/** A problem when PostgreSQL's tables do not have exactly the file's columns (the schemas are of different versions). */
async function columnsDiffer(client: pg.ClientBase, shapes: Shape[]): Promise<string | null> {
  const r = await client.query<{ t: string; c: string }>(
    `SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  for (const s of shapes) {
    const there = r.rows.filter((x) => x.t === s.table.name).map((x) => x.c);
    const lacking = s.columns.filter((c) => !there.includes(c));
    const extra = there.filter((c) => !s.columns.includes(c));
    if (lacking.length > 0 || extra.length > 0)
      return `the PostgreSQL table ${s.table.name} does not match the file's (${[
        ...lacking.map((c) => `missing ${c}`),
        ...extra.map((c) => `extra ${c}`),
      ].join(', ')})`;
  }
  return null;
}

/**
 * Sets every identity sequence past the largest id the file holds, or that SQLite ever handed
 * out (sqlite_sequence: AUTOINCREMENT never reuses the id of a deleted row, such as a posted
 * reminder's). Returns "table.column" -> the next id.
 */
async function moveSequences(client: pg.ClientBase, db: Database.Database): Promise<Record<string, number>> {
  const handedOut = new Map(
    (db.prepare(`SELECT name, seq FROM sqlite_sequence`).all() as Array<{ name: string; seq: number }>).map((r) => [
      r.name,
      r.seq,
    ]),
  );
  const identities = await client.query<{ t: string; c: string }>(
    `SELECT table_name AS t, column_name AS c FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_identity = 'YES' ORDER BY 1, 2`,
  );
  const next: Record<string, number> = {};
  for (const { t, c } of identities.rows) {
    if (!TABLES.some((x) => x.name === t)) continue;
    const max = await client.query<{ m: number | null }>(`SELECT max(${pgCol(c)})::bigint AS m FROM ${t}`);
    const last = Math.max(max.rows[0].m ?? 0, handedOut.get(t) ?? 0);
    if (last > 0) await client.query(`SELECT setval(pg_get_serial_sequence($1, $2), $3, true)`, [t, c, last]);
    next[`${t}.${c}`] = last + 1;
  }
  return next;
}

/**
 * Copies the SQLite file at `from` into the PostgreSQL database at `to` (migrated first), in one
 * transaction. Refused: a file of another schema version than this code's (the bot migrates it
 * when it starts), a file with a table the move does not know, a target that holds any row.
 */
export async function moveStore(from: string, to: string): Promise<MoveResult> {
  let db: Database.Database;
  try {
    db = new Database(from, { readonly: true, fileMustExist: true });
  } catch (e) {
    return refused(`the SQLite file ${from} cannot be opened: ${(e as Error).message}`);
  }
  // No statement timeout: a big table's copy or read-back may take longer than the bot's 5 s.
  const pool = createPool(to, { max: 1, statementTimeoutMs: 0 });
  try {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version < SCHEMA_VERSION)
      return refused(
        `the SQLite file is at schema version ${version}, this Rerun at ${SCHEMA_VERSION}: start the bot once on the file (it migrates it), stop it, then move`,
      );
    if (version > SCHEMA_VERSION)
      return refused(
        `the SQLite file is at schema version ${version}, newer than this Rerun's ${SCHEMA_VERSION}: update Rerun first`,
      );
    const shapes = shapesOf(db);
    if (typeof shapes === 'string') return refused(shapes);

    const client = await pool.connect();
    try {
      const reached = await migratePg(client);
      if (reached > SCHEMA_VERSION)
        return refused(`the PostgreSQL database is at schema version ${reached}, newer than this Rerun's ${SCHEMA_VERSION}`);
      // Below: it holds games an older Rerun stored, whose history only the bot tells forward.
      if (reached < SCHEMA_VERSION) return refused('the PostgreSQL database already holds games: move into an empty database');
      const differ = await columnsDiffer(client, shapes);
      if (differ) return refused(differ);
      return await copyAll(client, db, shapes);
    } finally {
      client.release();
    }
  } finally {
    db.close();
    await pool.end();
  }
}

/** The copy, its sequences and its check, in one transaction: committed only when every table compares equal. */
async function copyAll(client: pg.ClientBase, db: Database.Database, shapes: Shape[]): Promise<MoveResult> {
  await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
  // One read transaction on the file: the copy is one moment's snapshot, even if a bot still writes.
  db.exec('BEGIN');
  let committed = false;
  try {
    await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    // No bot on the target may write while the move checks that it is empty, copies and compares.
    await client.query(`LOCK TABLE ${shapes.map((s) => s.table.name).join(', ')} IN EXCLUSIVE MODE`);
    const holding: string[] = [];
    for (const s of shapes) {
      const r = await client.query(`SELECT 1 FROM ${s.table.name} LIMIT 1`);
      if (r.rowCount) holding.push(s.table.name);
    }
    if (holding.length > 0)
      return refused(
        `the PostgreSQL database already holds data (in ${holding.join(', ')}): move into an empty database; nothing was written`,
      );

    const copied: MovedTable[] = [];
    for (const s of shapes) {
      const hash = createHash('sha256');
      let rows = 0;
      await eachPage(s, litePage(db, s), async (page) => {
        for (const row of page) hashRow(hash, row);
        rows += page.length;
        await insertRows(client, s, page);
      });
      copied.push({ table: s.table.name, rows, checksum: hash.digest('hex') });
    }
    const nextIds = await moveSequences(client, db);

    // Read back inside the transaction: what would be committed, compared with the file.
    const differ: string[] = [];
    for (const [i, s] of shapes.entries()) {
      const hash = createHash('sha256');
      let rows = 0;
      await eachPage(s, pgPage(client, s), (page) => {
        for (const row of page) hashRow(hash, row);
        rows += page.length;
      });
      const want = copied[i];
      const checksum = hash.digest('hex');
      if (rows !== want.rows || checksum !== want.checksum)
        differ.push(
          `${s.table.name}: ${want.rows} rows in the file, ${rows} read back${checksum === want.checksum ? '' : ', values differ'}`,
        );
    }
    if (differ.length > 0) return refused(`the copy does not match the file, nothing was written: ${differ.join('; ')}`);
    await client.query('COMMIT');
    committed = true;
    // The planner's statistics for the tables just filled, rather than after autovacuum's first pass.
    await client.query(`ANALYZE ${shapes.map((s) => s.table.name).join(', ')}`);
    return { ok: true, tables: copied, nextIds };
  } finally {
    if (!committed) await client.query('ROLLBACK');
    db.exec('COMMIT');
  }
}
