// Turns and the end: the next seat, what a turn starts with, and a partnership coming home.
import { nextSeat } from '../../engine/turnOrder';
import { tx, type Text } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import { PIECES } from './board';
import { atchaChances } from './moves';
import { allHome, armyOf, colorName, seatName, seeksWith, sideOf } from './sides';
import type { Writable } from '../../engine/readonly';
import type { AtchaState } from './state';

/** Ends the game once a partnership (or a lone player) has every piece home. */
export function checkEnd(s: Writable<AtchaState>, events: GameEvent[]): boolean {
  if (s.end) return true;
  for (let seat = 0; seat < s.seats; seat++) {
    // Asked after every move: the cheap test first, the side's list only for a winner.
    if (!allHome(s, seat)) continue;
    const side = sideOf(s, seat);
    if (side.every((x) => allHome(s, x))) {
      endGame(s, side, homeReason(s, side), events);
      return true;
    }
  }
  return false;
}

/** Why a side won by coming home, by seat: "Ann (Red) has all four pieces home" (`color` is a seat). */
export function homeReason(s: AtchaState, side: readonly number[]): Text {
  const colors = side.map(seatName);
  return colors.length === 1 ? tx('outcome.home', { color: colors[0], n: PIECES }) : tx('outcome.home-side', { colors });
}

/** Why the others won, by seat: "Bo (Yellow) resigns", "Cy (Green) and Di (Blue) lose by resigning". */
export function resignReason(s: AtchaState, side: readonly number[]): Text {
  const colors = side.map(seatName);
  return colors.length === 1 ? tx('outcome.resigns', { color: colors[0] }) : tx('outcome.resign-side', { colors });
}

/**
 * Ends the game in favour of `winners` (a lone player or a partnership). `why` names colours,
 * not players: the platform's "Winner: ..." line already names them.
 */
export function endGame(s: Writable<AtchaState>, winners: number[], why: Text, events: GameEvent[]): void {
  s.end = { winners, text: why };
  s.await = { kind: 'turn' };
  events.push({ text: tx('event.won', { why, winners: winners.map((x) => seatName(x)), n: winners.length }) });
}

/** Passes the turn to the next seat and notes the ATCHA chances it starts with. */
export function nextTurn(s: Writable<AtchaState>, events: GameEvent[]): void {
  s.turn = nextSeat(s.turn, s.seats, (x) => s.resigned[x]);
  startTurn(s, events);
}

export function startTurn(s: Writable<AtchaState>, events: GameEvent[]): void {
  s.await = { kind: 'turn' };
  s.again = false;
  s.chances = seeksWith(s, s.turn) ? [] : atchaChances(s, armyOf(s, s.turn));
  const army = armyOf(s, s.turn);
  const who = seatName(s.turn);
  events.push({
    text: army === s.turn ? tx('event.to-throw', { who }) : tx('event.to-throw-for', { who, color: colorName(s, army) }),
  });
}
