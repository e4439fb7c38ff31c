// The PostgreSQL pool (src/store/pg/pool.ts): the version guard under READ COMMITTED lets exactly
// one of two racing decisions win, a transaction commits or rolls back whole, a stuck statement
// is cancelled, and BIGINT reads as a number.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/store/pg/migrate';
import { createPool, withTransaction } from '../../../src/store/pg/pool';
import { freshDatabase, pgUrl } from '../../support/pg';
import { countTrips } from '../../support/pgTrips';

const url = pgUrl();

describe.skipIf(!url)('the PostgreSQL pool', () => {
  let pool: pg.Pool;
  let place = 0;

  /** A running game at version 0: its id. */
  const newGame = async (): Promise<number> => {
    const r = await pool.query<{ id: number }>(
      `INSERT INTO games (channel_id, game, status, creator_id, seed, created_at, updated_at)
       VALUES ($1, 'chess', 'active', 'u', 7, 't', 't') RETURNING id`,
      [`c${++place}`],
    );
    return r.rows[0].id;
  };

  /** One decision as commitAction takes it: the guard first, then the action it logs. */
  const decide = (id: number, version: number, seat: number, beforeCommit?: () => Promise<void>) =>
    withTransaction(pool, async (c) => {
      const upd = await c.query(`UPDATE games SET version = version + 1 WHERE id = $1 AND version = $2 AND status = 'active'`, [
        id,
        version,
      ]);
      if (upd.rowCount !== 1) return false;
      await c.query(
        `INSERT INTO actions (game_id, seq, seat, decision, events, rolls, at) VALUES ($1, $2, $3, '{}', '[]', '[]', 't')`,
        [id, version + 1, seat],
      );
      await beforeCommit?.();
      return true;
    });

  const logged = async (id: number) =>
    (await pool.query<{ seat: number }>(`SELECT seat FROM actions WHERE game_id = $1 ORDER BY seq`, [id])).rows.map(
      (r) => r.seat,
    );

  let dbUrl = '';
  beforeAll(async () => {
    dbUrl = await freshDatabase(url);
    pool = createPool(dbUrl, { max: 4 });
    const c = await pool.connect();
    await migrate(c);
    c.release();
  });
  afterAll(() => pool?.end());

  it('two decisions on one version: the second waits for the first, finds the version moved, and writes nothing', async () => {
    const id = await newGame();
    let commitFirst!: () => void;
    const held = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstHolds!: () => void;
    const holding = new Promise<void>((resolve) => (firstHolds = resolve));
    const first = decide(id, 0, 1, async () => {
      firstHolds();
      await held;
    });
    await holding;
    const second = decide(id, 0, 2);
    // The second is blocked on the first's row lock, not answered from the old row.
    await expect
      .poll(
        async () => {
          const w = await pool.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return w.rows[0].n;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    commitFirst();
    expect(await Promise.all([first, second])).toEqual([true, false]);
    expect(await logged(id)).toEqual([1]);
  });

  it('races without choreography: each of 40 rounds has exactly one winner', async () => {
    const id = await newGame();
    for (let version = 0; version < 40; version++) {
      const wins = await Promise.all([decide(id, version, 1), decide(id, version, 2)]);
      expect(wins.filter(Boolean), `round ${version}`).toHaveLength(1);
    }
    const g = await pool.query(`SELECT version FROM games WHERE id = $1`, [id]);
    expect(g.rows[0].version).toBe(40);
    expect(await logged(id)).toHaveLength(40);
  });

  it('a transaction that throws leaves nothing, and its connection serves the next', async () => {
    const id = await newGame();
    await expect(
      decide(id, 0, 1, async () => {
        throw new Error('the post failed');
      }),
    ).rejects.toThrow('the post failed');
    expect(await logged(id)).toEqual([]);
    expect(await decide(id, 0, 2)).toBe(true);
    expect(await logged(id)).toEqual([2]);
  });

  it('cancels a statement that runs past its timeout', async () => {
    const quick = createPool(await freshDatabase(url), { max: 1, statementTimeoutMs: 100 });
    try {
      await expect(quick.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
      expect((await quick.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await quick.end();
    }
  });

  it('reads BIGINT as a number, and refuses one a number cannot hold', async () => {
    const r = await pool.query(`SELECT 4294967295::bigint AS seed, 1893456000000::bigint AS deadline`);
    expect(r.rows[0]).toEqual({ seed: 4294967295, deadline: 1893456000000 });
    await expect(pool.query(`SELECT 9007199254740993::bigint AS n`)).rejects.toThrow('does not fit');
  });

  it('sends deferred writes with the COMMIT: a guard, three writes and the commit in two round trips', async () => {
    const id = await newGame();
    const trips = await counted((own) =>
      withTransaction(own, async (c, deferred) => {
        const upd = await c.query(`UPDATE games SET version = version + 1 WHERE id = $1 AND version = 0`, [id]);
        expect(upd.rowCount).toBe(1);
        for (const seat of [0, 1, 2])
          deferred.add(
            c.query(
              `INSERT INTO actions (game_id, seq, seat, decision, events, rolls, at) VALUES ($1, $2, $3, '{}', '[]', '[]', 't')`,
              [id, seat + 1, seat],
            ),
          );
      }),
    );
    expect(trips).toBe(2);
    expect(await logged(id)).toEqual([0, 1, 2]);
  });

  it('fails the whole transaction with the error of a deferred write that failed, keeping nothing', async () => {
    const id = await newGame();
    const failed = withTransaction(pool, async (c, deferred) => {
      await c.query(`UPDATE games SET version = version + 1 WHERE id = $1`, [id]);
      const insert = `INSERT INTO actions (game_id, seq, seat, decision, events, rolls, at) VALUES ($1, 1, $2, '{}', '[]', '[]', 't')`;
      deferred.add(c.query(insert, [id, 0]));
      // The same step twice: the log's primary key refuses it, and the transaction is aborted.
      deferred.add(c.query(insert, [id, 1]));
      deferred.add(c.query(`UPDATE games SET status = 'finished' WHERE id = $1`, [id]));
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await logged(id)).toEqual([]);
    const row = (await pool.query<{ version: number; status: string }>(`SELECT version, status FROM games WHERE id = $1`, [id]))
      .rows[0];
    expect(row).toEqual({ version: 0, status: 'active' });
  });

  /** The round trips `work(pool)` makes to the server on a pool of its own (support/pgTrips.ts). */
  async function counted(work: (own: pg.Pool) => Promise<unknown>): Promise<number> {
    const own = createPool(dbUrl, { max: 1 });
    const counter = countTrips(own);
    try {
      await work(own);
    } finally {
      await own.end();
    }
    return counter.trips;
  }
});
