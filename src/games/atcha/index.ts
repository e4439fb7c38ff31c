// Atcha!: the partnership race game on a cross-shaped board (rulebooks/atcha.txt, RULINGS.md).
import type { Rng } from '../../engine/rng';
import { rollForFirst } from '../../engine/turnOrder';
import { err, ok, type Applied, type Choice, type GameDef, type GameEvent, type Outcome, type Pending, type Result, type SetupContext } from '../../engine/types';
import { ai } from './ai';
import { BASE, COLOURS, PIECES } from './board';
import { applyAction, clone, endGame, startTurn } from './flow';
import { legal } from './moves';
import { armyOf, colourName, seeksWith, sideOf, who } from './sides';
import type { AtchaState } from './state';
import { scene, status, view, type AtchaView } from './view';

export type { AtchaState } from './state';
export type { AtchaView } from './view';

/** Colour index per seat: opposite colours for two players, clockwise for four (partners opposite). */
function coloursFor(seats: number): number[] {
  return seats === 2 ? [0, 2] : [0, 1, 2, 3];
}

/** The state before anyone throws: every piece in base, nobody WITH, seat 0 to move. */
export function initialState(names: readonly string[]): AtchaState {
  const n = names.length;
  return {
    seats: n,
    names: [...names],
    colour: coloursFor(n),
    pieces: Array.from({ length: n }, () => Array<number>(PIECES).fill(BASE)),
    turn: 0,
    with: Array<boolean>(n).fill(false),
    throw: null,
    again: false,
    atcha: null,
    chances: [],
    backs: [],
    lastPath: [],
    resigned: Array<boolean>(n).fill(false),
    end: null,
  };
}

function setup(ctx: SetupContext): Applied<AtchaState> {
  const s = initialState(ctx.seats.map((x) => x.name));
  // Who goes first: every player throws both dice, highest total starts (ties throw again).
  const first = rollForFirst(ctx.rng, s.names.map((name, seat) => `${name} (${colourName(s, seat)})`), 2);
  const events: GameEvent[] = [...first.events];
  s.turn = first.first;
  startTurn(s, events);
  return { state: s, events };
}

function pending(s: AtchaState): Pending | null {
  if (s.end) return null;
  const choices = legal(s).map((o) => o.choice);
  const army = armyOf(s, s.turn);
  let prompt: string;
  if (s.atcha) prompt = 'ATCHA! Throw for the next six';
  else if (!s.throw) {
    if (seeksWith(s, s.turn)) prompt = 'Throw for WITH (a six)';
    else if (choices.length > 1) prompt = 'Throw the dice, or declare before throwing';
    else prompt = 'Throw the dice';
  }
  else {
    const moving = army === s.turn ? '' : `, moving ${colourName(s, army)}`;
    prompt = `Use ${s.throw.left.join(' + ')} (thrown ${s.throw.dice.join(' + ')})${moving}`;
  }
  return { player: s.turn, prompt, choices };
}

function apply(s: AtchaState, player: number, choice: Choice, rng: Rng): Result<Applied<AtchaState>> {
  const choiceId = choice.id;
  if (s.end) return err('game-over', 'The game is over.');
  if (player !== s.turn) return err('not-your-turn', 'It is not your turn.');
  const found = legal(s).find((o) => o.choice.id === choiceId);
  if (!found) return err('illegal-choice', 'That is not a legal choice now.');
  return ok(applyAction(s, found.action, rng));
}

function outcome(s: AtchaState): Outcome | null {
  return s.end ? { winners: [...s.end.winners], text: s.end.text } : null;
}

function resign(input: AtchaState, player: number): Applied<AtchaState> {
  if (input.end || input.resigned[player]) return { state: input, events: [] };
  const s = clone(input);
  s.resigned[player] = true;
  const events: GameEvent[] = [{ text: `${who(s, player)} resigns: their pieces leave the board` }];
  const mine = sideOf(s, player);
  endGame(s, Array.from({ length: s.seats }, (_, i) => i).filter((x) => !mine.includes(x)), events);
  return { state: s, events };
}

/**
 * Role and colour of each seat of this game. With two players seat 1 plays Yellow (opposite
 * Red), which the static `roles`/`colors` (indexed by seat, made for four) cannot say.
 */
export function paint(s: AtchaState): Array<{ role: string; color: string }> {
  return s.colour.map((c) => ({ role: COLOURS[c].name, color: COLOURS[c].css }));
}

export const atcha: GameDef<AtchaState, AtchaView> = {
  id: 'atcha',
  name: 'Atcha!',
  minPlayers: 2,
  maxPlayers: 4,
  playerCounts: [2, 4],
  colors: COLOURS.map((c) => c.css),
  roles: COLOURS.map((c) => c.name),
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
};
