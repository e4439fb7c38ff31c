// What everyone sees. Everything is public in this game except the order of the combat cards.
import type { CardView, Marker, Outcome, Scene } from '../../engine/types';
import { campSpace, hqSpace, squareId, squareName } from './board';
import { battleOf, battleText, cardTitle } from './cards';
import { activeSeats, heldBy, role } from './context';
import { pending } from './turn';
import { COLORS, ROLES, STEP_LIMIT, type ActionManState, type Await, type Force, type Task } from './state';
import { prisoners, unitsLeft } from './moves';

export interface ActionManView {
  me: number | null;
  names: string[];
  forces: readonly Force[];
  squares: ReadonlyArray<number | null>;
  turn: number;
  await: Await;
  tasks: readonly Task[];
  steps: number;
  /** Combat cards left face down (their order is secret). */
  drawPile: number;
  /** Combat cards used since the last shuffle, face up. */
  discardPile: readonly string[];
  winners: number[] | null;
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
export function seatLine(s: ActionManState, seat: number): string {
  const f = s.forces[seat];
  if (f.out) return `out · POW ${prisoners(s, seat)}`;
  return `HQ ${f.hq} · POW ${prisoners(s, seat)} · squares ${heldBy(s, seat).length}`;
}

export function scene(s: ActionManState): Scene {
  const tokens: Scene['tokens'] = [];
  for (const seat of activeSeats(s)) tokens.push({ seat, space: squareId(s.forces[seat].pos), label: ROLES[seat][0] });
  s.forces.forEach((f, seat) => {
    if (f.hq > 0 && !f.out) tokens.push({ seat, space: hqSpace(seat), label: String(f.hq) });
    f.camp.forEach((n, o) => {
      if (n > 0) tokens.push({ seat: o, space: campSpace(seat), label: String(n) });
    });
  });
  const markers: Marker[] = [];
  s.squares.forEach((h, sq) => {
    if (h !== null) markers.push({ space: squareId(sq), label: ROLES[h][0], color: COLORS[h] });
  });
  const p = pending(s);
  const marks = (p?.choices ?? []).flatMap((c) =>
    c.mark && c.action?.kind === 'yield' ? [{ space: squareId(c.action.square), letter: c.mark }] : [],
  );
  const notes: string[] = [];
  if (s.lastCard) notes.push(`Combat card: ${cardTitle(s.lastCard)}. ${battleText(battleOf(s.lastCard))}`);
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

export function status(s: ActionManState): string[] {
  const lines = s.forces.map((f, seat) => {
    const who = `${role(seat)} (${s.names[seat]})`;
    const camp = f.camp.flatMap((n, o) => (n > 0 ? [`${n} ${role(o)}`] : [])).join(', ');
    const pow = `POW camp ${prisoners(s, seat)}${camp ? ` (${camp})` : ''}`;
    if (f.out) return `${who}: out of the game; ${pow}`;
    const squares = heldBy(s, seat).length;
    return `${who}: commander on ${squareName(f.pos)}; HQ ${f.hq}, squares ${squares}, units left ${unitsLeft(s, seat)}, ${pow}`;
  });
  lines.push(
    `Decision ${s.steps}; at ${STEP_LIMIT} the game ends and is scored by units left. Combat cards in the pile: ${s.deck.draw.length}`,
  );
  return lines;
}

export function outcome(s: ActionManState): Outcome | null {
  if (s.winners === null) return null;
  return { winners: s.winners, text: s.ended ?? `${s.winners.map(role).join(' and ')} wins` };
}
