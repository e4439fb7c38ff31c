// The database cannot be reached: PostgreSQL down, restarting, shutting down, failing
// over, or the network to it cut. The PostgreSQL store throws its connection errors as a
// StoreUnreachable (pg/pgStore.ts), so that the services' callers can tell a player plainly that
// their move was not made and to try again in a minute, where any other error (a bug) keeps the
// generic answer. Nothing here quotes a query, a parameter or a row: only the error's code.

/** The database did not answer: nothing this call meant to write was written. */
export class StoreUnreachable extends Error {
  override name = 'StoreUnreachable';
  /** What said so: a system error code (ECONNREFUSED), a SQLSTATE (57P01), or the pool's timeout. */
  readonly code: string;

  constructor(code: string, options?: { cause?: unknown }) {
    super(`the database is unreachable (${code})`, options);
    this.code = code;
  }
}

/** Whether `e` is (or was made into) a StoreUnreachable. */
export const isStoreUnreachable = (e: unknown): e is StoreUnreachable => e instanceof StoreUnreachable;

/** System errors of a connection refused, reset, timed out or cut, or a server not found. */
const SYSTEM = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * SQLSTATEs of a server going away: admin_shutdown (a stop, a failover, pg_terminate_backend),
 * crash_shutdown, cannot_connect_now (starting up or in recovery). Class 08 (connection
 * exceptions) is matched as a class.
 */
const SHUTDOWN = new Set(['57P01', '57P02', '57P03']);

/**
 * node-postgres's own errors have no code, only these messages: the pool's connection timeout
 * (connectionTimeoutMillis, pool.ts), its wait for a connection, and a connection the server or
 * the network ended.
 */
const DRIVER: ReadonlyArray<[RegExp, string]> = [
  [/^Connection terminated due to connection timeout$/, 'connect-timeout'],
  [/^timeout exceeded when trying to connect$/, 'connect-timeout'],
  [/^timeout expired$/, 'connect-timeout'],
  [/^Connection terminated unexpectedly$/, 'connection-ended'],
  [/^Client has encountered a connection error and is not queryable$/, 'connection-ended'],
];

/**
 * The code that makes `e` a sign of an unreachable database, or null when it is some other
 * error. Looks through `cause` and an AggregateError's errors (a host with several addresses).
 */
export function unreachableCode(e: unknown, depth = 0): string | null {
  if (!(e instanceof Error) || depth > 4) return null;
  if (e instanceof StoreUnreachable) return e.code;
  const { code, syscall } = e as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    if (SYSTEM.has(code)) return code;
    // A Unix socket's file is gone while the server is down.
    if (code === 'ENOENT' && syscall === 'connect') return code;
    if (/^08[0-9A-Z]{3}$/.test(code) || SHUTDOWN.has(code)) return code;
  }
  for (const [message, said] of DRIVER) if (message.test(e.message)) return said;
  for (const inner of [...(e instanceof AggregateError ? e.errors : []), e.cause]) {
    const found = unreachableCode(inner, depth + 1);
    if (found) return found;
  }
  return null;
}

/** `e` as a StoreUnreachable when it says the database is unreachable; otherwise `e` itself. */
export function asUnreachable(e: unknown): unknown {
  if (e instanceof StoreUnreachable) return e;
  const code = unreachableCode(e);
  return code === null ? e : new StoreUnreachable(code, { cause: e });
}
