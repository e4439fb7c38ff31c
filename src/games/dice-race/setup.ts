// Set-up: everyone on START, three secret cards each, and the roll for first turn.
import { drawCards, newDeck } from '../../engine/deck';
import { rollForFirst } from '../../engine/turnOrder';
import type { Applied, SetupContext } from '../../engine/types';
import { CARD_IDS } from './cards';
import type { RaceState } from './state';

const HAND_SIZE = 3;

export function setup({ seats, rng }: SetupContext): Applied<RaceState> {
  const names = seats.map((s) => s.name);
  const first = rollForFirst(rng, seats.length);
  let deck = newDeck(CARD_IDS, rng);
  const hands: string[][] = [];
  for (let i = 0; i < seats.length; i++) {
    const d = drawCards(deck, HAND_SIZE, rng);
    deck = d.deck;
    hands.push(d.cards);
  }
  const n = seats.length;
  const state: RaceState = {
    names,
    pos: Array<number>(n).fill(0),
    hands,
    deck,
    turn: first.first,
    await: { kind: 'roll' },
    played: false,
    skip: Array<boolean>(n).fill(false),
    out: Array<boolean>(n).fill(false),
    winner: null,
    path: [],
  };
  return { state, events: first.events };
}
