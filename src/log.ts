// The bot's log, through pino: one JSON line per event on stderr, readable lines when stderr is a
// terminal. Stderr, because stdout is a program's own output (the local table's texts, the chaos
// workers' acknowledgements), and both run the same services.
//
// Secrets are cut here, by configuration, not by care at each call site: fields named like a
// hand, cards or a token are redacted, and an error's message (a game plug-in may write one with
// a hand in it) is kept only for the kinds that never quote game content.
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What the bot's parts log through; tests pass a logger that writes to memory. */
export type Log = Pick<Logger, 'fatal' | 'error' | 'warn' | 'info' | 'debug'>;

const SECRET_KEYS = ['hand', 'hands', 'card', 'cards', 'token', 'authorization'];

/** Redacted at the top level and one level down (`{ seat: { hand } }`), and request headers. */
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  'headers.authorization',
  '*.headers.authorization',
];

/** Errors whose messages never quote a game's content (Discord's API answers, storage), and help the operator most. */
const TELLING = /^(DiscordAPIError|HTTPError|RateLimitError|SqliteError|StoreUnreachable)\b/;

export interface LoggedFault {
  type: string;
  /** A system or Discord error code (ECONNRESET, 50013): never game content. */
  code?: string | number;
  message?: string;
  stack: string;
}

/** The `err` serializer: an error's kind, code and stack frames; its message only when TELLING. */
export function loggedFault(e: unknown): LoggedFault {
  if (!(e instanceof Error)) return { type: typeof e, stack: `a thrown ${typeof e} (withheld)` };
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 10);
  const telling = TELLING.test(e.name);
  const head = telling ? `${e.name}: ${e.message}` : `${e.name} (message withheld: it may quote game state)`;
  const code = (e as { code?: unknown }).code;
  return {
    type: e.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(telling ? { message: e.message } : {}),
    stack: [head, ...frames].join('\n'),
  };
}

/**
 * pino makes an error's own message the line's message when a call gives none (`log.error(e)`):
 * such a call gets a plain one instead, so the serializer alone decides what an error shows.
 */
function withheldMessage(this: Logger, args: Parameters<Logger['error']>, method: Logger['error']): void {
  const [first, second] = args as unknown[];
  const errorOnly =
    typeof second !== 'string' && typeof first === 'object' && first !== null && (first instanceof Error || 'err' in first);
  if (!errorOnly) return method.apply(this, args);
  method.call(this, first instanceof Error ? { err: first } : first, 'failed');
}

export interface LogOptions {
  level?: LogLevel;
  /** Readable lines (time, level, message, fields) instead of JSON. */
  pretty?: boolean;
  /** Where lines go: stderr unless given (tests collect them). */
  to?: DestinationStream;
}

export function createLogger(o: LogOptions = {}): Logger {
  const options: LoggerOptions = {
    name: 'rerun',
    level: o.level ?? 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS },
    serializers: { err: loggedFault },
    hooks: { logMethod: withheldMessage },
  };
  // Synchronous: a line written just before process.exit is not lost.
  const dest = o.to ?? pino.destination({ dest: 2, sync: true });
  if (!o.pretty) return pino(options, dest);
  return pino(
    options,
    pretty({ destination: dest, sync: true, colorize: !o.to, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,name' }),
  );
}

/** The process's logger; `npm start` sets its level from LOG_LEVEL once the settings are read. */
export const log: Logger = createLogger({ pretty: process.stderr.isTTY === true });
