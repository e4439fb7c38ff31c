// Set-up: everyone at H.Q., the first adventures dealt face up, the specials shuffled in, and
// the roll for first turn.
import type { Chance } from '../../engine/chance';
import { tx } from '../../engine/text';
import { rollForFirst } from '../../engine/turnOrder';
import type { Applied, GameEvent, SetupContext } from '../../engine/types';
import { HQ } from './board';
import { ADVENTURE_IDS, SPECIAL_IDS, pts } from './cards';
import type { BionicState } from './state';

export function setup(ctx: SetupContext): Applied<BionicState> {
  const { rng, seats } = ctx;
  // The special cards are kept out while the first adventures are dealt face up.
  const adventures = rng.shuffle(ADVENTURE_IDS);
  const dealt = seats.map(() => adventures.pop()!);
  const deck = rng.shuffle([...adventures, ...SPECIAL_IDS]);
  const names = seats.map((x) => x.name);
  const events: GameEvent[] = [
    { text: tx('event.start', { deals: dealt.map((card, i) => tx('event.deal', { who: { seat: i }, adventure: pts(card) })) }) },
    { text: tx('event.shuffled') },
  ];
  const first = rollForFirst(rng, seats.length, 2);
  for (const e of first.events) {
    events.push(e.dice ? { ...e, chance: e.dice.map((value): Chance => ({ kind: 'die', value, sides: 6 })) } : e);
  }
  const state: BionicState = {
    names,
    players: dealt.map((card) => ({ at: HQ, adventure: card, held: [], won: [], out: false })),
    deck,
    assignments: [],
    turnedUp: 0,
    turn: first.first,
    await: { kind: 'turn' },
    lastPath: [],
    lastChance: [],
    end: null,
  };
  return { state, events };
}
