// Escape from the Death Star's own test helpers: states built directly for scenario tests, spots
// by number, its spins written as numbers (or [number, band] in a dogfight). Decisions go
// through the shared driver (test/support/game.ts).
import type { Band } from '../../../src/games/death-star/chance';
import type { Rng } from '../../../src/engine/rng';
import { deathStar, type DsState } from '../../../src/games/death-star';
import { compactorOf } from '../../../src/games/death-star/board';
import { CARD_IDS, cardInfo } from '../../../src/games/death-star/cards';
import type { Await, TokenKey } from '../../../src/games/death-star/state';
import type { Draft } from '../../../src/engine/readonly';
import type { Text } from '../../../src/engine/text';
import { driver, forcedRng, type Step } from '../../support/game';
import { words, type Reading } from '../../support/text';

/** Seats named by their colour in the tests, so that texts read "Red spins 3". */
export const NAMES = ['Red', 'Blue', 'Green', 'Yellow'];

export const { act, aiPick, choices, choiceIds, labels } = driver(deathStar, { names: NAMES });

/** A text of the game in words: English by default, the seats named by `NAMES`. */
export const say = (text: Text, reading: Reading = {}): string => words(text, { game: 'death-star', names: NAMES, ...reading });

export interface Build {
  /** Where each seat's tokens stand (default: their Trash Compactor). Its length is the player count (default 2). */
  at?: Array<Partial<Record<TokenKey, string>>>;
  /** [Blueprint, Tractor Beam] per seat. */
  missions?: Array<[boolean, boolean]>;
  /** Card kinds held per seat (e.g. 'escape'). */
  hands?: string[][];
  /** Card kinds on top of the draw pile, the first drawn first. */
  top?: string[];
  ship?: Array<string | null>;
  held?: Array<Partial<Record<TokenKey, number>>>;
  turn?: number;
  await?: Draft<Await>;
}

export const spot = (n: number): string => `s${n}`;

/** A state built for a scenario, its own to change before a test plays it (a game's states are read-only). */
export function build(b: Build = {}): Draft<DsState> {
  const n = b.at?.length ?? 2;
  const used = new Set<string>();
  const take = (kind: string): string => {
    const id = CARD_IDS.find((c) => cardInfo(c).kind === kind && !used.has(c));
    if (!id) throw new Error(`no ${kind} card left`);
    used.add(id);
    return id;
  };
  const hands = Array.from({ length: n }, (_, i) => (b.hands?.[i] ?? []).map(take));
  const top = (b.top ?? []).map(take);
  const rest = CARD_IDS.filter((c) => !used.has(c));
  return {
    names: Array.from({ length: n }, (_, i) => `P${i}`),
    players: Array.from({ length: n }, (_, seat) => {
      const tok = (k: TokenKey) => ({ at: b.at?.[seat]?.[k] ?? compactorOf(seat), held: b.held?.[seat]?.[k] ?? 0, last: null });
      return {
        tokens: { luke: tok('luke'), han: tok('han') },
        blueprint: b.missions?.[seat]?.[0] ?? false,
        tractor: b.missions?.[seat]?.[1] ?? false,
        hand: hands[seat],
        skip: false,
        ship: b.ship?.[seat] ?? null,
        out: false,
      };
    }),
    // The top of the pile is the end of the array.
    deck: { draw: [...rest, ...[...top].reverse()], discard: [] },
    turn: { player: b.turn ?? 0, extra: false },
    await: b.await ?? { kind: 'turn' },
    lastPath: [],
    lastChance: [],
    winner: null,
    ended: null,
  };
}

/** A random source that gives these spins first: numbers, or [number, band] for a dogfight. */
export const spins = (...f: Array<number | [number, Band]>): Rng =>
  forcedRng(...f.map((x) => (typeof x === 'number' ? `spin:${x}` : `spin:${x[0]}:${x[1]}`)));

/** Spins (forcing the value) and returns the state waiting for the move. */
export const spin = (state: DsState, ...f: Array<number | [number, Band]>): Step<DsState> => act(state, 'spin', spins(...f));

export const walkEnds = (state: DsState, token: TokenKey): string[] =>
  choices(state)
    .flatMap((c) => (c.action?.kind === 'walk' && c.action.token === token ? [c.action.end] : []))
    .sort();
