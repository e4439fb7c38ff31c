// What the PostgreSQL repository functions run their SQL on: the current transaction's client
// when the call is made inside one (pgStore.ts keeps it in AsyncLocalStorage), a pooled
// connection otherwise. Each function of src/store/pg/ takes a Conn where its SQLite twin takes
// the Db, and answers the same results.
import type pg from 'pg';
import type { Db } from '../db';
import type { Repository } from '../contract';

export interface Conn {
  query<R extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<pg.QueryResult<R>>;
  /** Runs `fn` in one transaction, or in the current one when there is one (nested: joins it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** Whether a query made now runs inside a transaction. */
  inTransaction(): boolean;
}

/** A SQLite repository function, as its PostgreSQL twin takes a Conn instead of the Db. */
type OnConn<F> = F extends (db: Db, ...a: infer A) => infer R ? (c: Conn, ...a: A) => Promise<R> : never;

/** Every repository function, over PostgreSQL: the same names, arguments and results. */
export type PgRepository = { [K in keyof Repository]: OnConn<Repository[K]> };

/** PostgreSQL's unique_violation. */
const UNIQUE = '23505';

/**
 * Runs a statement that a unique index may refuse (one live game per place); null when it did.
 * Inside a transaction the statement runs under a savepoint: a failed statement would otherwise
 * abort the whole transaction, where SQLite fails only that statement and the caller goes on.
 */
export async function unlessTaken(c: Conn, sql: string, params: unknown[]): Promise<pg.QueryResult | null> {
  const inner = c.inTransaction();
  if (inner) await c.query('SAVEPOINT unless_taken');
  try {
    const r = await c.query(sql, params);
    if (inner) await c.query('RELEASE SAVEPOINT unless_taken');
    return r;
  } catch (e) {
    if ((e as { code?: string }).code !== UNIQUE) throw e;
    if (inner) await c.query('ROLLBACK TO SAVEPOINT unless_taken');
    return null;
  }
}

/** The rows a statement changed (an UPDATE or DELETE's rowCount is never null). */
export const changed = (r: pg.QueryResult): number => r.rowCount ?? 0;
