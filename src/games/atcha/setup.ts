// Set-up: every piece in base, colours by the number of players, and the throw for first turn.
import type { Draft } from '../../engine/readonly';
import { rollForFirst } from '../../engine/turnOrder';
import type { Applied, GameEvent, SetupContext } from '../../engine/types';
import { BASE, PIECES } from './board';
import { startTurn } from './order';
import type { AtchaState } from './state';

/** Colour index per seat: opposite colours for two players, clockwise for four (partners opposite). */
function colorsFor(seats: number): number[] {
  return seats === 2 ? [0, 2] : [0, 1, 2, 3];
}

/** The state before anyone throws: every piece in base, nobody WITH, seat 0 to move. */
export function initialState(names: readonly string[]): Draft<AtchaState> {
  const n = names.length;
  return {
    seats: n,
    names: [...names],
    color: colorsFor(n),
    pieces: Array.from({ length: n }, () => Array<number>(PIECES).fill(BASE)),
    turn: 0,
    with: Array<boolean>(n).fill(false),
    await: { kind: 'turn' },
    again: false,
    chances: [],
    backs: [],
    lastPath: [],
    resigned: Array<boolean>(n).fill(false),
    end: null,
  };
}

export function setup({ seats, rng }: SetupContext): Applied<AtchaState> {
  const s = initialState(seats.map((x) => x.name));
  // Who goes first: every player throws both dice, highest total starts (ties throw again).
  const first = rollForFirst(rng, s.names.length, 2);
  const events: GameEvent[] = [...first.events];
  s.turn = first.first;
  startTurn(s, events);
  return { state: s, events };
}
