// The log (src/log.ts): one JSON line per event, levels, readable lines for a terminal, and
// secrets cut by its configuration whatever a call site hands it.
import { describe, expect, it } from 'vitest';
import { LOG_LEVELS, type Log } from '../../src/log';
import { memoryLog } from './capture';
import { parseLogLine, troubleLines } from './lines';

const SECRETS = ['Secret Plan', 'Decoy Van', 'c12', 'mfa.tok3n.value', 'Bot s3cr3t'];

/** A call that hands the log everything that must never be printed. */
function logSecrets(logger: Log): void {
  logger.info(
    {
      game: 7,
      hand: ['Secret Plan', 'Decoy Van'],
      seat: { index: 2, cards: ['c12'], hand: ['Decoy Van'] },
      token: 'mfa.tok3n.value',
      request: { headers: { authorization: 'Bot s3cr3t' } },
    },
    'dealt',
  );
}

describe('the log', () => {
  it('writes one JSON line per event, with its level, time, name and fields', () => {
    const mem = memoryLog('info');
    mem.logger.info({ game: 3 }, 'Rerun ready as Rerun#0001');
    mem.logger.error({ game: 4 }, 'drawing the board failed');
    const text = mem.text();
    expect(text.split('\n').filter(Boolean)).toHaveLength(2);
    const [ready, failed] = mem.records();
    expect(ready).toMatchObject({ level: 30, name: 'rerun', game: 3, msg: 'Rerun ready as Rerun#0001' });
    expect(Date.parse(ready.time as string)).not.toBeNaN();
    expect(failed).toMatchObject({ level: 50, game: 4 });
    expect(troubleLines(text.split('\n').filter(Boolean))).toHaveLength(1);
  });

  it('drops events below its level', () => {
    const mem = memoryLog('warn');
    mem.logger.info('hello');
    mem.logger.debug('details');
    mem.logger.warn('careful');
    expect(mem.records().map((r) => r.msg)).toEqual(['careful']);
    expect(LOG_LEVELS).toContain('silent');
  });

  it('redacts a hand, cards and a token, at the top and one level down, and authorization headers', () => {
    const mem = memoryLog();
    logSecrets(mem.logger);
    const text = mem.text();
    for (const s of SECRETS) expect(text).not.toContain(s);
    const [r] = mem.records();
    expect(r).toMatchObject({
      game: 7,
      hand: '[Redacted]',
      seat: { index: 2, cards: '[Redacted]', hand: '[Redacted]' },
      token: '[Redacted]',
      request: { headers: { authorization: '[Redacted]' } },
    });
  });

  it('redacts the same in the readable lines for a terminal', () => {
    const mem = memoryLog('info', true);
    logSecrets(mem.logger);
    const text = mem.text();
    expect(text).toMatch(/INFO.*: dealt/);
    expect(text).not.toMatch(/^\{/);
    expect(text).toContain('[Redacted]');
    for (const s of SECRETS) expect(text).not.toContain(s);
  });

  it("keeps an error's kind and frames but not its message, which may quote a hand", () => {
    const mem = memoryLog();
    const bug = new Error('cannot play Secret Plan');
    mem.logger.error({ err: bug, game: 1 }, 'the AI failed');
    // pino would make the error's message the line's message when the call gives none.
    mem.logger.error(bug);
    mem.logger.error({ err: bug });
    mem.logger.error({ err: 'Secret Plan' }, 'a thrown string');
    const text = mem.text();
    expect(text).not.toContain('Secret Plan');
    const [first, bare, inObject, thrown] = mem.records();
    expect(first).toMatchObject({ msg: 'the AI failed', err: { type: 'Error' } });
    expect(first.err).not.toHaveProperty('message');
    expect((first.err as { stack: string }).stack).toMatch(/^Error \(message withheld.*\n\s+at /);
    expect([bare.msg, inObject.msg]).toEqual(['failed', 'failed']);
    expect(thrown.err).toMatchObject({ type: 'string' });
  });

  it("keeps an error's code, which says what failed without quoting anything", () => {
    const mem = memoryLog();
    const reset = Object.assign(new TypeError('fetch failed for Secret Plan'), { code: 'ECONNRESET' });
    mem.logger.error({ err: reset }, 'announcement turn failed');
    expect(mem.records()[0].err).toMatchObject({ type: 'TypeError', code: 'ECONNRESET' });
    expect(mem.text()).not.toContain('Secret Plan');
  });

  it("keeps the message of Discord's and SQLite's errors, which never quote a game", () => {
    const mem = memoryLog();
    const locked = Object.assign(new Error('database is locked'), { name: 'SqliteError' });
    mem.logger.error({ err: locked }, '/roll failed');
    expect(mem.records()[0].err).toMatchObject({ type: 'SqliteError', message: 'database is locked' });
  });

  it('is read back line by line, and a line that is not a record counts as trouble', () => {
    expect(parseLogLine('{"level":30,"msg":"hi"}')).toEqual({ level: 30, msg: 'hi' });
    expect(parseLogLine('TypeError: x is not a function')).toBeNull();
    expect(troubleLines(['{"level":30,"msg":"hi"}', '    at main (src/main.ts:1:1)'])).toEqual(['    at main (src/main.ts:1:1)']);
  });
});
