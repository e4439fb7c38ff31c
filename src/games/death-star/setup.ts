// Set-up: the Force deck, every token in its own Trash Compactor, and the spin for first turn.
import { newDeck } from '../../engine/deck';
import { tx } from '../../engine/text';
import type { Applied, GameEvent, SetupContext } from '../../engine/types';
import { compactorOf } from './board';
import { CARD_IDS } from './cards';
import { numberOf, SPINNER } from './chance';
import type { DsState } from './state';

export function setup(ctx: SetupContext): Applied<DsState> {
  const { rng, seats } = ctx;
  const deck = newDeck(CARD_IDS, rng);
  const events: GameEvent[] = [{ text: tx('event.setup') }];
  // Everyone spins; the highest number goes first; the tied spin again, alone.
  let contenders = seats.map((_, i) => i);
  let first = -1;
  while (first < 0) {
    const spins = contenders.map((seat) => {
      const r = rng.roll(SPINNER);
      events.push({ text: tx('event.spins', { who: { seat }, n: r.value }), chance: [numberOf(r)] });
      return r.value;
    });
    const best = Math.max(...spins);
    const top = contenders.filter((_, k) => spins[k] === best);
    if (top.length === 1) first = top[0];
    else {
      events.push({ text: tx('event.first-tie', { seats: top.map((seat) => ({ seat })) }) });
      contenders = top;
    }
  }
  events.push({ text: tx('event.first', { who: { seat: first } }) });
  const state: DsState = {
    names: seats.map((s) => s.name),
    players: seats.map((_, seat) => ({
      tokens: {
        luke: { at: compactorOf(seat), held: 0, last: null },
        han: { at: compactorOf(seat), held: 0, last: null },
      },
      blueprint: false,
      tractor: false,
      hand: [],
      skip: false,
      ship: null,
      out: false,
    })),
    deck,
    turn: { player: first, extra: false },
    await: { kind: 'turn' },
    lastPath: [],
    lastChance: [],
    winner: null,
    ended: null,
  };
  return { state, events };
}
