// Which errors of the PostgreSQL store say the database is unreachable
// (src/store/unreachable.ts), so that a player reads that their move was not made and to try
// again in a minute, and which keep the generic "something went wrong".
import { describe, expect, it } from 'vitest';
import { asUnreachable, isStoreUnreachable, type StoreUnreachable, unreachableCode } from '../../src/store/unreachable';
import { loggedFault } from '../../src/log';

const system = (code: string, syscall = 'connect') =>
  Object.assign(new Error(`${syscall} ${code} 127.0.0.1:5432`), { code, syscall, errno: -111 });
/** What node-postgres makes of a server's error message: a code (SQLSTATE) and a severity. */
const server = (code: string, message = 'x') => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('a database unreachable, told from any other error', () => {
  it.each([
    ['ECONNREFUSED', system('ECONNREFUSED')],
    ['ECONNRESET', system('ECONNRESET', 'read')],
    ['ETIMEDOUT', system('ETIMEDOUT')],
    ['EPIPE', system('EPIPE', 'write')],
    ['EHOSTUNREACH', system('EHOSTUNREACH')],
    ['EAI_AGAIN', system('EAI_AGAIN', 'getaddrinfo')],
    ['ENOENT', system('ENOENT')], // a Unix socket's file gone with its server
    ['57P01', server('57P01', 'terminating connection due to administrator command')],
    ['57P02', server('57P02')],
    ['57P03', server('57P03', 'the database system is starting up')],
    ['08006', server('08006')],
    ['08001', server('08001')],
    ['connect-timeout', new Error('Connection terminated due to connection timeout')],
    ['connect-timeout', new Error('timeout exceeded when trying to connect')],
    ['connection-ended', new Error('Connection terminated unexpectedly')],
    ['connection-ended', new Error('Client has encountered a connection error and is not queryable')],
    // Wrapped: a cause, and each address of a host tried in turn.
    ['ECONNREFUSED', new Error('Connection terminated due to something', { cause: system('ECONNREFUSED') })],
    ['ECONNREFUSED', new AggregateError([system('ECONNREFUSED'), system('ECONNREFUSED')], 'all failed')],
  ])('%s is unreachable', (code, e) => {
    expect(unreachableCode(e)).toBe(code);
    const made = asUnreachable(e);
    expect(isStoreUnreachable(made)).toBe(true);
    expect((made as StoreUnreachable).code).toBe(code);
    expect((made as StoreUnreachable).cause).toBe(e);
    // Already made: kept as it is.
    expect(asUnreachable(made)).toBe(made);
  });

  it.each([
    ['a unique violation', server('23505', 'duplicate key value violates unique constraint')],
    ['a statement cancelled by its timeout', server('57014', 'canceling statement due to statement timeout')],
    ['a deadlock', server('40P01')],
    ['a file not found that is no connection', system('ENOENT', 'open')],
    ['a bug', new TypeError('x is undefined')],
    ['a thrown string', 'ECONNREFUSED'],
  ])('%s is not', (_what, e) => {
    expect(unreachableCode(e)).toBeNull();
    expect(asUnreachable(e)).toBe(e);
  });

  it('is logged with its code and its own message, which never quotes a query or a row', () => {
    const e = asUnreachable(server('57P01', 'terminating connection due to administrator command'));
    const logged = loggedFault(e);
    expect(logged).toMatchObject({ type: 'StoreUnreachable', code: '57P01', message: 'the database is unreachable (57P01)' });
  });
});
