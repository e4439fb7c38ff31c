import { describe, expect, it } from 'vitest';
import { discardCard, drawCards, newDeck, toBottom } from '../../src/engine/deck';
import { Rng, seedState } from '../../src/engine/rng';

describe('decks', () => {
  it('draws from the top and keeps the rest', () => {
    const rng = new Rng(seedState(5));
    const deck = newDeck(['a', 'b', 'c', 'd'], rng);
    const top = deck.draw[deck.draw.length - 1];
    const res = drawCards(deck, 1, rng);
    expect(res.cards).toEqual([top]);
    expect(res.deck.draw).toHaveLength(3);
    expect(deck.draw).toHaveLength(4); // input untouched
  });

  it('reshuffles the discard pile into a new draw pile when it runs out', () => {
    const rng = new Rng(seedState(5));
    const deck = { draw: ['a'], discard: ['b', 'c'] };
    const res = drawCards(deck, 2, rng);
    expect(res.cards[0]).toBe('a');
    expect(['b', 'c']).toContain(res.cards[1]);
    expect(res.reshuffled).toBe(true);
    expect(res.deck.discard).toEqual([]);
    expect(res.deck.draw).toHaveLength(1);
  });

  it('draws fewer only when both piles are empty', () => {
    const res = drawCards({ draw: [], discard: [] }, 2, new Rng(seedState(1)));
    expect(res.cards).toEqual([]);
  });

  it('discard and bottom placement', () => {
    expect(discardCard({ draw: ['a'], discard: [] }, 'x').discard).toEqual(['x']);
    expect(toBottom({ draw: ['a', 'b'], discard: [] }, 'x').draw).toEqual(['x', 'a', 'b']);
  });
});
