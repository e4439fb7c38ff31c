// days/: an owed announcement handed out by the pump, checked again just before it is carried out.
// The bot carries out each place's work in that place's own queue (src/discord/queues.ts), so
// between the pump's list and its turn in the queue an interaction there may have posted the
// game's turn message itself, or a failed try may have set the next one for later: the post
// must then not go out (posted once, retries spaced). Its claim is renewed (or taken back) here
// too: work that waited long in its queue may have been taken over by another process meanwhile.
import type { Announcement } from '../contract';
import { claimFor } from '../core/claims';
import type { Deps } from '../core/context';
import { load } from '../records/load';
import { quietNow } from '../messages/pacingLines';
import { owedTurn } from './announce';
import { reminderWaits } from './clock';

/**
 * The announcement as owed now: itself, the game's newer turn message (a decision came in
 * meanwhile and its reply did not record one), or null when nothing is owed or due any more.
 * Announcements said once (DMs, edits, notices, the lobby) are returned as they are.
 */
export async function stillOwed(deps: Deps, a: Announcement): Promise<Announcement | null> {
  const now = deps.now().getTime();
  const mine = (gameId: number) => deps.store.claimGame(gameId, claimFor(deps));
  switch (a.kind) {
    case 'thread': {
      const row = await deps.store.duePost(a.gameId, now);
      return row && !row.placed && (await mine(a.gameId)) ? a : null;
    }
    case 'turn': {
      if ('lobby' in a.posts) return a;
      const row = await deps.store.duePost(a.posts.gameId, now);
      if (!row || !row.placed || !row.owed || !(await mine(row.id))) return null;
      if (row.version === a.posts.version && row.turn.no === a.posts.turnNo && !(await pingsSleeper(deps, row.id, a, now)))
        return a;
      const l = await load(deps, row);
      return l?.row.match ? await owedTurn(deps, { ...l, match: l.row.match }) : null;
    }
    case 'say': {
      if (a.outbox === undefined) return a;
      const row = await deps.store.outboxRow(a.outbox);
      // Its player may have gone to sleep (or away, or the game paused) since the pump handed it out.
      const wait = row && (await reminderWaits(deps, row, now));
      if (row && wait !== null) {
        await deps.store.deferOutbox(row.id, wait);
        return null;
      }
      return (await deps.store.outboxDue(a.outbox, now)) && (await deps.store.claimOutbox(a.outbox, claimFor(deps))) ? a : null;
    }
    default:
      return a;
  }
}

/**
 * Whether a turn message made a while ago mentions someone who has gone to sleep (or away) since:
 * it is made again, naming them instead, rather than pinging them in their night.
 */
async function pingsSleeper(
  deps: Deps,
  gameId: number,
  a: Extract<Announcement, { kind: 'turn' }>,
  now: number,
): Promise<boolean> {
  const mentioned = [...a.reply.content.matchAll(/<@(\d+)>/g)].map((m) => m[1]);
  if (mentioned.length === 0) return false;
  const quiet = quietNow(new Map((await deps.store.userTimesOf(gameId)).map((u) => [u.userId, u])), now);
  return mentioned.some((id) => quiet.has(id));
}
