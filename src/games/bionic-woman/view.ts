// What players may see: positions, adventures, assignments and scores are public; a player's
// special cards only to herself; the deck order to nobody.
import type { Chance } from '../../engine/chance';
import { tx, type Text } from '../../engine/text';
import type { CardView, Mark, Marker, Outcome, Scene } from '../../engine/types';
import { locationSpace, spaceName } from './board';
import { adventureOf, cardView, isAdventure, specialOf, type SpecialKind } from './cards';
import { pending } from './turn';
import { adventureSpace } from './moves';
import { COLORS, TOP_SECRET_BONUS, score, type Await, type BionicState } from './state';

export interface PlayerView {
  readonly seat: number;
  readonly name: string;
  readonly at: string;
  /** Her adventure, face up. */
  readonly adventure: Readonly<{ location: number; points: number; space: string }> | null;
  readonly score: number;
  /** How many special cards she holds (the cards themselves are secret). */
  readonly held: number;
  readonly out: boolean;
}

export interface BionicView {
  readonly me: number | null;
  /** The viewer's own special cards. */
  readonly hand: ReadonlyArray<CardView & { special: SpecialKind }>;
  readonly players: readonly PlayerView[];
  readonly assignments: ReadonlyArray<Readonly<{ location: number; points: number; bonus: number }>>;
  readonly turnedUp: number;
  readonly deckSize: number;
  /** Adventure cards in the deck (public: every other adventure card is face up somewhere). */
  readonly adventuresLeft: number;
  readonly turn: number;
  readonly await: Await;
  readonly end: Readonly<{ winners: readonly number[]; text: Text }> | null;
}

export function hand(s: BionicState, seat: number): CardView[] {
  return (s.players[seat]?.held ?? []).map(cardView);
}

export function view(s: BionicState, me: number | null): BionicView {
  return {
    me,
    hand: me === null ? [] : s.players[me].held.map((c) => ({ ...cardView(c), special: specialOf(c) })),
    players: s.players.map((p, seat) => ({
      seat,
      name: s.names[seat],
      at: p.at,
      adventure:
        p.adventure === null
          ? null
          : { location: adventureOf(p.adventure).location, points: adventureOf(p.adventure).points, space: adventureSpace(p)! },
      score: score(p),
      held: p.held.length,
      out: p.out,
    })),
    assignments: s.assignments.map((a) => ({
      location: adventureOf(a.card).location,
      points: adventureOf(a.card).points,
      bonus: a.bonus,
    })),
    turnedUp: s.turnedUp,
    deckSize: s.deck.length,
    adventuresLeft: s.deck.filter(isAdventure).length,
    turn: s.turn,
    await: { ...s.await },
    end: s.end && { winners: [...s.end.winners], text: s.end.text },
  };
}

const active = (s: BionicState): number[] => s.players.map((_, i) => i).filter((i) => !s.players[i].out);

export function scene(s: BionicState): Scene {
  const markers: Marker[] = s.assignments.map((a) => ({
    space: locationSpace(adventureOf(a.card).location),
    label: tx('marker.bonus', { bonus: a.bonus }),
    color: a.bonus === TOP_SECRET_BONUS ? '#dc2626' : '#f59e0b',
  }));
  // Each player's adventure location carries a star with her token's number, in her colour,
  // so the map shows where everyone heads.
  for (const seat of active(s)) {
    const p = s.players[seat];
    if (p.adventure)
      markers.push({ space: adventureSpace(p)!, label: tx('marker.adventure', { n: seat + 1 }), color: COLORS[seat] });
  }
  const pend = s.end ? null : pending(s);
  const marks: Mark[] = (pend?.choices ?? []).flatMap((c) =>
    c.mark && c.action?.type === 'go' ? [{ space: c.action.to, letter: c.mark, path: c.action.path }] : [],
  );
  const notes: Text[] = [];
  if (s.assignments.length > 0) notes.push(tx('note.assignments', { list: assignmentList(s) }));
  notes.push(tx('note.progress', { k: s.turnedUp, deck: s.deck.length }));
  const chance: Chance[] = [...s.lastChance];
  return {
    tokens: active(s).map((seat) => ({ seat, space: s.players[seat].at, label: String(seat + 1) })),
    highlight: [...s.lastPath],
    notes,
    marks,
    markers,
    seatLines: s.players.map((p) =>
      p.out
        ? tx('seat.left')
        : p.adventure
          ? tx('seat.line', { score: score(p), n: adventureOf(p.adventure).location })
          : tx('seat.line-none', { score: score(p) }),
    ),
    chance,
  };
}

/** The face-up assignments: "7 (25+50)", one Text each (a list the language joins). */
const assignmentList = (s: BionicState): Text[] =>
  s.assignments.map((a) =>
    tx('assignment', { n: adventureOf(a.card).location, points: adventureOf(a.card).points, bonus: a.bonus }),
  );

export function status(s: BionicState): Text[] {
  const lines = s.players.map((p, seat) => {
    const who = { seat };
    if (p.out) return tx('status.left', { who });
    const adv = p.adventure ? adventureOf(p.adventure) : null;
    return tx('status.line', {
      who,
      at: spaceName(p.at, 'at'),
      adventure: adv ? tx('status.adventure', { n: adv.location, points: adv.points }) : tx('status.no-adventure'),
      score: score(p),
      held: p.held.length,
    });
  });
  if (s.assignments.length > 0) lines.push(tx('status.assignments', { list: assignmentList(s) }));
  lines.push(tx('status.progress', { k: s.turnedUp, deck: s.deck.length }));
  // The outcome is the platform's line to say (once).
  return lines;
}

export function outcome(s: BionicState): Outcome | null {
  return s.end ? { winners: [...s.end.winners], text: s.end.text } : null;
}
