// Reading the bot's log: one JSON object per line (src/log.ts). For tests that start the bot as
// a process and look for a line, or count the errors it logged.

export interface LogRecord {
  /** pino's numbers: 30 info, 40 warn, 50 error, 60 fatal. */
  level: number;
  msg: string;
  [field: string]: unknown;
}

export const WARN = 40;

/** The record a line holds, or null when the line is not one (a crash trace, a help text). */
export function parseLogLine(line: string): LogRecord | null {
  if (!line.startsWith('{')) return null;
  try {
    const r = JSON.parse(line) as Partial<LogRecord>;
    return typeof r.level === 'number' && typeof r.msg === 'string' ? (r as LogRecord) : null;
  } catch {
    return null;
  }
}

/** A log line's message, or the line itself when it is not a log record. */
export const logMessage = (line: string): string => parseLogLine(line)?.msg ?? line;

/** Lines that say something went wrong: warnings and worse, and anything that is not a log record. */
export const troubleLines = (lines: readonly string[]): string[] =>
  lines.filter((l) => (parseLogLine(l)?.level ?? Infinity) >= WARN);
