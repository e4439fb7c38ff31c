// Writes docs/img/cvd/<game>.png and <game>.deuteranopia.png: for each game, a four-player
// all-AI table after some play, its turn picture (slim caption) at 450 px wide (what a phone shows) and the same
// picture as someone with deuteranopia sees it (Machado 2009, severity 1.0; test/render/cvd.ts).
// Run: npx tsx scripts/cvd-samples.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from 'canvas';
import { allGames } from '../src/games/registry';
import type { Caption } from '../src/render/contract';
import { renderBoard } from '../src/render/index';
import { simulateCanvas } from '../test/render/cvd';
import { playedTable } from '../test/render/table';
import { drawn } from '../test/support/text';

const OUT = join(fileURLToPath(new URL('..', import.meta.url)), 'docs/img/cvd');
const PHONE = 450;
/** Enough AI decisions that pieces of every seat are out on the board. */
const DECISIONS = 60;
const NAMES = ['Alice', 'Bob', 'Cleo', 'Dan'];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const def of allGames()) {
    const { match, seats } = playedTable(def, 'en', { names: NAMES, seed: 11, decisions: DECISIONS });
    // Slim, as a turn message draws it (its text says the game, the turn and whose move it is).
    const caption: Caption = {
      title: def.name,
      turn: match.step,
      whose: seats[0].name,
      dice: [],
      chance: match.lastChance,
      slim: true,
    };
    const png = renderBoard(def.id, drawn(def.scene(match.state), { game: def.id }), seats, caption);
    const img = await loadImage(png);
    const h = Math.round((img.height * PHONE) / img.width);
    const c = createCanvas(PHONE, h);
    c.getContext('2d').drawImage(img, 0, 0, PHONE, h);
    writeFileSync(join(OUT, `${def.id}.png`), c.toBuffer('image/png'));
    simulateCanvas(c, 'deuteranopia');
    writeFileSync(join(OUT, `${def.id}.deuteranopia.png`), c.toBuffer('image/png'));
    console.log(`${def.id}: step ${match.step}, ${PHONE}x${h}`);
  }
}

void main();
