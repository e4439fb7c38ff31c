// Writes data/lengths.json: how many player-turns each game usually runs at each table size,
// from all-AI self-play (src/engine/length.ts). The lobby quotes it so that a group picks a clock
// knowingly. Run after a rule or AI change: npm run lengths (a test checks entries against it).
import { writeFileSync } from 'node:fs';
import { lengthOf, type Length } from '../src/engine/length';
import { playerCountsOf } from '../src/services/core/seats';
import { allGames } from '../src/games/registry';

/** Games per game and table size: enough for a steady median, cheap enough to rerun. */
export const LENGTH_GAMES = 50;

const out: Record<string, Record<string, Length>> = {};
for (const def of allGames()) {
  out[def.id] = {};
  for (const n of playerCountsOf(def)) out[def.id][n] = lengthOf(def, n, LENGTH_GAMES);
}
writeFileSync(new URL('../data/lengths.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out));
