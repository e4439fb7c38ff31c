// The bot's bundle keeps the source map of our own code only (scripts/ownSourceMap.mjs): at every
// position of a bundle that esbuild makes of our code and a package's, a position in our code
// maps where esbuild's full map says, and a position in the package's code maps to no source at
// all, never to a neighbouring line of ours.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ownSourceMap } from '../../scripts/ownSourceMap.mjs';

const own = (source: string) => !source.includes('node_modules/');

async function bundle() {
  const dir = mkdtempSync(join(tmpdir(), 'rerun-map-'));
  mkdirSync(join(dir, 'node_modules', 'pkg'), { recursive: true });
  writeFileSync(
    join(dir, 'node_modules', 'pkg', 'index.js'),
    'export function shout(s) {\n  const loud = s.toUpperCase();\n  return loud + "!";\n}\nexport const PKG = { name: "pkg", shout };\n',
  );
  // b.ts before the package: the bundle then has our code, the package's, and ours again.
  writeFileSync(join(dir, 'b.ts'), 'export function twice(s: string): string {\n  return s + s;\n}\n');
  writeFileSync(
    join(dir, 'a.ts'),
    "import { twice } from './b';\nimport { shout, PKG } from 'pkg';\nexport function greet(name: string): string {\n  const said = shout(`hello ${name}`);\n  return `${PKG.name}: ${twice(said)}`;\n}\nconsole.log(greet('Amy'));\n",
  );
  const out = await build({
    entryPoints: [join(dir, 'a.ts')],
    outfile: join(dir, 'out.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    sourcemap: 'external',
    sourcesContent: false,
    // Whitespace out: our code and the package's share lines, as they may in the bot's bundle.
    minifyWhitespace: true,
    write: false,
  });
  const text = (end: string) => out.outputFiles.find((f) => f.path.endsWith(end))!.text;
  return { js: text('.mjs'), map: JSON.parse(text('.map')) };
}

describe('the bundle source map of our own code', () => {
  it('maps each position of our code as the full map does, and none of the package to a source', async () => {
    const { js, map } = await bundle();
    const trimmed = ownSourceMap(map, own);
    const full = new SourceMap(map);
    const cut = new SourceMap(trimmed);
    let ours = 0;
    let theirs = 0;
    js.split('\n').forEach((line, l) => {
      for (let c = 0; c < line.length; c++) {
        const was = full.findEntry(l, c) as { originalSource?: string };
        const now = cut.findEntry(l, c) as { originalSource?: string };
        if (!was.originalSource) continue;
        if (own(was.originalSource)) {
          ours++;
          expect(now, `${l}:${c}`).toEqual(was);
        } else {
          theirs++;
          expect(now.originalSource, `${l}:${c}`).toBeUndefined();
        }
      }
    });
    // Both kinds were there to check.
    expect(ours).toBeGreaterThan(50);
    expect(theirs).toBeGreaterThan(50);
    expect(trimmed.mappings.length).toBeLessThan(map.mappings.length);
  });
});
