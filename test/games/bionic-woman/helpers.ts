// The Bionic Woman's own test helpers: states built directly for scenario tests, locations by
// number, cards by kind. Decisions with forced dice go through the shared driver
// (test/support/game.ts): `act(state, 'drive', 3, 4)`; texts read in English with the seats
// named P0, P1, ... (as `build` names them): `en(text)`.
import { bionicWoman, type BionicState } from '../../../src/games/bionic-woman';
import { locationSpace } from '../../../src/games/bionic-woman/board';
import { CARD_IDS, adventureCard, isAdventure, specialOf, type SpecialKind } from '../../../src/games/bionic-woman/cards';
import type { Await, Won } from '../../../src/games/bionic-woman/state';
import type { Text } from '../../../src/engine/text';
import { driver } from '../../support/game';
import { english } from '../../support/text';

export { dice } from '../../support/game';
/** The seats' names in scenario states and in the texts read from them. */
export const NAMES = ['P0', 'P1', 'P2', 'P3'];
export const { act, aiPick, choiceIds, choice, labels } = driver(bionicWoman, { names: NAMES });
/** A text of the game in English, the seats named P0, P1, ... */
export const en = (text: Text): string => english(text, 'bionic-woman', NAMES);

export const game = bionicWoman;
/** Space id of location n. */
export const loc = (n: number): string => locationSpace(n);

/** A deck entry: an adventure by location number, or a special card by kind. */
export type CardSpec = number | SpecialKind;

export interface Build {
  /** Space of each seat (its length is the player count). */
  at: string[];
  /** Location number of each seat's adventure (default: 1, 2, 3, ... for seats 0, 1, 2 ...). */
  adventures?: Array<number | null>;
  held?: SpecialKind[][];
  won?: Won[][];
  turn?: number;
  await?: Await;
  assignments?: Array<{ location: number; bonus?: 50 | 100 }>;
  turnedUp?: number;
  /** The top cards of the deck, top first; the other free cards lie below in id order. */
  top?: CardSpec[];
  /** The whole deck, top first (every other free card is out of play). */
  deck?: CardSpec[];
}

export function build(b: Build): BionicState {
  const n = b.at.length;
  const used = new Set<string>();
  const take = (spec: CardSpec): string => {
    const id =
      typeof spec === 'number'
        ? adventureCard(spec)
        : CARD_IDS.find((c) => !isAdventure(c) && specialOf(c) === spec && !used.has(c));
    if (!id || used.has(id)) throw new Error(`card ${spec} used twice or missing`);
    used.add(id);
    return id;
  };
  const adventures = (b.adventures ?? b.at.map((_, i) => i + 1)).map((a) => (a === null ? null : take(a)));
  const held = Array.from({ length: n }, (_, i) => (b.held?.[i] ?? []).map(take));
  const assignments = (b.assignments ?? []).map((a) => ({ card: take(a.location), bonus: a.bonus ?? (50 as const) }));
  for (const w of (b.won ?? []).flat()) used.add(w.card);
  let deck: string[];
  if (b.deck) deck = b.deck.map(take).reverse();
  else {
    const top = (b.top ?? []).map(take);
    deck = [...CARD_IDS.filter((c) => !used.has(c)).reverse(), ...top.reverse()];
  }
  return {
    names: NAMES.slice(0, n),
    players: b.at.map((at, i) => ({ at, adventure: adventures[i], held: held[i], won: b.won?.[i] ?? [], out: false })),
    deck,
    assignments,
    turnedUp: b.turnedUp ?? assignments.length,
    turn: b.turn ?? 0,
    await: b.await ?? { kind: 'turn' },
    lastPath: [],
    lastChance: [],
    end: null,
  };
}

/** The ends offered after a drive roll, as space ids. */
export const ends = (state: BionicState): string[] =>
  choiceIds(state)
    .filter((c) => c.startsWith('to:'))
    .map((c) => c.slice(3));

/** Drives with the given dice from the state's pending turn: returns the state awaiting the end. */
export const rollDrive = (state: BionicState, a: number, b: number): BionicState => act(state, 'drive', a, b).state;

/** Total cards in play (deck, hands, adventures, won, assignments). */
export function allCards(s: BionicState): string[] {
  return [
    ...s.deck,
    ...s.assignments.map((a) => a.card),
    ...s.players.flatMap((p) => [...(p.adventure ? [p.adventure] : []), ...p.held, ...p.won.map((w) => w.card)]),
  ];
}

/** The picture's markers with their labels in English. */
export const markers = (s: BionicState) => (game.scene(s).markers ?? []).map((m) => ({ ...m, label: en(m.label) }));
/** The picture's seat lines and notes, and the status lines, in English. */
export const seatLines = (s: BionicState): string[] => (game.scene(s).seatLines ?? []).map(en);
export const notes = (s: BionicState): string[] => (game.scene(s).notes ?? []).map(en);
export const status = (s: BionicState): string[] => game.status(s).map(en);
/** The outcome with its text in English, or null. */
export function outcome(s: BionicState): { winners: readonly number[]; text: string } | null {
  const o = game.outcome(s);
  return o && { winners: o.winners, text: en(o.text) };
}
