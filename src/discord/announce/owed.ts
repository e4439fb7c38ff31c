// What an announcement is, read from it alone: the queue it goes out in, whether it is a durable
// post the service keeps owing until it is recorded, and the nonce Discord de-duplicates it by.
import type { Announcement, Owed } from '../../services';

/** The queue an announcement goes out in: its place (a thread, or a channel); none for DMs and edits of other messages. */
export function placeOfAnnouncement(a: Announcement): string | null {
  return a.kind === 'thread' || a.kind === 'turn' || a.kind === 'say' ? a.channelId : null;
}

/** What the service calls a durable post, or null for one said once (a DM, a lobby edit, a notice). */
export function owedOf(a: Announcement): Owed | null {
  switch (a.kind) {
    case 'thread':
      return { gameId: a.gameId };
    case 'turn':
      return 'lobby' in a.posts ? null : { gameId: a.posts.gameId };
    case 'say':
      return a.outbox === undefined ? null : { outboxId: a.outbox };
    default:
      return null;
  }
}

/** Four base-36 characters that tell one place from another (a nonce's room is short). */
function placeTag(channelId: string): string {
  let h = 0;
  for (const ch of channelId) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return (h % 36 ** 4).toString(36).padStart(4, '0');
}

/**
 * Discord's nonce (at most 25 characters) for an owed post: one per game version and place, one
 * per outbox row. Discord returns the earlier message for a nonce it saw from the bot in the last
 * few minutes, wherever it was posted: a game that moves out of its closed thread without a
 * decision posts the same version again, in its channel, and must get a message of its own there.
 */
export function nonceOf(a: Announcement): string | undefined {
  if (a.kind === 'turn' && !('lobby' in a.posts)) return `rr${a.posts.gameId}.${a.posts.version}.${placeTag(a.channelId)}`;
  if (a.kind === 'say' && a.outbox !== undefined) return `rs${a.outbox}`;
  return undefined;
}
