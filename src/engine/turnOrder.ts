// Who goes first (highest roll, ties re-roll among the tied), and whose turn is next.
import type { Rng } from './rng';
import { tx, type TextParam } from './text';
import type { GameEvent } from './types';

export interface FirstRoll {
  first: number;
  events: GameEvent[];
}

/**
 * How the roll for first turn names each seat: a count (seat i is `{ seat: i }`, named by the
 * message layer), or one parameter per seat (a role's Text: "Hannibal").
 */
export type FirstRollNames = number | readonly TextParam[];

/**
 * Every seat rolls `dice` dice (or spins a `sides` spinner); the highest total goes first.
 * Seats tied for the highest roll again, alone, until one is highest.
 */
export function rollForFirst(rng: Rng, names: FirstRollNames, dice = 1, sides = 6): FirstRoll {
  const count = typeof names === 'number' ? names : names.length;
  const who = (seat: number): TextParam => (typeof names === 'number' ? { seat } : names[seat]);
  let contenders = Array.from({ length: count }, (_, i) => i);
  const events: GameEvent[] = [];
  for (;;) {
    const totals = contenders.map((seat) => {
      const rolled = rng.dice(dice, sides);
      const total = rolled.reduce((x, y) => x + y, 0);
      const text =
        rolled.length > 1
          ? tx('engine:first.roll-sum', { who: who(seat), dice: rolled.join(' + '), total })
          : tx('engine:first.roll', { who: who(seat), total });
      // The picture's table labels each roll with its seat.
      events.push({ text, dice: rolled, label: tx('engine:name', { who: who(seat) }) });
      return total;
    });
    const best = Math.max(...totals);
    const top = contenders.filter((_, k) => totals[k] === best);
    if (top.length === 1) {
      events.push({ text: tx('engine:first.goes', { who: who(top[0]) }) });
      return { first: top[0], events };
    }
    events.push({ text: tx('engine:first.tie', { seats: top.map(who) }) });
    contenders = top;
  }
}

/** The next seat to the left (seat order) that `isOut` does not exclude; -1 when none. */
export function nextSeat(current: number, count: number, isOut: (seat: number) => boolean = () => false): number {
  for (let k = 1; k <= count; k++) {
    const s = (current + k) % count;
    if (!isOut(s)) return s;
  }
  return -1;
}

/**
 * The next seat to play after `current`: seats that are out are passed over, and a seat that
 * must miss a turn (SIDETRACKED, "lose a turn") is passed over once and reported in `missed`,
 * so the game can clear its flag. If every seat misses, the first one missed plays after all.
 */
export function nextToPlay(
  current: number,
  count: number,
  isOut: (seat: number) => boolean,
  missesTurn: (seat: number) => boolean,
): { seat: number; missed: number[] } {
  const missed: number[] = [];
  let seat = current;
  for (;;) {
    seat = nextSeat(seat, count, isOut);
    if (seat < 0 || missed.includes(seat) || !missesTurn(seat)) return { seat, missed };
    missed.push(seat);
  }
}
