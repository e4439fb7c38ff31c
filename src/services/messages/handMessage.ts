// The ephemeral hand: the actor's own cards, and on their turn a "Play a card" menu of their
// legal card choices. Only ever sent as an interaction reply to the owner.
import type { Reply, RowSpec } from '../contract';
import type { Running } from '../core/context';
import { t } from './catalogue';
import { isPublic, selectRows } from './choiceRows';
import { clip, esc, escText, fit } from './text';

export function handReply(r: Running, version: number, seat: number, page: number): Reply {
  const cards = r.def.hand(r.match.state, seat);
  // Cards by name only: their ids are internal (the Play menu carries them as values).
  const lines = cards.map((c) => `• **${esc(c.name)}**: ${clip(escText(c.text), 200)}`);
  const pending = r.def.pending(r.match.state);
  const myTurn = pending !== null && pending.player === seat;
  // Card choices: exactly those the public turn message leaves out.
  const playable = myTurn ? pending.choices.filter((c) => !isPublic(c)) : [];
  const foot: string[] = [];
  let rows: RowSpec[] = [];
  if (playable.length > 0) {
    rows = selectRows('play', 'hand', r.row.id, version, playable, page, t('hand.play'));
  } else if (cards.length > 0) {
    foot.push(myTurn ? t('hand.none-playable') : t('hand.not-now'));
  }
  const head = [cards.length > 0 ? t('hand.title') : t('hand.empty')];
  return { ephemeral: true, content: fit(head, lines, foot), rows };
}
