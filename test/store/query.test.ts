// The store functions' common form (src/store/query.ts): a body of steps that SQLite's runner
// answers at once and PostgreSQL's (src/store/pg/conn.ts) awaits. What both runners must do
// alike, whatever function runs on them, is checked here on small bodies of its own; the
// repository functions themselves are compared across the two databases in contract.test.ts.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as store from '../../src/store';
import { type Conn, numberPlaceholders, onPostgres } from '../../src/store/pg/conn';
import { get, onSqlite, query, run, type Steps, transaction, tryRun } from '../../src/store/query';
import { freshDatabase, pgTemplate, pgUrl } from '../support/pg';
import { tempSqlite } from '../support/stores';

/** A note on game 1's first step, as user `who`. */
const note = (who: string) =>
  run(`INSERT INTO game_notes (game_id, after, user_id, text, at) VALUES (?, ?, ?, '{}', '?')`, 1, 0, who);

/** How many notes there are (COUNT is a BIGINT, a string from a plain pg client). */
function* notes(): Steps<number> {
  return Number((yield* get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM game_notes`))!.n);
}

/** A lobby in channel `c`: the one-live-game-per-place index refuses a second one there. */
const lobby = (c: string) =>
  run(
    `INSERT INTO games (channel_id, game, creator_id, seed, created_at, updated_at, status) VALUES (?, 'x', 'u', 1, '', '', 'lobby')`,
    c,
  );

describe('placeholders for PostgreSQL', () => {
  it('numbers each ? in order, and leaves one inside a quoted text as it is', () => {
    expect(numberPlaceholders(`SELECT * FROM t WHERE a = ? AND b LIKE '?%' AND c IN (?, ?)`)).toBe(
      `SELECT * FROM t WHERE a = $1 AND b LIKE '?%' AND c IN ($2, $3)`,
    );
  });
});

/** Runs a body to its end on one database. */
type Runner = <R>(steps: Steps<R>) => Promise<R>;

/** A Conn over one client, as pgStore's is over its pool: one transaction at a time, a nested one joins it. */
function onClient(client: pg.Client): Runner {
  let open = false;
  const c: Conn = {
    query: (sql, params) => client.query(sql, params),
    write: async (sql, params) => void (await client.query(sql, params)),
    inTransaction: () => open,
    transaction: async (fn) => {
      if (open) return await fn();
      await client.query('BEGIN');
      open = true;
      try {
        const v = await fn();
        await client.query('COMMIT');
        return v;
      } catch (e) {
        await client.query('ROLLBACK');
        throw e;
      } finally {
        open = false;
      }
    },
  };
  return (steps) => onPostgres(c, steps);
}

const url = pgUrl();
const kinds: Array<{ name: string; available: boolean; open: () => Promise<{ run: Runner; close: () => Promise<void> }> }> = [
  {
    name: 'SQLite',
    available: true,
    open: async () => {
      const db = store.open(tempSqlite());
      return { run: async (steps) => onSqlite(db, steps), close: async () => void db.close() };
    },
  },
  {
    name: 'PostgreSQL',
    available: url !== '',
    open: async () => {
      const client = new pg.Client({ connectionString: await freshDatabase(url, pgTemplate()) });
      await client.connect();
      return { run: onClient(client), close: () => client.end() };
    },
  },
];

for (const kind of kinds)
  describe.skipIf(!kind.available)(`the ${kind.name} runner`, () => {
    let r: Runner;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ run: r, close } = await kind.open());
      await r(lobby('game-1'));
    });
    afterAll(async () => await close());

    it('answers each step with its rows, its first row, or the rows it changed', async () => {
      const before = await r(notes());
      expect(await r(note('a'))).toEqual({ changes: 1 });
      expect(await r(notes())).toBe(before + 1);
      expect(await r(get(`SELECT user_id FROM game_notes WHERE user_id = ?`, 'nobody'))).toBeUndefined();
    });

    it('undoes a whole transaction whose body throws after writing, and throws the error on', async () => {
      const before = await r(notes());
      const body = transaction(function* () {
        yield* note('b');
        yield* note('c');
        throw new Error('after two writes');
      });
      await expect(r(body)).rejects.toThrow('after two writes');
      expect(await r(notes())).toBe(before);
    });

    it('joins a transaction inside another: the outer one commits or undoes both', async () => {
      const before = await r(notes());
      const inner = () => transaction(() => note('inner'));
      await r(
        transaction(function* () {
          yield* note('outer');
          yield* inner();
        }),
      );
      expect(await r(notes())).toBe(before + 2);
      await expect(
        r(
          transaction(function* () {
            yield* inner();
            throw new Error('outer fails');
          }),
        ),
      ).rejects.toThrow('outer fails');
      expect(await r(notes())).toBe(before + 2);
    });

    it('throws a failed statement into the body, whose own finally runs, and the caller gets the error', async () => {
      const seen: string[] = [];
      const body = (function* () {
        try {
          yield* run(`INSERT INTO no_such_table VALUES (?)`, 1);
          seen.push('went on');
        } finally {
          seen.push('finally');
        }
      })();
      await expect(r(body)).rejects.toThrow(/no_such_table/);
      expect(seen).toEqual(['finally']);
    });

    it('answers a write a unique index refuses with null, and the transaction around it goes on', async () => {
      const before = await r(notes());
      const refused = await r(
        transaction(function* () {
          const second = yield* tryRun(
            `INSERT INTO games (channel_id, game, creator_id, seed, created_at, updated_at, status) VALUES (?, 'x', 'u', 1, '', '', 'lobby')`,
            'game-1',
          );
          yield* note('after the refusal');
          return second;
        }),
      );
      expect(refused).toBeNull();
      expect(await r(notes())).toBe(before + 1);
    });
  });

describe('a store function', () => {
  it('runs its body on a SQLite Db at once when called, and hands its steps to any other runner', () => {
    const count = query(function* (who: string) {
      return (yield* get<{ n: number }>(`SELECT COUNT(*) AS n FROM game_notes WHERE user_id = ?`, who))!.n;
    });
    const db = store.open(tempSqlite());
    db.prepare(
      `INSERT INTO games (channel_id, game, creator_id, seed, created_at, updated_at, status) VALUES ('c', 'x', 'u', 1, '', '', 'lobby')`,
    ).run();
    db.prepare(`INSERT INTO game_notes (game_id, after, user_id, text, at) VALUES (1, 0, 'x', '{}', '')`).run();
    expect(count(db, 'x')).toBe(1);
    expect(onSqlite(db, count.steps('x'))).toBe(1);
    expect(count(db, 'y')).toBe(0);
    db.close();
  });
});
