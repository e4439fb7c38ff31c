// Loaded into the real bot process by the bot crash probe (test/chaos/botCrash.ts), before
// `src/main.ts`, with `--import`. It changes no behaviour of the bot, only its clock and timing,
// each part switched on by an environment variable:
//   CHAOS_WARP=<originMs>:<factor>:<timerDivisor>  the bot's clock runs `factor` times fast from
//       `originMs` (the same origin for every life, so time never runs back across restarts), and
//       its minute timer (the pump) ticks `timerDivisor` times as often, so that a ten-minute turn
//       clock with its reminders and expiry plays out in seconds.
//   CHAOS_HOLD_MS=<ms>  after each committed transaction that stored a person's decision, print
//       "chaos: person committed <gameId>" and hold the process still that long, so that the probe
//       can SIGKILL it between a person's commit (the AI's moves it sets off ride in it) and its answer
//       (on either store: better-sqlite3's statements, or the pg client's COMMIT).
//   CHAOS_STANDBY=1  load the bot's code, print "chaos: standby" and wait for a line on stdin
//       before `main.ts` runs: the next life is ready to start the moment the previous one is killed.
import { writeSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One line on stdout, written at once (a held or killed process must not keep it in a buffer). */
const say = (line: string): void => void writeSync(1, `${line}\n`);

// ---------------------------------------------------------------- the clock

const warp = process.env.CHAOS_WARP?.split(':').map(Number);
if (warp) {
  const [origin, factor, divisor] = warp;
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  const now = (): number => Math.floor(origin + (realNow() - origin) * factor);
  // A Proxy rather than a subclass: `Date()` called as a function and `instanceof` keep working.
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
  // The bot's one timer ticks each minute (src/discord/timer.ts): that minute gets shorter.
  const realSetInterval = globalThis.setInterval as (fn: () => void, ms?: number, ...args: unknown[]) => NodeJS.Timeout;
  const MINUTE = 60_000;
  globalThis.setInterval = ((fn: () => void, ms?: number, ...args: unknown[]) => {
    if (ms !== MINUTE) return realSetInterval(fn, ms, ...args);
    const every = Math.max(1, Math.round(MINUTE / divisor));
    say(`chaos: minute timer every ${every} ms`);
    return realSetInterval(fn, every, ...args);
  }) as typeof setInterval;
}

// ---------------------------------------------------------------- a person's commit

const holdMs = Number(process.env.CHAOS_HOLD_MS ?? 0);
if (holdMs > 0) {
  const Database = createRequire(import.meta.url)('better-sqlite3');
  const proto = Database.prototype;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  /** The game whose person's decision the open transaction stored. */
  let stored: number | null = null;
  const hold = (gameId: number): void => {
    say(`chaos: person committed ${gameId}`);
    Atomics.wait(sleeper, 0, 0, holdMs);
  };

  interface Db {
    inTransaction: boolean;
  }
  interface Statement {
    run(...args: unknown[]): unknown;
  }

  /**
   * After a statement that may end the transaction, however it came (db.transaction, or the
   * store's own COMMIT or ROLLBACK by exec or a prepared statement: its transactions span awaits,
   * sqliteStore.ts, query.ts): once none is open, a person's decision it committed holds the
   * process, and one it rolled back is forgotten.
   */
  const ended = (db: Db, committed: boolean): void => {
    if (db.inTransaction || stored === null) return;
    const g = stored;
    stored = null;
    if (committed) hold(g);
  };
  /** COMMIT or ROLLBACK (of a savepoint too: `ended` waits for the outermost). */
  const END = /^\s*(COMMIT|ROLLBACK)\b/i;

  // A person's decision is an `INSERT INTO actions (...)` with a user and no `by` (the service
  // writes taken-for-them decisions with one). Read from the statement's own column list.
  const watch = (db: Db, stmt: Statement, sql: string): Statement => {
    const end = END.exec(sql)?.[1].toUpperCase();
    if (end) {
      const finish = stmt.run;
      stmt.run = function (...args: unknown[]) {
        const result = finish.apply(this, args);
        ended(db, end === 'COMMIT');
        return result;
      };
      return stmt;
    }
    const cols = /^\s*INSERT\s+INTO\s+actions\s*\(([^)]*)\)/i
      .exec(sql)?.[1]
      .split(',')
      .map((c) => c.trim());
    if (!cols) return stmt;
    const [game, user, decision] = ['game_id', 'user_id', 'decision'].map((c) => cols.indexOf(c));
    const run = stmt.run;
    stmt.run = function (...args: unknown[]) {
      const result = run.apply(this, args);
      if (args[user] != null && !/"by":/.test(String(args[decision]))) {
        if (db.inTransaction) stored = Number(args[game]);
        else hold(Number(args[game]));
      }
      return result;
    };
    return stmt;
  };
  const prepare = proto.prepare;
  proto.prepare = function (this: Db, sql: string) {
    return watch(this, prepare.call(this, sql), sql);
  };
  const exec = proto.exec;
  proto.exec = function (this: Db, sql: string) {
    const result = exec.call(this, sql);
    const end = END.exec(sql)?.[1].toUpperCase();
    if (end) ended(this, end === 'COMMIT');
    return result;
  };

  // Held once the outermost transaction has committed (the decision is on disk).
  type Tx = ((...args: unknown[]) => unknown) & Record<'deferred' | 'immediate' | 'exclusive', unknown>;
  const outermost = (db: Db, inner: Tx): Tx => {
    const outer = function (this: unknown, ...args: unknown[]) {
      let result: unknown;
      try {
        result = inner.apply(this, args);
      } catch (e) {
        ended(db, false);
        throw e;
      }
      ended(db, true);
      return result;
    };
    return Object.assign(outer, { deferred: inner.deferred, immediate: inner.immediate, exclusive: inner.exclusive });
  };
  const transaction = proto.transaction;
  proto.transaction = function (this: Db, fn: (...a: unknown[]) => unknown) {
    return outermost(this, transaction.call(this, fn));
  };
}

// ---------------------------------------------------------------- the same on PostgreSQL

if (holdMs > 0) {
  const pg = createRequire(import.meta.url)('pg');
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  type Query = (this: object, config: unknown, values?: unknown, callback?: unknown) => unknown;
  const query = pg.Client.prototype.query as Query;
  /** Per connection: the game whose person's decision its open transaction stored. */
  const stored = new WeakMap<object, number>();
  const PERSON_INSERT = /^\s*INSERT\s+INTO\s+actions\s*\(([^)]*)\)/i;
  pg.Client.prototype.query = function (this: object, config: unknown, values?: unknown, callback?: unknown) {
    const sql = typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');
    const params = Array.isArray(values) ? values : (config as { values?: unknown[] } | null)?.values;
    const cols = PERSON_INSERT.exec(sql)?.[1]
      .split(',')
      .map((c) => c.trim());
    if (cols && params) {
      const [game, user, decision] = ['game_id', 'user_id', 'decision'].map((c) => cols.indexOf(c));
      if (params[user] != null && !/"by":/.test(String(params[decision]))) stored.set(this, Number(params[game]));
    }
    if (/^\s*ROLLBACK\b/i.test(sql)) stored.delete(this);
    const g = /^\s*COMMIT\b/i.test(sql) ? stored.get(this) : undefined;
    const result = query.call(this, config, values, callback);
    if (g === undefined || !(result instanceof Promise)) return result;
    stored.delete(this);
    // Held once the commit is answered (the decision is in the database).
    return result.then((r: unknown) => {
      say(`chaos: person committed ${g}`);
      Atomics.wait(sleeper, 0, 0, holdMs);
      return r;
    });
  };
}

// ---------------------------------------------------------------- standby

if (process.env.CHAOS_STANDBY) {
  // What main.ts loads after its settings: loaded now, shared with main.ts (same modules).
  await Promise.all([
    import('../../src/services'),
    import('../../src/games/registry'),
    import('../../src/render'),
    import('../../src/discord/bot'),
  ]);
  say('chaos: standby');
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  process.stdin.destroy();
}
