// Take-back (engine/undo.ts): what a decision of The Action Man Game shows without a throw. Its
// hidden information is the combat pile's order: a decision that turned a card up showed something.
import type { ActionManState } from './state';

export function reveals(_choice: unknown, before: ActionManState, after: ActionManState): boolean {
  return before.deck.draw.length !== after.deck.draw.length || before.lastCard !== after.lastCard;
}
