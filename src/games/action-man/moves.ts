// Moving and landing, combat, losses, going out, the end of a turn.
// Functions that may open a question for a player return true when they did (the await is
// set); otherwise the turn goes on with its remaining tasks.
import { discardCard, drawCards } from '../../engine/deck';
import { ringWalk } from '../../engine/track';
import { tx, type Text, type TextParam } from '../../engine/text';
import { LOOP, kindAt, sideOf, squareName } from './board';
import { battleOf, battleText, cardTitle, scoreOf } from './cards';
import { symbolChance, symbolName, throwSymbols, type SymbolFace } from './chance';
import { type Ctx, activeSeats, heldBy, nextActive, othersInOrder, say, who } from './context';
import { MAX_THROWS, type ActionManState, type Combat, type Fight, type Stake, type Task } from './state';

/**
 * A throw's parameters: who threw, the five symbols as f1..f5 ("tank, tank, soldier, plane,
 * missile"), the score, and which throw of how many when there were several. Built field by
 * field: every combat throw makes one, and Object.fromEntries and spreads of it showed in
 * self-play profiles.
 */
function throwParams(
  seat: number,
  faces: readonly SymbolFace[],
  score: number,
  k?: number,
  of?: number,
): Record<string, TextParam> {
  const params: Record<string, TextParam> = { who: who(seat) };
  for (let i = 0; i < faces.length; i++) params[`f${i + 1}`] = symbolName(faces[i]);
  params.score = score;
  if (k !== undefined && of !== undefined) {
    params.k = k;
    params.of = of;
  }
  return params;
}

/** "Blue, then Green, then Yellow": the order the fights come in. */
function inTurn(seats: readonly number[]): TextParam {
  return seats
    .slice(0, -1)
    .reduceRight<TextParam>((rest, s) => tx('then', { first: who(s), rest }), who(seats[seats.length - 1]));
}

/** The turn's roll: 1-5 moves the commander; a six fights everyone on the player's side, or rolls again. */
export function roll(c: Ctx): void {
  const s = c.s;
  const p = s.turn;
  for (;;) {
    const v = c.rng.die(6);
    if (v === 6) {
      const targets = othersInOrder(s, p).filter((o) => sideOf(s.forces[o].pos) === p);
      if (targets.length === 0) {
        say(c, tx('event.six-again', { who: who(p) }), [{ kind: 'die', value: 6, sides: 6 }]);
        continue;
      }
      say(c, tx('event.six-fight', { who: who(p), targets: inTurn(targets), count: targets.length }), [
        { kind: 'die', value: 6, sides: 6 },
      ]);
      s.tasks = targets.map((defender) => ({ kind: 'fight', fight: { defender, stake: { kind: 'six' } } }));
      return proceed(c);
    }
    const { to, path } = ringWalk(LOOP, s.forces[p].pos, v, 1);
    s.forces[p].pos = to;
    s.lastPath = path;
    say(c, tx('event.moves', { who: who(p), die: v, square: squareName(to) }), [{ kind: 'die', value: v, sides: 6 }]);
    land(c, p, to);
    return proceed(c);
  }
}

/** What landing on square `sq` sets off, as the turn's tasks. */
export function land(c: Ctx, p: number, sq: number): void {
  const s = c.s;
  const there = othersInOrder(s, p).filter((o) => s.forces[o].pos === sq);
  const kind = kindAt(sq);
  const tasks: Task[] = [];
  if (kind === 'danger') {
    danger(c, p);
    for (const o of there) danger(c, o);
    if (s.forces[p].out) return;
    for (const o of there) if (!s.forces[o].out) tasks.push({ kind: 'fight', fight: { defender: o, stake: { kind: 'meet' } } });
    s.tasks = tasks;
    return;
  }
  // One fight per opponent: the one who holds the square or owns the start square fights for that.
  const owner = kind === 'start' ? sideOf(sq) : null;
  const holder = kind === 'illus' ? s.squares[sq] : null;
  const stakeFor = (o: number): Stake =>
    o === holder ? { kind: 'square', square: sq } : o === owner ? { kind: 'start' } : { kind: 'meet' };
  for (const o of there) tasks.push({ kind: 'fight', fight: { defender: o, stake: stakeFor(o) } });
  for (const o of [owner, holder]) {
    if (o === null || o === p || o >= s.forces.length || s.forces[o].out || there.includes(o)) continue;
    tasks.push({ kind: 'fight', fight: { defender: o, stake: stakeFor(o) } });
  }
  if (kind === 'illus') tasks.push({ kind: 'claim', square: sq });
  if (kind === 'pow') tasks.push({ kind: 'offer' });
  s.tasks = tasks;
}

/** A danger square: a unit from HQ leaves the game; with an empty HQ the player is out. */
function danger(c: Ctx, p: number): void {
  const f = c.s.forces[p];
  if (f.hq > 0) {
    f.hq--;
    f.lost++;
    say(c, tx('event.danger', { who: who(p), left: f.hq }));
    return;
  }
  eliminate(c, p, tx('event.danger-out', { who: who(p) }));
}

/** Runs the turn's remaining tasks until one asks a question; with none left, the turn ends. */
export function proceed(c: Ctx): void {
  const s = c.s;
  while (s.winners === null) {
    const task = s.tasks.shift();
    if (!task) return endTurn(c);
    if (runTask(c, task)) return;
  }
}

function runTask(c: Ctx, task: Task): boolean {
  const s = c.s;
  const p = s.turn;
  switch (task.kind) {
    case 'fight':
      return startFight(c, task.fight, false);
    case 'claim': {
      if (s.squares[task.square] !== null || s.forces[p].hq === 0) return false;
      s.await = { kind: 'claim', square: task.square };
      return true;
    }
    case 'offer': {
      const to = nextActive(s, p);
      if (to < 0 || to === p) return false;
      if (s.forces[p].camp[to] === 0 || s.forces[to].camp[p] === 0) {
        say(c, tx('event.no-exchange', { who: who(p), other: who(to) }));
        return false;
      }
      s.await = { kind: 'offer', to };
      return true;
    }
    default: {
      const never: never = task;
      throw new Error(`unhandled task ${JSON.stringify(never)}`);
    }
  }
}

/** The defender and what the fight is for: "Blue for Pilot (square 2)", "Blue, on a six", "Blue". */
export function stakeText(defender: number, stake: Stake): Text {
  switch (stake.kind) {
    case 'square':
      return tx('stake.square', { who: who(defender), square: squareName(stake.square) });
    case 'start':
      return tx('stake.start', { who: who(defender) });
    case 'six':
      return tx('stake.six', { who: who(defender) });
    case 'meet':
      return tx('stake.meet', { who: who(defender) });
    default: {
      const never: never = stake;
      return never;
    }
  }
}

/** Turns a combat card and makes the challenger's first throw; false when the fight no longer stands. */
function startFight(c: Ctx, fight: Fight, again: boolean): boolean {
  const s = c.s;
  const p = s.turn;
  const d = fight.defender;
  if (s.forces[p].out || s.forces[d].out) return false;
  if (fight.stake.kind === 'square' && s.squares[fight.stake.square] !== d) return false;
  const drawn = drawCards(s.deck, 1, c.rng);
  s.deck = drawn.deck;
  const card = drawn.cards[0];
  s.lastCard = card;
  const b = battleOf(card);
  if (drawn.reshuffled) say(c, tx('event.reshuffled'));
  say(
    c,
    tx(again ? 'event.challenge-again' : 'event.challenge', {
      who: who(p),
      stake: stakeText(d, fight.stake),
      card: cardTitle(card),
      battle: battleText(b),
    }),
  );
  const faces = throwSymbols(c.rng, 5);
  const combat: Combat = { fight, card, throws: 1, faces, score: scoreOf(b, faces) };
  reportThrow(c, p, combat);
  s.await = { kind: 'throw', combat };
  return true;
}

function reportThrow(c: Ctx, seat: number, combat: Combat): void {
  c.s.shown = symbolChance(combat.faces);
  say(
    c,
    tx('event.throws', throwParams(seat, combat.faces, combat.score)),
    symbolChance(combat.faces),
    tx('label.score', { who: who(seat), score: combat.score }),
    battleSet(combat),
  );
}

/** One battle's throws, both sides': its combat card names it (a tie turns a new card). */
const battleSet = (combat: Combat): string => `battle:${combat.card}`;

/** The challenger throws all five again; the third throw counts at once. */
export function throwAgain(c: Ctx, combat: Combat): void {
  const faces = throwSymbols(c.rng, 5);
  const next: Combat = { ...combat, throws: combat.throws + 1, faces, score: scoreOf(battleOf(combat.card), faces) };
  reportThrow(c, c.s.turn, next);
  if (next.throws < MAX_THROWS) {
    c.s.await = { kind: 'throw', combat: next };
    return;
  }
  say(c, tx('event.third', { who: who(c.s.turn) }));
  settle(c, next);
}

/** The challenger keeps the throw: the defender throws as many times, the last throw counting. */
export function settle(c: Ctx, combat: Combat): void {
  const s = c.s;
  const p = s.turn;
  const d = combat.fight.defender;
  const b = battleOf(combat.card);
  s.await = { kind: 'turn' };
  let faces: SymbolFace[] = [];
  let score = 0;
  for (let k = 1; k <= combat.throws; k++) {
    faces = throwSymbols(c.rng, 5);
    score = scoreOf(b, faces);
    const key = combat.throws === 1 ? 'event.throws' : k === combat.throws ? 'event.throws-counts' : 'event.throws-of';
    // The picture's label: the counting throw with its score, an earlier one by its number.
    const label = k === combat.throws ? tx('label.score', { who: who(d), score }) : tx('label.throw', { who: who(d), k });
    say(
      c,
      tx(key, combat.throws === 1 ? throwParams(d, faces, score) : throwParams(d, faces, score, k, combat.throws)),
      symbolChance(faces),
      label,
      battleSet(combat),
    );
  }
  s.shown = [...symbolChance(combat.faces), ...symbolChance(faces)];
  s.deck = discardCard(s.deck, combat.card);
  if (combat.score === score) {
    say(c, tx('event.tie', { score }));
    if (startFight(c, combat.fight, true)) return;
    return proceed(c);
  }
  const [w, l] = combat.score > score ? [p, d] : [d, p];
  say(c, tx('event.battle-won', { who: who(w), high: Math.max(score, combat.score), low: Math.min(score, combat.score) }));
  if (lose(c, w, l, combat.fight.stake)) return;
  proceed(c);
}

/** The loser gives up a unit to the winner's POW camp. True when the loser must choose a square. */
export function lose(c: Ctx, w: number, l: number, stake: Stake): boolean {
  const s = c.s;
  if (stake.kind === 'square' && w === s.turn) {
    // The challenger won the square: its unit is the prisoner, and the challenger takes the square.
    s.squares[stake.square] = null;
    s.forces[w].camp[l]++;
    say(c, tx('event.square-captured', { loser: who(l), square: squareName(stake.square), winner: who(w) }));
    fillSquare(c, w, stake.square);
    return false;
  }
  const lf = s.forces[l];
  if (lf.hq > 0) {
    lf.hq--;
    s.forces[w].camp[l]++;
    say(c, tx('event.hq-captured', { loser: who(l), winner: who(w), left: lf.hq }));
    return false;
  }
  const held = heldBy(s, l);
  if (held.length === 0) {
    eliminate(c, l, tx('event.captured-out', { who: who(l) }));
    return false;
  }
  if (held.length === 1) {
    yieldSquare(c, l, w, held[0]);
    return false;
  }
  s.await = { kind: 'yield', loser: l, winner: w };
  return true;
}

/** A loser with an empty HQ gives up the unit on `sq`; the winner fills the square from HQ. */
export function yieldSquare(c: Ctx, l: number, w: number, sq: number): void {
  const s = c.s;
  s.squares[sq] = null;
  s.forces[w].camp[l]++;
  say(c, tx('event.yields', { loser: who(l), square: squareName(sq), winner: who(w) }));
  fillSquare(c, w, sq);
}

function fillSquare(c: Ctx, w: number, sq: number): void {
  const f = c.s.forces[w];
  if (f.hq === 0) {
    say(c, tx('event.fill-none', { who: who(w), square: squareName(sq) }));
    return;
  }
  f.hq--;
  c.s.squares[sq] = w;
  say(c, tx('event.fill', { who: who(w), square: squareName(sq) }));
}

export function claim(c: Ctx, sq: number): void {
  const s = c.s;
  const p = s.turn;
  s.forces[p].hq--;
  s.squares[sq] = p;
  say(c, tx('event.claims', { who: who(p), square: squareName(sq), left: s.forces[p].hq }));
}

/** Accepted: each releases one prisoner of the other's colour to its owner's HQ. */
export function exchange(c: Ctx, a: number, b: number): void {
  const s = c.s;
  s.forces[a].camp[b]--;
  s.forces[b].hq++;
  s.forces[b].camp[a]--;
  s.forces[a].hq++;
  say(c, tx('event.exchange', { from: who(a), to: who(b) }));
}

/**
 * Out of the game: the commander leaves the board, units on illustrated squares leave the
 * game, and the prisoners held go back to their owners' HQs. The last player in wins.
 */
export function eliminate(c: Ctx, p: number, why: Text): void {
  const s = c.s;
  const f = s.forces[p];
  if (f.out) return;
  f.out = true;
  say(c, why);
  const squares = heldBy(s, p);
  for (const sq of squares) s.squares[sq] = null;
  f.lost += squares.length;
  if (squares.length) say(c, tx('event.squares-lost', { who: who(p), n: squares.length }));
  f.camp.forEach((n, o) => {
    if (n === 0) return;
    f.camp[o] = 0;
    // Prisoners of a force already out have no HQ to go back to: they leave the game.
    if (s.forces[o].out) {
      s.forces[o].lost += n;
      say(c, tx('event.camp-out', { who: who(p), n, owner: who(o) }));
      return;
    }
    s.forces[o].hq += n;
    say(c, tx('event.camp-home', { who: who(p), n, owner: who(o) }));
  });
  if (p === s.turn) s.tasks = [];
  const left = activeSeats(s);
  if (left.length === 1) {
    s.winners = left;
    s.ended = tx('event.last', { who: who(left[0]) });
    say(c, s.ended);
  }
}

/** Passes the turn to the next player still in; at the step limit the game is scored instead. */
export function endTurn(c: Ctx): void {
  const s = c.s;
  s.tasks = [];
  s.await = { kind: 'turn' };
  if (s.winners !== null) return;
  if (typeof s.limit === 'number' && s.steps >= s.limit) return finishByCount(c);
  s.turn = nextActive(s, s.turn);
}

/** Units left: in HQ and on illustrated squares. */
export const unitsLeft = (s: ActionManState, seat: number): number => s.forces[seat].hq + heldBy(s, seat).length;
export const prisoners = (s: ActionManState, seat: number): number => s.forces[seat].camp.reduce((a, b) => a + b, 0);

/** The step limit: most units left wins; ties go to most prisoners, then share the win. */
export function finishByCount(c: Ctx): void {
  const s = c.s;
  const left = activeSeats(s);
  const key = (seat: number): [number, number] => [unitsLeft(s, seat), prisoners(s, seat)];
  const best = left.reduce((a, b) => {
    const [ua, pa] = key(a);
    const [ub, pb] = key(b);
    return ub > ua || (ub === ua && pb > pa) ? b : a;
  });
  const [bu, bp] = key(best);
  s.winners = left.filter((seat) => key(seat)[0] === bu && key(seat)[1] === bp);
  const counts = left.map((seat) => tx('limit.count', { who: who(seat), n: key(seat)[0] }));
  s.ended = tx('event.limit', { limit: s.limit ?? s.steps, counts, winners: s.winners.map(who), count: s.winners.length });
  say(c, s.ended);
}
