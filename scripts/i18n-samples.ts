// Writes docs/i18n-samples.md and docs/img/i18n/<game>.<lang>.png: for each game and language, the
// turn message the local table shows after a few clicks, and its picture scaled to 450 px wide
// (what a phone shows). Run: npx tsx scripts/i18n-samples.ts
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from 'canvas';
import { LOCALES } from '../src/engine/text';
import { allGames } from '../src/games/registry';
import { local } from '../test/support/local';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLICKS = 6;

async function main(): Promise<void> {
  const out: string[] = [
    '# Every game in every language',
    '',
    'Made by `npx tsx scripts/i18n-samples.ts`: the local table, seed 5, alice and one AI, after a few of alice’s clicks; the picture at 450 px wide.',
    '',
  ];
  for (const def of allGames()) {
    for (const lang of LOCALES) {
      const dir = mkdtempSync(join(tmpdir(), 'rerun-samples-'));
      const input = Array.from({ length: CLICKS }, () => 'alice: click 1').join('\n') + '\n';
      const run = await local([def.id, '--players', '2', '--ai', '1', '--seed', '5', '--lang', lang, '--out', dir], input);
      const posts = run.stdout.split('--- posted in the channel ---');
      const last = posts
        .at(-1)!
        .split(/\n--- |\nboard: /)[0]
        .trim();
      const png = readdirSync(dir)
        .filter((f) => f.endsWith('.png'))
        .sort((a, b) => Number(a.split('-').at(-1)!.slice(0, -4)) - Number(b.split('-').at(-1)!.slice(0, -4)))
        .at(-1);
      out.push(`## ${def.id} (${lang})`, '', '```', last, '```', '');
      if (png) {
        const img = await loadImage(join(dir, png));
        const w = 450;
        const h = Math.round((img.height * w) / img.width);
        const c = createCanvas(w, h);
        const ctx = c.getContext('2d');
        ctx.drawImage(img, 0, 0, w, h);
        const name = `${def.id}.${lang}.png`;
        writeFileSync(join(ROOT, 'docs/img/i18n', name), c.toBuffer('image/png'));
        out.push(`![${def.id} in ${lang} at 450 px](img/i18n/${name})`, '');
      }
    }
  }
  writeFileSync(join(ROOT, 'docs/i18n-samples.md'), out.join('\n'));
}

void main();
