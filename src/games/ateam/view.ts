// What players may see: their own hand plus public facts. Never the deck order or other hands.
import type { CardView, Outcome, Scene } from '../../engine/types';
import { START, VAULT, kindAt, spaceId, spaceName } from './board';
import { type CardKind, cardKind, cardName, cardView } from './cards';
import { activeSeats, role, seatName } from './context';
import { COLORS, ROLES, type AteamState, type Facing } from './state';

export interface PlayerView {
  seat: number;
  role: string;
  name: string;
  pos: number;
  space: string;
  facing: Facing;
  reached: boolean;
  /** A SIDETRACKED card lies face up in front of them. */
  sidetracked: boolean;
  /** Number of cards in hand. */
  cards: number;
  out: boolean;
}

export interface AteamView {
  me: number | null;
  hand: Array<CardView & { kind: CardKind }>;
  players: PlayerView[];
  formula: number | null;
  turn: { player: number; rolled: boolean; card: boolean };
  winner: number | null;
  drawPile: number;
  discardPile: string[];
}

export function hand(s: AteamState, seat: number): CardView[] {
  return (s.players[seat]?.hand ?? []).map(cardView);
}

// The AI receives the pending decision from the engine: the view does not build it again.
export function view(s: AteamState, me: number | null): AteamView {
  return {
    me,
    hand: me === null ? [] : hand(s, me).map((c) => ({ ...c, kind: cardKind(c.id) })),
    players: s.players.map((q, seat) => ({
      seat,
      role: ROLES[seat],
      name: s.names[seat],
      pos: q.pos,
      space: spaceId(q.pos),
      facing: q.facing,
      reached: q.reached,
      sidetracked: q.sidetracked !== null,
      cards: q.hand.length,
      out: q.out,
    })),
    formula: s.formula,
    turn: { player: s.turn.player, rolled: s.turn.rolled, card: s.turn.card },
    winner: s.winner,
    drawPile: s.deck.draw.length,
    // The discard pile is face up: public.
    discardPile: s.deck.discard.map(cardName),
  };
}

export function scene(s: AteamState): Scene {
  return {
    tokens: activeSeats(s).map((seat) => ({
      seat,
      space: spaceId(s.players[seat].pos),
      label: ROLES[seat][0],
      heading: headingOf(s.players[seat].pos, s.players[seat].facing),
      ...(s.formula === seat ? { badge: 'F' } : {}),
    })),
    highlight: s.lastPath.map(spaceId),
    notes: [s.formula === null ? 'Formula: in the VAULT' : `Formula: ${role(s.formula)}`],
    // Public states a player must see on the board, in the player's colour.
    markers: activeSeats(s).flatMap((seat) => {
      const q = s.players[seat];
      const space = spaceId(q.pos);
      return [
        ...(kindAt(q.pos) === 'guard' ? [{ space, label: 'HELD', color: COLORS[seat] }] : []),
        ...(q.sidetracked !== null ? [{ space, label: 'SIDETRACKED', color: COLORS[seat] }] : []),
      ];
    }),
  };
}

export function status(s: AteamState): string[] {
  const lines = activeSeats(s).map((seat) => {
    const q = s.players[seat];
    const flags = [
      `facing ${q.facing}`,
      `${q.hand.length} card${q.hand.length === 1 ? '' : 's'}`,
      ...(s.formula === seat ? ['HAS THE FORMULA'] : []),
      ...(kindAt(q.pos) === 'guard' ? ['held by the guard'] : []),
      ...(q.sidetracked ? ['sidetracked'] : []),
      ...(q.reached && s.formula !== seat ? ['pursuing'] : []),
    ];
    return `${seatName(s, seat, 80)}: ${spaceName(q.pos)}, ${flags.join(', ')}`;
  });
  lines.push(s.formula === null ? `The formula is in the VAULT (space ${VAULT})` : `${role(s.formula)} holds the formula`);
  return lines;
}

export function outcome(s: AteamState): Outcome | null {
  if (s.winner === null) return null;
  return { winners: [s.winner], text: s.ended ?? `${role(s.winner)} wins` };
}

/**
 * The way a piece on route index `pos` travels, for the picture's chevron: facing in, toward
 * the next space (to the VAULT); facing out, toward the previous one. At either end of the
 * route it keeps its heading.
 */
export function headingOf(pos: number, facing: Facing): { from: string; to: string } {
  if (facing === 'in')
    return pos < VAULT ? { from: spaceId(pos), to: spaceId(pos + 1) } : { from: spaceId(pos - 1), to: spaceId(pos) };
  return pos > START ? { from: spaceId(pos), to: spaceId(pos - 1) } : { from: spaceId(pos + 1), to: spaceId(pos) };
}
