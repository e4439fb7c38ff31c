// Atcha!: the partnership race game on a cross-shaped board (rulebooks/atcha.txt, RULINGS.md).
import type { Rng } from '../../engine/rng';
import { rollForFirst } from '../../engine/turnOrder';
import {
  err,
  ok,
  type Applied,
  type Choice,
  type GameDef,
  type GameEvent,
  type Outcome,
  type Pending,
  type Result,
  type SetupContext,
} from '../../engine/types';
import { ai } from './ai';
import { BASE, COLORS, PIECES } from './board';
import { legal } from './choices';
import { applyAction, copyState } from './flow';
import { armyOf, colorName, partnerOf, seeksWith, sideOf, seatName } from './sides';
import type { AtchaAction, AtchaState } from './state';
import { endGame, startTurn } from './turns';
import { scene, status, view, type AtchaView } from './view';

export type { AtchaAction, AtchaState } from './state';
export type { AtchaView } from './view';

/** Colour index per seat: opposite colours for two players, clockwise for four (partners opposite). */
function colorsFor(seats: number): number[] {
  return seats === 2 ? [0, 2] : [0, 1, 2, 3];
}

/** The state before anyone throws: every piece in base, nobody WITH, seat 0 to move. */
export function initialState(names: readonly string[]): AtchaState {
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

function setup({ seats, rng }: SetupContext): Applied<AtchaState> {
  const s = initialState(seats.map((x) => x.name));
  // Who goes first: every player throws both dice, highest total starts (ties throw again).
  const first = rollForFirst(
    rng,
    s.names.map((_, seat) => seatName(s, seat)),
    2,
  );
  const events: GameEvent[] = [...first.events];
  s.turn = first.first;
  startTurn(s, events);
  return { state: s, events };
}

function pending(s: AtchaState): Pending<AtchaAction> | null {
  if (s.end) return null;
  const choices = legal(s);
  const a = s.await;
  let prompt: string;
  switch (a.kind) {
    case 'atcha':
      prompt = 'ATCHA! Throw for the next six';
      break;
    case 'turn':
      prompt = seeksWith(s, s.turn)
        ? 'Throw for WITH (a six)'
        : choices.length > 1
          ? 'Throw the dice, or declare before throwing'
          : 'Throw the dice';
      break;
    case 'use': {
      const army = armyOf(s, s.turn);
      const moving = army === s.turn ? '' : `, moving ${colorName(s, army)}`;
      prompt = `Use ${a.left.join(' + ')} (thrown ${a.dice.join(' + ')})${moving}`;
      break;
    }
    default: {
      const never: never = a;
      throw new Error(`unhandled await ${JSON.stringify(never)}`);
    }
  }
  return { player: s.turn, prompt, choices };
}

/** Cheap guard for direct callers: the engine only ever passes a choice it found in pending(). */
function fits(s: AtchaState, a: AtchaAction): boolean {
  switch (s.await.kind) {
    case 'turn':
      return a.kind === 'roll' || a.kind === 'suck' || a.kind === 'blow';
    case 'atcha':
      return a.kind === 'roll';
    case 'use':
      return a.kind !== 'roll' && a.kind !== 'suck' && a.kind !== 'blow';
    default:
      return false;
  }
}

function apply(s: AtchaState, player: number, choice: Choice<AtchaAction>, rng: Rng): Result<Applied<AtchaState>> {
  if (s.end) return err('game-over', 'The game is over.');
  if (player !== s.turn) return err('not-your-turn', 'It is not your turn.');
  const a = choice.action;
  if (!a || !fits(s, a)) return err('illegal-choice', 'That is not a legal choice now.');
  return ok(applyAction(s, a, rng));
}

/**
 * Version 1 states held the decision in nullable fields (`throw`, `atcha`) and spelt `colour`;
 * version 2 holds it in `await` and spells `color`.
 */
export function migrate(old: unknown, from: number): AtchaState | null {
  if (from !== 1 || typeof old !== 'object' || old === null) return null;
  const {
    throw: t,
    atcha: at,
    colour,
    ...rest
  } = old as Record<string, unknown> & {
    throw: { dice: number[]; left: number[]; frozen: number[] } | null;
    atcha: { target: string; owner: number; piece: number | null; need: number; count: number } | null;
    colour: number[];
  };
  const wait: AtchaState['await'] = at ? { kind: 'atcha', ...at } : t ? { kind: 'use', ...t } : { kind: 'turn' };
  return { ...(rest as Omit<AtchaState, 'await' | 'color'>), color: colour, await: wait };
}

function outcome(s: AtchaState): Outcome | null {
  return s.end ? { winners: [...s.end.winners], text: s.end.text } : null;
}

function resign(input: AtchaState, player: number): Applied<AtchaState> {
  if (input.end || input.resigned[player]) return { state: input, events: [] };
  const s = copyState(input);
  s.resigned[player] = true;
  const events: GameEvent[] = [{ text: `${seatName(s, player)} resigns: their pieces leave the board` }];
  const mine = sideOf(s, player);
  const others = Array.from({ length: s.seats }, (_, i) => i).filter((x) => !mine.includes(x));
  endGame(
    s,
    others,
    `${mine.map((x) => colorName(s, x)).join(' and ')} ${mine.length === 1 ? 'resigns' : 'lose by resigning'}`,
    events,
  );
  return { state: s, events };
}

/**
 * Role and colour of each seat of this game. With two players seat 1 plays Yellow (opposite
 * Red), which the static `roles`/`colors` (indexed by seat, made for four) cannot say.
 */
export function paint(s: AtchaState): Array<{ role: string; color: string }> {
  return s.color.map((c) => ({ role: COLORS[c].name, color: COLORS[c].css }));
}

export const atcha: GameDef<AtchaState, AtchaView, AtchaAction> = {
  id: 'atcha',
  name: 'Atcha!',
  version: 2,
  migrate,
  minPlayers: 2,
  maxPlayers: 4,
  playerCounts: [2, 4],
  colors: COLORS.map((c) => c.css),
  roles: COLORS.map((c) => c.name),
  setup,
  pending,
  apply,
  view,
  hand: () => [],
  outcome,
  scene,
  status,
  resign,
  ai,
  paint,
  partnerOf,
};
