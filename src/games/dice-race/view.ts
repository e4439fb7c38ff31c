// What each seat sees, the picture's contents, the status lines and the outcome.
import { tx, type Text } from '../../engine/text';
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
  return { winners: [s.winner], text: tx('outcome.wins', { who: { seat: s.winner } }) };
}

export function scene(s: RaceState): Scene {
  return {
    tokens: s.pos
      .map((p, seat) => ({ seat, space: spaceId(p), label: s.names[seat].slice(0, 1).toUpperCase() }))
      .filter((t) => !s.out[t.seat]),
    highlight: s.path.map(spaceId),
    notes: [tx('note.leader', { n: Math.max(...s.pos) })],
  };
}

export function status(s: RaceState): Text[] {
  // A resigned player's nap no longer matters: resigned says it all.
  const line = (i: number) => (s.out[i] ? 'status.resigned' : s.skip[i] ? 'status.napping' : 'status.line');
  return s.pos.map((n, i) => tx(line(i), { who: { seat: i }, n }));
}
