// Discord shows moves the database no longer has: a commit was acknowledged and then lost (a
// failover to a replica behind, commits acknowledged before they were durable). A button newer
// than the game says so: its version was handed out by a commit the database then lost. Left
// alone, every click on the newest turn message would be refused as "from an earlier turn",
// forever. Instead the game leaps past every version Discord can show (those buttons are refused
// from now on, and none of the turns played again can carry their numbers), a public notice says
// the last moves are undone (an outbox row in the same transaction, as days/threadClosed.ts does),
// and the turn message is owed anew from the database's state; the clicked one loses its buttons
// when that post goes out (days/announce.ts owedTurn retires the last message shown).
// A game the database holds as a lobby lost its start: a click in the thread that start made is
// answered there, publicly, that the game is back in its lobby; the lobby message shows its
// buttons again for its creator to start it anew, and the clicked message loses its own.
import * as store from '../../store';
import type { Actor, Answer, Retire } from '../contract';
import { stamp, type Deps, type Loaded, type Running } from '../core/context';
import { ephemeral, fail } from '../messages/answers';
import { lobbyReply } from '../messages/lobbyMessage';
import { peopleOf } from '../messages/pacingLines';
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

/**
 * A click on a button of version `seen`, newer than the lobby the database holds, on public message
 * `clicked`: answered publicly where the lost start showed the game played (its thread, usually).
 */
export async function lostStart(deps: Deps, l: Loaded, actor: Actor, seen: number, clicked: Retire): Promise<Answer> {
  // Past every version the lost start handed out: its other buttons are not taken for it again.
  if (!(await deps.store.touch(l.row.id, l.row.version, stamp(deps), seen + 1)))
    return fail(privateVoice(deps, actor, l), 'game.stale');
  const table = publicVoice(deps, l);
  const content = table.t('game.start-lost', { game: esc(gameName(deps, table, l.def)), channel: `<#${l.row.channelId}>` });
  const lobby = l.row.lobbyMessageId;
  const reply = lobbyReply(deps, table, l, seen + 1, await peopleOf(deps, l));
  return {
    reply: { ephemeral: false, content, rows: [] },
    retire: [clicked],
    ...(lobby ? { edits: [{ channelId: l.row.channelId, messageId: lobby, reply }] } : {}),
  };
}
