// Turn flow: the one pending decision, applying a decision, resigning.
import { offeredChoice } from '../../engine/match';
import { discardCard } from '../../engine/deck';
import { rememberLast } from '../../engine/memo';
import { Rng, seedState } from '../../engine/rng';
import { nextToPlay } from '../../engine/turnOrder';
import { tx } from '../../engine/text';
import { err, ok, type Applied, type Choice, type Pending, type Result } from '../../engine/types';
import { BASE, DETENTION, DOOR, FALCON, isTie, kindOf, spotName } from './board';
import { cardName, effectOf } from './cards';
import { numberOf, SPINNER } from './chance';
import { type Ctx, activeSeats, arrive, makeCtx, say, who } from './context';
import { drawForce } from './force';
import { aheadChoices, canMove, dogfightChoices, spinChoices } from './moves';
import { TOKENS, TOKEN_NAMES, type DsAction, type DsState, type TokenKey } from './state';

/** ESCAPE cards the player may play now: one choice per detained token, with their first such card. */
function escapeChoices(s: DsState): Choice<DsAction>[] {
  const t = s.turn.player;
  const p = s.players[t];
  const card = p.hand.find((c) => effectOf(c).type === 'escape');
  if (!card) return [];
  return TOKENS.filter((k) => p.tokens[k].at === DETENTION).map((token) => ({
    id: `esc:${token}`,
    label: tx('choice.escape', { card: cardName(card), token: TOKEN_NAMES[token], spot: spotName(DOOR) }),
    secret: true,
    card,
    style: 'success' as const,
    action: { kind: 'escape' as const, token, card },
  }));
}

/**
 * pending() is asked several times per decision (the view, the match, apply): states are never
 * changed once made, so the answer for the latest state is kept (engine/memo.ts says why not a
 * WeakMap).
 */
export const pending: (s: DsState) => Pending<DsAction> | null = rememberLast(computePending);

function computePending(s: DsState): Pending<DsAction> | null {
  if (s.winner !== null) return null;
  const t = s.turn.player;
  const a = s.await;
  switch (a.kind) {
    case 'turn': {
      const esc = escapeChoices(s);
      return {
        player: t,
        // The prompt is public (the turn line): it never names the held card.
        prompt: tx(esc.length ? 'prompt.spin-or-card' : 'prompt.spin'),
        choices: [{ id: 'spin', label: tx('choice.spin'), roll: true, style: 'primary', action: { kind: 'spin' } }, ...esc],
      };
    }
    case 'move':
      return {
        player: t,
        prompt: tx(s.players[t].ship !== null ? 'prompt.fly' : 'prompt.move', { n: a.spin }),
        choices: spinChoices(s, t, a.spin, a.freed),
      };
    case 'ahead':
      return {
        player: t,
        // The MOVE AHEAD card was just drawn face up: naming it is public.
        prompt: tx('prompt.ahead', { card: tx('card.ahead', { steps: a.steps }), token: TOKEN_NAMES[a.token] }),
        choices: aheadChoices(s, t, a.token, a.steps),
      };
    case 'dogfight':
      return { player: t, prompt: tx('prompt.dogfight'), choices: dogfightChoices(a.at) };
    default: {
      const never: never = a;
      throw new Error(`unhandled await ${JSON.stringify(never)}`);
    }
  }
}

export function apply(state: DsState, player: number, choice: Choice<DsAction>, rng: Rng): Result<Applied<DsState>> {
  const found = offeredChoice(pending(state), player, choice.id);
  if (!found.ok) return found;
  const offered = found.value;
  if (!offered.action) return err('illegal-choice', 'That is not a legal choice now.');
  const c = makeCtx(state, rng);
  c.s.lastPath = [];
  decide(c, offered.action);
  // As the events report them: a move's spin by its number, a dogfight's with its band.
  c.s.lastChance = c.events.flatMap((e) => e.chance ?? []);
  return ok({ state: c.s, events: c.events });
}

function decide(c: Ctx, a: DsAction): void {
  const s = c.s;
  const t = s.turn.player;
  switch (a.kind) {
    case 'spin':
      return spin(c);
    case 'escape': {
      const p = s.players[t];
      p.hand.splice(p.hand.indexOf(a.card), 1);
      s.deck = discardCard(s.deck, a.card);
      say(c, 'event.escape', { who: who(t), card: cardName(a.card), token: TOKEN_NAMES[a.token], spot: spotName(DOOR) });
      s.lastPath = [DOOR];
      return arrive(c, t, a.token, DOOR, null);
    }
    case 'walk': {
      const fromDetention = s.players[t].tokens[a.token].at === DETENTION;
      const byCard = s.await.kind === 'ahead';
      s.await = { kind: 'turn' };
      say(c, fromDetention ? 'event.walk-freed' : 'event.walk', {
        who: who(t),
        token: TOKEN_NAMES[a.token],
        spot: spotName(a.end),
      });
      s.lastPath = [a.from, ...a.path];
      arrive(c, t, a.token, a.end, { from: a.from, path: a.path });
      // A token moved by a card does not draw again.
      if (!byCard && kindOf(a.end) === 'force') drawForce(c, t, a.token);
      return finishMove(c);
    }
    case 'fly': {
      const p = s.players[t];
      s.lastPath = [p.ship!, ...a.path];
      p.ship = a.end;
      s.await = { kind: 'turn' };
      say(c, 'event.fly', { who: who(t), spot: spotName(a.end) });
      return landShip(c);
    }
    case 'dogfight': {
      const p = s.players[t];
      s.lastPath = [p.ship!, a.end];
      p.ship = a.end;
      s.await = { kind: 'turn' };
      say(c, 'event.dogfight-move', { who: who(t), spot: spotName(a.end) });
      return landShip(c);
    }
    default: {
      const never: never = a;
      throw new Error(`unhandled action ${JSON.stringify(never)}`);
    }
  }
}

function spin(c: Ctx): void {
  const s = c.s;
  const t = s.turn.player;
  const p = s.players[t];
  const r = c.rng.roll(SPINNER);
  say(c, 'event.spins', { who: who(t), n: r.value }, [numberOf(r)]);
  // Three turns in the Detention Block without a 3, and the token leaves on the fourth.
  const freed = TOKENS.filter((k) => p.tokens[k].at === DETENTION && (r.value === 3 || p.tokens[k].held >= 3));
  for (const k of TOKENS) if (p.tokens[k].at === DETENTION) p.tokens[k].held++;
  if (!canMove(s, t, r.value, freed)) {
    say(c, 'event.no-move', { who: who(t) });
    return finishMove(c);
  }
  s.await = { kind: 'move', spin: r.value, freed };
}

/** Where the ship stopped: the Rebel Base wins, a TIE Fighter means a dogfight. */
function landShip(c: Ctx): void {
  const s = c.s;
  const t = s.turn.player;
  const p = s.players[t];
  const at = p.ship!;
  if (at === BASE) return win(c, t);
  if (!isTie(at)) return finishMove(c);
  const r = c.rng.roll(SPINNER);
  if (r.band === 'WIN') {
    say(c, 'event.dogfight-win', { who: who(t), n: r.value }, [r]);
    s.await = { kind: 'dogfight', at };
    return;
  }
  say(c, 'event.dogfight-lose', { who: who(t), n: r.value }, [r]);
  p.ship = FALCON;
  finishMove(c);
}

function win(c: Ctx, seat: number): void {
  c.s.winner = seat;
  c.s.ended = tx('event.base', { who: who(seat) });
  c.events.push({ text: c.s.ended });
}

/** The move is over unless a card or dogfight asks more: an EXTRA TURN spins again, else the turn passes. */
function finishMove(c: Ctx): void {
  const s = c.s;
  if (s.winner !== null || s.await.kind !== 'turn') return;
  if (s.turn.extra) {
    s.turn.extra = false;
    say(c, 'event.extra', { who: who(s.turn.player), card: tx('card.extra') });
    return;
  }
  endTurn(c);
}

/** Passes the turn to the left (next seat), skipping resigned seats; LOSE A TURN skips once. */
export function endTurn(c: Ctx): void {
  const s = c.s;
  const { seat, missed } = nextToPlay(
    s.turn.player,
    s.players.length,
    (i) => s.players[i].out,
    (i) => s.players[i].skip,
  );
  for (const m of missed) {
    s.players[m].skip = false;
    say(c, 'event.misses', { who: who(m) });
  }
  if (seat < 0) return;
  s.players[seat].skip = false;
  s.turn = { player: seat, extra: false };
  s.await = { kind: 'turn' };
}

export function resign(state: DsState, player: number): Applied<DsState> {
  // Leaving spins nothing; the context needs a random source it will never use.
  const c = makeCtx(state, new Rng(seedState(0)));
  const s = c.s;
  const p = s.players[player];
  if (p.out || s.winner !== null) return { state: s, events: [] };
  p.out = true;
  s.deck = p.hand.reduce(discardCard, s.deck);
  p.hand = [];
  say(c, 'event.leaves', { who: who(player) });
  const left = activeSeats(s);
  if (left.length === 1) {
    s.winner = left[0];
    s.ended = tx('event.last', { who: who(left[0]) });
    c.events.push({ text: s.ended });
  } else if (s.turn.player === player) {
    endTurn(c);
  }
  return { state: s, events: c.events };
}

export type { TokenKey };
