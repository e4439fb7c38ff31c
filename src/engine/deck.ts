// A draw pile and a discard pile of card instance ids. Immutable: every call returns a new deck.
import type { Rng } from './rng';

export interface Deck {
  /** Top of the pile is the end of the array. */
  readonly draw: readonly string[];
  readonly discard: readonly string[];
}

export function newDeck(cards: readonly string[], rng: Rng): Deck {
  return { draw: rng.shuffle(cards), discard: [] };
}

/**
 * Draws `count` cards; when the draw pile runs out the discard pile is shuffled into a new
 * one. Returns fewer cards only when both piles are empty.
 */
export function drawCards(deck: Deck, count: number, rng: Rng): { deck: Deck; cards: string[]; reshuffled: boolean } {
  let draw = [...deck.draw];
  let discard = [...deck.discard];
  const cards: string[] = [];
  let reshuffled = false;
  for (let i = 0; i < count; i++) {
    if (draw.length === 0 && discard.length > 0) {
      draw = rng.shuffle(discard);
      discard = [];
      reshuffled = true;
    }
    const c = draw.pop();
    if (c === undefined) break;
    cards.push(c);
  }
  return { deck: { draw, discard }, cards, reshuffled };
}

export function discardCard(deck: Deck, card: string): Deck {
  return { draw: deck.draw, discard: [...deck.discard, card] };
}

/** Puts a card at the bottom of the draw pile (Bionic Woman returns cards there). */
export function toBottom(deck: Deck, card: string): Deck {
  return { draw: [card, ...deck.draw], discard: deck.discard };
}
