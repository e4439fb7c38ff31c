// The A-Team's own test helpers: states built directly for scenario tests, named route places
// and cards. Decisions with forced dice go through the shared driver (test/support/game.ts).
import { expect } from 'vitest';
import { ateam, type AteamState } from '../../../src/games/ateam';
import { VAULT, kindAt, ROUTE_LENGTH } from '../../../src/games/ateam/board';
import { CARD_IDS, type CardKind, cardKind } from '../../../src/games/ateam/cards';
import { freshTurn } from '../../../src/games/ateam/turn';
import type { Facing } from '../../../src/games/ateam/state';
import type { Draft } from '../../../src/engine/readonly';
import type { Text } from '../../../src/engine/text';
import type { GameEvent } from '../../../src/engine/types';
import { driver } from '../../support/game';
import { english } from '../../support/text';

export { dice } from '../../support/game';
/** The players' names, by seat: the texts name people, not the characters they play. */
export const PLAYERS = ['Ann', 'Bob', 'Cy', 'Dee'] as const;

export const { act, aiPick, choiceIds, labels } = driver(ateam, { names: PLAYERS });

/** A text in English, as the game says it. */
export const en = (t: Text): string => english(t, 'ateam', PLAYERS);

/** Events as read in English, with their dice (their picture labels left out). */
export const said = (events: readonly GameEvent[]): Array<{ text: string; dice?: number[] }> =>
  events.map((e) => ({ text: en(e.text), ...(e.dice ? { dice: e.dice } : {}) }));

export interface Build {
  /** Route index of each seat (its length is the player count). */
  pos: number[];
  /** Card kinds in each seat's hand (default: none). */
  hands?: CardKind[][];
  turn?: number;
  formula?: number | null;
  reached?: boolean[];
  facing?: Facing[];
  rolled?: boolean;
}

/**
 * A state with the tokens, hands and turn given; all other cards in the draw pile in id order.
 * Its own to change before a test plays it (a game's states are read-only).
 */
export function build(b: Build): Draft<AteamState> {
  const n = b.pos.length;
  const used = new Set<string>();
  const take = (kind: CardKind): string => {
    const id = CARD_IDS.find((c) => cardKind(c) === kind && !used.has(c));
    if (!id) throw new Error(`no ${kind} card left`);
    used.add(id);
    return id;
  };
  const hands = Array.from({ length: n }, (_, i) => (b.hands?.[i] ?? []).map(take));
  const reached = b.reached ?? b.pos.map(() => false);
  const turn = b.turn ?? 0;
  const state: Draft<AteamState> = {
    names: Array.from({ length: n }, (_, i) => `P${i}`),
    players: b.pos.map((pos, i) => ({
      pos,
      facing: b.facing?.[i] ?? (reached[i] ? 'out' : 'in'),
      reached: reached[i],
      hand: hands[i],
      sidetracked: null,
      out: false,
    })),
    deck: { draw: CARD_IDS.filter((c) => !used.has(c)), discard: [] },
    formula: b.formula ?? null,
    turn: { player: turn, rolled: false, card: false, labSpace: null },
    await: { kind: 'turn' },
    lastPath: [],
    winner: null,
    ended: null,
  };
  state.turn = { ...freshTurn(state, turn), rolled: b.rolled ?? false };
  return state;
}

/** First route index of a kind at or after `from` (facing in). */
export function nextOf(kind: string, from = 0): number {
  for (let i = from; i < ROUTE_LENGTH; i++) if (kindAt(i) === kind) return i;
  throw new Error(`no ${kind} after ${from}`);
}

/** All route indices of a kind. */
export const allOf = (kind: string): number[] =>
  Array.from({ length: ROUTE_LENGTH }, (_, i) => i).filter((i) => kindAt(i) === kind);

/** The id of the card of `kind` in seat's hand. */
export function cardIn(state: AteamState, seat: number, kind: CardKind): string {
  const id = state.players[seat].hand.find((c) => cardKind(c) === kind);
  expect(id, `${kind} in hand of ${seat}`).toBeDefined();
  return id!;
}

export { VAULT, ROUTE_LENGTH, kindAt };
