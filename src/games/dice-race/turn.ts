// Turn flow: the one pending decision, applying a decision, resigning. A turn: play one card
// if you like, then roll and move; a six lets you jump anywhere (a decision of more than 25
// choices, so that select menus are paged).
import { discardCard, drawCards } from '../../engine/deck';
import { offeredChoice } from '../../engine/match';
import type { Rng } from '../../engine/rng';
import { nextSeat } from '../../engine/turnOrder';
import { tx } from '../../engine/text';
import { ok, type Applied, type Choice, type GameEvent, type Pending, type Result } from '../../engine/types';
import { FINISH } from './board';
import { CARD_KINDS, cardKind, cardName } from './cards';
import { landAfterRoll, moveTo } from './moves';
import type { RaceAction, RaceState } from './state';

type RaceChoice = Choice<RaceAction>;

function others(s: RaceState, p: number): number[] {
  return s.pos.map((_, i) => i).filter((i) => i !== p && !s.out[i]);
}

function choicesOf(s: RaceState): RaceChoice[] {
  const p = s.turn;
  if (s.await.kind === 'jump') {
    const out: RaceChoice[] = [
      { id: 'stay', label: tx('choice.stay', { n: s.pos[p] }), style: 'secondary', action: { kind: 'stay' } },
    ];
    for (let n = 0; n < FINISH; n++)
      if (n !== s.pos[p]) out.push({ id: `jump:${n}`, label: tx('choice.jump', { n }), action: { kind: 'jump', to: n } });
    return out;
  }
  const out: RaceChoice[] = [{ id: 'roll', label: tx('choice.roll'), roll: true, style: 'primary', action: { kind: 'roll' } }];
  if (s.played) return out;
  for (const card of s.hands[p]) {
    const kind = cardKind(card);
    if (!CARD_KINDS[kind].target)
      out.push({
        id: `card:${card}`,
        label: tx('choice.play', { card: cardName(kind) }),
        secret: true,
        card,
        action: { kind: 'play', card },
      });
    else
      for (const t of others(s, p))
        out.push({
          id: `card:${card}:${t}`,
          label: tx('choice.play-on', { card: cardName(kind), target: { seat: t } }),
          secret: true,
          card,
          target: t,
          action: { kind: 'play', card, target: t },
        });
  }
  return out;
}

export function pending(s: RaceState): Pending<RaceAction> | null {
  if (s.winner !== null) return null;
  const prompt = tx(s.await.kind === 'jump' ? 'prompt.jump' : 'prompt.roll');
  return { player: s.turn, prompt, choices: choicesOf(s) };
}

/** Passes the turn on, skipping napping players (each nap costs one turn). */
function advance(s: RaceState, events: GameEvent[]): RaceState {
  const skip = [...s.skip];
  let turn = s.turn;
  for (;;) {
    turn = nextSeat(turn, s.pos.length, (i) => s.out[i]);
    if (!skip[turn]) break;
    skip[turn] = false;
    events.push({ text: tx('event.napping', { who: { seat: turn } }) });
  }
  return { ...s, skip, turn, await: { kind: 'roll' }, played: false };
}

export function apply(s: RaceState, player: number, picked: RaceChoice, rng: Rng): Result<Applied<RaceState>> {
  // The engine passes only offered choices; this check guards direct callers (tests).
  const offered = offeredChoice(pending(s), player, picked.id);
  if (!offered.ok) return offered;
  const a = offered.value.action!;
  const who = { seat: player };
  const events: GameEvent[] = [];
  switch (a.kind) {
    case 'stay':
      return ok({ state: advance({ ...s, path: [] }, events), events: [{ text: tx('event.stays', { who }) }, ...events] });
    case 'jump': {
      const moved = moveTo(s, player, a.to);
      events.push({ text: tx('event.jumps', { who, n: a.to }) });
      return ok({ state: advance(moved, events), events });
    }
    case 'roll': {
      const die = rng.die();
      events.push({ text: tx('event.rolls', { who, die }), dice: [die] });
      const next = landAfterRoll(moveTo(s, player, s.pos[player] + die), player, rng, events);
      if (next.winner !== null) {
        events.push({ text: tx('event.finish', { who }) });
        return ok({ state: next, events });
      }
      if (die === 6) return ok({ state: { ...next, await: { kind: 'jump' } }, events });
      return ok({ state: advance(next, events), events });
    }
    case 'play':
      return ok(playCard(s, player, a.card, a.target, rng));
    default: {
      const never: never = a;
      throw new Error(`unknown action ${JSON.stringify(never)}`);
    }
  }
}

/** A card: discard it, draw a replacement, apply its effect; the player still rolls. */
function playCard(s: RaceState, player: number, card: string, target: number | undefined, rng: Rng): Applied<RaceState> {
  const who = { seat: player };
  const events: GameEvent[] = [];
  const hands = s.hands.map((h) => [...h]);
  hands[player] = hands[player].filter((c) => c !== card);
  const drawn = drawCards(discardCard(s.deck, card), 1, rng);
  hands[player].push(...drawn.cards);
  let next: RaceState = { ...s, hands, deck: drawn.deck, played: true };
  const kind = cardKind(card);
  switch (kind) {
    case 'hop':
      next = moveTo(next, player, next.pos[player] + 2);
      events.push({ text: tx('event.hop', { who, n: next.pos[player] }) });
      if (next.winner !== null) events.push({ text: tx('event.finish', { who }) });
      break;
    case 'trip': {
      const t = target!;
      next = moveTo(next, t, next.pos[t] - 3);
      events.push({ text: tx('event.trip', { who, target: { seat: t }, n: next.pos[t] }) });
      break;
    }
    case 'nap': {
      const t = target!;
      const skip = [...next.skip];
      skip[t] = true;
      next = { ...next, skip };
      events.push({ text: tx('event.nap', { who, target: { seat: t } }) });
      break;
    }
    default: {
      const never: never = kind;
      throw new Error(`unknown card ${never}`);
    }
  }
  return { state: next, events };
}

export function resign(s: RaceState, player: number): Applied<RaceState> {
  const out = [...s.out];
  out[player] = true;
  const events: GameEvent[] = [{ text: tx('event.resigns', { who: { seat: player } }) }];
  const left = out.map((o, i) => (o ? -1 : i)).filter((i) => i >= 0);
  let next: RaceState = { ...s, out };
  if (left.length === 1) {
    next = { ...next, winner: left[0] };
    events.push({ text: tx('event.last', { who: { seat: left[0] } }) });
  } else if (s.turn === player) next = advance(next, events);
  return { state: next, events };
}
