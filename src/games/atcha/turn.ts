// The turn: the pending decision; throw, use the throw one decision at a time, further throw on
// a six, next seat; resigning.
import type { Draft } from '../../engine/readonly';
import type { Rng } from '../../engine/rng';
import { tx, type Text } from '../../engine/text';
import { err, ok, type Applied, type Choice, type GameEvent, type Pending, type Result } from '../../engine/types';
import { BASE } from './board';
import { applyAtcha, atchaThrow } from './attacks';
import { declareBack, noteLanding, spendBacks } from './backs';
import { anyUse } from './choices';
import { bringOut, walk, walker } from './moves';
import { allHome, armyOf, colorName, destination, partnerOf, pieceName, route, seatName, seeksWith, sideOf } from './sides';
import { sendToBase } from './squares';
import { cloneState, type AtchaAction, type AtchaState, type UseAwait, type WorkState } from './state';
import { checkEnd, endGame, nextTurn, resignReason } from './order';
import { legal } from './choices';

/** The throw is used up (or lost): a further throw after a six, otherwise the next turn. */
export function endThrow(s: WorkState, events: GameEvent[]): void {
  s.await = { kind: 'turn' };
  if (checkEnd(s, events)) return;
  // An army that has just come all the way home ends the turn; WITH is thrown for on later turns.
  if (s.again && !allHome(s, armyOf(s, s.turn))) {
    s.again = false;
    events.push({ text: tx('event.again', { who: seatName(s.turn) }) });
    return;
  }
  nextTurn(s, events);
}

/** After each use of a die: finish the throw when nothing is left or nothing legal remains. */
function settle(s: WorkState, events: GameEvent[]): void {
  if (checkEnd(s, events)) return;
  const t = s.await;
  if (t.kind !== 'use') return;
  if (t.left.length === 0) return endThrow(s, events);
  if (!anyUse(s, t)) {
    const color = colorName(s, armyOf(s, s.turn));
    const all = t.left.length === t.dice.length;
    events.push({ text: all ? tx('event.lost', { color }) : tx('event.lost-rest', { color, rest: t.left.join(' + ') }) });
    endThrow(s, events);
  }
}

function useDie(t: Draft<UseAwait>, die: number): void {
  t.left.splice(t.left.indexOf(die), 1);
}

function using(s: WorkState): Draft<UseAwait> {
  if (s.await.kind !== 'use') throw new Error('a move without a throw');
  return s.await;
}

/** Applies one offered action to a copy of `input`. */
export function applyAction(input: AtchaState, a: AtchaAction, rng: Rng): { state: AtchaState; events: GameEvent[] } {
  const s = cloneState(input);
  const events: GameEvent[] = [];
  const seat = s.turn;
  const army = armyOf(s, seat);
  switch (a.kind) {
    case 'roll': {
      // Any throw of the army is its "next throw": undeclared SUCK/BLOW BACK chances lapse.
      spendBacks(s, army);
      if (s.await.kind === 'atcha') {
        atchaThrow(s, s.await, rng, events);
        break;
      }
      const dice = rng.dice(2);
      if (seeksWith(s, seat)) {
        events.push({ text: tx('event.with-throw', { who: seatName(seat), dice: dice.join(' + ') }), dice });
        if (dice.includes(6)) {
          s.with = s.with.map((w, i) => w || i === seat);
          const p = partnerOf(s, seat)!;
          events.push({ text: tx('event.with', { color: seatName(seat), who: seatName(seat), partner: colorName(s, p) }) });
        } else {
          events.push({ text: tx('event.with-no', { color: seatName(seat) }) });
        }
        nextTurn(s, events);
        break;
      }
      events.push({ text: tx('event.throws', { who: seatName(seat), dice: dice.join(' + ') }), dice });
      s.await = { kind: 'use', dice, left: [...dice], frozen: [] };
      s.again = dice.includes(6);
      settle(s, events);
      break;
    }
    case 'move': {
      const from = s.pieces[army][a.piece];
      const st = walk(s, army, from, a.die)!;
      s.pieces[army][a.piece] = st.to;
      s.lastPath = route(s, army).slice(from, st.to + 1);
      events.push({
        text: tx('event.move', { piece: pieceName(s, army, a.piece), n: a.die, dest: destination(s, army, st.to) }),
      });
      if (st.hits.length) using(s).frozen.push(a.piece);
      sendToBase(s, st.hits, events);
      noteLanding(s, army, a.piece);
      useDie(using(s), a.die);
      settle(s, events);
      break;
    }
    case 'both': {
      const from = s.pieces[army][a.piece];
      const go = walker(s, army);
      const mid = go(from, a.first)!;
      const st = go(mid.to, a.second)!;
      s.pieces[army][a.piece] = st.to;
      // The squares entered, the one in between included.
      s.lastPath = route(s, army).slice(from, st.to + 1);
      const dest = destination(s, army, st.to);
      events.push({ text: tx('event.move-both', { piece: pieceName(s, army, a.piece), a: a.first, b: a.second, dest }) });
      sendToBase(s, st.hits, events);
      noteLanding(s, army, a.piece);
      useDie(using(s), a.first);
      useDie(using(s), a.second);
      settle(s, events);
      break;
    }
    case 'out': {
      const st = bringOut(s, army)!;
      const piece = s.pieces[army].indexOf(BASE);
      s.pieces[army][piece] = 0;
      s.lastPath = [route(s, army)[0]];
      events.push({ text: tx('event.out', { piece: pieceName(s, army, piece) }) });
      if (st.hits.length) using(s).frozen.push(piece);
      sendToBase(s, st.hits, events);
      useDie(using(s), 6);
      settle(s, events);
      break;
    }
    case 'atcha':
      applyAtcha(s, a.target, a.fromBase, events);
      break;
    case 'decline':
      events.push({ text: tx('event.decline', { who: seatName(seat) }) });
      endThrow(s, events);
      break;
    case 'suck':
    case 'blow':
      // Declared instead of throwing for a move: the attempt uses the whole throw.
      spendBacks(s, army);
      declareBack(s, a, rng, events);
      endThrow(s, events);
      break;
    default: {
      const never: never = a;
      throw new Error(`unknown action ${JSON.stringify(never)}`);
    }
  }
  return { state: s, events };
}

export function pending(s: AtchaState): Pending<AtchaAction> | null {
  if (s.end) return null;
  const choices = legal(s);
  const a = s.await;
  let prompt: Text;
  switch (a.kind) {
    case 'atcha':
      prompt = tx('prompt.atcha');
      break;
    case 'turn':
      prompt = tx(seeksWith(s, s.turn) ? 'prompt.with' : choices.length > 1 ? 'prompt.roll-or-declare' : 'prompt.roll');
      break;
    case 'use': {
      const army = armyOf(s, s.turn);
      const left = a.left.join(' + ');
      const thrown = a.dice.join(' + ');
      // Before any die is used the two are the same: say it once.
      const dice = { left, dice: thrown, same: left === thrown ? 'yes' : 'no' };
      prompt = army === s.turn ? tx('prompt.use', dice) : tx('prompt.use-for', { ...dice, color: colorName(s, army) });
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

export function apply(s: AtchaState, player: number, choice: Choice<AtchaAction>, rng: Rng): Result<Applied<AtchaState>> {
  if (s.end) return err('game-over', 'The game is over.');
  if (player !== s.turn) return err('not-your-turn', 'It is not your turn.');
  const a = choice.action;
  if (!a || !fits(s, a)) return err('illegal-choice', 'That is not a legal choice now.');
  return ok(applyAction(s, a, rng));
}

export function resign(input: AtchaState, player: number): Applied<AtchaState> {
  if (input.end || input.resigned[player]) return { state: input, events: [] };
  const s = cloneState(input);
  s.resigned[player] = true;
  const events: GameEvent[] = [{ text: tx('event.resigns', { who: seatName(player) }) }];
  const mine = sideOf(s, player);
  const others = Array.from({ length: s.seats }, (_, i) => i).filter((x) => !mine.includes(x));
  endGame(s, others, resignReason(s, mine), events);
  return { state: s, events };
}
