// The ephemeral hand: the actor's own cards, and on their turn a "Play a card" menu of their
// legal card choices. Only ever sent as an interaction reply to the owner.
import type { Choice } from '../engine/types';
import type { Reply, RowSpec } from './contract';
import { selectRows } from './choiceRows';
import type { Running } from './context';
import { t } from './messages';
import { clip, esc, escText, fit } from './text';

/** Choices of the pending decision that play a card (secret or not). */
export function cardChoices(r: Running, seat: number): Choice[] {
  const pending = r.def.pending(r.match.state);
  if (!pending || pending.player !== seat) return [];
  return pending.choices.filter((c) => c.secret || c.card !== undefined);
}

export function handReply(r: Running, version: number, seat: number, page: number): Reply {
  const cards = r.def.hand(r.match.state, seat);
  const lines = cards.map((c) => `• **${esc(c.name)}** (\`${c.id}\`): ${clip(escText(c.text), 200)}`);
  const playable = cardChoices(r, seat);
  const foot: string[] = [];
  let rows: RowSpec[] = [];
  if (playable.length > 0) {
    rows = selectRows('play', 'hand', r.row.id, version, playable, page, t('hand.play'));
  } else if (cards.length > 0) {
    const pending = r.def.pending(r.match.state);
    foot.push(pending && pending.player === seat ? t('hand.none-playable') : t('hand.not-now'));
  }
  const head = [cards.length > 0 ? t('hand.title') : t('hand.empty')];
  return { ephemeral: true, content: fit(head, lines, foot), rows };
}
