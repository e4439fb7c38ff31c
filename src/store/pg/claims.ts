// Claims across processes over PostgreSQL: store/claims.ts statement by statement. Each claim is
// one conditional UPDATE: of two processes racing for a free row, the second waits for the
// first's row lock, sees the claim it committed, and gets nothing.
import type { Claim } from '../claims';
import { changed, type Conn } from './conn';

const FREE = (now: number, by: number) => `(claimed_until IS NULL OR claimed_until <= $${now} OR claimed_by = $${by})`;

export async function claimGame(c: Conn, gameId: number, cl: Claim, force = false): Promise<boolean> {
  const r = force
    ? await c.query(`UPDATE games SET claimed_by = $1, claimed_until = $2 WHERE id = $3`, [cl.by, cl.until, gameId])
    : await c.query(`UPDATE games SET claimed_by = $1, claimed_until = $2 WHERE id = $3 AND ${FREE(4, 1)}`, [
        cl.by,
        cl.until,
        gameId,
        cl.now,
      ]);
  return changed(r) === 1;
}

export async function claimOutbox(c: Conn, id: number, cl: Claim): Promise<boolean> {
  const r = await c.query(`UPDATE outbox SET claimed_by = $1, claimed_until = $2 WHERE id = $3 AND ${FREE(4, 1)}`, [
    cl.by,
    cl.until,
    id,
    cl.now,
  ]);
  return changed(r) === 1;
}

export async function claimOf(c: Conn, gameId: number): Promise<{ by: string | null; until: number | null }> {
  const r = await c.query<{ by: string | null; until: number | null }>(
    `SELECT claimed_by AS by, claimed_until AS until FROM games WHERE id = $1`,
    [gameId],
  );
  return r.rows[0] ?? { by: null, until: null };
}

export async function takeLease(c: Conn, name: string, cl: Claim): Promise<boolean> {
  const r = await c.query(
    `INSERT INTO leases (name, holder, until) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
     WHERE leases.until <= $4 OR leases.holder = EXCLUDED.holder`,
    [name, cl.by, cl.until, cl.now],
  );
  return changed(r) === 1;
}
