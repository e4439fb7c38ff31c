// Movement, landing and battles. Every chain of consequences is linear (a battle moves only
// its winner), so each function ends by calling the next step, or by leaving a decision in
// `s.await` for the player whose turn it is.
import { battleLabel, dieBattle, roundsText } from '../../engine/battle';
import { tx } from '../../engine/text';
import { walk, type StepRule } from '../../engine/track';
import { VAULT, START, ROUTE_LENGTH, aheadDir, kindAt, labAt, spaceAt, spaceName } from './board';
import { type Work, activeSeats, isPursuer, occupants, role, say, sayBattle, who } from './context';
import type { AteamState, MoveCause } from './state';

/** A bound on battles within one decision; real chains end after a handful. */
const MAX_BATTLES = 100;

/** Spaces where several characters may stand and nobody battles on landing. */
export const isSharedSpace = (pos: number): boolean => {
  const k = kindAt(pos);
  return k === 'safety' || k === 'guard' || k === 'start';
};

export const isOwnTurn = (w: Work, seat: number): boolean => w.s.turn.player === seat;

/** Walks `steps` along the route (dir +1 in, -1 out); an occupied NARROW PASSAGEWAY stops the move. */
export function plan(s: AteamState, seat: number, steps: number, dir: 1 | -1) {
  const from = s.players[seat].pos;
  // No rule blocks, so walk() always returns a move.
  return walk(ROUTE_LENGTH, from, steps, { dir, rule: narrowStops(s, seat) })!;
}

/**
 * An occupied narrow passage stops the move. Made by a function rather than written as the
 * option's property: tsx names a function written there, a property definition per move.
 */
function narrowStops(s: AteamState, seat: number): (i: number) => StepRule {
  return (i) => (kindAt(i) === 'narrow' && occupants(s, i, seat).length > 0 ? 'stop' : 'pass');
}

/**
 * Moves `seat` ahead (or back) `steps` and resolves the landing. A pursuer whose move passes the
 * formula holder may stop there ("no exact count"), whatever moved them: that leaves a decision
 * for the pursuer, also off their turn.
 */
export function moveSteps(w: Work, seat: number, steps: number, cause: MoveCause, back = false): void {
  const p = w.s.players[seat];
  const dir = (back ? -aheadDir(p.facing) : aheadDir(p.facing)) as 1 | -1;
  const m = plan(w.s, seat, steps, dir);
  if (m.path.length === 0) {
    say(w, tx('event.stuck', { who: who(seat) }));
    return;
  }
  if (isPursuer(w.s, seat)) {
    const h = w.s.players[w.s.formula!].pos;
    const k = m.path.indexOf(h);
    if (k >= 0 && k < m.path.length - 1 && kindAt(h) !== 'safety' && h !== START) {
      w.s.await = { kind: 'stop', seat, stop: h, to: m.to, path: m.path, cause };
      say(w, tx('event.passes', { who: who(seat), n: steps, holder: who(w.s.formula!), space: spaceName(h) }));
      return;
    }
  }
  arrive(w, seat, m.path, cause, m.path.length < steps && m.to !== VAULT && kindAt(m.to) === 'narrow');
}

/** Puts `seat` at the end of `path`, reports it and resolves the landing. */
export function arrive(w: Work, seat: number, path: readonly number[], cause: MoveCause, short = false): void {
  const to = path[path.length - 1];
  w.s.players[seat].pos = to;
  w.s.lastPath.push(...path);
  say(w, tx(short ? 'event.moves-short' : 'event.moves', { who: who(seat), n: path.length, space: spaceName(to) }));
  land(w, seat, cause);
}

/** Everything that happens when `seat` comes to rest on its space. */
export function land(w: Work, seat: number, cause: MoveCause): void {
  const s = w.s;
  if (s.winner !== null) return;
  const p = s.players[seat];
  const pos = p.pos;
  // A ROVING GUARD played on oneself is a landing on one's own turn too (the rulebook makes
  // only someone else's turn wait), so that guard is battled at once.
  const ownTurn = isOwnTurn(w, seat);

  if (s.formula === seat && pos === START) {
    s.winner = seat;
    s.ended = tx('event.wins', { who: who(seat) });
    say(w, s.ended);
    return;
  }
  // "Land on one by rolling the die": the turn's roll, or a two-dice run with the formula.
  if ((cause === 'roll' || cause === 'formula') && ownTurn && labAt(pos) !== undefined) s.turn.labSpace = pos;

  if (pos === VAULT) return reachVault(w, seat, ownTurn, cause);

  if (kindAt(pos) === 'guard') {
    const h = s.formula;
    if (h !== null && isPursuer(s, seat) && s.players[h].pos === pos) captureBattle(w, seat, h, true);
    if (s.winner !== null) return;
    if (ownTurn) return guardBattle(w, seat);
    say(w, tx('event.caught', { who: who(seat) }));
    return;
  }
  if (isSharedSpace(pos)) return;

  const opp = opponentAt(w, seat, pos);
  if (opp !== null) return fight(w, seat, opp);

  if (!ownTurn) return;
  directions(w, seat);
}

/** The occupant to battle: the formula holder for a pursuer, otherwise the first one there. */
function opponentAt(w: Work, seat: number, pos: number): number | null {
  const there = occupants(w.s, pos, seat);
  if (there.length === 0) return null;
  if (isPursuer(w.s, seat) && there.includes(w.s.formula!)) return w.s.formula!;
  return there[0];
}

/** A landing battle: for the formula when a pursuer lands on the holder, otherwise ordinary. */
function fight(w: Work, seat: number, opp: number): void {
  if (isPursuer(w.s, seat) && opp === w.s.formula) return captureBattle(w, seat, opp, false);
  battle(w, seat, opp);
}

/** The printed directions of an unoccupied space, followed on one's own turn only. */
function directions(w: Work, seat: number): void {
  const s = w.s;
  const pos = s.players[seat].pos;
  const kind = kindAt(pos);
  switch (kind) {
    case 'roll':
      s.turn.rolled = false;
      say(w, tx('event.roll-again', { who: who(seat) }));
      return;
    case 'tv':
      if (tvTargets(s, seat).length > 0) {
        s.await = { kind: 'tv' };
        say(w, tx('event.tv', { who: who(seat) }));
      }
      return;
    case 'ahead':
    case 'back': {
      const n = spaceAt(pos).move ?? 0;
      say(w, tx(n > 0 ? 'event.ahead' : 'event.back', { who: who(seat), n: Math.abs(n) }));
      return moveSteps(w, seat, Math.abs(n), 'direction', n < 0);
    }
    case 'start':
    case 'vault':
    case 'plain':
    case 'guard':
    case 'narrow':
    case 'safety':
    case 'lab1':
    case 'lab2':
    case 'lab3':
    case 'ult':
      return;
    default: {
      const never: never = kind;
      throw new Error(`unhandled space kind ${String(never)}`);
    }
  }
}

/** Opponents a player on a TV MONITOR may challenge: anyone not on a SAFETY ZONE. */
export function tvTargets(s: AteamState, seat: number): number[] {
  return activeSeats(s).filter((i) => i !== seat && kindAt(s.players[i].pos) !== 'safety');
}

/** Reaching the VAULT: take the formula if it is there, otherwise turn to pursue. */
function reachVault(w: Work, seat: number, ownTurn: boolean, cause: MoveCause): void {
  const s = w.s;
  const p = s.players[seat];
  // Reaching the VAULT ends rolling for this turn (rule e: wait until the next turn to leave).
  if (ownTurn) s.turn.rolled = true;
  if (s.formula === null) {
    s.formula = seat;
    p.facing = 'out';
    p.reached = true;
    // Rule e: come by an Action card, not by rolling, the runner waits for the next turn.
    if (cause === 'card') {
      say(w, tx('event.takes-by-card', { who: who(seat) }));
      return;
    }
    const dice = w.rng.dice(2);
    say(w, tx('event.takes', { who: who(seat), a: dice[0], b: dice[1], total: dice[0] + dice[1] }), dice);
    return moveSteps(w, seat, dice[0] + dice[1], 'formula');
  }
  if (!p.reached) {
    p.reached = true;
    p.facing = 'out';
    say(w, tx('event.pursues', { who: who(seat), holder: who(s.formula) }));
  }
  const opp = opponentAt(w, seat, VAULT);
  if (opp !== null) fight(w, seat, opp);
}

/** One die each, ties re-roll; the winner moves ahead the difference. */
export function battle(w: Work, a: number, b: number): void {
  if (++w.battles > MAX_BATTLES) return;
  const r = dieBattle(w.rng);
  const winner = r.winner === 'a' ? a : b;
  // The deciding throw of each side, for the story's short form: both sides' dice, to everyone.
  const sides = { other: who(winner === a ? b : a), won: Math.max(r.a, r.b), lost: Math.min(r.a, r.b) };
  sayBattle(
    w,
    tx('event.battle', { rounds: roundsText(r.rounds, who(a), who(b)), who: who(winner), n: r.diff, ...sides }),
    r.rounds,
    battleLabel(r.rounds, role(a), role(b)),
  );
  moveSteps(w, winner, r.diff, 'battle');
}

/**
 * A pursuer landed on the formula holder: one die each for possession. Off a GUARD space the
 * winner then runs ahead the total of two dice; on a GUARD space the caller battles the guard.
 */
export function captureBattle(w: Work, pursuer: number, holder: number, onGuard: boolean): void {
  if (++w.battles > MAX_BATTLES) return;
  const r = dieBattle(w.rng);
  const winner = r.winner === 'a' ? pursuer : holder;
  w.s.formula = winner;
  // The formula always travels out: a pursuer who had turned in to chase turns out with it.
  w.s.players[winner].facing = 'out';
  sayBattle(
    w,
    tx(winner === pursuer ? 'event.captures' : 'event.keeps', {
      rounds: roundsText(r.rounds, who(pursuer), who(holder)),
      who: who(winner),
      other: who(winner === pursuer ? holder : pursuer),
      won: Math.max(r.a, r.b),
      lost: Math.min(r.a, r.b),
    }),
    r.rounds,
    battleLabel(r.rounds, role(pursuer), role(holder)),
  );
  if (onGuard) return;
  const dice = w.rng.dice(2);
  say(w, tx('event.runs', { who: who(winner), a: dice[0], b: dice[1], total: dice[0] + dice[1] }), dice);
  moveSteps(w, winner, dice[0] + dice[1], 'formula');
}

/** The guard throws the red die, the player the green one: the texts name them so. */
const GUARD_DICE = ['red', 'green'] as const;

/** Red die (guard) against green (player), ties re-roll; a win moves ahead the difference. */
export function guardBattle(w: Work, seat: number): void {
  if (++w.battles > MAX_BATTLES) return;
  const r = dieBattle(w.rng);
  const guard = tx('side.guard');
  const green = tx('side.green', { who: who(seat) });
  const rounds = roundsText(r.rounds, guard, green);
  const label = battleLabel(r.rounds, guard, green);
  // The deciding throw of each side (red the guard's, green the player's), for the story.
  const dice = { guard: r.a, own: r.b };
  if (r.winner === 'a') {
    // Held: no further roll this turn; the guard is battled again next turn.
    if (isOwnTurn(w, seat)) w.s.turn.rolled = true;
    sayBattle(w, tx('event.guard-holds', { rounds, who: who(seat), ...dice }), r.rounds, label, GUARD_DICE);
    return;
  }
  sayBattle(w, tx('event.guard-escapes', { rounds, who: who(seat), n: r.diff, ...dice }), r.rounds, label, GUARD_DICE);
  moveSteps(w, seat, r.diff, 'guard');
}
