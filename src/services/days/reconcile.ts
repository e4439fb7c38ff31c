// Owed posts reconcile before they repost. A post Discord stored while the bot died before
// recording it (or whose answer was lost) is in the place already: the bot's own recent messages
// are matched against what is owed, by the game and version their buttons carry (a turn
// message), or by their exact text (a reminder, a turn message without buttons).
import type { Announcement, Found, SeenMessage } from '../contract';
import { parseId } from '../core/customIds';

/** The newest version of game `gameId` a message's buttons carry (lobby buttons aside), or null. */
function versionOf(m: SeenMessage, gameId: number): number | null {
  let v: number | null = null;
  for (const id of m.customIds) {
    const p = parseId(id);
    if (p && p.gameId === gameId && p.kind !== 'lobby') v = Math.max(v ?? 0, p.version);
  }
  return v;
}

/** `seen`: the bot's own messages in the post's place, newest first. */
export function findPosted(a: Announcement, seen: readonly SeenMessage[]): Found {
  if (a.kind === 'say') {
    const m = seen.find((x) => x.customIds.length === 0 && x.content === a.reply.content);
    return { postedId: m?.id ?? null, stale: [] };
  }
  if (a.kind !== 'turn' || 'lobby' in a.posts) return { postedId: null, stale: [] };
  const { gameId, version } = a.posts;
  const plain = a.reply.rows.length === 0;
  let postedId: string | null = null;
  const stale: string[] = [];
  for (const m of seen) {
    const v = versionOf(m, gameId);
    if (v === null) {
      if (plain && postedId === null && m.customIds.length === 0 && m.content === a.reply.content) postedId = m.id;
    } else if (v === version && postedId === null) {
      postedId = m.id;
    } else if (v <= version) {
      // An earlier turn message of this game (or a second copy of this one) still offering buttons.
      stale.push(m.id);
    }
  }
  return { postedId, stale };
}
