// Which Action cards may be played now, on whom, and what they do.
import { discardCard, drawCards } from '../../engine/deck';
import { tx, type Text } from '../../engine/text';
import { ROUTE_LENGTH, VAULT, aheadDir, guardBehindFrom, kindAt, labAt, spaceName } from './board';
import { CARDS, cardKind, cardName } from './cards';
import { type Work, activeSeats, say, who } from './context';
import { land, moveSteps, plan } from './moves';
import type { AteamState } from './state';

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
export function playOutcome(s: AteamState, play: CardPlay): { seat: number; to: number; moved: number; short: boolean } | null {
  const kind = cardKind(play.card);
  if (kind === 'sidetracked') return null;
  if (kind === 'roving') {
    const g = play.target === undefined ? null : guardBehind(s, play.target);
    return g === null ? null : { seat: play.target!, to: g, moved: 0, short: false };
  }
  const t = s.turn.player;
  const steps = cardSteps(s, t, play.card);
  if (steps === null) return null;
  const m = plan(s, t, steps, aheadDir(s.players[t].facing));
  // An occupied NARROW PASSAGEWAY stops the move short of the card's count.
  return { seat: t, to: m.to, moved: m.path.length, short: m.path.length < steps && kindAt(m.to) === 'narrow' };
}

/** Why a target cannot be sent back by ROVING GUARD or SIDETRACKED now, or null. */
function targetRefusal(s: AteamState, kind: 'sidetracked' | 'roving', target: number): Text | null {
  const t = s.turn.player;
  const p = s.players[target];
  if (!p || p.out) return tx('refusal.not-playing');
  // About yourself, or about another character.
  const why = (key: string): Text => (target === t ? tx(`refusal.you-${key}`) : tx(`refusal.${key}`, { who: who(target) }));
  if (onSafety(s, target)) return why('safety');
  if (kind === 'sidetracked') return p.sidetracked !== null ? why('sidetracked') : null;
  if (target === t && kindAt(p.pos) === 'guard') return tx('refusal.guard');
  if (target === t && p.pos === VAULT) return tx('refusal.vault');
  if (guardBehind(s, target) === null) return why('no-guard');
  return null;
}

/**
 * Why `seat` cannot play `card` (on `target`) now, as a short clause for the refusal, or null
 * when it can. Follows legalPlays() and cardSteps() rule by rule.
 */
export function cardRefusal(s: AteamState, seat: number, card: string, target?: number): Text | null {
  if (s.winner !== null) return tx('refusal.over');
  if (s.turn.player !== seat) return tx('refusal.not-your-turn');
  if (s.await.kind === 'tv') return tx('refusal.tv-first');
  if (s.await.kind === 'stop') return tx('refusal.stop-first');
  if (s.turn.card) return tx('refusal.card-used');
  const p = s.players[seat];
  if (!p.hand.includes(card)) return tx('refusal.not-in-hand');
  const kind = cardKind(card);
  if (kind === 'sidetracked' || kind === 'roving') {
    if (target !== undefined) return targetRefusal(s, kind, target);
    const any = activeSeats(s).some((x) => targetRefusal(s, kind, x) === null);
    return tx(any ? 'refusal.needs-target' : 'refusal.no-target');
  }
  if (kindAt(p.pos) === 'guard') return tx('refusal.guard');
  if (p.pos === VAULT) return tx('refusal.vault');
  if (kind === 'lab1' || kind === 'lab2' || kind === 'lab3') {
    const here = labAt(p.pos);
    if (here === undefined) return tx('refusal.no-lab');
    if (here !== 'ultimate' && here !== CARDS[kind].lab) return tx('refusal.lab-symbol', { card: cardName(card) });
    if (s.turn.labSpace !== p.pos) return tx('refusal.lab-turn');
  }
  if (kind === 'tells' && tellsDistance(s, seat) === null) return tx('refusal.no-lab-ahead');
  if (cardSteps(s, seat, card) === null) return tx('refusal.no-space-ahead');
  return null;
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
function drawOne(w: Work, seat: number): void {
  const d = drawCards(w.s.deck, 1, w.rng);
  w.s.deck = d.deck;
  if (d.reshuffled) say(w, tx('event.reshuffled'));
  w.s.players[seat].hand.push(...d.cards);
}

const takeFromHand = (w: Work, seat: number, card: string): void => {
  const hand = w.s.players[seat].hand;
  hand.splice(hand.indexOf(card), 1);
};

export function discard(w: Work, card: string): void {
  const t = w.s.turn.player;
  takeFromHand(w, t, card);
  w.s.deck = discardCard(w.s.deck, card);
  w.s.turn.card = true;
  say(w, tx('event.discards', { who: who(t), card: cardName(card) }));
  drawOne(w, t);
}

export function playCard(w: Work, play: CardPlay): void {
  const s = w.s;
  const t = s.turn.player;
  const kind = cardKind(play.card);
  const steps = cardSteps(s, t, play.card);
  takeFromHand(w, t, play.card);
  s.turn.card = true;
  const by = who(t);
  const card = cardName(play.card);
  say(
    w,
    play.target === undefined
      ? tx('event.plays', { who: by, card })
      : play.target === t
        ? tx('event.plays-self', { who: by, card })
        : tx('event.plays-on', { who: by, card, target: who(play.target) }),
  );
  if (kind === 'sidetracked') {
    // Lies face up in front of the target until their next turn.
    s.players[play.target!].sidetracked = play.card;
  } else {
    s.deck = discardCard(s.deck, play.card);
  }
  drawOne(w, t);
  switch (kind) {
    case 'sidetracked':
      return;
    case 'roving': {
      const target = play.target!;
      const g = guardBehind(s, target)!;
      s.players[target].pos = g;
      s.lastPath.push(g);
      say(w, tx('event.roving', { who: who(target), space: spaceName(g) }));
      return land(w, target, 'roving');
    }
    case 'shove':
    case 'smooths':
    case 'tells':
    case 'lab1':
    case 'lab2':
    case 'lab3':
      return moveSteps(w, t, steps ?? 0, 'card');
    default: {
      const never: never = kind;
      throw new Error(`unhandled card ${String(never)}`);
    }
  }
}
