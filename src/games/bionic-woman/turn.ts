// Turn flow: the one pending decision, applying a decision, resigning.
import { offeredChoice } from '../../engine/match';
import type { Chance } from '../../engine/chance';
import { Rng, seedState } from '../../engine/rng';
import type { Writable } from '../../engine/readonly';
import { rememberLast } from '../../engine/memo';
import { tx, type Text } from '../../engine/text';
import { nextSeat } from '../../engine/turnOrder';
import { err, ok, type Applied, type Choice, type GameEvent, type Pending, type Result } from '../../engine/types';
import { HQ, kindOf, locationNumber, quarter, spaceName } from './board';
import { adventureOf, cardName, isAdventure, pts, specialOf, type SpecialKind } from './cards';
import {
  adventureSpace,
  anyEven,
  assignmentAt,
  describe,
  driveEnds,
  either,
  heliEnds,
  isDoubleOneOrSix,
  otherAirports,
} from './moves';
import {
  BIONIC_TARGET,
  SPECIAL_ASSIGNMENTS,
  SPECIAL_BONUS,
  TOP_SECRET_BONUS,
  cloneState,
  type WorkState,
  score,
  type BionicState,
  type BionicAction,
} from './state';

type BChoice = Choice<BionicAction>;

interface Ctx {
  s: WorkState;
  rng: Rng;
  events: GameEvent[];
}

const say = (c: Ctx, text: Text, dice?: number[]): void => {
  const e: GameEvent = { text };
  if (dice) {
    e.dice = dice;
    e.chance = dice.map((value): Chance => ({ kind: 'die', value, sides: 6 }));
  }
  c.events.push(e);
};

/** A seat in a text: the message layer names it. */
const who = (seat: number) => ({ seat });

function turnChoices(s: BionicState): BChoice[] {
  const t = s.turn;
  const p = s.players[t];
  const choices: BChoice[] = [
    { id: 'drive', label: tx('choice.drive'), roll: true, style: 'primary', action: { type: 'drive' } },
  ];
  const heli = heliEnds(p);
  if (heli.length > 0) {
    const to = either(heli.map((id) => describe(s, t, id, false)));
    choices.push({ id: 'heli', label: tx('choice.heli', { to }), roll: true, style: 'primary', action: { type: 'heli' } });
  }
  for (const card of p.held) {
    const special = specialOf(card);
    choices.push({
      id: `play:${card}`,
      label:
        special === 'steve'
          ? tx('choice.play-to', { card: cardName(card), to: describe(s, t, adventureSpace(p)!) })
          : tx('choice.play', { card: cardName(card) }),
      secret: true,
      card,
      style: 'success',
      action: { type: 'play', card, special },
    });
  }
  // Nothing to announce when driving is all she can do: the click is simply the roll.
  if (choices.length === 1) choices[0] = { ...choices[0], label: tx('choice.drive-only') };
  return choices;
}

/**
 * A state is never changed once made, and its pending decision is asked several times in a row
 * (the match, the view, apply's own check): the answer for the latest state is kept
 * (engine/memo.ts).
 */
export const pending: (s: BionicState) => Pending<BionicAction> | null = rememberLast(decisionOf);

function decisionOf(s: BionicState): Pending<BionicAction> | null {
  if (s.end) return null;
  const t = s.turn;
  const p = s.players[t];
  const a = s.await;
  switch (a.kind) {
    case 'turn': {
      const choices = turnChoices(s);
      const heli = choices.filter((c) => c.roll).length > 1;
      const card = choices.some((c) => c.secret);
      const key = heli ? (card ? 'prompt.turn-heli-card' : 'prompt.turn-heli') : card ? 'prompt.turn-card' : 'prompt.turn';
      return { player: t, prompt: tx(key), choices };
    }
    case 'drive': {
      const [x, y] = a.dice;
      const choices = driveEnds(s, t, a.dice).map((e): BChoice => {
        const c: Writable<BChoice> = {
          id: `to:${e.to}`,
          label: e.mark ? tx('choice.road', { mark: e.mark }) : describe(s, t, e.to),
          action: e.mark ? { type: 'go', to: e.to, path: e.path, mark: e.mark } : { type: 'go', to: e.to, path: e.path },
        };
        if (e.mark) c.mark = e.mark;
        return c;
      });
      return { player: t, prompt: tx(x === y ? 'prompt.drive-double' : 'prompt.drive', { x, y, total: x + y }), choices };
    }
    case 'heli':
      return {
        player: t,
        prompt: tx('prompt.heli', { x: a.dice[0], y: a.dice[1] }),
        choices: heliEnds(p).map((to) => ({
          id: `heli:${to}`,
          label: tx('choice.heli', { to: describe(s, t, to, false) }),
          action: { type: 'chopper', to },
        })),
      };
    case 'fly':
      return {
        player: t,
        prompt: tx('prompt.fly', { quarter: quarter(a.from) }),
        choices: otherAirports(a.from).map((to) => ({
          id: `fly:${to}`,
          label: tx('choice.fly', { quarter: quarter(to) }),
          action: { type: 'fly', to },
        })),
      };
    case 'airport':
      return {
        player: t,
        prompt: tx('prompt.airport', { card: tx('card.airport') }),
        choices: otherAirports(p.at).map((to) => ({ id: `air:${to}`, label: spaceName(to), action: { type: 'airport', to } })),
      };
    case 'reach': {
      const adv = adventureOf(p.adventure!);
      return {
        player: t,
        prompt: tx('prompt.reach', { n: adv.location, points: adv.points }),
        choices: [
          { id: 'take', label: tx('choice.take', { points: adv.points }), style: 'success', action: { type: 'take' } },
          {
            id: 'bionic',
            label: tx('choice.bionic', { target: BIONIC_TARGET, double: adv.points * 2 }),
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
      const dice = roll(c, 'event.drives');
      if (s.end) return;
      s.await = { kind: 'drive', dice };
      return;
    }
    case 'heli': {
      const dice = roll(c, 'event.heli');
      if (s.end) return;
      if (!anyEven(dice)) {
        say(c, tx('event.grounded', { n: locationNumber(p.at)! }));
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
      // A plain road circle is named by the letter it had on the picture the choice was made on.
      say(c, tx('event.drives-to', { who: who(t), to: a.mark ? tx('to.road-mark', { mark: a.mark }) : spaceName(a.to, 'to') }));
      return arrive(c);
    case 'chopper':
      return chopper(c, a.to);
    case 'fly':
      s.lastPath = [a.to];
      p.at = a.to;
      say(c, tx('event.flies', { who: who(t), quarter: quarter(a.to) }));
      return endTurn(c);
    case 'airport':
      s.lastPath = [a.to];
      p.at = a.to;
      say(c, tx('event.goes-airport', { who: who(t), quarter: quarter(a.to) }));
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

/** A travel roll (`key` says which): both dice; double 1 or double 6 first turns up an assignment. */
function roll(c: Ctx, key: 'event.drives' | 'event.heli'): [number, number] {
  const [x, y] = c.rng.dice(2);
  const dice: [number, number] = [x, y];
  say(c, tx(key, { who: who(c.s.turn), x, y }), dice);
  if (isDoubleOneOrSix(dice)) turnUp(c);
  return dice;
}

function chopper(c: Ctx, to: string): void {
  const s = c.s;
  s.lastPath = [to];
  s.players[s.turn].at = to;
  say(c, tx('event.chopper', { who: who(s.turn), n: locationNumber(to)! }));
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
    const key = a.bonus === TOP_SECRET_BONUS ? 'event.takes-top-secret' : 'event.takes-special';
    say(c, tx(key, { who: who(t), n: adv.location, points: adv.points, bonus: a.bonus, total: adv.points + a.bonus }));
    if (a.bonus === TOP_SECRET_BONUS) return endGame(c, tx('end.top-secret'));
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
    say(c, tx('event.completes', { who: who(t), n: adv.location, points: adv.points }));
  } else {
    const dice = c.rng.dice(2);
    const [x, y] = dice;
    const total = x + y;
    if (total >= BIONIC_TARGET) {
      p.won.push({ card, points: adv.points, doubled: true, bonus: 0 });
      say(c, tx('event.bionic-doubled', { who: who(t), x, y, total, n: adv.location, double: adv.points * 2 }), dice);
    } else {
      s.deck.unshift(card);
      say(c, tx('event.bionic-failed', { who: who(t), x, y, total, target: BIONIC_TARGET, n: adv.location }), dice);
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
  if (!s.deck.some(isAdventure)) return endGame(c, tx('end.no-adventures'));
  for (;;) {
    const card = s.deck.pop()!;
    if (!isAdventure(card)) {
      p.held.push(card);
      say(c, tx('event.draws-special', { who: who(seat) }));
      continue;
    }
    p.adventure = card;
    say(c, tx('event.new-adventure', { who: who(seat), adventure: pts(card) }));
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
    say(c, tx('event.no-more'));
    return;
  }
  if (!s.deck.some(isAdventure)) return endGame(c, tx('end.no-adventures'));
  for (;;) {
    const card = s.deck.pop()!;
    if (!isAdventure(card)) {
      s.players[t].held.push(card);
      say(c, tx('event.top-special', { who: who(t) }));
      continue;
    }
    const top = s.turnedUp === SPECIAL_ASSIGNMENTS;
    const bonus = top ? TOP_SECRET_BONUS : SPECIAL_BONUS;
    s.assignments.push({ card, bonus });
    s.turnedUp++;
    const adv = adventureOf(card);
    const n = adv.location;
    say(
      c,
      top
        ? tx('event.top-secret-up', { n, points: adv.points, bonus })
        : tx('event.special-up', { k: s.turnedUp, n, points: adv.points, bonus }),
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
  say(c, tx('event.plays', { who: who(t), card: cardName(card) }));
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
      say(c, tx('event.goes-hq', { who: who(t) }));
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
    say(c, tx('event.at-adventure', { who: who(next) }));
  } else s.await = { kind: 'turn' };
}

/** Scores everyone still playing; the highest total wins, equal totals share the win. */
function endGame(c: Ctx, why: Text): void {
  const s = c.s;
  const active = s.players.map((_, i) => i).filter((i) => !s.players[i].out);
  const best = Math.max(...active.map((i) => score(s.players[i])));
  const winners = active.filter((i) => score(s.players[i]) === best);
  const scores = active.map((i) => tx('outcome.score', { who: who(i), points: score(s.players[i]) }));
  const text =
    winners.length === 1
      ? tx('outcome.wins', { why, who: who(winners[0]), best, scores })
      : tx('outcome.share', { why, who: winners.map(who), best, scores });
  s.end = { winners, text };
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
  say(c, tx('event.leaves', { who: who(player) }));
  const left = s.players.map((_, i) => i).filter((i) => !s.players[i].out);
  if (left.length === 1) {
    s.end = { winners: left, text: tx('outcome.last', { who: who(left[0]) }) };
    say(c, s.end.text);
  } else if (s.turn === player) endTurn(c);
  return { state: s, events: c.events };
}
