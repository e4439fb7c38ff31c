// Take-back (engine/undo.ts): what a decision of The A-Team shows without a throw. Its hidden
// information is the draw pile's order and the hands: a decision that drew a card, or moved one
// into or out of a hand, showed something. Moving, the TV choice and ending a turn show nothing.
import type { AteamState } from './state';

export function reveals(_choice: unknown, before: AteamState, after: AteamState): boolean {
  return (
    before.deck.draw.length !== after.deck.draw.length ||
    before.players.some((p, i) => p.hand.join() !== after.players[i].hand.join())
  );
}
