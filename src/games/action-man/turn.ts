// The one pending decision, applying a decision, leaving.
import { offeredChoice } from '../../engine/match';
import { discardCard } from '../../engine/deck';
import { Rng, seedState } from '../../engine/rng';
import { clip } from '../../engine/text';

import { err, ok, type Applied, type Choice, type Pending, type Result } from '../../engine/types';
import { squareName } from './board';
import { battleOf, battleText } from './cards';
import { type Ctx, heldBy, makeCtx, role, say } from './context';
import { claim, eliminate, endTurn, exchange, proceed, roll, settle, stakeText, throwAgain, yieldSquare } from './moves';
import { MAX_THROWS, type ActionManAction, type ActionManState } from './state';

type AmChoice = Choice<ActionManAction>;
const label = (s: string): string => clip(s, 80);
/** Mark letters on the picture: not R, B, Y or G, which the commanders and holders wear. */
const LETTERS = 'ACDEFHIJKLMNOPQSTUVWXZ';
const ROLL: AmChoice[] = [{ id: 'roll', label: 'Roll the die', roll: true, style: 'primary', action: { kind: 'roll' } }];

/**
 * A state is never changed once built, so its pending decision is worked out once: a request
 * asks for it several times (the AI, the match, apply's own check).
 */
const asked = new WeakMap<ActionManState, Pending<ActionManAction> | null>();

export function pending(s: ActionManState): Pending<ActionManAction> | null {
  let p = asked.get(s);
  if (p === undefined) {
    p = decisionOf(s);
    asked.set(s, p);
  }
  return p;
}

function decisionOf(s: ActionManState): Pending<ActionManAction> | null {
  if (s.winners !== null) return null;
  const t = s.turn;
  const a = s.await;
  switch (a.kind) {
    case 'turn':
      return { player: t, prompt: 'Roll the die', choices: ROLL };
    case 'throw': {
      const c = a.combat;
      const left = MAX_THROWS - c.throws;
      return {
        player: t,
        prompt: `${battleText(battleOf(c.card))}. Against ${role(c.fight.defender)}${stakeText(c.fight.stake)}, your throw ${c.throws} scores ${c.score}: keep it, or throw all five again (the last throw counts)?`,
        choices: [
          { id: 'keep', label: `Keep (score ${c.score})`, style: 'success', action: { kind: 'keep' } },
          { id: 'again', label: `Throw again (${left} left)`, style: 'danger', action: { kind: 'again' } },
        ],
      };
    }
    case 'yield': {
      const held = heldBy(s, a.loser);
      return {
        player: a.loser,
        prompt: `Your HQ is empty: choose the unit on an illustrated square that goes to ${role(a.winner)}'s POW camp`,
        // A force has 19 units, so it never holds more squares than there are letters.
        choices: held.map((sq, k): AmChoice => ({
          id: `yield:${sq + 1}`,
          label: label(`Give up ${squareName(sq)} (${LETTERS[k]})`),
          mark: LETTERS[k],
          style: 'secondary',
          action: { kind: 'yield', square: sq },
        })),
      };
    }
    case 'claim':
      return {
        player: t,
        prompt: `${squareName(a.square)} is unoccupied: claim it with a unit from your HQ?`,
        choices: [
          {
            id: 'claim',
            label: label(`Claim ${squareName(a.square)} (${s.forces[t].hq} in HQ)`),
            style: 'success',
            action: { kind: 'claim' },
          },
          { id: 'leave', label: 'Leave it unclaimed', style: 'secondary', action: { kind: 'leave' } },
        ],
      };
    case 'offer':
      return {
        player: t,
        prompt: `You are on a POW exchange square: offer ${role(a.to)} an exchange of one prisoner each?`,
        choices: [
          { id: 'offer', label: `Offer ${role(a.to)} an exchange of prisoners`, style: 'primary', action: { kind: 'offer' } },
          { id: 'no-offer', label: 'No exchange', style: 'secondary', action: { kind: 'no-offer' } },
        ],
      };
    case 'answer':
      return {
        player: a.to,
        prompt: `${role(a.from)} offers an exchange: one ${role(a.to)} prisoner from ${role(a.from)}'s camp back to your HQ, one ${role(a.from)} prisoner from your camp back to theirs. Accept?`,
        choices: [
          { id: 'accept', label: 'Accept the exchange', style: 'success', action: { kind: 'accept' } },
          { id: 'decline', label: 'Decline', style: 'secondary', action: { kind: 'decline' } },
        ],
      };
    default: {
      const never: never = a;
      throw new Error(`unhandled await ${JSON.stringify(never)}`);
    }
  }
}

export function apply(
  state: ActionManState,
  player: number,
  choice: Choice<ActionManAction>,
  rng: Rng,
): Result<Applied<ActionManState>> {
  // The offered choice carries the action: a caller's own copy of it is never trusted.
  const found = offeredChoice(pending(state), player, choice.id);
  if (!found.ok) return found;
  const offered = found.value;
  if (!offered.action) return err('illegal-choice', 'That is not a legal choice now.');
  const c = makeCtx(state, rng);
  c.s.steps++;
  decide(c, offered.action);
  return ok({ state: c.s, events: c.events });
}

function decide(c: Ctx, action: ActionManAction): void {
  const s = c.s;
  const a = s.await;
  const t = s.turn;
  switch (action.kind) {
    case 'roll':
      return rollTurn(c);
    case 'keep':
      if (a.kind !== 'throw') throw new Error('keep without a combat');
      say(c, `${role(t)} keeps the throw: score ${a.combat.score}`);
      return settle(c, a.combat);
    case 'again':
      if (a.kind !== 'throw') throw new Error('throw without a combat');
      say(c, `${role(t)} throws all five again (throw ${a.combat.throws + 1} of at most ${MAX_THROWS})`);
      return throwAgain(c, a.combat);
    case 'yield':
      if (a.kind !== 'yield') throw new Error('yield without a loss');
      s.await = { kind: 'turn' };
      yieldSquare(c, a.loser, a.winner, action.square);
      return proceed(c);
    case 'claim':
      if (a.kind !== 'claim') throw new Error('claim without a square');
      s.await = { kind: 'turn' };
      claim(c, a.square);
      return proceed(c);
    case 'leave':
      s.await = { kind: 'turn' };
      say(c, `${role(t)} leaves the square unclaimed`);
      return proceed(c);
    case 'offer':
      if (a.kind !== 'offer') throw new Error('offer without a POW square');
      s.await = { kind: 'answer', from: t, to: a.to };
      say(c, `${role(t)} offers ${role(a.to)} an exchange of prisoners: ${role(a.to)} answers`);
      return;
    case 'no-offer':
      s.await = { kind: 'turn' };
      say(c, `${role(t)} offers no exchange`);
      return proceed(c);
    case 'accept':
      if (a.kind !== 'answer') throw new Error('accept without an offer');
      s.await = { kind: 'turn' };
      exchange(c, a.from, a.to);
      return proceed(c);
    case 'decline':
      if (a.kind !== 'answer') throw new Error('decline without an offer');
      s.await = { kind: 'turn' };
      say(c, `${role(a.to)} declines the exchange`);
      return proceed(c);
    default: {
      const never: never = action;
      throw new Error(`unhandled action ${JSON.stringify(never)}`);
    }
  }
}

function rollTurn(c: Ctx): void {
  c.s.lastPath = [];
  roll(c);
}

/**
 * A player leaves: out of the game as if the commander were lost. A question waiting for them
 * goes with them (a battle against them is called off, an offer to them lapses), and the
 * turn goes on.
 */
export function resign(state: ActionManState, player: number): Applied<ActionManState> {
  // Leaving throws nothing; the context needs a random source it will not use.
  const c = makeCtx(state, new Rng(seedState(0)));
  const s = c.s;
  if (s.winners !== null || s.forces[player]?.out !== false) return { state, events: [] };
  const a = s.await;
  eliminate(c, player, `${role(player)} (${s.names[player]}) leaves the game`);
  // A battle called off puts its card on the discard pile.
  const calledOff = a.kind === 'throw' && (player === s.turn || a.combat.fight.defender === player);
  if (calledOff) s.deck = discardCard(s.deck, a.combat.card);
  if (s.winners !== null) return { state: s, events: c.events };
  if (player === s.turn) {
    endTurn(c);
  } else if (
    (a.kind === 'throw' && a.combat.fight.defender === player) ||
    (a.kind === 'yield' && (a.loser === player || a.winner === player)) ||
    ((a.kind === 'offer' || a.kind === 'answer') && a.to === player)
  ) {
    if (a.kind === 'throw') say(c, `The battle against ${role(player)} is called off`);
    s.await = { kind: 'turn' };
    proceed(c);
  }
  return { state: s, events: c.events };
}
