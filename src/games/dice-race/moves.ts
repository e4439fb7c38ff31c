// Moving along the track, and what landing does: the finish wins; a LUCKY space flips the coin.
import type { Rng } from '../../engine/rng';
import { tx } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import { FINISH, isLucky } from './board';
import { COIN } from './chance';
import type { RaceState } from './state';

/** Steps the coin moves a piece: ahead on heads, back on tails. */
export const LUCKY_STEPS = 3;

/** `p` moved to `to` (kept on the track), its path recorded, and the winner set on reaching FINISH. */
export function moveTo(s: RaceState, p: number, to: number): RaceState {
  const pos = [...s.pos];
  const from = pos[p];
  pos[p] = Math.max(0, Math.min(FINISH, to));
  const path: number[] = [];
  const step = pos[p] >= from ? 1 : -1;
  for (let n = from; n !== pos[p] + step; n += step) path.push(n);
  return { ...s, pos, path, winner: pos[p] >= FINISH ? p : s.winner };
}

/** After a roll's move: on a LUCKY space the coin is flipped, heads ahead and tails back. */
export function landAfterRoll(s: RaceState, p: number, rng: Rng, events: GameEvent[]): RaceState {
  const at = s.pos[p];
  if (!isLucky(at) || s.winner !== null) return s;
  const flip = rng.roll(COIN);
  const heads = flip.side === 'heads';
  const moved = moveTo(s, p, at + (heads ? LUCKY_STEPS : -LUCKY_STEPS));
  // The caption's table labels the flip with its player (the seat the text names), as it does a roll.
  events.push({
    text: tx(heads ? 'event.lucky-heads' : 'event.lucky-tails', { who: { seat: p }, steps: LUCKY_STEPS, n: moved.pos[p] }),
    chance: [flip],
  });
  // The highlight shows the whole way: the roll, then the coin's move.
  return { ...moved, path: [...s.path, ...moved.path.slice(1)] };
}
