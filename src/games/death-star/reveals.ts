// Take-back (engine/undo.ts): what a decision of Escape from the Death Star shows without a spin.
// Its hidden information is the Force pile's order and the cards held: a walk onto a Force space
// draws a card (shown), so it cannot be taken back; a walk elsewhere can, until the next spin.
import type { DsState } from './state';

export function reveals(_choice: unknown, before: DsState, after: DsState): boolean {
  return (
    before.deck.draw.length !== after.deck.draw.length ||
    before.players.some((p, i) => p.hand.join() !== after.players[i].hand.join())
  );
}
