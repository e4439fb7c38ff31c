// The connections to PostgreSQL: one pool per process, and the one way to run a
// transaction on it.
//
// Isolation: READ COMMITTED (PostgreSQL's default), not SERIALIZABLE. A decision's version guard
// is one conditional row update, `UPDATE games SET … WHERE id = $1 AND version = $2`, run first
// in its transaction (store/games.ts commitAction). Under READ COMMITTED the second of two
// racing updates waits for the first's row lock, then checks its WHERE again against the row
// the first committed: the version no longer matches, it updates 0 rows, and its caller writes
// nothing else ('already-done'). Exactly one wins, without errors to retry. SERIALIZABLE would
// also let one win, but the loser fails with a serialization error (40001) that every caller
// must catch and retry, and its predicate locks abort unrelated transactions under load
// (outbox and lease scans). What READ COMMITTED asks in return: take the guard (or a row lock,
// SELECT … FOR UPDATE) before the writes that depend on it, never decide on rows read earlier
// in the transaction without one.
import pg from 'pg';

export interface PoolOptions {
  /** Connections this process keeps at most (two processes: twice this, of the server's 100). */
  max?: number;
  /** A statement running longer is cancelled (57014), so that a stuck one cannot hold locks. */
  statementTimeoutMs?: number;
}

/** PostgreSQL's type id of BIGINT (int8). */
const INT8 = 20;

/**
 * BIGINT columns (seeds, times in milliseconds) read as numbers, not node-postgres's strings:
 * every value stored is below 2^53, and one that is not is refused rather than rounded.
 */
function readInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new Error(`BIGINT ${text} does not fit a JavaScript number`);
  return n;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 && format !== 'binary' ? readInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A pool on `url` (the DATABASE_URL setting: postgres://user@host:port/database). */
export function createPool(url: string, opts: PoolOptions = {}): pg.Pool {
  const statementTimeout = opts.statementTimeoutMs ?? 5000;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    // Waiting longer than SQLite's busy_timeout for a connection means the pool is too small.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeout,
    // A process that dies mid-transaction: the server ends its session and frees its locks.
    idle_in_transaction_session_timeout: 2 * statementTimeout,
    application_name: 'rerun',
    // Statements sent one after another without waiting for each answer (node-postgres's pipeline
    // mode): what a flow sends at once (Promise.all, a transaction's deferred writes) costs one
    // round trip to the server. Each statement still has its own Sync: one failing does not
    // swallow the answers of the others.
    pipeline: true,
    // Idle connections do not keep the process alive (a test file's worker, a script's end).
    allowExitOnIdle: true,
    types,
  });
  // The server ended an idle connection (a restart, a failover, an administrator): the pool has
  // already dropped it and the next query opens another. Unheard, the 'error' would end the process.
  pool.on('error', () => {});
  return pool;
}

/**
 * A transaction's writes sent without waiting (Step 'write'): their answers come back in order on
 * the pipelined connection, the first failure is kept, and the commit waits for them all.
 */
export class Deferred {
  private readonly sent: Array<Promise<unknown>> = [];
  /** The first deferred write that failed: the transaction is aborted from there on. */
  failed: unknown;
  add(p: Promise<unknown>): void {
    this.sent.push(
      p.catch((e: unknown) => {
        this.failed ??= e;
      }),
    );
  }
  async settled(): Promise<void> {
    await Promise.all(this.sent);
  }
}

/**
 * Runs `work` in one READ COMMITTED transaction on one connection: committed if it returns,
 * rolled back if it throws (the error is thrown again). A connection whose rollback failed is
 * closed rather than handed to the next caller. The connection is pipelined (createPool): BEGIN
 * goes out with the transaction's first statement, and the COMMIT with its deferred writes, so a
 * decision's transaction costs the server two round trips, not one a statement.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient, deferred: Deferred) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // The server may end the connection between two of the transaction's queries: the next query
  // fails (and with it the transaction), and the connection is not handed out again.
  const lost = (e: Error): void => void (broken ??= e);
  client.on('error', lost);
  const deferred = new Deferred();
  try {
    const begun = client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
    deferred.add(begun);
    const result = await work(client, deferred);
    // An aborted transaction answers COMMIT with ROLLBACK and no error: the failure that aborted
    // it is the one to throw.
    const committed = client.query('COMMIT');
    await deferred.settled();
    await committed.catch((e: unknown) => {
      throw deferred.failed ?? e;
    });
    if (deferred.failed !== undefined) throw deferred.failed;
    return result;
  } catch (e) {
    try {
      await client.query('ROLLBACK');
    } catch (rollback) {
      broken = rollback as Error;
    }
    throw deferred.failed ?? e;
  } finally {
    client.off('error', lost);
    client.release(broken);
  }
}
