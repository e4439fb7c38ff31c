// Discord shows moves the database no longer has: a commit was acknowledged and then lost (a
// failover to a replica behind, commits acknowledged before they were durable). A button newer
// than the game says so: its version was handed out by a commit the database then lost. Left
// alone, every click on the newest turn message would be refused as "from an earlier turn",
// forever. Instead the game leaps past every version Discord can show (those buttons are refused
// from now on, and none of the turns played again can carry their numbers), a public notice says
// the last moves are undone (an outbox row in the same transaction, as days/threadClosed.ts does),
// and the turn message is owed anew from the database's state; the clicked one loses its buttons
// when that post goes out (days/announce.ts owedTurn retires the last message shown).
import * as store from '../../store';
import type { Actor, Answer } from '../contract';
import type { Deps, Running } from '../core/context';
import { ephemeral, fail } from '../messages/answers';
import { esc } from '../messages/text';
import { gameName, privateVoice, publicVoice } from '../messages/voices';

/** A click on a button of version `seen`, newer than the game's, on public message `messageId`. */
export async function lostMoves(deps: Deps, r: Running, actor: Actor, seen: number, messageId: string): Promise<Answer> {
  const me = privateVoice(deps, actor, r);
  const turn = String(r.row.turn.no);
  const leapt = await deps.store.transaction(async () => {
    if (!(await deps.store.leapPastLost(r.row.id, r.row.version, seen, messageId))) return false;
    const voice = publicVoice(deps, r);
    const content = voice.t('game.moves-lost', { game: esc(gameName(deps, voice, r.def)), turn });
    await deps.store.addOutbox({ gameId: r.row.id, channelId: store.placeOf(r.row), deadline: null, content });
    return true;
  });
  // Another click reconciled it first: the notice and the turn message are on their way.
  if (!leapt) return fail(me, 'game.stale');
  return ephemeral(me.t('game.moves-lost-private', { turn }));
}
