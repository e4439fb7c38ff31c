// Take-back (engine/undo.ts): what a decision of Dice Race shows without a throw. Its hidden
// information is the draw pile's order and the hands: a decision that moved a card showed
// something; staying or jumping shows nothing.
import type { RaceState } from './state';

export function reveals(_choice: unknown, before: RaceState, after: RaceState): boolean {
  return before.deck.draw.length !== after.deck.draw.length || before.hands.some((h, i) => h.join() !== after.hands[i].join());
}
