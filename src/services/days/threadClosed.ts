// A game's thread closed for good (a moderator locked it, or it can no longer be unarchived):
// the game goes on in its channel, said once there. The notice is an outbox row written in the
// same transaction as the move, so a crash neither loses it nor says it twice; the turn message
// is owed anew in the channel, after the notice. A game with nowhere to go (its channel has a
// live game of its own, or it was opened in that thread) owes nothing more there: each later
// decision tries once, never every minute.
import * as store from '../../store';
import type { Announcement, Moved } from '../contract';
import type { Deps } from '../core/context';
import { esc } from '../messages/text';
import { gameName, publicVoice } from '../messages/voices';
import { load } from '../records/load';
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
      const voice = publicVoice(deps, l);
      const content = voice.t('game.thread-closed', { game: esc(gameName(deps, voice, l.def)) });
      await deps.store.clearPostTries(row.id);
      return { id: await deps.store.addOutbox({ gameId: row.id, channelId: row.channelId, deadline: null, content }), content };
    });
    if (notice === null) {
      if (row.status === 'active') out = { kind: 'stuck', gameId: row.id };
      continue;
    }
    const now = await load(deps, await deps.store.gameById(row.id));
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
