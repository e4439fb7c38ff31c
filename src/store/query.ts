// Each store function is written once, for both databases, as a generator of steps: it yields
// each statement it wants run (`yield* get(...)`, `all`, `run`, `tryRun`, `transaction`) and is
// handed back that statement's rows. A runner answers the steps: this file's runs them on
// better-sqlite3 at once, synchronously; pg/conn.ts runs them on PostgreSQL, awaiting each. A
// generator is what lets one body serve both: SQLite keeps its synchronous calls (no promise a
// statement, and a call never interleaves with another flow's on the shared connection), and
// PostgreSQL gets its asynchronous ones.
//
// The SQL is SQLite's and PostgreSQL's at once: `?` placeholders (rewritten to `$n` for
// PostgreSQL), 0/1 for flags, JSON as text, ISO times as text (pg/schema.ts keeps the columns
// alike). Where the two really differ, a statement is a function of the Dialect below.
import type Database from 'better-sqlite3';

/** A SQLite connection (db.ts opens it). */
type Db = Database.Database;

/** What differs between the two databases' SQL, as the statements that use it spell it. */
export interface Dialect {
  readonly name: 'sqlite' | 'postgres';
  /** The smaller of two values: SQLite's MIN(a, b); PostgreSQL's MIN is an aggregate only (LEAST). */
  readonly least: 'MIN' | 'LEAST';
  readonly greatest: 'MAX' | 'GREATEST';
  /** `a IS b`, true when both are null: PostgreSQL's IS takes only NULL, TRUE, FALSE (IS NOT DISTINCT FROM). */
  readonly is: 'IS' | 'IS NOT DISTINCT FROM';
  /**
   * Locks the rows a SELECT read until the transaction ends: PostgreSQL runs writers side by side,
   * so a read a write depends on takes the row first; SQLite's writer holds the whole file already.
   */
  readonly forUpdate: '' | ' FOR UPDATE';
}

export const SQLITE: Dialect = { name: 'sqlite', least: 'MIN', greatest: 'MAX', is: 'IS', forUpdate: '' };

/** A statement's text: the same for both databases, or made from the dialect where they differ. */
export type Sql = string | ((d: Dialect) => string);

/** What a store function asks its runner to do. */
export type Step =
  /** Rows (all), the first row or undefined (get), or `{ changes }` (run; tryRun: null when a unique index refused it). */
  | { readonly kind: 'all' | 'get' | 'run' | 'tryRun'; readonly sql: Sql; readonly params: readonly unknown[] }
  /**
   * A write whose outcome the body does not read: inside a transaction, PostgreSQL's runner sends
   * it without waiting (it rides with the next statement or the COMMIT, one round trip for all),
   * and a failure fails the transaction at its commit. Outside one, it is awaited like `run`.
   */
  | { readonly kind: 'write'; readonly sql: Sql; readonly params: readonly unknown[] }
  /** `body` in one transaction; inside another, it joins it (as Store.transaction does). */
  | { readonly kind: 'transaction'; readonly body: () => Steps<unknown> };

/** A store function's body: the steps it yields, and what it returns. */
export type Steps<R> = Generator<Step, R, unknown>;

/** The rows a write changed. */
export interface Changes {
  changes: number;
}

export function* all<T>(sql: Sql, ...params: unknown[]): Steps<T[]> {
  return (yield { kind: 'all', sql, params }) as T[];
}

export function* get<T>(sql: Sql, ...params: unknown[]): Steps<T | undefined> {
  return (yield { kind: 'get', sql, params }) as T | undefined;
}

export function* run(sql: Sql, ...params: unknown[]): Steps<Changes> {
  return (yield { kind: 'run', sql, params }) as Changes;
}

/** A write whose changes the caller does not need (see Step's 'write'). */
export function* write(sql: Sql, ...params: unknown[]): Steps<void> {
  yield { kind: 'write', sql, params };
}

/**
 * A write a unique index may refuse (one live game per place): null when it did. The caller's
 * transaction goes on either way (PostgreSQL's runner puts the statement under a savepoint).
 */
export function* tryRun(sql: Sql, ...params: unknown[]): Steps<Changes | null> {
  return (yield { kind: 'tryRun', sql, params }) as Changes | null;
}

export function* transaction<R>(body: () => Steps<R>): Steps<R> {
  return (yield { kind: 'transaction', body }) as R;
}

/** A store function: called on a SQLite Db it runs there at once; `steps` is its body, for any runner. */
export type Query<A extends unknown[], R> = ((db: Db, ...a: A) => R) & { readonly steps: (...a: A) => Steps<R> };

/** Makes a store function of its body (see the top of the file). */
export function query<A extends unknown[], R>(steps: (...a: A) => Steps<R>): Query<A, R> {
  return Object.assign((db: Db, ...a: A): R => onSqlite(db, steps(...a)), { steps });
}

/** better-sqlite3's code for a unique index or constraint that refused a write. */
const SQLITE_UNIQUE = 'SQLITE_CONSTRAINT_UNIQUE';

const text = (sql: Sql): string => (typeof sql === 'string' ? sql : sql(SQLITE));

/**
 * Runs `steps` on `db`, synchronously. Statements are asked for by their text each time; db.ts's
 * connection compiles each text once. A step that throws is thrown into the body, so that its
 * own try/finally runs.
 */
export function onSqlite<R>(db: Db, steps: Steps<R>): R {
  let next = steps.next();
  while (!next.done) {
    let answer: unknown;
    try {
      answer = step(db, next.value);
    } catch (e) {
      next = steps.throw(e);
      continue;
    }
    next = steps.next(answer);
  }
  return next.value;
}

function step(db: Db, s: Step): unknown {
  switch (s.kind) {
    case 'all':
      return db.prepare(text(s.sql)).all(...s.params);
    case 'get':
      return db.prepare(text(s.sql)).get(...s.params);
    case 'run':
      return { changes: db.prepare(text(s.sql)).run(...s.params).changes };
    case 'write':
      db.prepare(text(s.sql)).run(...s.params);
      return undefined;
    case 'tryRun':
      try {
        // SQLite undoes only the refused statement; the transaction around it goes on.
        return { changes: db.prepare(text(s.sql)).run(...s.params).changes };
      } catch (e) {
        if ((e as { code?: unknown }).code === SQLITE_UNIQUE) return null;
        throw e;
      }
    case 'transaction':
      return inTransaction(db, s.body);
  }
}

/**
 * IMMEDIATE takes the file's write lock up front (waiting busy_timeout for another process's), so
 * that a body that reads before it writes cannot fail halfway when shards share the file.
 */
function inTransaction<R>(db: Db, body: () => Steps<R>): R {
  if (db.inTransaction) return onSqlite(db, body());
  db.prepare('BEGIN IMMEDIATE').run();
  try {
    const value = onSqlite(db, body());
    db.prepare('COMMIT').run();
    return value;
  } catch (e) {
    if (db.inTransaction) db.prepare('ROLLBACK').run();
    throw e;
  }
}
