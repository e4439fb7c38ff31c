// SUCK BACK and BLOW BACK: attempts declared BEFORE a throw, as a player at the table says
// "SUCK BACK on your piece at 3!" and then throws. The throw succeeds if either die or their
// sum is the distance, and it is used by the attempt whether or not it succeeds (RULINGS:
// "declared instead of an ordinary move of that throw"). The chance comes from a landing on
// the framed square and lasts for the next throw only (rulebook: "on his next throw").
import type { Rng } from '../../engine/rng';
import { tx } from '../../engine/text';
import type { Choice, GameEvent } from '../../engine/types';
import { BASE, COLORS, FOOT, HOME, place } from './board';
import { armyOf, pieceName, piecesName, placeLabel, route, sameSide, squareOf, seatName } from './sides';
import { occupants, sendToBase } from './squares';
import type { AtchaAction, AtchaState, BackAction, BackChance, WorkState } from './state';

/** Distance up the straight of a piece on its home straight (1..5). */
function distance(pos: number): number {
  return pos - FOOT;
}

function onStraight(pos: number): boolean {
  return pos > FOOT && pos < HOME;
}

/** Chance that a throw of two dice shows `x` on either die or as their sum. */
export function backOdds(x: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a === x || b === x || a + b === x) n++;
  return n / 36;
}

/** Notes the chances a piece of `army` gives by landing where it now stands. */
export function noteLanding(s: WorkState, army: number, piece: number): void {
  const pos = s.pieces[army][piece];
  if (pos === BASE || pos > FOOT) return;
  const square = route(s, army)[pos];
  for (let foe = 0; foe < s.seats; foe++) {
    if (sameSide(s, army, foe) || s.resigned[foe] || COLORS[s.color[foe]].foot !== square) continue;
    addBack(s, { kind: 'suck', army, square });
    addBack(s, { kind: 'blow', army: foe, square });
  }
}

/** Notes a chance once (a module function, not a closure per landing: tsx names each closure made). */
function addBack(s: WorkState, c: BackChance): void {
  if (!s.backs.some((b) => b.kind === c.kind && b.army === c.army && b.square === c.square)) s.backs.push(c);
}

/** The army's next throw has come: its chances are used up, declared or not. */
export function spendBacks(s: WorkState, army: number): void {
  s.backs = s.backs.filter((b) => b.army !== army);
}

/** Declarations open to the army about to throw (offered beside "Throw the dice"). */
export function backChoices(s: AtchaState, army: number): Array<Choice<AtchaAction>> {
  const out: Array<Choice<AtchaAction>> = [];
  if (s.backs.length === 0) return out;
  const seen = new Set<string>();
  const push = (c: Choice<AtchaAction>) => {
    if (seen.has(c.id)) return;
    seen.add(c.id);
    out.push(c);
  };
  for (const c of s.backs) {
    if (c.army !== army) continue;
    if (c.kind === 'suck') {
      // A piece of the army still stands on the framed square; it names a piece on that straight.
      if (!s.pieces[army].some((pos) => pos <= FOOT && squareOf(s, army, pos) === c.square)) continue;
      for (let foe = 0; foe < s.seats; foe++) {
        if (sameSide(s, army, foe) || s.resigned[foe] || COLORS[s.color[foe]].foot !== c.square) continue;
        const seenAt = new Set<number>();
        s.pieces[foe].forEach((fp, fi) => {
          if (!onStraight(fp) || seenAt.has(fp)) return;
          seenAt.add(fp);
          const x = distance(fp);
          push({
            id: `suck:${foe}:${fi + 1}`,
            label: tx('choice.suck', { piece: pieceName(s, foe, fi), place: placeLabel(s, foe, fp), x }),
            style: 'danger',
            action: { kind: 'suck', seat: foe, piece: fi },
          });
        });
      }
    } else {
      const foes = occupants(s, c.square).filter((p) => !sameSide(s, army, p.seat));
      if (foes.length === 0) continue;
      const target = piecesName(s, foes);
      const seenAt = new Set<number>();
      s.pieces[army].forEach((pos, piece) => {
        if (!onStraight(pos) || seenAt.has(pos)) return;
        seenAt.add(pos);
        push({
          id: `blow:${piece + 1}`,
          label: tx('choice.blow', { piece: pieceName(s, army, piece), target, place: place(c.square), x: distance(pos) }),
          style: 'danger',
          action: { kind: 'blow', piece },
        });
      });
    }
  }
  return out;
}

/**
 * Throws for a declared SUCK BACK or BLOW BACK. Returns with `s.again` set for a six; the
 * caller ends the throw (the attempt used it).
 */
export function declareBack(s: WorkState, a: BackAction, rng: Rng, events: GameEvent[]): void {
  const army = armyOf(s, s.turn);
  const foot = a.kind === 'suck' ? COLORS[s.color[a.seat]].foot : COLORS[s.color[army]].foot;
  const x = a.kind === 'suck' ? distance(s.pieces[a.seat][a.piece]) : distance(s.pieces[army][a.piece]);
  const who = seatName(s.turn);
  const seat = a.kind === 'suck' ? a.seat : army;
  const piece = {
    who,
    foot: place(foot),
    piece: pieceName(s, seat, a.piece),
    place: placeLabel(s, seat, s.pieces[seat][a.piece]),
    x,
  };
  const suck = a.kind === 'suck';
  events.push({ text: tx(suck ? 'event.suck-declared' : 'event.blow-declared', piece) });
  const dice = rng.dice(2);
  events.push({ text: tx(suck ? 'event.suck-throw' : 'event.blow-throw', { who, dice: dice.join(' + ') }), dice });
  s.again = dice.includes(6);
  if (!dice.includes(x) && dice[0] + dice[1] !== x) {
    events.push({ text: tx(suck ? 'event.suck-fails' : 'event.blow-fails', { x }) });
    return;
  }
  if (a.kind === 'suck') {
    s.lastPath = [foot, route(s, a.seat)[s.pieces[a.seat][a.piece]]];
    sendToBase(s, [{ seat: a.seat, piece: a.piece }], events);
  } else {
    s.lastPath = [route(s, army)[s.pieces[army][a.piece]], foot];
    sendToBase(
      s,
      occupants(s, foot).filter((p) => !sameSide(s, army, p.seat)),
      events,
    );
  }
}
