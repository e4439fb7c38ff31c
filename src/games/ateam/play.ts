// Which Action cards may be played now, on whom, and what they do.
import { discardCard, drawCards } from '../../engine/deck';
import { ROUTE_LENGTH, VAULT, aheadDir, guardBehindFrom, kindAt, labAt, spaceName } from './board';
import { CARDS, cardKind, cardName } from './cards';
import { type Ctx, activeSeats, role, say } from './ctx';
import { land, moveSteps, plan } from './moves';
import type { AteamState } from './types';

export interface CardPlay {
  card: string;
  target?: number;
}

const onSafety = (s: AteamState, seat: number): boolean => kindAt(s.players[seat].pos) === 'safety';

/** Where a ROVING GUARD would send `seat`. */
const guardBehind = (s: AteamState, seat: number): number | null => guardBehindFrom(s.players[seat].pos, s.players[seat].facing);

/** Steps to the next LAB space ahead; facing in with no LAB ahead, steps to the VAULT; else null. */
export function tellsDistance(s: AteamState, seat: number): number | null {
  const p = s.players[seat];
  const dir = aheadDir(p.facing);
  for (let i = p.pos + dir; i >= 0 && i < ROUTE_LENGTH; i += dir) if (labAt(i) !== undefined) return Math.abs(i - p.pos);
  return p.facing === 'in' && p.pos < VAULT ? VAULT - p.pos : null;
}

/** Steps a self-moving card would move `seat` now, or null when it cannot be played. */
export function cardSteps(s: AteamState, seat: number, card: string): number | null {
  const p = s.players[seat];
  // No card leaves a GUARD space (rule c) or the VAULT (Part Two rule e).
  if (kindAt(p.pos) === 'guard' || p.pos === VAULT) return null;
  const kind = cardKind(card);
  let steps: number | null;
  switch (kind) {
    case 'shove':
    case 'smooths':
      steps = CARDS[kind].steps!;
      break;
    case 'tells':
      steps = tellsDistance(s, seat);
      break;
    case 'lab1':
    case 'lab2':
    case 'lab3': {
      const here = labAt(p.pos);
      const fits = here === 'ultimate' || here === CARDS[kind].lab;
      steps = fits && s.turn.labSpace === p.pos ? CARDS[kind].steps! : null;
      break;
    }
    case 'sidetracked':
    case 'roving':
      return null;
    default: {
      const never: never = kind;
      throw new Error(`unhandled card ${String(never)}`);
    }
  }
  if (steps === null || steps < 1) return null;
  return plan(s, seat, steps, aheadDir(p.facing)).path.length > 0 ? steps : null;
}

/** Where a legal play would put the moved character (before any landing effects), and how far. */
export function playOutcome(s: AteamState, play: CardPlay): { seat: number; to: number; moved: number } | null {
  const kind = cardKind(play.card);
  if (kind === 'sidetracked') return null;
  if (kind === 'roving') {
    const g = play.target === undefined ? null : guardBehind(s, play.target);
    return g === null ? null : { seat: play.target!, to: g, moved: 0 };
  }
  const t = s.turn.player;
  const steps = cardSteps(s, t, play.card);
  if (steps === null) return null;
  const m = plan(s, t, steps, aheadDir(s.players[t].facing));
  return { seat: t, to: m.to, moved: m.path.length };
}

/** Every legal (card, target) pair for the player whose turn it is. */
export function legalPlays(s: AteamState): CardPlay[] {
  const t = s.turn.player;
  if (s.turn.card || s.await.kind !== 'turn' || s.winner !== null) return [];
  const plays: CardPlay[] = [];
  for (const card of s.players[t].hand) {
    const kind = cardKind(card);
    if (kind === 'sidetracked') {
      for (const seat of activeSeats(s)) {
        if (!onSafety(s, seat) && s.players[seat].sidetracked === null) plays.push({ card, target: seat });
      }
    } else if (kind === 'roving') {
      for (const seat of activeSeats(s)) {
        if (onSafety(s, seat) || guardBehind(s, seat) === null) continue;
        // Oneself only when not already held and not in the VAULT: no card takes you off a
        // GUARD space (rule c) or out of the VAULT (Part Two rule e).
        if (seat === t && (kindAt(s.players[seat].pos) === 'guard' || s.players[seat].pos === VAULT)) continue;
        plays.push({ card, target: seat });
      }
    } else if (cardSteps(s, t, card) !== null) {
      plays.push({ card });
    }
  }
  return plays;
}

/** Draws one replacement card (the discard pile is reshuffled when the draw pile is empty). */
function drawOne(c: Ctx, seat: number): void {
  const d = drawCards(c.s.deck, 1, c.rng);
  c.s.deck = d.deck;
  if (d.reshuffled) say(c, 'The draw pile is empty: the discard pile is shuffled into a new one');
  c.s.players[seat].hand.push(...d.cards);
}

const takeFromHand = (c: Ctx, seat: number, card: string): void => {
  const hand = c.s.players[seat].hand;
  hand.splice(hand.indexOf(card), 1);
};

export function discard(c: Ctx, card: string): void {
  const t = c.s.turn.player;
  takeFromHand(c, t, card);
  c.s.deck = discardCard(c.s.deck, card);
  c.s.turn.card = true;
  say(c, `${role(t)} discards ${cardName(card)} and draws a card`);
  drawOne(c, t);
}

export function playCard(c: Ctx, play: CardPlay): void {
  const s = c.s;
  const t = s.turn.player;
  const kind = cardKind(play.card);
  const steps = cardSteps(s, t, play.card);
  takeFromHand(c, t, play.card);
  s.turn.card = true;
  const on = play.target === undefined ? '' : ` on ${play.target === t ? 'themself' : role(play.target)}`;
  say(c, `${role(t)} plays ${cardName(play.card)}${on}`);
  if (kind === 'sidetracked') {
    // Lies face up in front of the target until their next turn.
    s.players[play.target!].sidetracked = play.card;
  } else {
    s.deck = discardCard(s.deck, play.card);
  }
  drawOne(c, t);
  switch (kind) {
    case 'sidetracked':
      return;
    case 'roving': {
      const target = play.target!;
      const g = guardBehind(s, target)!;
      s.players[target].pos = g;
      s.lastPath.push(g);
      say(c, `The roving guard takes ${role(target)} back to ${spaceName(g)}`);
      return land(c, target, 'roving');
    }
    case 'shove':
    case 'smooths':
    case 'tells':
    case 'lab1':
    case 'lab2':
    case 'lab3':
      return moveSteps(c, t, steps ?? 0, 'card');
    default: {
      const never: never = kind;
      throw new Error(`unhandled card ${String(never)}`);
    }
  }
}
