// ATCHA: the attack on a blob that replaces an ordinary move (sixes counted over further
// throws). SUCK BACK and BLOW BACK are in backs.ts.
import type { Draft } from '../../engine/readonly';
import type { Rng } from '../../engine/rng';
import { tx } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import { BASE, place } from './board';
import { noteLanding } from './backs';
import { atchaNeed, pieceBehind } from './moves';
import { armyOf, colorName, pieceName, placeLabel, route, sameSide, seatName } from './sides';
import { foeBlob, occupants, sendToBase } from './squares';
import type { AtchaAwait, WorkState } from './state';
import { checkEnd, nextTurn } from './order';

/** Declares ATCHA: the whole throw goes to the attack and its sixes are the first ones counted. */
export function applyAtcha(s: WorkState, target: string, fromBase: boolean, events: GameEvent[]): void {
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
  const said = {
    who: seatName(s.turn),
    times: tx('times', { n: sixes }),
    owner: colorName(s, blob.owner),
    place: place(target),
    need,
  };
  events.push({
    text: fromBase
      ? tx('event.atcha-base', said)
      : tx('event.atcha', { ...said, from: placeLabel(s, army, s.pieces[army][at.piece!]) }),
  });
  if (sixes >= need) succeed(s, at, events);
}

/** A further throw of an ATCHA: a throw without a six ends the turn; enough sixes remove the blob. */
export function atchaThrow(s: WorkState, at: Draft<AtchaAwait>, rng: Rng, events: GameEvent[]): void {
  const dice = rng.dice(2);
  const sixes = dice.filter((d) => d === 6).length;
  events.push({ text: tx('event.atcha-throw', { who: seatName(s.turn), dice: dice.join(' + ') }), dice });
  if (sixes === 0) {
    events.push({ text: tx('event.atcha-fails') });
    nextTurn(s, events);
    return;
  }
  at.count += sixes;
  events.push({ text: tx('event.atcha-count', { times: tx('times', { n: Math.min(at.count, at.need) }) }) });
  if (at.count >= at.need) succeed(s, at, events);
}

function succeed(s: WorkState, at: AtchaAwait, events: GameEvent[]): void {
  const army = armyOf(s, s.turn);
  const blob = occupants(s, at.target).filter((p) => !sameSide(s, army, p.seat));
  events.push({ text: tx('event.blob-removed', { owner: colorName(s, at.owner), place: place(at.target) }) });
  sendToBase(s, blob, events);
  const piece = at.piece ?? s.pieces[army].indexOf(BASE);
  const from = s.pieces[army][piece];
  s.pieces[army][piece] = from === BASE ? 0 : from + 1;
  s.lastPath = from === BASE ? [at.target] : [route(s, army)[from], at.target];
  events.push({
    text: tx(from === BASE ? 'event.atcha-out' : 'event.atcha-onto', {
      piece: pieceName(s, army, piece),
      place: place(at.target),
    }),
  });
  noteLanding(s, army, piece);
  s.await = { kind: 'turn' };
  if (!checkEnd(s, events)) nextTurn(s, events);
}
