// Per-user limits: one user's interactions beyond a sensible rate get a private "slow down" and
// do no work, so that nobody can slow the games of others. In-process (each process counts its
// own: docs/pacing.md), on the real clock: a burst is a matter of seconds, not of game time.

export interface RateLimit {
  /** At most this many interactions … */
  count: number;
  /** … in any window of this many ms. */
  windowMs: number;
}

/** The bot's: 10 interactions in 10 s a user. */
export const DEFAULT_RATE_LIMIT: RateLimit = { count: 10, windowMs: 10_000 };

/** Beyond this many users counted at once, those idle for a window are forgotten. */
const KEPT = 10_000;

/** A limiter: `allow(userId)` records an interaction and says whether it is within the limit. */
export function rateLimiter(limit: RateLimit, clock: () => number = Date.now): (userId: string) => boolean {
  const seen = new Map<string, number[]>();
  return (userId) => {
    const now = clock();
    const recent = (seen.get(userId) ?? []).filter((t) => now - t < limit.windowMs);
    const allowed = recent.length < limit.count;
    if (allowed) recent.push(now);
    seen.set(userId, recent);
    if (seen.size > KEPT) for (const [id, times] of seen) if (times.every((t) => now - t >= limit.windowMs)) seen.delete(id);
    return allowed;
  };
}
