// `/game cancel` and the lobby's Cancel button: by the creator (unless they resigned) or a
// member with Manage Server; a lobby or a running game.
import * as store from '../../store';
import type { Actor, Answer, Reply } from '../contract';
import { stamp, type Deps, type Loaded } from '../core/context';
import { fail, retireLast } from '../messages/answers';
import { t } from '../messages/catalogue';
import { creatorName } from '../messages/lobbyMessage';
import { esc } from '../messages/text';
import type { Via } from '../play/decide';
import { lobbyChanged } from './table';

export function cancel(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Answer {
  if (l.row.status !== 'lobby' && l.row.status !== 'active') return fail('game.over');
  if (!actor.canManage) {
    if (actor.userId !== l.row.creatorId) return fail('game.cancel-denied', { name: creatorName(l) });
    // A creator who resigned no longer decides for the players still at the table (issue 10).
    const seat = l.seats.find((s) => !s.ai && s.userId === actor.userId);
    if (seat && store.hasResigned(deps.db, l.row.id, seat.seat)) return fail('game.cancel-resigned');
  }
  if (!store.setStatus(deps.db, l.row.id, l.row.version, 'cancelled', stamp(deps))) return fail('game.already-done');
  const reply: Reply = {
    ephemeral: false,
    content: t('game.cancelled', { game: esc(l.def.name), name: esc(actor.name) }),
    rows: [],
  };
  if (l.row.status === 'lobby') return lobbyChanged(l, reply, via, 'Cancelled.');
  return { reply, retire: retireLast(l) };
}
