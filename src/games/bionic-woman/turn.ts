// Turn flow: the one pending decision, applying a decision, resigning.
import { offeredChoice } from '../../engine/match';
import type { Chance } from '../../engine/chance';
import { Rng, seedState } from '../../engine/rng';
import { clip } from '../../engine/text';
import { nextSeat } from '../../engine/turnOrder';
import { err, ok, type Applied, type Choice, type GameEvent, type Pending, type Result } from '../../engine/types';
import { HQ, airportName, kindOf, spaceName } from './board';
import { adventureOf, cardName, isAdventure, pts, specialOf, type SpecialKind } from './cards';
import { adventureSpace, anyEven, assignmentAt, describe, driveEnds, heliEnds, isDoubleOneOrSix, otherAirports } from './moves';
import {
  BIONIC_TARGET,
  SPECIAL_ASSIGNMENTS,
  SPECIAL_BONUS,
  TOP_SECRET_BONUS,
  cloneState,
  role,
  score,
  type BionicState,
  type BionicAction,
  type Dice,
} from './state';

type BChoice = Choice<BionicAction>;

interface Ctx {
  s: BionicState;
  rng: Rng;
  events: GameEvent[];
}

const say = (c: Ctx, text: string, dice?: number[]): void => {
  const e: GameEvent = { text };
  if (dice) {
    e.dice = dice;
    e.chance = dice.map((value): Chance => ({ kind: 'die', value, sides: 6 }));
  }
  c.events.push(e);
};

const label = (s: string): string => clip(s, 80);
/** "Red (alice)" for event texts. */
export const who = (s: BionicState, seat: number): string => `${role(seat)} (${s.names[seat]})`;

function turnChoices(s: BionicState): BChoice[] {
  const t = s.turn;
  const p = s.players[t];
  const choices: BChoice[] = [{ id: 'drive', label: 'Drive', roll: true, style: 'primary', action: { type: 'drive' } }];
  const heli = heliEnds(p);
  if (heli.length > 0) {
    const to = heli.map((id) => describe(s, t, id, false)).join(' or ');
    choices.push({ id: 'heli', label: label(`Helicopter to ${to}`), roll: true, style: 'primary', action: { type: 'heli' } });
  }
  for (const card of p.held) {
    const special = specialOf(card);
    const where = special === 'steve' ? `: to ${describe(s, t, adventureSpace(p)!)}` : '';
    choices.push({
      id: `play:${card}`,
      label: label(`Play ${cardName(card)}${where}`),
      secret: true,
      card,
      style: 'success',
      action: { type: 'play', card, special },
    });
  }
  return choices;
}

export function pending(s: BionicState): Pending<BionicAction> | null {
  if (s.end) return null;
  const t = s.turn;
  const p = s.players[t];
  const a = s.await;
  switch (a.kind) {
    case 'turn': {
      const choices = turnChoices(s);
      const methods = choices.filter((c) => c.roll).length;
      const prompt = methods > 1 ? 'Announce how you travel: drive, or take the helicopter' : 'Announce how you travel: drive';
      return {
        player: t,
        prompt: choices.some((c) => c.secret) ? `${prompt} (or play a special card from your hand)` : prompt,
        choices,
      };
    }
    case 'drive': {
      const [x, y] = a.dice;
      const choices = driveEnds(s, t, a.dice).map((e): BChoice => {
        const c: BChoice = {
          id: `to:${e.to}`,
          label: label(e.mark ? `${e.mark} (road)` : describe(s, t, e.to)),
          action: { type: 'go', to: e.to, path: e.path },
        };
        if (e.mark) c.mark = e.mark;
        return c;
      });
      const split = x === y ? `, or ${x} and back ${y}` : `, or split ${x} and ${y}`;
      return { player: t, prompt: `You rolled ${x} + ${y}: drive ${x + y}${split}. Where to?`, choices };
    }
    case 'heli':
      return {
        player: t,
        prompt: `You rolled ${a.dice.join(' + ')}: the helicopter flies. Which pink path?`,
        choices: heliEnds(p).map((to) => ({
          id: `heli:${to}`,
          label: label(`Helicopter to ${describe(s, t, to, false)}`),
          action: { type: 'chopper', to },
        })),
      };
    case 'fly':
      return {
        player: t,
        prompt: `You landed on ${airportName(a.from)}: fly to another airport`,
        choices: otherAirports(a.from).map((to) => ({
          id: `fly:${to}`,
          label: `Fly to ${airportName(to)}`,
          action: { type: 'fly', to },
        })),
      };
    case 'airport':
      return {
        player: t,
        prompt: 'GO TO ANY AIRPORT: which airport?',
        choices: otherAirports(p.at).map((to) => ({ id: `air:${to}`, label: airportName(to), action: { type: 'airport', to } })),
      };
    case 'reach': {
      const adv = adventureOf(p.adventure!);
      return {
        player: t,
        prompt: `You reached your adventure at ${adv.location} (${adv.points} pts): take the points, or risk the bionic roll?`,
        choices: [
          { id: 'take', label: `Take the ${adv.points} points`, style: 'success', action: { type: 'take' } },
          {
            id: 'bionic',
            label: `Bionic roll: ${BIONIC_TARGET}+ doubles to ${adv.points * 2}, less loses the card`,
            style: 'danger',
            action: { type: 'bionic' },
          },
        ],
      };
    }
    default: {
      const never: never = a;
      throw new Error(`unhandled await ${JSON.stringify(never)}`);
    }
  }
}

export function apply(state: BionicState, player: number, choice: Choice, rng: Rng): Result<Applied<BionicState>> {
  // The action comes from the game's own pending list, never from the caller.
  const offered = offeredChoice(pending(state), player, choice.id);
  if (!offered.ok) return offered;
  const found = offered.value;
  if (!found.action) return err('illegal-choice', 'That is not a legal choice now.');
  const c: Ctx = { s: cloneState(state), rng, events: [] };
  c.s.lastPath = [];
  const before = rng.chances.length;
  act(c, found.action);
  if (rng.chances.length > before) c.s.lastChance = rng.chances.slice(before);
  return ok({ state: c.s, events: c.events });
}

function act(c: Ctx, a: BionicAction): void {
  const s = c.s;
  const t = s.turn;
  const p = s.players[t];
  switch (a.type) {
    case 'drive': {
      const dice = roll(c, `${who(s, t)} drives`);
      if (s.end) return;
      s.await = { kind: 'drive', dice };
      return;
    }
    case 'heli': {
      const dice = roll(c, `${who(s, t)} takes the helicopter`);
      if (s.end) return;
      if (!anyEven(dice)) {
        say(c, `No even die: the helicopter stays on the ground at ${spaceName(p.at)}`);
        return endTurn(c);
      }
      const ends = heliEnds(p);
      if (ends.length === 1) return chopper(c, ends[0]);
      s.await = { kind: 'heli', dice };
      return;
    }
    case 'go':
      s.lastPath = [...a.path];
      p.at = a.to;
      say(c, `${role(t)} drives to ${spaceName(a.to)}`);
      return arrive(c);
    case 'chopper':
      return chopper(c, a.to);
    case 'fly':
      s.lastPath = [a.to];
      p.at = a.to;
      say(c, `${role(t)} flies to ${airportName(a.to)}`);
      return endTurn(c);
    case 'airport':
      s.lastPath = [a.to];
      p.at = a.to;
      say(c, `${role(t)} goes to ${airportName(a.to)} (no flight this turn)`);
      return endTurn(c);
    case 'play':
      return play(c, a.card, a.special);
    case 'take':
      return reach(c, false);
    case 'bionic':
      return reach(c, true);
    default: {
      const never: never = a;
      throw new Error(`unhandled action ${JSON.stringify(never)}`);
    }
  }
}

/** A travel roll: both dice; double 1 or double 6 first turns up an assignment. */
function roll(c: Ctx, what: string): Dice {
  const [x, y] = c.rng.dice(2);
  const dice: Dice = [x, y];
  say(c, `${what}: rolls ${x} + ${y}`, dice);
  if (isDoubleOneOrSix(dice)) turnUp(c);
  return dice;
}

function chopper(c: Ctx, to: string): void {
  const s = c.s;
  s.lastPath = [to];
  s.players[s.turn].at = to;
  say(c, `${role(s.turn)} flies by helicopter to ${spaceName(to)}`);
  arrive(c);
}

/**
 * She has driven or flown onto her space. Every such arrival is by exact count (a helicopter
 * arrival counts as one, and the only early stop a drive offers is at her own adventure, never
 * an airport or an assignment): an airport makes her fly on, a face-up assignment is taken,
 * her adventure opens the reach decision.
 */
function arrive(c: Ctx): void {
  const s = c.s;
  const t = s.turn;
  const p = s.players[t];
  if (kindOf(p.at) === 'airport') {
    s.await = { kind: 'fly', from: p.at };
    return;
  }
  const a = assignmentAt(s, p.at);
  if (a) {
    s.assignments = s.assignments.filter((x) => x !== a);
    const adv = adventureOf(a.card);
    p.won.push({ card: a.card, points: adv.points, doubled: false, bonus: a.bonus });
    const what = a.bonus === TOP_SECRET_BONUS ? 'the TOP SECRET ASSIGNMENT' : 'a Special Assignment';
    say(c, `${role(t)} takes ${what} at ${adv.location}: ${adv.points} + ${a.bonus} = ${adv.points + a.bonus} points`);
    if (a.bonus === TOP_SECRET_BONUS) return endGame(c, 'The Top Secret Assignment is taken');
    return endTurn(c);
  }
  if (p.at === adventureSpace(p)) {
    s.await = { kind: 'reach' };
    return;
  }
  endTurn(c);
}

/** Take the points, or roll for double: 7 or more doubles them, less sends the card to the bottom. */
function reach(c: Ctx, bionic: boolean): void {
  const s = c.s;
  const t = s.turn;
  const p = s.players[t];
  const card = p.adventure!;
  const adv = adventureOf(card);
  if (!bionic) {
    p.won.push({ card, points: adv.points, doubled: false, bonus: 0 });
    say(c, `${role(t)} completes the adventure at ${adv.location}: ${adv.points} points`);
  } else {
    const dice = c.rng.dice(2);
    const total = dice[0] + dice[1];
    if (total >= BIONIC_TARGET) {
      p.won.push({ card, points: adv.points, doubled: true, bonus: 0 });
      say(
        c,
        `${role(t)} uses the bionic power: ${dice.join(' + ')} = ${total}, the adventure at ${adv.location} is doubled to ${adv.points * 2} points`,
        dice,
      );
    } else {
      s.deck.unshift(card);
      say(
        c,
        `${role(t)} uses the bionic power: ${dice.join(' + ')} = ${total}, under ${BIONIC_TARGET}: the adventure at ${adv.location} fails and its card goes to the bottom of the deck`,
        dice,
      );
    }
  }
  p.adventure = null;
  drawAdventure(c, t);
  if (!s.end) endTurn(c);
}

/** The next adventure from the top; special cards drawn on the way are kept and she draws again. */
function drawAdventure(c: Ctx, seat: number): void {
  const s = c.s;
  const p = s.players[seat];
  if (!s.deck.some(isAdventure)) return endGame(c, 'The deck holds no more adventures');
  for (;;) {
    const card = s.deck.pop()!;
    if (!isAdventure(card)) {
      p.held.push(card);
      say(c, `${role(seat)} draws a special card, keeps it and draws again`);
      continue;
    }
    p.adventure = card;
    say(c, `${role(seat)}'s new adventure: ${pts(card)}`);
    return;
  }
}

/**
 * Double 1 or double 6 on a travel roll: the top card is turned face up with a clip (+50), or
 * with two (+100) once four have been turned up. A special card turned up goes to the roller.
 */
function turnUp(c: Ctx): void {
  const s = c.s;
  const t = s.turn;
  if (s.turnedUp > SPECIAL_ASSIGNMENTS) {
    say(c, 'Doubles, but the Top Secret Assignment is already face up: no more assignments');
    return;
  }
  if (!s.deck.some(isAdventure)) return endGame(c, 'The deck holds no more adventures');
  for (;;) {
    const card = s.deck.pop()!;
    if (!isAdventure(card)) {
      s.players[t].held.push(card);
      say(c, `The top card is a special card: ${role(t)} keeps it and turns up the next`);
      continue;
    }
    const top = s.turnedUp === SPECIAL_ASSIGNMENTS;
    const bonus = top ? TOP_SECRET_BONUS : SPECIAL_BONUS;
    s.assignments.push({ card, bonus });
    s.turnedUp++;
    const adv = adventureOf(card);
    say(
      c,
      `Doubles! ${top ? 'The TOP SECRET ASSIGNMENT' : `Special Assignment ${s.turnedUp}`}: ${adv.location}, ${adv.points} + ${bonus} points, by exact count`,
    );
    return;
  }
}

function play(c: Ctx, card: string, special: SpecialKind): void {
  const s = c.s;
  const t = s.turn;
  const p = s.players[t];
  p.held = p.held.filter((x) => x !== card);
  s.deck.unshift(card);
  say(c, `${role(t)} plays ${cardName(card)} (it goes to the bottom of the deck)`);
  switch (special) {
    case 'steve': {
      const to = adventureSpace(p)!;
      p.at = to;
      s.lastPath = [to];
      s.await = { kind: 'reach' };
      return;
    }
    case 'airport':
      s.await = { kind: 'airport' };
      return;
    case 'hq':
      p.at = HQ;
      s.lastPath = [HQ];
      say(c, `${role(t)} goes to H.Q.`);
      return endTurn(c);
    default: {
      const never: never = special;
      throw new Error(`unhandled special ${String(never)}`);
    }
  }
}

/** Passes the turn to the left. Standing on her adventure, she takes the reach decision first. */
function endTurn(c: Ctx): void {
  const s = c.s;
  const next = nextSeat(s.turn, s.players.length, (i) => s.players[i].out);
  if (next < 0) return;
  s.turn = next;
  const p = s.players[next];
  if (p.adventure !== null && p.at === adventureSpace(p)) {
    s.await = { kind: 'reach' };
    say(c, `${role(next)} is at the location of her adventure`);
  } else s.await = { kind: 'turn' };
}

/** Scores everyone still playing; the highest total wins, equal totals share the win. */
function endGame(c: Ctx, why: string): void {
  const s = c.s;
  const active = s.players.map((_, i) => i).filter((i) => !s.players[i].out);
  const best = Math.max(...active.map((i) => score(s.players[i])));
  const winners = active.filter((i) => score(s.players[i]) === best);
  const scores = active.map((i) => `${role(i)} ${score(s.players[i])}`).join(', ');
  const head =
    winners.length === 1 ? `${who(s, winners[0])} wins` : `${winners.map((i) => who(s, i)).join(' and ')} share the win`;
  s.end = { winners, text: `${why}. ${head} with ${best} points (${scores})` };
  say(c, s.end.text);
}

/** The player leaves: her cards go to the bottom of the deck; the last one left wins. */
export function resign(state: BionicState, player: number): Applied<BionicState> {
  if (state.end || state.players[player].out) return { state, events: [] };
  // Leaving rolls nothing; the context just needs a random source it will never use.
  const c: Ctx = { s: cloneState(state), rng: new Rng(seedState(0)), events: [] };
  const s = c.s;
  const p = s.players[player];
  p.out = true;
  const cards = [...(p.adventure ? [p.adventure] : []), ...p.held];
  s.deck.unshift(...cards);
  p.adventure = null;
  p.held = [];
  say(c, `${who(s, player)} leaves the game; her cards go to the bottom of the deck`);
  const left = s.players.map((_, i) => i).filter((i) => !s.players[i].out);
  if (left.length === 1) {
    s.end = { winners: left, text: `${who(s, left[0])} wins: everyone else has left` };
    say(c, s.end.text);
  } else if (s.turn === player) endTurn(c);
  return { state: s, events: c.events };
}
