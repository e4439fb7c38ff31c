// The PostgreSQL store: the asynchronous interface of contract.ts over a pg pool,
// answering every name the SQLite store answers with the same results: each repository function's
// steps (../query.ts), run by conn.ts. A transaction holds one pooled connection, kept in
// AsyncLocalStorage: a store call made in the transaction's async context (however deep) runs on
// it; any other call takes a connection of its own, so it never lands in another flow's open
// transaction. Under READ COMMITTED (pool.ts) the version guard and row locks stand where
// SQLite's single writer stood. An error that says the server cannot be reached (refused, reset,
// shutting down, the pool's connection timeout) is thrown as a StoreUnreachable (../unreachable.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { type Repository, repository, type Store } from '../contract';
import type { Teller } from '../forward';
import type { Steps } from '../query';
import { asUnreachable } from '../unreachable';
import { type Conn, onPostgres } from './conn';
import { migrate } from './migrate';
import { createPool, type Deferred, type PoolOptions, withTransaction } from './pool';

/** The repository functions written for SQLite alone (they have no steps): the type asks for each. */
type Own = { [K in keyof Repository as Repository[K] extends { steps: unknown } ? never : K]: Store[K] };

/** The tables the sweep writes: archived logs' actions (gone), their archives, compacted games' states (gone) and rows. */
const SWEPT = ['actions', 'archives', 'game_states', 'games'];

/** VACUUM reads a whole table's changed pages: more than a statement is allowed (pool.ts). */
const VACUUM_TIMEOUT = '10min';

/** PostgreSQL's own answers to them. */
function ownOf(pool: pg.Pool): Own {
  return {
    /**
     * VACUUM of the swept tables: their dead rows' room is reusable, and empty pages at a table's
     * end go back to the file system. Not VACUUM FULL, which would give back every free page but
     * locks each table while it rewrites it. Returns the bytes the tables' files shrank by.
     */
    reclaim: () =>
      classified(async () => {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          const size = async () =>
            (
              await client.query<{ n: number }>(
                `SELECT SUM(pg_total_relation_size(t::regclass))::bigint AS n FROM unnest($1::text[]) t`,
                [SWEPT],
              )
            ).rows[0].n;
          const before = await size();
          // VACUUM runs in no transaction: the session's own timeout, set back before the connection is handed on.
          await client.query(`SET statement_timeout = '${VACUUM_TIMEOUT}'`);
          await client.query(`VACUUM ${SWEPT.join(', ')}`);
          // The index pages a VACUUM empties are reusable only once a transaction begun after it
          // has ended, and then only a later VACUUM says so: a transaction that takes an id, and
          // the log's index (the pages of every archived action) is ready for the next games.
          await client.query('SELECT pg_current_xact_id()');
          await client.query('VACUUM actions');
          await client.query('RESET statement_timeout');
          return Math.max(0, before - (await size()));
        } catch (e) {
          broken = e as Error;
          throw e;
        } finally {
          client.release(broken);
        }
      }),
  };
}

/** Whether `url` names a PostgreSQL database (DATABASE_URL): postgres:// or postgresql://. */
export const isPostgresUrl = (url: string | undefined): url is string => /^postgres(ql)?:\/\//i.test(url ?? '');

/** A transaction's connection: open until it commits or rolls back (a timer started inside may outlive it). */
interface Tx {
  client: pg.PoolClient;
  open: boolean;
  deferred: Deferred;
}

/** Runs `call`; a connection error it throws comes out as a StoreUnreachable, any other as it is. */
async function classified<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw asUnreachable(e);
  }
}

/** Opens a pool on `url`, brings the database to the schema (`teller`: migrate.ts), and answers as a Store. */
export async function openPgStore(url: string, opts: PoolOptions = {}, teller?: Teller): Promise<Store> {
  const pool = createPool(url, opts);
  try {
    const client = await pool.connect();
    try {
      await migrate(client, { teller });
    } finally {
      client.release();
    }
  } catch (e) {
    await pool.end();
    throw e;
  }
  return pgStore(pool);
}

/** The Store over `pool` (migrated already); closing the store ends the pool. */
export function pgStore(pool: pg.Pool): Store {
  const current = new AsyncLocalStorage<Tx>();
  const tx = (): Tx | undefined => {
    const t = current.getStore();
    return t?.open ? t : undefined;
  };
  const conn: Conn = {
    query: async (sql, params) => {
      const t = tx();
      const q = typeof sql === 'string' ? { text: sql, values: params } : { ...sql, values: params };
      if (!t) return await pool.query(q);
      try {
        return await t.client.query(q);
      } catch (e) {
        // After a deferred write failed, every statement fails as "transaction aborted": the
        // write's own error is the one that says why.
        throw t.deferred.failed ?? e;
      }
    },
    write: async (sql, params) => {
      const t = tx();
      const q = typeof sql === 'string' ? { text: sql, values: params } : { ...sql, values: params };
      if (t) t.deferred.add(t.client.query(q));
      else await pool.query(q);
    },
    inTransaction: () => tx() !== undefined,
    transaction: async (fn) => {
      // Nested: joins the outer transaction (its commit or rollback covers both).
      if (tx()) return await fn();
      return await classified(() =>
        withTransaction(pool, async (client, deferred) => {
          const t: Tx = { client, open: true, deferred };
          try {
            return await current.run(t, fn);
          } finally {
            t.open = false;
          }
        }),
      );
    },
  };

  const methods: Record<string, (...a: unknown[]) => Promise<unknown>> = { ...ownOf(pool) };
  for (const [name, fn] of Object.entries(repository) as Array<[string, { steps?: (...a: unknown[]) => Steps<unknown> }]>) {
    const steps = fn.steps;
    if (steps) methods[name] = (...a) => classified(() => onPostgres(conn, steps(...a)));
  }

  let closed: Promise<void> | undefined;
  return {
    ...(methods as unknown as Omit<Store, 'transaction' | 'close'>),
    transaction: conn.transaction,
    close: () => (closed ??= pool.end()),
  };
}
