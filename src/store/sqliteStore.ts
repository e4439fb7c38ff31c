// The SQLite store behind the asynchronous interface (contract.ts). better-sqlite3 is synchronous
// and one connection is shared by every flow of the process, so a transaction must keep other
// flows out while it awaits: one lock per store, and AsyncLocalStorage to know which flow holds
// it. A call made in the transaction's async context runs in it at once; any other call waits for
// the lock, so it never lands inside another flow's open transaction. BEGIN IMMEDIATE takes the
// file's write lock up front: a read-then-write transaction cannot fail with SQLITE_BUSY halfway
// when shards share the file. While another connection holds that lock, BEGIN is tried again
// after a pause rather than in SQLite's busy wait, which would block the event loop (and, with
// two connections in one process, the very flow that would release it).
import { AsyncLocalStorage } from 'node:async_hooks';
import { repository, type Repository, type Store } from './contract';
import { open, type Db } from './db';
import type { Teller } from './forward';

/** A transaction's context: open until it commits or rolls back (a timer started inside may outlive it). */
interface Tx {
  open: boolean;
}

/** How long BEGIN waits for another connection's write lock, as db.ts's busy_timeout. */
const BUSY_MS = 5000;

const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * BEGIN IMMEDIATE, waiting asynchronously while another connection writes. Tries at most 10 ms
 * apart: the shards bench made 17-22 turns/s with 50 ms, 31 with 10.
 */
async function begin(db: Db): Promise<void> {
  const until = Date.now() + BUSY_MS;
  for (let wait = 1; ; wait = Math.min(wait * 2, 10)) {
    const timeout = db.pragma('busy_timeout', { simple: true }) as number;
    db.pragma('busy_timeout = 0');
    try {
      db.exec('BEGIN IMMEDIATE');
      return;
    } catch (e) {
      if ((e as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > until) throw e;
    } finally {
      db.pragma(`busy_timeout = ${timeout}`);
    }
    await pause(wait);
  }
}

/** Opens (and migrates) the SQLite file as a Store. */
export function openSqliteStore(path: string, teller?: Teller): Store {
  return sqliteStore(open(path, teller));
}

export function sqliteStore(db: Db): Store {
  const current = new AsyncLocalStorage<Tx>();
  // The lock: a queue of holders; `waiting` counts the flows holding it or queued for it.
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  const lock = async (): Promise<() => void> => {
    waiting++;
    const before = tail;
    let release!: () => void;
    tail = new Promise<void>((r) => (release = r));
    await before;
    return () => {
      waiting--;
      release();
    };
  };
  const inTx = (): boolean => current.getStore()?.open === true;

  /** Runs a synchronous call now when nothing holds the lock (or we hold it), else after the lock. */
  const run = async <R>(call: () => R): Promise<R> => {
    if (inTx() || waiting === 0) return call();
    const release = await lock();
    try {
      return call();
    } finally {
      release();
    }
  };

  const methods = {} as Record<string, (...a: unknown[]) => Promise<unknown>>;
  for (const [name, fn] of Object.entries(repository) as Array<[string, (db: Db, ...a: unknown[]) => unknown]>)
    methods[name] = (...a) => run(() => fn(db, ...a));

  const transaction = async <T>(fn: () => Promise<T>): Promise<T> => {
    // Nested: joins the outer transaction (its commit or rollback covers both).
    if (inTx()) return fn();
    const release = await lock();
    const tx: Tx = { open: true };
    try {
      await begin(db);
      try {
        const value = await current.run(tx, fn);
        db.exec('COMMIT');
        return value;
      } catch (e) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw e;
      }
    } finally {
      tx.open = false;
      release();
    }
  };

  const close = async (): Promise<void> => {
    const release = await lock();
    try {
      if (db.open) db.close();
    } finally {
      release();
    }
  };

  return { ...(methods as unknown as { [K in keyof Repository]: Store[K] }), transaction, close };
}
