// What an operator watches of the store, over PostgreSQL: store/watch.ts with the same SQL.
import { CENSUS_SQL, OUTBOX_SQL, OWED_SQL, type Backlog, type GameCount } from '../watch';
import type { Conn } from './conn';

export async function census(c: Conn): Promise<GameCount[]> {
  // COUNT is a BIGINT, which pool.ts reads as a number.
  return (await c.query<GameCount>(CENSUS_SQL)).rows;
}

export async function backlog(c: Conn): Promise<Backlog> {
  const o = (await c.query<{ owed: number; since: string | null }>(OWED_SQL)).rows[0];
  const outbox = (await c.query<{ id: number }>(OUTBOX_SQL)).rows.map((r) => r.id);
  return { owed: o.owed, owedSince: o.since, outbox };
}

export async function ping(c: Conn): Promise<boolean> {
  return (await c.query<{ one: number }>('SELECT 1 AS one')).rows[0].one === 1;
}
