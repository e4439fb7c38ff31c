// Set-up: commanders on their start squares, units in their HQs, the combat cards shuffled,
// and the roll for first turn.
import { newDeck } from '../../engine/deck';
import { tx } from '../../engine/text';
import { rollForFirst } from '../../engine/turnOrder';
import type { Applied, GameEvent, SetupContext } from '../../engine/types';
import { LOOP, startOf } from './board';
import { CARD_IDS } from './cards';
import { UNITS, type ActionManState } from './state';

export function setup(ctx: SetupContext): Applied<ActionManState> {
  const { rng, seats, options } = ctx;
  const n = seats.length;
  const deck = newDeck(CARD_IDS, rng);
  const events: GameEvent[] = [{ text: tx('event.setup', { units: UNITS }) }];
  const first = rollForFirst(rng, n, 1);
  for (const e of first.events)
    events.push(e.dice ? { ...e, chance: e.dice.map((value) => ({ kind: 'die' as const, value, sides: 6 })) } : e);
  const state: ActionManState = {
    names: seats.map((s) => s.name),
    forces: seats.map((_, i) => ({ pos: startOf(i), hq: UNITS, camp: seats.map(() => 0), lost: 0, out: false })),
    squares: Array.from({ length: LOOP }, () => null),
    deck,
    turn: first.first,
    await: { kind: 'turn' },
    tasks: [],
    steps: 0,
    limit: typeof options.stepLimit === 'number' ? options.stepLimit : null,
    lastPath: [],
    shown: [],
    lastCard: null,
    winners: null,
    ended: null,
  };
  return { state, events };
}
