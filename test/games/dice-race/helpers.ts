// Builds Dice Race states directly and applies choices through the real apply().
import { Rng, seedState } from '../../../src/engine/rng';
import type { Forced } from '../../../src/engine/chance';
import type { GameEvent } from '../../../src/engine/types';
import { diceRace, type RaceState } from '../../../src/games/dice-race';

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
    names: ['alice', 'bob', 'carol', 'dave'].slice(0, n),
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

export const forced = (...f: Forced[]): Rng => new Rng(seedState(1, f));

export interface Step {
  state: RaceState;
  events: GameEvent[];
  text: string;
}

/** Applies the choice `id` of the pending player; throws when it is not offered. */
export function act(state: RaceState, id: string, rng: Rng = forced()): Step {
  const p = diceRace.pending(state);
  if (!p) throw new Error('game over');
  const choice = p.choices.find((c) => c.id === id);
  if (!choice) throw new Error(`${id} not offered (choices: ${p.choices.map((c) => c.id).join(', ')})`);
  const res = diceRace.apply(state, p.player, choice, rng);
  if (!res.ok) throw new Error(`${id}: ${res.error}`);
  return { ...res.value, text: res.value.events.map((e) => e.text).join('\n') };
}

export const choiceIds = (s: RaceState): string[] => diceRace.pending(s)?.choices.map((c) => c.id) ?? [];
