// The plain answers every flow gives: a private line, a refusal from the catalogue, the
// refusal for an ended game, and the old turn message to strip of its buttons.
import * as store from '../../store';
import type { Answer, Retire } from '../contract';
import type { Loaded } from '../core/context';
import type { Params, Voice } from '../core/texts';
import type { MessageKey } from './catalogue';

export function ephemeral(content: string): Answer {
  return { reply: { ephemeral: true, content, rows: [] }, retire: [] };
}

/** A private refusal in `me`'s language. */
export function fail(me: Voice, key: MessageKey, vars: Params = {}): Answer {
  return { ...ephemeral(me.t(key, vars)), refused: true };
}

/** The refusal for anything aimed at a game that has ended (finished, or cancelled / channel deleted). */
export function ended(me: Voice, l: Loaded): Answer {
  return fail(me, l.row.status === 'cancelled' ? 'game.was-cancelled' : 'game.over');
}

/** The game's current turn message, to strip of its buttons when a newer one is posted. */
export function retireLast(l: Loaded): Retire[] {
  return l.row.lastMessageId ? [{ channelId: store.placeOf(l.row), messageId: l.row.lastMessageId }] : [];
}
