// A game's thread closed for good (a moderator locked it, or it can no longer be unarchived):
// the game goes on in its channel, said once there. The notice is an outbox row written in the
// same transaction as the move, so a crash neither loses it nor says it twice; the turn message
// is owed anew in the channel, after the notice. A game with nowhere to go (its channel has a
// live game of its own, or it was opened in that thread) owes nothing more there: each later
// decision tries once, never every minute. The game's last turn message in the thread owes the
// removal of its buttons, done once the thread is open again (days/retirements.ts).
// An interaction made in a locked thread cannot be answered there (Discord refuses every answer
// in it): the player is told by DM what the answer would have said, and where the game goes on.
import * as store from '../../store';
import type { Actor, Announcement, Moved, Reply, Where } from '../contract';
import type { Deps } from '../core/context';
import { clip, esc, MAX_CONTENT } from '../messages/text';
import { gameName, privateVoice, publicVoice } from '../messages/voices';
import { byId, load } from '../records/load';
import { owedTurn } from './announce';

export async function threadClosed(deps: Deps, threadId: string): Promise<Moved> {
  // One live game at most plays in a place; an ended one only owed its final message there.
  const games = (await deps.store.gamesOfPlace(threadId)).filter((g) => store.placeOf(g) === threadId);
  let out: Moved = { kind: 'moved', gameId: null, announcements: [] };
  for (const row of games) {
    const l = await load(deps, row);
    const notice = await deps.store.transaction(async (): Promise<{ id: number; content: string } | null> => {
      if (row.status !== 'active' || !l || !(await deps.store.moveToChannel(row.id))) {
        await deps.store.dropOwed(row.id);
        return null;
      }
      // Its last turn message there keeps its buttons until the thread is open again.
      if (row.lastMessageId !== null) await deps.store.oweRetirement(threadId, row.lastMessageId);
      const voice = publicVoice(deps, l);
      const content = voice.t('game.thread-closed', { game: esc(gameName(deps, voice, l.def)) });
      await deps.store.clearPostTries(row.id);
      return { id: await deps.store.addOutbox({ gameId: row.id, channelId: row.channelId, deadline: null, content }), content };
    });
    if (notice === null) {
      if (row.status === 'active') out = { kind: 'stuck', gameId: row.id };
      continue;
    }
    const now = await byId(deps, row.id);
    const say: Announcement = {
      kind: 'say',
      channelId: row.channelId,
      reply: { ephemeral: false, content: notice.content, rows: [] },
      outbox: notice.id,
    };
    out = {
      kind: 'moved',
      gameId: row.id,
      announcements: now?.row.match ? [say, await owedTurn(deps, { ...now, match: now.row.match })] : [say],
    };
  }
  return out;
}

/**
 * The DM that tells `actor` what could not be answered in the locked thread `where`: the private
 * `reply` it would have been (a refusal, a hand), or that a public one was done; and, when the
 * thread holds a live game (or held it: `parentId`'s live game came from a thread), where it goes on.
 */
export async function lockedOut(
  deps: Deps,
  where: Where,
  actor: Actor,
  reply: Reply | null,
  parentId: string | null,
): Promise<Announcement[]> {
  const here = (await deps.store.gamesOfPlace(where.channelId)).find(
    (g) => g.status === 'active' && store.placeOf(g) === where.channelId,
  );
  // Moved already (the pump found the lock first): the live game of the thread's channel, played there now.
  const parentGame = parentId === null ? null : await deps.store.liveGameIn(parentId);
  const row = here ?? (parentGame?.status === 'active' && parentGame.threadId === null ? parentGame : null);
  const l = row ? await load(deps, row) : null;
  const me = privateVoice(deps, actor, l);
  const thread = `<#${where.channelId}>`;
  const lines = [
    l
      ? me.t('game.locked-out-game', { thread, game: esc(gameName(deps, me, l.def)), channel: `<#${l.row.channelId}>` })
      : me.t('game.locked-out', { thread }),
  ];
  if (reply && reply.ephemeral && reply.content !== '') lines.push(reply.content);
  else if (reply && !reply.ephemeral) lines.push(me.t('game.locked-out-done'));
  return [{ kind: 'dm', userId: actor.userId, content: clip(lines.join('\n'), MAX_CONTENT), locale: me.locale }];
}
