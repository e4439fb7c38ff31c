// All-AI Escape from the Death Star games, for a speed figure of its rules (not a test).
// Usage: npx tsx scripts/death-star-selfplay.ts [games]   (CPU time, so a busy machine reads fair)
import { aiDecision, applyDecision, createMatch } from '../src/engine/match';
import { deathStar } from '../src/games/death-star';

const games = Number(process.argv[2] ?? 300);
const start = process.cpuUsage();
let decisions = 0;
let longest = 0;
for (let seed = 1; seed <= games; seed++) {
  const n = 2 + (seed % 3);
  let m = createMatch(
    deathStar,
    Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ai: true })),
    {},
    seed,
  ).match;
  let k = 0;
  for (; k < 20000; k++) {
    const d = aiDecision(deathStar, m);
    if (!d) break;
    const r = applyDecision(deathStar, m, d);
    if (!r.ok) throw new Error(`seed ${seed}: ${r.message}`);
    m = r.value.match;
  }
  if (!deathStar.outcome(m.state)) throw new Error(`seed ${seed}: no winner after ${k} decisions`);
  decisions += k;
  longest = Math.max(longest, k);
}
const used = process.cpuUsage(start);
const seconds = (used.user + used.system) / 1e6;
console.log(
  `${games} games (2-4 players), ${(games / seconds).toFixed(0)} games per CPU second, ${(decisions / games).toFixed(0)} decisions a game on average, ${longest} at most`,
);
