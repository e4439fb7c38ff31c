// A simple computer player, from its own view only: the furthest jump, a Hop when it has one,
// otherwise now and then another card, else the roll.
import type { Rng } from '../../engine/rng';
import type { Pending } from '../../engine/types';
import { cardKind } from './cards';
import type { RaceAction, RaceView } from './state';

export function ai(v: RaceView, pending: Pending<RaceAction>, rng: Rng): string {
  if (v.await.kind === 'jump') {
    const jumps = pending.choices.flatMap((c) => (c.action?.kind === 'jump' ? [{ id: c.id, to: c.action.to }] : []));
    const best = jumps.sort((a, b) => b.to - a.to)[0];
    return best && best.to > v.pos[v.me] ? best.id : 'stay';
  }
  const hop = pending.choices.find((c) => c.card && cardKind(c.card) === 'hop');
  if (hop) return hop.id;
  const cards = pending.choices.filter((c) => c.card);
  if (cards.length > 0 && rng.int(2) === 0) return rng.pick(cards).id;
  return 'roll';
}
