// Claims across processes sharing the file (shards, issue 22). Each piece of owed work (a game's
// thread or turn message, an outbox row) carries who claimed it and until when (ms): a process
// hands out only what is free, lapsed or already its own, with one conditional UPDATE, so two
// processes never both get it; a killed process's claims lapse and another takes them over.
// Named leases do the same for a timed job run by one process at a time (the upkeep sweep).
import type { Db } from './db';

/** Who claims, until when, and the time now (all times in ms since the epoch). */
export interface Claim {
  by: string;
  until: number;
  now: number;
}

const FREE = `(claimed_until IS NULL OR claimed_until <= ? OR claimed_by = ?)`;

/**
 * Claims the owed post of game `gameId`. `force`: the decision that makes it owed takes it
 * whoever held the one before (the process answering the decision posts its turn message).
 */
export function claimGame(db: Db, gameId: number, c: Claim, force = false): boolean {
  if (force)
    return db.prepare(`UPDATE games SET claimed_by = ?, claimed_until = ? WHERE id = ?`).run(c.by, c.until, gameId).changes === 1;
  return (
    db
      .prepare(`UPDATE games SET claimed_by = ?, claimed_until = ? WHERE id = ? AND ${FREE}`)
      .run(c.by, c.until, gameId, c.now, c.by).changes === 1
  );
}

/** Claims outbox row `id` unless another process holds it. */
export function claimOutbox(db: Db, id: number, c: Claim): boolean {
  return (
    db.prepare(`UPDATE outbox SET claimed_by = ?, claimed_until = ? WHERE id = ? AND ${FREE}`).run(c.by, c.until, id, c.now, c.by)
      .changes === 1
  );
}

/** Who holds game `gameId`'s owed post, and until when (tests and probes). */
export function claimOf(db: Db, gameId: number): { by: string | null; until: number | null } {
  const r = db.prepare(`SELECT claimed_by AS by, claimed_until AS until FROM games WHERE id = ?`).get(gameId) as
    { by: string | null; until: number | null } | undefined;
  return r ?? { by: null, until: null };
}

/** Takes (or renews) lease `name` unless another holder's is still running. */
export function takeLease(db: Db, name: string, c: Claim): boolean {
  return (
    db
      .prepare(
        `INSERT INTO leases (name, holder, until) VALUES (?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until
         WHERE leases.until <= ? OR leases.holder = excluded.holder`,
      )
      .run(name, c.by, c.until, c.now).changes === 1
  );
}
