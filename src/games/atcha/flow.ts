// The turn: throw, use the throw one decision at a time, further throw on a six, next seat.
import { nextSeat } from '../../engine/turnOrder';
import type { Rng } from '../../engine/rng';
import type { GameEvent } from '../../engine/types';
import { BASE } from './board';
import { applyAtcha, atchaThrow } from './attacks';
import { declareBack, noteLanding, spendBacks } from './backs';
import { atchaChances, bringOut, legal, walk, type Action } from './moves';
import { allHome, armyOf, colourName, destination, partnerOf, pieceName, route, seeksWith, sideOf, who } from './sides';
import type { AtchaState, Piece } from './state';

/** A copy safe to change: apply never mutates its input. */
export function clone(s: AtchaState): AtchaState {
  return structuredClone(s);
}

export function sendToBase(s: AtchaState, hits: Piece[], events: GameEvent[]): void {
  for (const h of hits) {
    s.pieces[h.seat][h.piece] = BASE;
  }
  if (hits.length === 1) events.push({ text: `${pieceName(s, hits[0].seat, hits[0].piece)} is hit and goes back to base` });
  else if (hits.length > 1) events.push({ text: `${hits.map((h) => pieceName(s, h.seat, h.piece)).join(', ')} go back to base` });
}

/** Ends the game once a partnership (or a lone player) has every piece home. */
export function checkEnd(s: AtchaState, events: GameEvent[]): boolean {
  if (s.end) return true;
  for (let seat = 0; seat < s.seats; seat++) {
    const side = sideOf(s, seat);
    if (side.every((x) => allHome(s, x))) {
      endGame(s, side, events);
      return true;
    }
  }
  return false;
}

/** Ends the game in favour of `winners`: a lone player or a partnership. */
export function endGame(s: AtchaState, winners: number[], events: GameEvent[]): void {
  const text = winners.length === 1 ? `${who(s, winners[0])} wins` : `${winners.map((x) => who(s, x)).join(' and ')} win`;
  s.end = { winners, text };
  s.throw = null;
  s.atcha = null;
  events.push({ text });
}

/** Passes the turn to the next seat and notes the ATCHA chances it starts with. */
export function nextTurn(s: AtchaState, events: GameEvent[]): void {
  s.turn = nextSeat(s.turn, s.seats, (x) => s.resigned[x]);
  startTurn(s, events);
}

export function startTurn(s: AtchaState, events: GameEvent[]): void {
  s.throw = null;
  s.atcha = null;
  s.again = false;
  s.chances = seeksWith(s, s.turn) ? [] : atchaChances(s, armyOf(s, s.turn));
  const army = armyOf(s, s.turn);
  const whose = army === s.turn ? '' : ` (moving ${colourName(s, army)})`;
  events.push({ text: `${who(s, s.turn)} to throw${whose}` });
}

/** The throw is used up (or lost): a further throw after a six, otherwise the next turn. */
export function endThrow(s: AtchaState, events: GameEvent[]): void {
  s.throw = null;
  if (checkEnd(s, events)) return;
  // An army that has just come all the way home ends the turn; WITH is thrown for on later turns.
  if (s.again && !allHome(s, armyOf(s, s.turn))) {
    s.again = false;
    events.push({ text: `${who(s, s.turn)} threw a six: a further throw` });
    return;
  }
  nextTurn(s, events);
}

/** After each use of a die: finish the throw when nothing is left or nothing legal remains. */
export function settle(s: AtchaState, events: GameEvent[]): void {
  if (checkEnd(s, events)) return;
  const t = s.throw;
  if (!t) return;
  if (t.left.length === 0) return endThrow(s, events);
  if (legal(s).length === 0) {
    const lost = t.left.length === t.dice.length ? 'the throw is lost' : `the rest of the throw (${t.left.join(' + ')}) is lost`;
    events.push({ text: `No legal move for ${colourName(s, armyOf(s, s.turn))}: ${lost}` });
    endThrow(s, events);
  }
}

function useDie(s: AtchaState, die: number): void {
  const t = s.throw!;
  t.left.splice(t.left.indexOf(die), 1);
}

export function applyAction(input: AtchaState, a: Action, rng: Rng): { state: AtchaState; events: GameEvent[] } {
  const s = clone(input);
  const events: GameEvent[] = [];
  const seat = s.turn;
  const army = armyOf(s, seat);
  switch (a.kind) {
    case 'roll': {
      // Any throw of the army is its "next throw": undeclared SUCK/BLOW BACK chances lapse.
      spendBacks(s, army);
      if (s.atcha) {
        atchaThrow(s, rng, events);
        break;
      }
      const dice = rng.dice(2);
      if (seeksWith(s, seat)) {
        events.push({ text: `${who(s, seat)} throws ${dice.join(' + ')} for WITH`, dice });
        if (dice.includes(6)) {
          s.with[seat] = true;
          const p = partnerOf(s, seat)!;
          events.push({ text: `${colourName(s, seat)} is WITH: from the next turn on, ${s.names[seat]} moves ${colourName(s, p)}'s pieces` });
        } else {
          events.push({ text: `No six: ${colourName(s, seat)} is not WITH yet` });
        }
        nextTurn(s, events);
        break;
      }
      events.push({ text: `${who(s, seat)} throws ${dice.join(' + ')}`, dice });
      s.throw = { dice, left: [...dice], frozen: [] };
      s.again = dice.includes(6);
      settle(s, events);
      break;
    }
    case 'move': {
      const from = s.pieces[army][a.piece];
      const st = walk(s, army, from, a.die)!;
      s.pieces[army][a.piece] = st.to;
      s.lastPath = [route(s, army)[from], ...st.path];
      events.push({ text: `${pieceName(s, army, a.piece)} moves ${a.die} ${destination(s, army, st.to)}` });
      if (st.hits.length) s.throw!.frozen.push(a.piece);
      sendToBase(s, st.hits, events);
      noteLanding(s, army, a.piece);
      useDie(s, a.die);
      settle(s, events);
      break;
    }
    case 'both': {
      const from = s.pieces[army][a.piece];
      const mid = walk(s, army, from, a.first)!;
      s.pieces[army][a.piece] = mid.to;
      const st = walk(s, army, mid.to, a.second)!;
      s.pieces[army][a.piece] = st.to;
      s.lastPath = [route(s, army)[from], ...mid.path, ...st.path];
      events.push({
        text: `${pieceName(s, army, a.piece)} moves ${a.first} + ${a.second} ${destination(s, army, st.to)}`,
      });
      sendToBase(s, st.hits, events);
      noteLanding(s, army, a.piece);
      useDie(s, a.first);
      useDie(s, a.second);
      settle(s, events);
      break;
    }
    case 'out': {
      const st = bringOut(s, army)!;
      const piece = s.pieces[army].indexOf(BASE);
      s.pieces[army][piece] = 0;
      s.lastPath = [...st.path];
      events.push({ text: `${pieceName(s, army, piece)} comes out onto the start square` });
      if (st.hits.length) s.throw!.frozen.push(piece);
      sendToBase(s, st.hits, events);
      useDie(s, 6);
      settle(s, events);
      break;
    }
    case 'atcha': {
      applyAtcha(s, a.target, a.fromBase, events);
      break;
    }
    case 'decline':
      events.push({ text: `${who(s, seat)} does not declare ATCHA: the throw is lost` });
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
