// Loggers that write to memory, and a way to read what the process's own `log` was given.
import { Writable } from 'node:stream';
import { vi } from 'vitest';
import { createLogger, log, type LogLevel } from '../../src/log';
import { parseLogLine, type LogRecord } from './lines';

export function memoryLog(level: LogLevel = 'trace', pretty = false) {
  const lines: string[] = [];
  // A real stream: pino-pretty pipes into its destination.
  const to = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger({ level, pretty, to });
  return {
    logger,
    /** Everything written, as it would reach stderr. */
    text: () => lines.join(''),
    records: (): LogRecord[] => lines.map((l) => parseLogLine(l.trimEnd())!),
  };
}

/** Sends what `log` is given through a memory logger with the same configuration, until restored. */
export function captureLog() {
  const mem = memoryLog();
  const spies = (['fatal', 'error', 'warn', 'info', 'debug'] as const).map((k) =>
    vi.spyOn(log, k).mockImplementation(mem.logger[k].bind(mem.logger)),
  );
  return { ...mem, restore: () => spies.forEach((s) => s.mockRestore()) };
}
