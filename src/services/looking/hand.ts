// `/hand` and the "My hand" button: the actor's own cards, privately (messages/handMessage.ts).
import type { Actor, Answer } from '../contract';
import { seatOf, type Running } from '../core/context';
import { fail } from '../messages/answers';
import { handReply } from '../messages/handMessage';

/** The actor's own hand, with its page. */
export function hand(r: Running, actor: Actor, page: number): Answer {
  if (!r.def.cards) return fail('hand.no-cards', { game: r.def.name });
  const seat = seatOf(r, actor);
  return seat < 0 ? fail('game.not-playing') : { reply: handReply(r, r.row.version, seat, page), retire: [] };
}
