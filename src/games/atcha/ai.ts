// The AI: tries each legal action on its own copy of the public view and keeps the one whose
// position scores best for its partnership (hits, home, safety in blobs, pieces out, no
// landing just ahead of opponents). ATCHA, SUCK BACK and BLOW BACK are weighed by their odds.
import type { Rng } from '../../engine/rng';
import type { Pending } from '../../engine/types';
import { backOdds } from './backs';
import { BASE, COLORS, FOOT, HOME, ROUTE_AT } from './board';
import { withPieces } from './state';
import { atchaNeed, bringOut, walker, type Step, type Walker } from './moves';
import { armyOf, route, sameSide } from './sides';
import { foeBlob, occupancy, occupants, type Occupancy } from './squares';
import type { AtchaAction, AtchaState } from './state';
import { checkEnd } from './order';
import type { AtchaView } from './view';

/** Chance of throwing `k` more sixes before a throw without one (two dice a throw). */
export function atchaOdds(k: number): number {
  if (k <= 0) return 1;
  if (k === 1) return 11 / 36;
  return (10 / 36) * atchaOdds(k - 1) + (1 / 36) * atchaOdds(k - 2);
}

/** How far behind route index `at` (on the track) a piece at `pos` of the same route stands; null if not behind. */
function behind(pos: number, at: number): number | null {
  if (pos === BASE || pos >= FOOT) return null;
  return at > pos ? at - pos : null;
}

function pieceValue(s: AtchaState, seat: number, pos: number): number {
  if (pos === BASE) return 0;
  if (pos === HOME) return 90;
  if (pos > FOOT) return 62 + pos - FOOT;
  const sq = route(s, seat)[pos];
  // The seat's own pieces on this square: those at the same route index (a route passes each
  // square once), counted without building the position's occupancy for every option weighed.
  let mine = 0;
  for (const p of s.pieces[seat]) if (p === pos) mine++;
  let risk = 0;
  let blocked = 0;
  for (let foe = 0; foe < s.seats; foe++) {
    if (sameSide(s, seat, foe) || s.resigned[foe]) continue;
    // The square's place on this opponent's route, looked up once for all its pieces.
    const at = ROUTE_AT[s.color[seat]][pos][s.color[foe]];
    if (at >= 0 && at <= FOOT)
      for (const fp of s.pieces[foe]) {
        const d = behind(fp, at);
        if (d === null) continue;
        if (d <= 6) risk += 0.3;
        else if (d <= 12) risk += 0.1;
        if (d <= 6) blocked++;
      }
    // An opponent in base threatens its own start square.
    if (route(s, foe)[0] === sq && s.pieces[foe].includes(BASE)) risk += 0.3;
  }
  // A blob cannot be hit (only an ATCHA removes it), and it blocks opponents behind it.
  if (mine >= 2) return 8 + pos + 4 * blocked;
  return 8 + pos - Math.min(0.8, risk) * (pos + 12);
}

export function evaluate(s: AtchaState, me: number): number {
  let score = 0;
  for (let seat = 0; seat < s.seats; seat++) {
    if (s.resigned[seat]) continue;
    const sign = sameSide(s, me, seat) ? 1 : -1;
    for (const pos of s.pieces[seat]) score += sign * pieceValue(s, seat, pos);
  }
  if (s.end) score += s.end.winners.includes(me) ? 10000 : -10000;
  return score;
}

export function ai(v: AtchaView, pending: Pending<AtchaAction>, rng: Rng): string {
  const options = pending.choices.filter((c) => c.action !== undefined);
  if (options.length === 0) return pending.choices[0].id;
  if (options.length === 1) return options[0].id;
  // A view is the whole public state (Atcha! has no secrets): weigh moves on it directly.
  const s: AtchaState = v;
  const me = armyOf(s, s.turn);
  const occ = occupancy(s);
  const go = walker(s, me, occ);
  const base = evaluate(s, me);
  let best = options[0].id;
  let bestScore = -Infinity;
  for (const o of options) {
    const score = scoreAction(s, o.action!, me, base, go, occ) + rng.next() * 0.01;
    if (score > bestScore) {
      bestScore = score;
      best = o.id;
    }
  }
  return best;
}

/**
 * The position an ordinary move leaves (moved piece, hits back in base, a win), without the
 * texts, chances and throw bookkeeping of applyAction: the AI weighs every option this way.
 */
function positionAfter(
  s: AtchaState,
  a: Extract<AtchaAction, { kind: 'move' | 'both' | 'out' }>,
  go: Walker,
  occ: Occupancy,
): AtchaState {
  const army = armyOf(s, s.turn);
  const pieces = s.pieces.map((p) => [...p]);
  let st: Step | null;
  let piece: number;
  if (a.kind === 'out') {
    piece = pieces[army].indexOf(BASE);
    st = bringOut(s, army, occ);
  } else {
    piece = a.piece;
    const from = pieces[army][piece];
    if (a.kind === 'move') st = go(from, a.die);
    else {
      // The second walk never passes the piece's own square: the same walker serves.
      st = go(go(from, a.first)!.to, a.second);
    }
  }
  if (!st) throw new Error(`AI weighed a move that is not legal: ${JSON.stringify(a)}`);
  pieces[army][piece] = st.to;
  for (const h of st.hits) pieces[h.seat][h.piece] = BASE;
  const after = withPieces(s, pieces);
  checkEnd(after, []);
  return after;
}

/** Rough worth of an ordinary throw (about 7 squares of progress): what a declared SUCK/BLOW BACK gives up. */
const ORDINARY_THROW = 8;

function scoreAction(s: AtchaState, a: AtchaAction, me: number, base: number, go: Walker, occ: Occupancy): number {
  if (a.kind === 'roll' || a.kind === 'decline') return 0;
  if (a.kind === 'suck') {
    const pos = s.pieces[a.seat][a.piece];
    return backOdds(pos - FOOT) * pieceValue(s, a.seat, pos) - ORDINARY_THROW;
  }
  if (a.kind === 'blow') {
    const army = s.pieces[armyOf(s, s.turn)];
    const foot = COLORS[s.color[armyOf(s, s.turn)]].foot;
    const gain = occupants(s, foot)
      .filter((p) => !sameSide(s, me, p.seat))
      .reduce((sum, p) => sum + pieceValue(s, p.seat, s.pieces[p.seat][p.piece]), 0);
    return backOdds(army[a.piece] - FOOT) * gain - ORDINARY_THROW;
  }
  if (a.kind === 'atcha') {
    const blob = foeBlob(s, me, a.target)!;
    const sixes = s.await.kind === 'use' ? s.await.dice.filter((d) => d === 6).length : 0;
    const odds = atchaOdds(atchaNeed(blob.size, a.fromBase) - sixes);
    // Success sends the blob's pieces home to base and frees the way.
    const gain = blob.size * (20 + (route(s, blob.owner).indexOf(a.target) + 1)) + 15;
    return odds * gain;
  }
  // Only the position the move leaves counts, not what follows it.
  return evaluate(positionAfter(s, a, go, occ), me) - base;
}
