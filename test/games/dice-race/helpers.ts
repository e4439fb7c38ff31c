// Dice Race's own test helpers: states built directly. Choices are applied through the shared
// driver (test/support/game.ts), with forced results: `act(state, 'roll', forced(3, 'heads'))`.
import { diceRace, type RaceState } from '../../../src/games/dice-race';
import type { Locale, Text } from '../../../src/engine/text';
import { driver } from '../../support/game';
import { words } from '../../support/text';

export { forcedRng as forced } from '../../support/game';
export const NAMES = ['alice', 'bob', 'carol', 'dave'];

/** The driver, reading texts in English with the seats named as `build` names them. */
export const { act, aiPick, choiceIds, labels } = driver(diceRace, { names: NAMES });

/** A text of Dice Race in English, seats named alice, bob, ... */
export const say = (text: Text, locale: Locale = 'en'): string => words(text, { game: 'dice-race', locale, names: NAMES });

export interface Build {
  pos?: number[];
  hands?: string[][];
  turn?: number;
  jump?: boolean;
  played?: boolean;
}

/** A race at the given positions (two players unless more are given), Red to move. */
export function build(b: Build = {}): RaceState {
  const pos = b.pos ?? [0, 0];
  const n = pos.length;
  const hands = b.hands ?? Array.from({ length: n }, () => []);
  const dealt = new Set(hands.flat());
  return {
    names: NAMES.slice(0, n),
    pos,
    hands,
    deck: { draw: Array.from({ length: 12 }, (_, i) => `c${i + 1}`).filter((c) => !dealt.has(c)), discard: [] },
    turn: b.turn ?? 0,
    await: b.jump ? { kind: 'jump' } : { kind: 'roll' },
    played: b.played ?? false,
    skip: Array<boolean>(n).fill(false),
    out: Array<boolean>(n).fill(false),
    winner: null,
    path: [],
  };
}
