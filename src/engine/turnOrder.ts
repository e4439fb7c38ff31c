// Who goes first (highest roll, ties re-roll among the tied), and whose turn is next.
import type { Rng } from './rng';
import type { GameEvent } from './types';

export interface FirstRoll {
  first: number;
  events: GameEvent[];
}

/**
 * Every seat rolls `dice` dice (or spins a `sides` spinner); the highest total goes first.
 * Seats tied for the highest roll again, alone, until one is highest.
 */
export function rollForFirst(rng: Rng, names: readonly string[], dice = 1, sides = 6): FirstRoll {
  let contenders = names.map((_, i) => i);
  const events: GameEvent[] = [];
  for (;;) {
    const totals = contenders.map((seat) => {
      const rolled = rng.dice(dice, sides);
      const total = rolled.reduce((x, y) => x + y, 0);
      const shown = rolled.length > 1 ? `${rolled.join(' + ')} = ${total}` : `${total}`;
      events.push({ text: `${names[seat]} rolls ${shown} for first turn`, dice: rolled });
      return total;
    });
    const best = Math.max(...totals);
    const top = contenders.filter((_, k) => totals[k] === best);
    if (top.length === 1) {
      events.push({ text: `${names[top[0]]} goes first` });
      return { first: top[0], events };
    }
    events.push({ text: `Tie between ${top.map((s) => names[s]).join(' and ')}: they roll again` });
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
