// What players may see: their own hand plus public facts. Never the deck order or other hands.
import { tx, type Text } from '../../engine/text';
import type { CardView, Outcome, Scene } from '../../engine/types';
import { START, VAULT, kindAt, spaceId, spaceName } from './board';
import { type CardKind, cardKind, cardView } from './cards';
import { activeSeats, who } from './context';
import { COLORS, INITIALS, ROLES, type AteamState, type Facing, type Role } from './state';

export interface PlayerView {
  readonly seat: number;
  readonly role: Role;
  readonly name: string;
  readonly pos: number;
  readonly space: string;
  readonly facing: Facing;
  readonly reached: boolean;
  /** A SIDETRACKED card lies face up in front of them. */
  readonly sidetracked: boolean;
  /** Number of cards in hand. */
  readonly cards: number;
  readonly out: boolean;
}

export interface AteamView {
  readonly me: number | null;
  readonly hand: ReadonlyArray<CardView & { kind: CardKind }>;
  readonly players: readonly PlayerView[];
  readonly formula: number | null;
  readonly turn: Readonly<{ player: number; rolled: boolean; card: boolean }>;
  readonly winner: number | null;
  readonly drawPile: number;
  /** The kinds of the cards on the discard pile, face up. */
  readonly discardPile: readonly CardKind[];
  /**
   * The LAB spaces' names, as the board prints them: public words that the LAB cards share, so a
   * move to "space 2 (WEAPONS LAB)" names the board, not a card in a hand.
   */
  readonly labs: readonly Text[];
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
    discardPile: s.deck.discard.map(cardKind),
    labs: LAB_NAMES,
  };
}

const LAB_NAMES: Text[] = (['lab1', 'lab2', 'lab3'] as const).map((k) => tx(`kind.${k}`));

export function scene(s: AteamState): Scene {
  return {
    tokens: activeSeats(s).map((seat) => ({
      seat,
      space: spaceId(s.players[seat].pos),
      label: INITIALS[seat],
      heading: headingOf(s.players[seat].pos, s.players[seat].facing),
      ...(s.formula === seat ? { badge: 'F' } : {}),
    })),
    highlight: s.lastPath.map(spaceId),
    notes: [s.formula === null ? tx('note.in-vault') : tx('note.holder', { who: who(s.formula) })],
    // Public states a player must see on the board, in the player's colour.
    markers: activeSeats(s).flatMap((seat) => {
      const q = s.players[seat];
      const space = spaceId(q.pos);
      return [
        ...(kindAt(q.pos) === 'guard' ? [{ space, label: tx('marker.held'), color: COLORS[seat] }] : []),
        ...(q.sidetracked !== null ? [{ space, label: tx('marker.sidetracked'), color: COLORS[seat] }] : []),
      ];
    }),
  };
}

export function status(s: AteamState): Text[] {
  const lines = activeSeats(s).map((seat) => {
    const q = s.players[seat];
    const flags = [
      tx(q.facing === 'in' ? 'flag.facing-in' : 'flag.facing-out'),
      tx('flag.cards', { n: q.hand.length }),
      ...(s.formula === seat ? [tx('flag.formula')] : []),
      ...(kindAt(q.pos) === 'guard' ? [tx('flag.held')] : []),
      ...(q.sidetracked ? [tx('flag.sidetracked')] : []),
      ...(q.reached && s.formula !== seat ? [tx('flag.pursuing')] : []),
    ];
    return tx('status.line', { who: who(seat), space: spaceName(q.pos), flags: commas(flags) });
  });
  lines.push(s.formula === null ? tx('status.in-vault', { n: VAULT }) : tx('status.holder', { who: who(s.formula) }));
  return lines;
}

/** Flags one after the other with commas ("facing in, 3 cards, pursuing"): a list, not a sentence with "and". */
const commas = (flags: Text[]): Text => flags.reduceRight((rest, first) => tx('flag.then', { first, rest }));

export function outcome(s: AteamState): Outcome | null {
  if (s.winner === null) return null;
  return { winners: [s.winner], text: s.ended ?? tx('outcome.wins', { who: who(s.winner) }) };
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
