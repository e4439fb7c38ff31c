// `/game cancel` and the lobby's Cancel button: by the creator (unless they resigned) or a
// member with Manage Server; a lobby or a running game.
import type { Actor, Answer, Reply } from '../contract';
import { stamp, type Deps, type Loaded } from '../core/context';
import { fail, retireLast } from '../messages/answers';
import { creatorName } from '../messages/lobbyMessage';
import { esc } from '../messages/text';
import { gameName, privateVoice, publicVoice } from '../messages/voices';
import type { Via } from '../play/decide';
import { lobbyChanged } from './table';

export async function cancel(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Promise<Answer> {
  const me = privateVoice(deps, actor, l);
  if (l.row.status !== 'lobby' && l.row.status !== 'active') return fail(me, 'game.over');
  if (!actor.canManage) {
    if (actor.userId !== l.row.creatorId) return fail(me, 'game.cancel-denied', { name: creatorName(me, l) });
    // A creator who resigned no longer decides for the players still at the table.
    const seat = l.seats.find((s) => !s.ai && s.userId === actor.userId);
    if (seat && (await deps.store.hasResigned(l.row.id, seat.seat))) return fail(me, 'game.cancel-resigned');
  }
  if (!(await deps.store.setStatus(l.row.id, l.row.version, 'cancelled', stamp(deps)))) return fail(me, 'game.already-done');
  const table = publicVoice(deps, l);
  const reply: Reply = {
    ephemeral: false,
    content: table.t('game.cancelled', { game: esc(gameName(deps, table, l.def)), name: esc(actor.name) }),
    rows: [],
  };
  if (l.row.status === 'lobby') return lobbyChanged(l, reply, via, me.t('lobby.cancelled'));
  return { reply, retire: retireLast(l) };
}
