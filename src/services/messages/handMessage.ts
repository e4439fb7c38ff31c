// The ephemeral hand: the actor's own cards, and on their turn a "Play a card" menu of their
// legal card choices. Only ever sent as an interaction reply to the owner, in their language.
import type { Reply, RowSpec } from '../contract';
import type { Running } from '../core/context';
import type { Voice } from '../core/texts';
import { harmLast, isPublic, selectRows } from './choiceRows';
import { clip, esc, escText, fit } from './text';

export function handReply(me: Voice, r: Running, version: number, seat: number, page: number): Reply {
  const cards = r.def.hand(r.match.state, seat);
  // Cards by name only: their ids are internal (the Play menu carries them as values).
  const lines = cards.map((c) => me.t('hand.card', { name: esc(me.say(c.name)), text: clip(escText(me.say(c.text)), 200) }));
  const pending = r.def.pending(r.match.state);
  const myTurn = pending !== null && pending.player === seat;
  // Card choices: exactly those the public turn message leaves out; any that harm the player last.
  const playable = myTurn ? harmLast(pending.choices.filter((c) => !isPublic(c))) : [];
  const foot: string[] = [];
  let rows: RowSpec[] = [];
  if (playable.length > 0) {
    rows = selectRows(me, 'play', 'hand', r.row.id, version, playable, page, me.t('hand.play'));
  } else if (cards.length > 0) {
    foot.push(myTurn ? me.t('hand.none-playable') : me.t('hand.not-now'));
  }
  const head = [cards.length > 0 ? me.t('hand.title') : me.t('hand.empty')];
  return { ephemeral: true, content: fit(me, head, lines, foot), rows };
}
