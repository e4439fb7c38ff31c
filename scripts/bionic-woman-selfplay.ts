// Plays all-AI games of The Bionic Woman on one core and prints the rate (per second of this
// process's CPU time, so that a busy machine does not skew it), the length of games, how they
// ended and the most choices offered at once (not a test).
// Usage: npx tsx scripts/bionic-woman-selfplay.ts [games]
import { aiDecision, applyDecision, createMatch } from '../src/engine/match';
import { bionicWoman as game } from '../src/games/bionic-woman';
import { textsFor } from '../src/services';

const english = textsFor([game]).voice('en', { game: game.id });

const GAMES = Number(process.argv[2] ?? 300);
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ai: true }));
let steps = 0;
let longest = 0;
let widest = 0;
const endings: Record<string, number> = {};
const t0 = process.cpuUsage();
for (let seed = 1; seed <= GAMES; seed++) {
  let m = createMatch(game, seats(2 + (seed % 3)), {}, seed).match;
  let n = 0;
  for (; n < 5000 && !game.outcome(m.state); n++) {
    const p = game.pending(m.state)!;
    widest = Math.max(widest, p.choices.length);
    const res = applyDecision(game, m, aiDecision(game, m, p)!, p);
    if (!res.ok) throw new Error(res.message);
    m = res.value.match;
  }
  steps += n;
  longest = Math.max(longest, n);
  const end = game.outcome(m.state);
  const why = end ? english.say(end.text).split('.')[0] : 'unfinished';
  endings[why] = (endings[why] ?? 0) + 1;
}
const used = process.cpuUsage(t0);
const secs = (used.user + used.system) / 1e6;
console.log(
  `${GAMES} games (2-4 players) in ${secs.toFixed(2)} s of CPU: ${(GAMES / secs).toFixed(0)} games/s, ${(steps / GAMES).toFixed(0)} decisions a game on average, ${longest} at most; at most ${widest} choices at once`,
);
for (const [why, k] of Object.entries(endings)) console.log(`  ${k} x ${why}`);
