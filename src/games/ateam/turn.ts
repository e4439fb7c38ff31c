// Turn flow: set-up, the one pending decision, applying a decision, resigning.
import { discardCard, drawCards, newDeck } from '../../engine/deck';
import { Rng, seedState } from '../../engine/rng';
import { clip } from '../../engine/text';
import { nextToPlay, rollForFirst } from '../../engine/turnOrder';
import { err, ok, type Applied, type Choice, type GameEvent, type Pending, type Result, type SetupContext } from '../../engine/types';
import { VAULT, kindAt, labAt, spaceName } from './board';
import { CARD_IDS, cardName } from './cards';
import { type Ctx, activeSeats, isPursuer, makeCtx, role, say } from './ctx';
import { arrive, battle, guardBattle, land, moveSteps, tvTargets } from './moves';
import { type CardPlay, discard, legalPlays, playCard, playOutcome } from './play';
import { ROLES, type AteamState, type TurnState } from './types';

const HAND_SIZE = 3;
/** Choice labels are at most 80 characters (engine contract). */
const shortLabel = (s: string): string => clip(s, 80);
/** "Face (bob)" for choice labels; a long display name is cut so the rest of the label fits. */
const who = (s: AteamState, seat: number): string => `${role(seat)} (${clip(s.names[seat], 14)})`;

/** The start of `player`'s turn: a LAB card may be played from the LAB they start on. */
export function freshTurn(s: AteamState, player: number): TurnState {
  const pos = s.players[player].pos;
  return { player, rolled: false, card: false, labSpace: labAt(pos) !== undefined ? pos : null };
}

export function setup(ctx: SetupContext): Applied<AteamState> {
  const { rng, seats } = ctx;
  let deck = newDeck(CARD_IDS, rng);
  const players = seats.map(() => {
    const d = drawCards(deck, HAND_SIZE, rng);
    deck = d.deck;
    return { pos: 0, facing: 'in' as const, reached: false, hand: d.cards, sidetracked: null, out: false };
  });
  const events: GameEvent[] = [{ text: `The Action cards are shuffled and ${HAND_SIZE} dealt to each player; everyone stands on START facing in` }];
  // The game has two dice (red and green): everyone rolls both for the first turn.
  const first = rollForFirst(rng, ROLES.slice(0, seats.length), 2);
  events.push(...first.events);
  const state: AteamState = {
    names: seats.map((s) => s.name),
    players,
    deck,
    formula: null,
    turn: { player: first.first, rolled: false, card: false, labSpace: null },
    await: { kind: 'turn' },
    lastPath: [],
    winner: null,
    ended: null,
  };
  return { state, events };
}

function cardChoices(s: AteamState): Choice[] {
  const t = s.turn.player;
  const plays: Choice[] = legalPlays(s).map((p) => {
    const on = p.target === undefined ? '' : ` on ${p.target === t ? 'yourself' : who(s, p.target)}`;
    // Say where the card takes someone, so the button needs no counting on the board.
    const o = playOutcome(s, p);
    // ROVING GUARD always ends on a GUARD: the space number is enough there.
    const where = !o ? '' : o.moved > 0 ? `: move ${o.moved} to ${spaceName(o.to)}` : `: back to space ${o.to}`;
    const c: Choice = { id: playId(p), label: shortLabel(`Play ${cardName(p.card)}${on}${where}`), secret: true, card: p.card, style: 'success' };
    if (p.target !== undefined) c.target = p.target;
    return c;
  });
  if (s.turn.card || s.await.kind !== 'turn') return plays;
  const discards: Choice[] = s.players[t].hand.map((card) => ({
    id: `discard:${card}`,
    label: shortLabel(`Discard ${cardName(card)} and draw`),
    secret: true,
    card,
    style: 'secondary',
  }));
  return [...plays, ...discards];
}

const playId = (p: CardPlay): string => (p.target === undefined ? `play:${p.card}` : `play:${p.card}:${p.target}`);

export function pending(s: AteamState): Pending | null {
  if (s.winner !== null) return null;
  const t = s.turn.player;
  const a = s.await;
  switch (a.kind) {
    case 'tv':
      return {
        player: t,
        prompt: 'You are on a TV MONITOR: battle an opponent?',
        choices: [
          ...tvTargets(s, t).map((o) => ({ id: `tv:${o}`, label: shortLabel(`Battle ${who(s, o)}`), style: 'danger' as const })),
          { id: 'tv:none', label: "Don't battle", style: 'secondary' as const },
        ],
      };
    case 'stop': {
      // The holder may have left meanwhile: then the stop is just a stop on that space.
      const h = s.formula;
      return {
        player: a.seat,
        prompt: h === null
          ? `Stop on ${spaceName(a.stop)}, or move on?`
          : `You reach ${role(h)}, who has the formula: stop and battle for it?`,
        choices: [
          { id: 'stop', label: shortLabel(h === null ? `Stop on ${spaceName(a.stop)}` : `Stop on ${spaceName(a.stop)} and battle ${role(h)} for the formula`), style: 'danger' },
          { id: 'go', label: shortLabel(`Move on to ${spaceName(a.to)}`), style: 'secondary' },
        ],
      };
    }
    case 'turn': {
      const p = s.players[t];
      const cards = cardChoices(s);
      if (!s.turn.rolled) {
        const label = kindAt(p.pos) === 'guard'
          ? 'Battle the guard'
          : p.pos === VAULT && s.formula === null
            ? 'Take the formula and run'
            : p.reached ? 'Roll both dice' : 'Roll the die';
        return {
          player: t,
          prompt: `${label}${cards.length ? ', and play a card before or after if you like' : ''}`,
          choices: [{ id: 'roll', label, roll: true, style: 'primary' }, ...cards],
        };
      }
      return {
        player: t,
        prompt: 'Play or discard a card, or end the turn',
        choices: [...cards, { id: 'end', label: 'End turn', style: 'secondary' }],
      };
    }
    default: {
      const never: never = a;
      throw new Error(`unhandled await ${JSON.stringify(never)}`);
    }
  }
}

function parsePlay(s: AteamState, id: string): CardPlay | null {
  const m = /^play:(c\d+)(?::(\d+))?$/.exec(id);
  if (!m) return null;
  const play: CardPlay = m[2] === undefined ? { card: m[1] } : { card: m[1], target: Number(m[2]) };
  return legalPlays(s).find((p) => p.card === play.card && p.target === play.target) ?? null;
}

export function apply(state: AteamState, player: number, choice: Choice, rng: Rng): Result<Applied<AteamState>> {
  const choiceId = choice.id;
  const p = pending(state);
  if (!p) return err('game-over', 'The game is over.');
  if (p.player !== player) return err('not-your-turn', 'It is not your turn.');
  if (!p.choices.some((ch) => ch.id === choiceId)) return err('illegal-choice', 'That is not a legal choice now.');
  const c = makeCtx(state, rng);
  c.s.lastPath = [];
  decide(c, choiceId);
  settle(c);
  return ok({ state: c.s, events: c.events });
}

function decide(c: Ctx, id: string): void {
  const s = c.s;
  const t = s.turn.player;
  if (id === 'roll') return roll(c);
  if (id === 'end') return endTurn(c);
  if (id === 'tv:none') {
    s.await = { kind: 'turn' };
    say(c, `${role(t)} does not battle from the TV MONITOR`);
    return;
  }
  if (id.startsWith('tv:')) {
    s.await = { kind: 'turn' };
    const o = Number(id.slice(3));
    say(c, `${role(t)} challenges ${role(o)} from the TV MONITOR`);
    return battle(c, t, o);
  }
  if (id === 'stop' || id === 'go') {
    const a = s.await;
    if (a.kind !== 'stop') throw new Error('stop choice without a stop decision');
    s.await = { kind: 'turn' };
    const path = id === 'stop' ? a.path.slice(0, a.path.indexOf(a.stop) + 1) : a.path;
    return arrive(c, a.seat, path, a.cause);
  }
  if (id.startsWith('discard:')) return discard(c, id.slice('discard:'.length));
  const play = parsePlay(s, id);
  if (!play) throw new Error(`choice ${id} offered but not understood`);
  playCard(c, play);
}

function roll(c: Ctx): void {
  const s = c.s;
  const t = s.turn.player;
  const p = s.players[t];
  s.turn.rolled = true;
  if (kindAt(p.pos) === 'guard') return guardBattle(c, t);
  // Only after a formula holder left: someone still standing in the VAULT takes the formula
  // back from there instead of rolling.
  if (p.pos === VAULT && s.formula === null) return land(c, t, 'roll');
  const dice = c.rng.dice(p.reached ? 2 : 1);
  const total = dice.reduce((x, y) => x + y, 0);
  say(c, `${role(t)} rolls ${dice.length > 1 ? `${dice.join(' + ')} = ${total}` : total}`, dice);
  moveSteps(c, t, total, 'roll');
}

/** Ends the turn once nothing is left to do in it: rolled, and the card done or no card held. */
function settle(c: Ctx): void {
  const s = c.s;
  if (s.winner !== null || s.await.kind !== 'turn') return;
  const t = s.turn.player;
  if (s.turn.rolled && (s.turn.card || s.players[t].hand.length === 0)) endTurn(c);
}

/** Passes the turn to the left, skipping resigned seats; a SIDETRACKED player misses the turn. */
export function endTurn(c: Ctx): void {
  const s = c.s;
  const n = s.players.length;
  const isOut = (i: number): boolean => s.players[i].out;
  const { seat: next, missed } = nextToPlay(s.turn.player, n, isOut, (seat) => s.players[seat].sidetracked !== null);
  for (const seat of missed) {
    const card = s.players[seat].sidetracked!;
    s.players[seat].sidetracked = null;
    s.deck = discardCard(s.deck, card);
    say(c, `${role(seat)} is sidetracked: discards the card and misses this turn`);
  }
  if (next < 0) return;
  faceTheHolder(c, next);
  s.turn = freshTurn(s, next);
  s.await = { kind: 'turn' };
}

/**
 * A pursuer begins each turn by turning to face the formula holder, as a player chasing them
 * would: otherwise one who got past the holder could only run on to START and wait there.
 */
function faceTheHolder(c: Ctx, seat: number): void {
  const s = c.s;
  if (!isPursuer(s, seat)) return;
  const p = s.players[seat];
  const h = s.players[s.formula!].pos;
  // Sharing a space with the holder, follow them out.
  const facing = h > p.pos ? 'in' : 'out';
  if (facing === p.facing) return;
  p.facing = facing;
  say(c, `${role(seat)} turns to face ${facing}, towards ${role(s.formula!)} and the formula`);
}

/**
 * The player leaves: token off the board, cards (and a SIDETRACKED card in front) to the
 * discard pile. A formula they held goes back to the VAULT and the chase starts again.
 */
export function resign(state: AteamState, player: number): Applied<AteamState> {
  // Leaving rolls nothing; the context just needs a random source it will never use.
  const c = makeCtx(state, new Rng(seedState(0)));
  const s = c.s;
  const p = s.players[player];
  if (p.out || s.winner !== null) return { state: s, events: [] };
  p.out = true;
  const thrown = [...p.hand, ...(p.sidetracked ? [p.sidetracked] : [])];
  s.deck = thrown.reduce(discardCard, s.deck);
  p.hand = [];
  p.sidetracked = null;
  say(c, `${role(player)} (${s.names[player]}) leaves the game`);
  // A stop decision waiting for the leaver goes with them.
  if (s.await.kind === 'stop' && s.await.seat === player) s.await = { kind: 'turn' };
  if (s.formula === player) {
    s.formula = null;
    for (const q of s.players) {
      q.reached = false;
      q.facing = 'in';
    }
    say(c, `The formula goes back to the VAULT: everyone turns in again`);
  }
  const left = activeSeats(s);
  if (left.length === 1) {
    s.winner = left[0];
    s.ended = `${role(left[0])} wins: everyone else has left`;
    say(c, s.ended);
    return { state: s, events: c.events };
  }
  if (s.turn.player === player) endTurn(c);
  else settle(c);
  return { state: s, events: c.events };
}

