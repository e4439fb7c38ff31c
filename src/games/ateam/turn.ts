// Turn flow: the one pending decision, applying a decision, resigning.
import { discardCard } from '../../engine/deck';
import type { Writable } from '../../engine/readonly';
import { Rng, seedState } from '../../engine/rng';
import { tx, type Text } from '../../engine/text';
import { nextToPlay } from '../../engine/turnOrder';
import { err, ok, type Applied, type Choice, type Pending, type Result } from '../../engine/types';
import { VAULT, kindAt, labAt, spaceName } from './board';
import { cardKind, cardName } from './cards';
import { type Work, activeSeats, isPursuer, role, say, startWork, who } from './context';
import { arrive, battle, guardBattle, land, moveSteps, tvTargets } from './moves';
import { type CardPlay, discard, legalPlays, playCard, playOutcome } from './play';
import { type AteamAction, type AteamState, type TurnState } from './state';

/** The start of `player`'s turn: a LAB card may be played from the LAB they start on. */
export function freshTurn(s: AteamState, player: number): TurnState {
  const pos = s.players[player].pos;
  return { player, rolled: false, card: false, labSpace: labAt(pos) !== undefined ? pos : null };
}

function cardChoices(s: AteamState): Choice<AteamAction>[] {
  const t = s.turn.player;
  const plays = legalPlays(s).map((p): Choice<AteamAction> => {
    const card = cardName(p.card);
    // A target is named by the character, as the board shows it: the label stays short in every language.
    const play =
      p.target === undefined
        ? tx('choice.play', { card })
        : p.target === t
          ? tx('choice.play-self', { card })
          : tx('choice.play-on', { card, target: role(p.target) });
    // Built, then completed: a fresh choice is this function's own until it returns.
    const c: Writable<Choice<AteamAction>> = {
      id: playId(p),
      label: whereTo(s, p, play),
      secret: true,
      card: p.card,
      style: 'success',
      action: { kind: 'play', card: p.card, ...(p.target === undefined ? {} : { target: p.target }) },
    };
    if (p.target !== undefined) c.target = p.target;
    const harm = p.target === t ? selfHarm(s, p) : null;
    if (harm) c.harm = harm;
    return c;
  });
  if (s.turn.card || s.await.kind !== 'turn') return plays;
  // A discard is its own choice, secret but without `card`: /playcard never takes it.
  const discards = s.players[t].hand.map((card): Choice<AteamAction> => ({
    id: `discard:${card}`,
    label: tx('choice.discard', { card: cardName(card) }),
    secret: true,
    style: 'secondary',
    action: { kind: 'discard', card },
  }));
  return [...plays, ...discards];
}

/** Says where the card takes someone, so the button needs no counting on the board. */
function whereTo(s: AteamState, p: CardPlay, play: Text): Text {
  const o = playOutcome(s, p);
  if (!o) return play;
  // ROVING GUARD always ends on a GUARD: the space number is enough there.
  if (o.moved === 0) return tx('choice.back-to', { play, n: o.to });
  // Cut short, the move always ends on the occupied NARROW PASSAGEWAY: its number is enough.
  if (o.short) return tx('choice.only-to', { play, n: o.moved, to: o.to });
  return tx('choice.move-to', { play, n: o.moved, space: spaceName(o.to) });
}

/**
 * What SIDETRACKED or ROVING GUARD played on oneself costs: a lost turn, or a walk back to a
 * GUARD (the rulebook allows both; a new player once took the first by mistake).
 */
function selfHarm(s: AteamState, p: CardPlay): Text | null {
  const kind = cardKind(p.card);
  if (kind === 'sidetracked') return tx('harm.sidetracked');
  if (kind !== 'roving') return null;
  const o = playOutcome(s, p);
  return o ? tx('harm.roving', { n: o.to }) : null;
}

const playId = (p: CardPlay): string => (p.target === undefined ? `play:${p.card}` : `play:${p.card}:${p.target}`);

/** The seat that decides now: a pursuer deciding whether to stop, otherwise the player whose turn it is. */
const decider = (s: AteamState): number => (s.await.kind === 'stop' ? s.await.seat : s.turn.player);

export function pending(s: AteamState): Pending<AteamAction> | null {
  if (s.winner !== null) return null;
  const t = s.turn.player;
  const a = s.await;
  switch (a.kind) {
    case 'tv':
      return {
        player: t,
        prompt: tx('prompt.tv'),
        choices: [
          ...tvTargets(s, t).map((o): Choice<AteamAction> => ({
            id: `tv:${o}`,
            label: tx('choice.battle', { target: role(o) }),
            style: 'danger',
            action: { kind: 'tv', target: o },
          })),
          { id: 'tv:none', label: tx('choice.no-battle'), style: 'secondary', action: { kind: 'tv', target: null } },
        ],
      };
    case 'stop': {
      // The holder may have left meanwhile: then the stop is just a stop on that space.
      const h = s.formula;
      return {
        player: a.seat,
        prompt: h === null ? tx('prompt.stop', { space: spaceName(a.stop) }) : tx('prompt.stop-holder', { holder: who(h) }),
        choices: [
          {
            id: 'stop',
            label:
              h === null
                ? tx('choice.stop', { space: spaceName(a.stop) })
                : tx('choice.stop-holder', { space: spaceName(a.stop), holder: role(h) }),
            style: 'danger',
            action: { kind: 'stop', stop: true },
          },
          {
            id: 'go',
            label: tx('choice.go-on', { space: spaceName(a.to) }),
            style: 'secondary',
            action: { kind: 'stop', stop: false },
          },
        ],
      };
    }
    case 'turn': {
      const p = s.players[t];
      const cards = cardChoices(s);
      if (!s.turn.rolled) {
        const act =
          kindAt(p.pos) === 'guard' ? 'guard' : p.pos === VAULT && s.formula === null ? 'take' : p.reached ? 'roll-both' : 'roll';
        // The button says it in the first person or the infinitive, the call to act as an order.
        const label = tx(`choice.${act}`);
        const order = tx(`prompt.${act}`);
        return {
          player: t,
          prompt: cards.length ? tx('prompt.and-card', { action: order }) : order,
          choices: [{ id: 'roll', label, roll: true, style: 'primary', action: { kind: 'roll' } }, ...cards],
        };
      }
      // settle() ends the turn once no card can be played: "End turn" is only offered beside a play.
      return {
        player: t,
        prompt: tx('prompt.after-roll'),
        choices: [...cards, { id: 'end', label: tx('choice.end'), style: 'secondary', action: { kind: 'end' } }],
      };
    }
    default: {
      const never: never = a;
      throw new Error(`unhandled await ${JSON.stringify(never)}`);
    }
  }
}

/**
 * Whether `action` fits the state: the engine hands apply() a choice it matched in pending(),
 * so this only guards direct callers (tests) cheaply, without building every choice again.
 */
function fits(s: AteamState, a: AteamAction): boolean {
  const w = s.await.kind;
  switch (a.kind) {
    case 'roll':
      return w === 'turn' && !s.turn.rolled;
    case 'end':
      return w === 'turn' && s.turn.rolled;
    case 'discard':
      return w === 'turn' && !s.turn.card && s.players[s.turn.player].hand.includes(a.card);
    case 'play':
      return legalPlays(s).some((p) => p.card === a.card && p.target === a.target);
    case 'tv':
      return w === 'tv' && (a.target === null || tvTargets(s, s.turn.player).includes(a.target));
    case 'stop':
      return w === 'stop';
    default: {
      const never: never = a;
      throw new Error(`unhandled action ${JSON.stringify(never)}`);
    }
  }
}

export function apply(state: AteamState, player: number, choice: Choice<AteamAction>, rng: Rng): Result<Applied<AteamState>> {
  if (state.winner !== null) return err('game-over', 'The game is over.');
  if (player !== decider(state)) return err('not-your-turn', 'It is not your turn.');
  const a = choice.action;
  if (!a || !fits(state, a)) return err('illegal-choice', 'That is not a legal choice now.');
  const w = startWork(state, rng);
  w.s.lastPath = [];
  decide(w, a);
  settle(w);
  // A decision that moves nobody (End turn, a discard, a held guard battle) leaves the last
  // move highlighted: after a long AI round the picture still shows where it went.
  if (w.s.lastPath.length === 0) w.s.lastPath = [...state.lastPath];
  return ok({ state: w.s, events: w.events });
}

function decide(w: Work, a: AteamAction): void {
  const s = w.s;
  const t = s.turn.player;
  switch (a.kind) {
    case 'roll':
      return roll(w);
    case 'end':
      return endTurn(w);
    case 'tv':
      s.await = { kind: 'turn' };
      if (a.target === null) return say(w, tx('event.tv-none', { who: who(t) }));
      say(w, tx('event.tv-challenge', { who: who(t), target: who(a.target) }));
      return battle(w, t, a.target);
    case 'stop': {
      const st = s.await;
      if (st.kind !== 'stop') throw new Error('stop choice without a stop decision');
      s.await = { kind: 'turn' };
      const path = a.stop ? st.path.slice(0, st.path.indexOf(st.stop) + 1) : st.path;
      return arrive(w, st.seat, path, st.cause);
    }
    case 'discard':
      return discard(w, a.card);
    case 'play':
      return playCard(w, a.target === undefined ? { card: a.card } : { card: a.card, target: a.target });
    default: {
      const never: never = a;
      throw new Error(`unhandled action ${JSON.stringify(never)}`);
    }
  }
}

function roll(w: Work): void {
  const s = w.s;
  const t = s.turn.player;
  const p = s.players[t];
  s.turn.rolled = true;
  if (kindAt(p.pos) === 'guard') return guardBattle(w, t);
  // Only after a formula holder left: someone still standing in the VAULT takes the formula
  // back from there instead of rolling.
  if (p.pos === VAULT && s.formula === null) return land(w, t, 'roll');
  const dice = w.rng.dice(p.reached ? 2 : 1);
  const total = dice.reduce((x, y) => x + y, 0);
  // No label: the picture labels the roll with the seat the text names first.
  const by = who(t);
  say(
    w,
    dice.length > 1 ? tx('event.rolls-both', { who: by, a: dice[0], b: dice[1], total }) : tx('event.rolls', { who: by, total }),
    dice,
  );
  moveSteps(w, t, total, 'roll');
}

/**
 * Ends the turn once nothing is left to do in it: rolled, and no card can still be played
 * (one was played or discarded, the hand is empty, or none is playable here). A discard alone
 * does not keep the turn open: it is offered beside a playable card, or before the roll.
 */
function settle(w: Work): void {
  const s = w.s;
  if (s.winner !== null || s.await.kind !== 'turn' || !s.turn.rolled) return;
  if (legalPlays(s).length === 0) endTurn(w);
}

/** Passes the turn to the left, skipping resigned seats; a SIDETRACKED player misses the turn. */
export function endTurn(w: Work): void {
  const s = w.s;
  const n = s.players.length;
  const { seat: next, missed } = nextToPlay(
    s.turn.player,
    n,
    (i) => s.players[i].out,
    (seat) => s.players[seat].sidetracked !== null,
  );
  for (const seat of missed) {
    const card = s.players[seat].sidetracked!;
    s.players[seat].sidetracked = null;
    s.deck = discardCard(s.deck, card);
    say(w, tx('event.sidetracked', { who: who(seat) }));
  }
  if (next < 0) return;
  faceTheHolder(w, next);
  s.turn = freshTurn(s, next);
  s.await = { kind: 'turn' };
}

/**
 * A pursuer begins each turn by turning to face the formula holder, as a player chasing them
 * would: otherwise one who got past the holder could only run on to START and wait there.
 */
function faceTheHolder(w: Work, seat: number): void {
  const s = w.s;
  if (!isPursuer(s, seat)) return;
  const p = s.players[seat];
  const h = s.players[s.formula!].pos;
  // Sharing a space with the holder, follow them out.
  const facing = h > p.pos ? 'in' : 'out';
  if (facing === p.facing) return;
  p.facing = facing;
  say(w, tx(facing === 'in' ? 'event.turns-in' : 'event.turns-out', { who: who(seat), holder: who(s.formula!) }));
}

/**
 * The player leaves: token off the board, cards (and a SIDETRACKED card in front) to the
 * discard pile. A formula they held goes back to the VAULT and the chase starts again.
 */
export function resign(state: AteamState, player: number): Applied<AteamState> {
  // Leaving rolls nothing; the context just needs a random source it will never use.
  const w = startWork(state, new Rng(seedState(0)));
  const s = w.s;
  const p = s.players[player];
  if (p.out || s.winner !== null) return { state: s, events: [] };
  p.out = true;
  const thrown = [...p.hand, ...(p.sidetracked ? [p.sidetracked] : [])];
  s.deck = thrown.reduce(discardCard, s.deck);
  p.hand = [];
  p.sidetracked = null;
  say(w, tx('event.leaves', { who: who(player) }));
  // A stop decision waiting for the leaver goes with them.
  if (s.await.kind === 'stop' && s.await.seat === player) s.await = { kind: 'turn' };
  if (s.formula === player) {
    s.formula = null;
    for (const q of s.players) {
      q.reached = false;
      q.facing = 'in';
    }
    say(w, tx('event.formula-back'));
  }
  const left = activeSeats(s);
  if (left.length === 1) {
    s.winner = left[0];
    s.ended = tx('event.last', { who: who(left[0]) });
    say(w, s.ended);
    return { state: s, events: w.events };
  }
  if (s.turn.player === player) endTurn(w);
  else settle(w);
  return { state: s, events: w.events };
}
