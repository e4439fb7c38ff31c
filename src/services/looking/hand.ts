// `/hand` and the "My hand" button: the actor's own cards, privately (messages/handMessage.ts).
import type { Actor, Answer } from '../contract';
import { seatOf, type Deps, type Running } from '../core/context';
import { fail } from '../messages/answers';
import { handReply } from '../messages/handMessage';
import { gameName, privateVoice } from '../messages/voices';

/** The actor's own hand, with its page, in their language. */
export function hand(deps: Deps, r: Running, actor: Actor, page: number): Answer {
  const me = privateVoice(deps, actor, r);
  // Even a private answer in a conversation others share keeps the cards out of it.
  if (actor.company) return fail(me, 'hand.in-company');
  if (!r.def.cards) return fail(me, 'hand.no-cards', { game: gameName(deps, me, r.def) });
  const seat = seatOf(r, actor);
  return seat < 0 ? fail(me, 'game.not-playing') : { reply: handReply(me, r, r.row.version, seat, page), retire: [] };
}
