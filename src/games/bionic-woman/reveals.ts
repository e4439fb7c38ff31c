// Take-back (engine/undo.ts): what a decision of The Bionic Woman shows without a throw. Her
// hidden information is the adventure pile's order and the special cards held: a decision that
// drew from the pile (a new adventure, a special card) or changed a held hand showed something.
import type { BionicState } from './state';

export function reveals(_choice: unknown, before: BionicState, after: BionicState): boolean {
  return (
    before.deck.length !== after.deck.length ||
    before.turnedUp !== after.turnedUp ||
    before.players.some((p, i) => p.held.join() !== after.players[i].held.join())
  );
}
