// ATCHA: the attack on a blob that replaces an ordinary move (sixes counted over further
// throws). SUCK BACK and BLOW BACK are in backs.ts.
import type { Rng } from '../../engine/rng';
import type { GameEvent } from '../../engine/types';
import { BASE, spaceLabel } from './board';
import { noteLanding } from './backs';
import { atchaNeed, atchaWord, pieceBehind } from './moves';
import { armyOf, colorName, pieceName, placeLabel, route, sameSide, seatName } from './sides';
import { foeBlob, occupants, sendToBase } from './squares';
import type { AtchaAwait, AtchaState } from './state';
import { checkEnd, nextTurn } from './order';

/** Declares ATCHA: the whole throw goes to the attack and its sixes are the first ones counted. */
export function applyAtcha(s: AtchaState, target: string, fromBase: boolean, events: GameEvent[]): void {
  if (s.await.kind !== 'use') throw new Error('ATCHA declared without a throw');
  const army = armyOf(s, s.turn);
  const blob = foeBlob(s, army, target)!;
  const sixes = s.await.dice.filter((d) => d === 6).length;
  const need = atchaNeed(blob.size, fromBase);
  const at: AtchaAwait = {
    kind: 'atcha',
    target,
    owner: blob.owner,
    piece: fromBase ? null : pieceBehind(s, army, target),
    need,
    count: sixes,
  };
  s.await = at;
  s.again = false;
  const from = fromBase ? 'from base' : `from ${placeLabel(s, army, s.pieces[army][at.piece!])}`;
  events.push({
    text: `${seatName(s, s.turn)} declares ATCHA ${atchaWord(sixes)} on the ${colorName(s, blob.owner)} blob at ${spaceLabel(target)} ${from} (${need} sixes needed)`,
  });
  if (sixes >= need) succeed(s, at, events);
}

/** A further throw of an ATCHA: a throw without a six ends the turn; enough sixes remove the blob. */
export function atchaThrow(s: AtchaState, at: AtchaAwait, rng: Rng, events: GameEvent[]): void {
  const dice = rng.dice(2);
  const sixes = dice.filter((d) => d === 6).length;
  events.push({ text: `${seatName(s, s.turn)} throws ${dice.join(' + ')} for ATCHA`, dice });
  if (sixes === 0) {
    events.push({ text: `No six: the ATCHA fails and the turn is over` });
    nextTurn(s, events);
    return;
  }
  at.count += sixes;
  events.push({ text: `ATCHA ${atchaWord(Math.min(at.count, at.need))}!` });
  if (at.count >= at.need) succeed(s, at, events);
}

function succeed(s: AtchaState, at: AtchaAwait, events: GameEvent[]): void {
  const army = armyOf(s, s.turn);
  const blob = occupants(s, at.target).filter((p) => !sameSide(s, army, p.seat));
  events.push({ text: `The ${colorName(s, at.owner)} blob at ${spaceLabel(at.target)} is removed` });
  sendToBase(s, blob, events);
  const piece = at.piece ?? s.pieces[army].indexOf(BASE);
  const from = s.pieces[army][piece];
  s.pieces[army][piece] = from === BASE ? 0 : from + 1;
  s.lastPath = from === BASE ? [at.target] : [route(s, army)[from], at.target];
  events.push({
    text: `${pieceName(s, army, piece)} ${from === BASE ? 'comes out onto' : 'moves onto'} ${spaceLabel(at.target)}`,
  });
  noteLanding(s, army, piece);
  s.await = { kind: 'turn' };
  if (!checkEnd(s, events)) nextTurn(s, events);
}
