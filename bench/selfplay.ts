// Engine-only self-play: complete all-AI games per second, per game, on one core (no service,
// no database, no pictures). What AI tuning by self-play and property runs can afford.
import { performance } from 'node:perf_hooks';
import { aiDecision, applyDecision, createMatch } from '../src/engine/match';
import type { AnyGame } from '../src/engine/types';

/** A bound far above any real game: a game that reaches it is reported, not counted. */
const MAX_STEPS = 20_000;

export interface SelfPlay {
  games: number;
  /** CPU seconds the games took (user + system): the machine is shared, so wall time would measure the neighbours. */
  seconds: number;
  /** Games per CPU second: complete games a second on one core. */
  perSecond: number;
  /** Mean decisions per game. */
  steps: number;
}

/** Plays one all-AI game from `seed` to the end; returns its number of decisions. */
export function playOut(def: AnyGame, players: number, seed: number): number {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `AI ${i + 1}`, ai: true }));
  let match = createMatch(def, seats, {}, seed).match;
  for (;;) {
    const pending = def.pending(match.state);
    if (!pending) return match.step;
    if (match.step >= MAX_STEPS) throw new Error(`${def.id} seed ${seed}: no end after ${MAX_STEPS} decisions`);
    const d = aiDecision(def, match, pending)!;
    const res = applyDecision(def, match, d, pending);
    if (!res.ok) throw new Error(`${def.id} seed ${seed}: AI choice ${d.choice} refused (${res.error})`);
    match = res.value.match;
  }
}

/** Plays whole games for about `budgetMs` (at least `minGames`), the largest table the game allows. */
export function selfPlay(def: AnyGame, budgetMs = 3000, minGames = 20): SelfPlay {
  const players = Math.max(...(def.playerCounts ?? [def.maxPlayers]));
  // Warm-up: the JIT and the AI's caches settle within a second of this process's own CPU and a
  // few dozen games (The Bionic Woman's first 25 cost ten times a warm one). CPU, not wall time:
  // on a busy machine half a second of wall time left the first run measuring a cold engine.
  const warm = process.cpuUsage();
  const warmMs = () => {
    const c = process.cpuUsage(warm);
    return (c.user + c.system) / 1000;
  };
  for (let seed = 1; seed <= 30 || warmMs() < 1000; seed++) playOut(def, players, 1000 + seed);
  let games = 0;
  let steps = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  while (games < minGames || performance.now() - t0 < budgetMs) steps += playOut(def, players, ++games);
  const c = process.cpuUsage(c0);
  const seconds = (c.user + c.system) / 1e6;
  return { games, seconds, perSecond: games / seconds, steps: steps / games };
}
