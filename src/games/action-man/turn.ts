// The one pending decision, applying a decision, leaving.
import { offeredChoice } from '../../engine/match';
import { discardCard } from '../../engine/deck';
import { rememberLast } from '../../engine/memo';
import { Rng, seedState } from '../../engine/rng';
import { tx } from '../../engine/text';

import { err, ok, type Applied, type Choice, type Pending, type Result } from '../../engine/types';
import { squareName } from './board';
import { battleOf, battleText } from './cards';
import { type Ctx, heldBy, makeCtx, say, who } from './context';
import { claim, eliminate, endTurn, exchange, proceed, roll, settle, stakeText, throwAgain, yieldSquare } from './moves';
import { MAX_THROWS, type ActionManAction, type ActionManState } from './state';

type AmChoice = Choice<ActionManAction>;
/** Mark letters on the picture: not R, B, Y or G, which the commanders and holders wear. */
const LETTERS = 'ACDEFHIJKLMNOPQSTUVWXZ';
const ROLL: AmChoice[] = [{ id: 'roll', label: tx('choice.roll'), roll: true, style: 'primary', action: { kind: 'roll' } }];

/**
 * A state is never changed once built, so its pending decision is worked out once: a request
 * asks for it several times (the AI, the match, apply's own check). Only the latest state's
 * answer is kept (engine/memo.ts says why not a WeakMap).
 */
export const pending: (s: ActionManState) => Pending<ActionManAction> | null = rememberLast(decisionOf);

function decisionOf(s: ActionManState): Pending<ActionManAction> | null {
  if (s.winners !== null) return null;
  const t = s.turn;
  const a = s.await;
  switch (a.kind) {
    case 'turn':
      return { player: t, prompt: tx('prompt.roll'), choices: ROLL };
    case 'throw': {
      const c = a.combat;
      const left = MAX_THROWS - c.throws;
      return {
        player: t,
        prompt: tx('prompt.throw', {
          kind: tx(`battle-name.${battleOf(c.card)}`),
          battle: battleText(battleOf(c.card)),
          stake: stakeText(c.fight.defender, c.fight.stake),
          throws: c.throws,
          score: c.score,
        }),
        choices: [
          { id: 'keep', label: tx('choice.keep', { score: c.score }), style: 'success', action: { kind: 'keep' } },
          { id: 'again', label: tx('choice.again', { left }), style: 'danger', action: { kind: 'again' } },
        ],
      };
    }
    case 'yield': {
      const held = heldBy(s, a.loser);
      return {
        player: a.loser,
        prompt: tx('prompt.yield', { winner: who(a.winner) }),
        // A force has 19 units, so it never holds more squares than there are letters.
        choices: held.map((sq, k): AmChoice => ({
          id: `yield:${sq + 1}`,
          label: tx('choice.yield', { square: squareName(sq), letter: LETTERS[k] }),
          mark: LETTERS[k],
          style: 'secondary',
          action: { kind: 'yield', square: sq },
        })),
      };
    }
    case 'claim':
      return {
        player: t,
        prompt: tx('prompt.claim', { square: squareName(a.square) }),
        choices: [
          {
            id: 'claim',
            label: tx('choice.claim', { square: squareName(a.square), hq: s.forces[t].hq }),
            style: 'success',
            action: { kind: 'claim' },
          },
          { id: 'leave', label: tx('choice.leave'), style: 'secondary', action: { kind: 'leave' } },
        ],
      };
    case 'offer':
      return {
        player: t,
        prompt: tx('prompt.offer', { to: who(a.to) }),
        choices: [
          { id: 'offer', label: tx('choice.offer', { to: who(a.to) }), style: 'primary', action: { kind: 'offer' } },
          { id: 'no-offer', label: tx('choice.no-offer'), style: 'secondary', action: { kind: 'no-offer' } },
        ],
      };
    case 'answer':
      return {
        player: a.to,
        prompt: tx('prompt.answer', { from: who(a.from) }),
        choices: [
          { id: 'accept', label: tx('choice.accept'), style: 'success', action: { kind: 'accept' } },
          { id: 'decline', label: tx('choice.decline'), style: 'secondary', action: { kind: 'decline' } },
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
      say(c, tx('event.keeps', { who: who(t), score: a.combat.score }));
      return settle(c, a.combat);
    case 'again':
      if (a.kind !== 'throw') throw new Error('throw without a combat');
      say(c, tx('event.again', { who: who(t), k: a.combat.throws + 1, max: MAX_THROWS }));
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
      say(c, tx('event.leaves-square', { who: who(t) }));
      return proceed(c);
    case 'offer':
      if (a.kind !== 'offer') throw new Error('offer without a POW square');
      s.await = { kind: 'answer', from: t, to: a.to };
      say(c, tx('event.offers', { who: who(t), to: who(a.to) }));
      return;
    case 'no-offer':
      s.await = { kind: 'turn' };
      say(c, tx('event.no-offer', { who: who(t) }));
      return proceed(c);
    case 'accept':
      if (a.kind !== 'answer') throw new Error('accept without an offer');
      s.await = { kind: 'turn' };
      exchange(c, a.from, a.to);
      return proceed(c);
    case 'decline':
      if (a.kind !== 'answer') throw new Error('decline without an offer');
      s.await = { kind: 'turn' };
      say(c, tx('event.declines', { who: who(a.to) }));
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
  eliminate(c, player, tx('event.resigns', { who: who(player) }));
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
    if (a.kind === 'throw') say(c, tx('event.called-off', { who: who(player) }));
    s.await = { kind: 'turn' };
    proceed(c);
  }
  return { state: s, events: c.events };
}
