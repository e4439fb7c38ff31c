// Claims across processes sharing the file (shards; docs/decisions/0004-owed-posts.md). Each piece
// of owed work (a game's thread or turn message, an outbox row) carries who claimed it and until
// when (ms): a process hands out only what is free, lapsed or already its own, with one conditional
// UPDATE, so two processes never both get it; a killed process's claims lapse and another takes
// them over. Named leases do the same for a timed job run by one process at a time (the upkeep
// sweep).
import { get, query, run, type Steps, write } from './query';

/** Who claims, until when, and the time now (all times in ms since the epoch). */
export interface Claim {
  by: string;
  until: number;
  now: number;
}

/** Free for `by` at `now`: the claim's two parameters, in that order. */
const FREE = `(claimed_until IS NULL OR claimed_until <= ? OR claimed_by = ?)`;

/**
 * Claims the owed post of game `gameId`. `force`: the decision that makes it owed takes it
 * whoever held the one before (the process answering the decision posts its turn message).
 */
export const claimGame = query(function* (gameId: number, c: Claim, force: boolean = false) {
  // Forced: by the transaction that just guarded the game's row, which is there; its answer is not awaited.
  if (force) {
    yield* write(`UPDATE games SET claimed_by = ?, claimed_until = ? WHERE id = ?`, c.by, c.until, gameId);
    return true;
  }
  return yield* claimFree('games', gameId, c);
});

/** Claims outbox row `id` unless another process holds it. */
export const claimOutbox = query((id: number, c: Claim) => claimFree('outbox', id, c));

/** Claims row `id` of `table` for `c.by` if the row's claim is free for it at `c.now`. */
function* claimFree(table: 'games' | 'outbox', id: number, c: Claim): Steps<boolean> {
  const r = yield* run(
    `UPDATE ${table} SET claimed_by = ?, claimed_until = ? WHERE id = ? AND ${FREE}`,
    c.by,
    c.until,
    id,
    c.now,
    c.by,
  );
  return r.changes === 1;
}

/** Who holds game `gameId`'s owed post, and until when (tests and probes). */
export const claimOf = query(function* (gameId: number) {
  const r = yield* get<{ by: string | null; until: number | null }>(
    `SELECT claimed_by AS by, claimed_until AS until FROM games WHERE id = ?`,
    gameId,
  );
  return r ?? { by: null, until: null };
});

/** Takes (or renews) lease `name` unless another holder's is still running. */
export const takeLease = query(function* (name: string, c: Claim) {
  const r = yield* run(
    `INSERT INTO leases (name, holder, until) VALUES (?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
     WHERE leases.until <= ? OR leases.holder = EXCLUDED.holder`,
    name,
    c.by,
    c.until,
    c.now,
  );
  return r.changes === 1;
});
