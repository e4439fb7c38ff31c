// Turns and the end: the next seat, what a turn starts with, and a partnership coming home.
import { nextSeat } from '../../engine/turnOrder';
import type { GameEvent } from '../../engine/types';
import { atchaChances } from './moves';
import { allHome, armyOf, colorName, seatName, seeksWith, sideOf } from './sides';
import type { AtchaState } from './state';

/** Ends the game once a partnership (or a lone player) has every piece home. */
export function checkEnd(s: AtchaState, events: GameEvent[]): boolean {
  if (s.end) return true;
  for (let seat = 0; seat < s.seats; seat++) {
    // Asked after every move: the cheap test first, the side's list only for a winner.
    if (!allHome(s, seat)) continue;
    const side = sideOf(s, seat);
    if (side.every((x) => allHome(s, x))) {
      const colors = side.map((x) => colorName(s, x));
      endGame(
        s,
        side,
        colors.length === 1 ? `${colors[0]} has all four pieces home` : `${colors.join(' and ')} have all their pieces home`,
        events,
      );
      return true;
    }
  }
  return false;
}

/**
 * Ends the game in favour of `winners` (a lone player or a partnership). `why` names colours,
 * not players: the platform's "Winner: ..." line already names them.
 */
export function endGame(s: AtchaState, winners: number[], why: string, events: GameEvent[]): void {
  const text = `${why}: ${winners.map((x) => seatName(s, x)).join(' and ')} ${winners.length === 1 ? 'wins' : 'win'}`;
  s.end = { winners, text: why };
  s.await = { kind: 'turn' };
  events.push({ text });
}

/** Passes the turn to the next seat and notes the ATCHA chances it starts with. */
export function nextTurn(s: AtchaState, events: GameEvent[]): void {
  s.turn = nextSeat(s.turn, s.seats, (x) => s.resigned[x]);
  startTurn(s, events);
}

export function startTurn(s: AtchaState, events: GameEvent[]): void {
  s.await = { kind: 'turn' };
  s.again = false;
  s.chances = seeksWith(s, s.turn) ? [] : atchaChances(s, armyOf(s, s.turn));
  const army = armyOf(s, s.turn);
  const whose = army === s.turn ? '' : ` (moving ${colorName(s, army)})`;
  events.push({ text: `${seatName(s, s.turn)} to throw${whose}` });
}
