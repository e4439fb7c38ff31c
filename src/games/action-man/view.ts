// What everyone sees. Everything is public in this game except the order of the combat cards.
import { tx, type Text } from '../../engine/text';
import type { CardView, Marker, Outcome, Scene, Token } from '../../engine/types';
import { COLOUR_KEYS, campSpace, hqSpace, squareId, squareName } from './board';
import { battleOf, battleText, cardTitle } from './cards';
import { activeSeats, heldBy, who } from './context';
import { pending } from './turn';
import { COLORS, INITIALS, type ActionManState, type Await, type Force, type Task } from './state';
import { prisoners, unitsLeft } from './moves';

export interface ActionManView {
  readonly me: number | null;
  readonly names: readonly string[];
  readonly forces: readonly Force[];
  readonly squares: ReadonlyArray<number | null>;
  readonly turn: number;
  readonly await: Await;
  readonly tasks: readonly Task[];
  readonly steps: number;
  /** Combat cards left face down (their order is secret). */
  readonly drawPile: number;
  /** Combat cards used since the last shuffle, face up. */
  readonly discardPile: readonly string[];
  readonly winners: readonly number[] | null;
}

/** The shared public view: the AI reads it and never changes it, so it shares the state's arrays. */
export function view(s: ActionManState, me: number | null): ActionManView {
  return {
    me,
    names: s.names,
    forces: s.forces,
    squares: s.squares,
    turn: s.turn,
    await: s.await,
    tasks: s.tasks,
    steps: s.steps,
    drawPile: s.deck.draw.length,
    discardPile: s.deck.discard,
    winners: s.winners,
  };
}

/** No secret cards: the combat cards are turned face up in the open. */
export function hand(_s: ActionManState, _seat: number): CardView[] {
  return [];
}

/** "HQ 14 · POW 3 · squares 2". */
export function seatLine(s: ActionManState, seat: number): Text {
  const f = s.forces[seat];
  // Words in full ("14 in HQ · 2 prisoners · 4 squares"): the key is read without the rules at hand.
  if (f.out) return tx('seat.out-full', { pow: prisoners(s, seat) });
  return tx('seat.full', { hq: f.hq, pow: prisoners(s, seat), squares: heldBy(s, seat).length });
}

export function scene(s: ActionManState): Scene {
  const tokens: Token[] = [];
  for (const seat of activeSeats(s)) tokens.push({ seat, space: squareId(s.forces[seat].pos), label: INITIALS[seat] });
  s.forces.forEach((f, seat) => {
    if (f.hq > 0 && !f.out) tokens.push({ seat, space: hqSpace(seat), label: String(f.hq) });
    f.camp.forEach((n, o) => {
      if (n > 0) tokens.push({ seat: o, space: campSpace(seat), label: String(n) });
    });
  });
  const markers: Marker[] = [];
  s.squares.forEach((h, sq) => {
    if (h !== null) markers.push({ space: squareId(sq), label: tx(`initial.${COLOUR_KEYS[h]}`), color: COLORS[h] });
  });
  const p = pending(s);
  const marks = (p?.choices ?? []).flatMap((c) =>
    c.mark && c.action?.kind === 'yield' ? [{ space: squareId(c.action.square), letter: c.mark }] : [],
  );
  const notes: Text[] = [];
  if (s.lastCard) notes.push(tx('note.card', { card: cardTitle(s.lastCard), battle: battleText(battleOf(s.lastCard)) }));
  return {
    tokens,
    highlight: s.lastPath.map(squareId),
    notes,
    markers,
    ...(marks.length ? { marks } : {}),
    seatLines: s.forces.map((_, seat) => seatLine(s, seat)),
    chance: s.shown,
  };
}

export function status(s: ActionManState): Text[] {
  const lines = s.forces.map((f, seat) => {
    // The camp's prisoners by colour ("2 Blue, 1 Green"): the colour is the units', not a person.
    const camp = f.camp.flatMap((n, o) => (n > 0 ? [tx('status.prisoners', { n, colour: COLOUR_KEYS[o] })] : []));
    const pow = camp.length
      ? tx('status.camp-of', { n: prisoners(s, seat), camp })
      : tx('status.camp', { n: prisoners(s, seat) });
    if (f.out) return tx('status.out', { who: who(seat), pow });
    const squares = heldBy(s, seat).length;
    return tx('status.line', {
      who: who(seat),
      square: squareName(f.pos),
      hq: f.hq,
      squares,
      units: unitsLeft(s, seat),
      pow,
    });
  });
  lines.push(
    typeof s.limit === 'number'
      ? tx('status.steps', { steps: s.steps, limit: s.limit, pile: s.deck.draw.length })
      : tx('status.pile', { steps: s.steps, pile: s.deck.draw.length }),
  );
  return lines;
}

export function outcome(s: ActionManState): Outcome | null {
  if (s.winners === null) return null;
  return {
    winners: s.winners,
    text: s.ended ?? tx('outcome.wins', { winners: s.winners.map(who), count: s.winners.length }),
  };
}
