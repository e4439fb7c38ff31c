// Set-up: the Action cards shuffled and dealt, everyone on START facing in, and the roll for
// first turn.
import { drawCards, newDeck } from '../../engine/deck';
import { rollForFirst } from '../../engine/turnOrder';
import { tx } from '../../engine/text';
import type { Applied, GameEvent, SetupContext } from '../../engine/types';
import { CARD_IDS } from './cards';
import type { AteamState } from './state';

const HAND_SIZE = 3;

export function setup({ rng, seats }: SetupContext): Applied<AteamState> {
  let deck = newDeck(CARD_IDS, rng);
  const players = seats.map(() => {
    const d = drawCards(deck, HAND_SIZE, rng);
    deck = d.deck;
    return { pos: 0, facing: 'in' as const, reached: false, hand: d.cards, sidetracked: null, out: false };
  });
  const events: GameEvent[] = [{ text: tx('event.dealt', { n: HAND_SIZE }) }];
  // The game has two dice (red and green): everyone rolls both for the first turn.
  const first = rollForFirst(rng, seats.length, 2);
  events.push(...first.events);
  const state: AteamState = {
    names: seats.map((s) => s.name),
    players,
    deck,
    formula: null,
    turn: { player: first.first, rolled: false, card: false, labSpace: null },
    await: { kind: 'turn' },
    lastPath: [],
    winner: null,
    ended: null,
  };
  return { state, events };
}
