// The AI: races for the missions and then the Falcon, keeps clear of opponents' like tokens
// that could land on it next turn, plays its ESCAPE card, and flies for the Rebel Base.
import type { Rng } from '../../engine/rng';
import type { Pending } from '../../engine/types';
import { neighbours } from '../../engine/grid';
import {
  BASE,
  COLS,
  CONTROL,
  DETENTION,
  DOOR,
  FALCON,
  ROWS,
  TRACTOR,
  cellId,
  cellOf,
  compactorOf,
  dist,
  isHyper,
  isTie,
  kindOf,
} from './board';
import { shipLines } from './moves';
import type { DsAction, TokenKey } from './state';
import type { DsPlayerView, DsView } from './view';

/** Steps from where a token is to `target`; a detained token first needs to get out. */
function stepsTo(at: string, target: string): number {
  if (at === target) return 0;
  return at === DETENTION ? dist(DOOR, target) + 6 : dist(at, target);
}

const BETWEEN = dist(CONTROL, TRACTOR);

/** How far a player is from the Falcon with both missions done (lower is better). Hot: no allocations. */
export function cost(p: Pick<DsPlayerView, 'blueprint' | 'tractor'>, luke: string, han: string): number {
  const toFalcon = stepsTo(luke, FALCON) + stepsTo(han, FALCON);
  if (p.blueprint && p.tractor) return toFalcon;
  let missions: number;
  if (p.blueprint || p.tractor) {
    const room = p.blueprint ? TRACTOR : CONTROL;
    missions = Math.min(stepsTo(luke, room), stepsTo(han, room));
  } else {
    const lc = stepsTo(luke, CONTROL);
    const lt = stepsTo(luke, TRACTOR);
    const hc = stepsTo(han, CONTROL);
    const ht = stepsTo(han, TRACTOR);
    // One token to each room, or one token to both.
    missions = Math.min(lc + ht, lt + hc, Math.min(lc, lt, hc, ht) + BETWEEN);
  }
  return (p.blueprint ? 100 : 200) - (p.tractor ? 100 : 0) + missions + 0.3 * toFalcon;
}

/** Opponents' like tokens within a spin (1 to 3 steps) of `space`: they could land there and send us back. */
function threats(v: DsView, me: number, token: TokenKey, space: string): number {
  if (space === FALCON || kindOf(space) === 'compactor') return 0;
  let n = 0;
  for (const q of v.players) {
    if (q.seat === me || q.out || q.ship !== null) continue;
    const at = q.tokens[token].at;
    if (at === DETENTION || at === FALCON) continue;
    const d = dist(at, space);
    if (d >= 1 && d <= 3) n++;
  }
  return n;
}

/** Opponents' like tokens sent back by landing on `space`, weighted by how far they had come. */
function knockValue(v: DsView, me: number, token: TokenKey, space: string): number {
  if (space === FALCON || kindOf(space) === 'compactor') return 0;
  let sum = 0;
  for (const q of v.players) {
    if (q.seat === me || q.out || q.ship !== null || q.tokens[token].at !== space) continue;
    sum += 3 + 0.5 * dist(compactorOf(q.seat), space);
  }
  return sum;
}

function walkScore(v: DsView, me: DsPlayerView, a: Extract<DsAction, { kind: 'walk' }>, draws: boolean): number {
  const luke = me.tokens.luke.at;
  const han = me.tokens.han.at;
  let score = cost(me, luke, han) - (a.token === 'luke' ? cost(me, a.end, han) : cost(me, luke, a.end));
  score += knockValue(v, me.seat, a.token, a.end);
  // Being sent back costs the way from the compactor: worth avoiding more the further on we are.
  const risk = threats(v, me.seat, a.token, a.end);
  if (risk > 0) score -= (3 + 0.5 * dist(compactorOf(me.seat), a.end)) * Math.min(1, risk * 0.5);
  if (draws && kindOf(a.end) === 'force') score -= 0.5;
  return score;
}

/** Rough chance of reaching the Rebel Base from a hyperspace square (for the ship's choices). */
function reach(cell: string): number {
  if (cell === BASE) return 1;
  return [1, 2, 3].filter((n) => shipLines(cell, n).some((l) => l.end === BASE)).length / 3;
}

const SHIP_VALUES = new Map<string, number>();

/** How good a hyperspace square is to stop on (the Rebel Base best), computed once per square. */
export function shipValue(cell: string): number {
  let v = SHIP_VALUES.get(cell);
  if (v === undefined) {
    v = computeShipValue(cell);
    SHIP_VALUES.set(cell, v);
  }
  return v;
}

function computeShipValue(cell: string): number {
  if (cell === BASE) return 10;
  const near = (c: string): number => (c === BASE ? 1 : isTie(c) ? 0.3 : reach(c));
  const base = isTie(cell)
    ? (2 / 3) * Math.max(...neighbours(COLS, ROWS, cellOf(cell)).map((c) => near(cellId(c))))
    : reach(cell);
  // Between equals, closer to the base is better.
  const { col, row } = cellOf(cell);
  const far = Math.max(Math.abs(col - cellOf(BASE).col), Math.abs(row - cellOf(BASE).row));
  return base - 0.01 * far;
}

export function ai(v: DsView, p: Pending<DsAction>, rng: Rng): string {
  const me = v.players[p.player];
  const byScore = p.choices.map((c) => {
    const a = c.action;
    let score = 0;
    if (!a) score = -1;
    else if (a.kind === 'escape') score = 100;
    else if (a.kind === 'spin') score = 0;
    else if (a.kind === 'walk') score = walkScore(v, me, a, v.await.kind === 'move');
    else if (isHyper(a.end)) score = shipValue(a.end);
    return { id: c.id, score: score + rng.next() * 1e-6 };
  });
  byScore.sort((x, y) => y.score - x.score);
  return byScore[0].id;
}
