// What each seat sees, the picture's contents, the status lines and the outcome.
import type { CardView, Outcome, Scene } from '../../engine/types';
import { spaceId } from './board';
import { cardView } from './cards';
import type { RaceState, RaceView } from './state';

export function view(s: RaceState, player: number | null): RaceView {
  return { me: player ?? -1, pos: s.pos, hand: player === null ? [] : s.hands[player], await: s.await, played: s.played };
}

export function hand(s: RaceState, player: number): CardView[] {
  return (s.hands[player] ?? []).map(cardView);
}

export function outcome(s: RaceState): Outcome | null {
  if (s.winner === null) return null;
  return { winners: [s.winner], text: `${s.names[s.winner]} wins the race` };
}

export function scene(s: RaceState): Scene {
  return {
    tokens: s.pos
      .map((p, seat) => ({ seat, space: spaceId(p), label: s.names[seat].slice(0, 1).toUpperCase() }))
      .filter((t) => !s.out[t.seat]),
    highlight: s.path.map(spaceId),
    notes: [`Leader on ${Math.max(...s.pos)}`],
  };
}

export function status(s: RaceState): string[] {
  return s.names.map((n, i) => `${n}: space ${s.pos[i]}${s.out[i] ? ' (resigned)' : ''}${s.skip[i] ? ' (napping)' : ''}`);
}
