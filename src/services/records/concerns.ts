// Which events concern a seat, for "What did I miss?": an event concerns a seat when its text
// names the seat, by a seat reference ({ seat }) or by the seat's role ("Red 2 is sent home":
// Atcha! names pieces by colour). Generic over every game: the games say whom their events are
// about in the events' own parameters, so no game needs a hint of its own.
import { isSeatRef, isText, type Text, type TextParam } from '../../engine/text';
import type { GameEvent } from '../../engine/types';

const sameText = (a: Text, b: Text): boolean =>
  a.key === b.key && JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {});

/** True when `t` names `seat`, anywhere in its parameters (nested texts and lists too). */
export function namesSeat(t: Text, seat: number, role?: Text): boolean {
  const visit = (p: TextParam): boolean => {
    if (isSeatRef(p)) return p.seat === seat;
    if (Array.isArray(p)) return p.some(visit);
    if (!isText(p)) return false;
    return (role !== undefined && sameText(p, role)) || namesSeat(p, seat, role);
  };
  return Object.values(t.params ?? {}).some(visit);
}

/** True when the event is about `seat`: its text or its label names it. */
export function concerns(e: GameEvent, seat: number, role?: Text): boolean {
  return namesSeat(e.text, seat, role) || (e.label !== undefined && namesSeat(e.label, seat, role));
}
