// Exactly once across processes (shards; docs/decisions/0004-owed-posts.md): what is owed to
// Discord is claimed by one process for CLAIM_MS, in the transaction that makes it owed (a
// decision, a reminder) or when the pump hands it out; the claim is renewed on each pump by its
// holder. A process killed after claiming leaves a claim that lapses, and another process (or the
// same shard restarted, which keeps its name) takes the work over; the post's nonce and the read of
// recent messages keep that takeover from posting twice.
import type * as store from '../../store';
import type { Deps } from './context';

/** How long a claim holds: longer than any one post (a 429 included), short enough for a takeover. */
export const CLAIM_MS = 2 * 60_000;

/** The upkeep's lease: longer than its hour, so its holder keeps it sweep after sweep; a lapsed one is taken within the next hour. */
export const UPKEEP_LEASE_MS = 90 * 60_000;

/** A claim by this process from now for `ms`. */
export function claimFor(deps: Deps, ms = CLAIM_MS): store.Claim {
  const now = deps.now().getTime();
  return { by: deps.worker, until: now + ms, now };
}
