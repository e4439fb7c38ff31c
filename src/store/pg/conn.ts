// The store functions (../query.ts) run on PostgreSQL: each step awaited on a Conn, the current
// transaction's client when the call is made inside one (pgStore.ts keeps it in
// AsyncLocalStorage), a pooled connection otherwise.
import type pg from 'pg';
import type { Changes, Dialect, Sql, Step, Steps } from '../query';

/** A statement's text, or its text under the name it is prepared by on each connection. */
export type Statement = string | { text: string; name: string };

export interface Conn {
  query<R extends pg.QueryResultRow = Record<string, unknown>>(sql: Statement, params?: unknown[]): Promise<pg.QueryResult<R>>;
  /** Runs `fn` in one transaction, or in the current one when there is one (nested: joins it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Sends a write whose result no one reads: inside a transaction, without waiting for it (the
   * transaction's commit waits, and fails if it did); outside one, awaited.
   */
  write(sql: Statement, params: unknown[]): Promise<void>;
  /** Whether a query made now runs inside a transaction. */
  inTransaction(): boolean;
}

export const POSTGRES: Dialect = {
  name: 'postgres',
  least: 'LEAST',
  greatest: 'GREATEST',
  is: 'IS NOT DISTINCT FROM',
  forUpdate: ' FOR UPDATE',
};

/** PostgreSQL's unique_violation. */
const UNIQUE = '23505';

/**
 * Each statement's text with `?` as `$1`, `$2`…, and a name: made once a text (the store's texts
 * are a fixed set). Named, a statement is parsed and planned once a connection, not at every call.
 */
const numbered = new Map<string, { text: string; name: string }>();

/** `?` outside quotes becomes `$n`; none of the store's statements has a `?` inside quotes. */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/'[^']*'|\?/g, (m) => (m === '?' ? `$${++n}` : m));
}

function textOf(sql: Sql): { text: string; name: string } {
  const raw = typeof sql === 'string' ? sql : sql(POSTGRES);
  let out = numbered.get(raw);
  if (out === undefined) numbered.set(raw, (out = { text: numberPlaceholders(raw), name: `rerun_${numbered.size + 1}` }));
  return out;
}

/** Runs `steps` on `c`, each statement awaited. A step that throws is thrown into the body. */
export async function onPostgres<R>(c: Conn, steps: Steps<R>): Promise<R> {
  let next = steps.next();
  while (!next.done) {
    let answer: unknown;
    try {
      answer = await step(c, next.value);
    } catch (e) {
      next = steps.throw(e);
      continue;
    }
    next = steps.next(answer);
  }
  return next.value;
}

async function step(c: Conn, s: Step): Promise<unknown> {
  switch (s.kind) {
    case 'all':
      return (await c.query(textOf(s.sql), s.params as unknown[])).rows;
    case 'get':
      return (await c.query(textOf(s.sql), s.params as unknown[])).rows[0];
    case 'run':
      return changes(await c.query(textOf(s.sql), s.params as unknown[]));
    case 'write':
      return await c.write(textOf(s.sql), s.params as unknown[]);
    case 'tryRun':
      return await unlessTaken(c, textOf(s.sql).text, s.params as unknown[]);
    case 'transaction':
      return await c.transaction(() => onPostgres(c, s.body()));
  }
}

/** The rows a statement changed (an UPDATE or DELETE's rowCount is never null). */
const changes = (r: pg.QueryResult): Changes => ({ changes: r.rowCount ?? 0 });

/**
 * Runs a statement that a unique index may refuse; null when it did. Inside a transaction the
 * statement runs under a savepoint: a failed statement would otherwise abort the whole
 * transaction, where SQLite fails only that statement and the caller goes on.
 */
async function unlessTaken(c: Conn, sql: string, params: unknown[]): Promise<Changes | null> {
  const inner = c.inTransaction();
  if (inner) await c.query('SAVEPOINT unless_taken');
  try {
    const r = await c.query(sql, params);
    if (inner) await c.query('RELEASE SAVEPOINT unless_taken');
    return changes(r);
  } catch (e) {
    if ((e as { code?: string }).code !== UNIQUE) throw e;
    if (inner) await c.query('ROLLBACK TO SAVEPOINT unless_taken');
    return null;
  }
}
