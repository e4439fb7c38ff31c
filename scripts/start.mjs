// `npm start`: the bot, from one bundle of src/ and its packages (build/rerun.mjs) that esbuild
// makes whenever a source is newer than it, so that every start (a restart, each shard, each
// test's bot) loads one file of plain JavaScript: 0.8 s of CPU to ready, against 1.3 s with the
// packages left in node_modules (Node resolving, reading and lexing some 400 modules of
// discord.js and the others) and 1.9 s through tsx's loader. Native modules and what loads files
// of its own by path (pino's transport threads) stay in node_modules. Stack traces name the
// TypeScript files: the inline source map keeps our own code's positions only, not the sources'
// text nor the packages' mappings (ownSourceMap.mjs), which Node parses at every start.
// Usage: node scripts/start.mjs   (build only: node scripts/start.mjs --build, which is npm run build)
import { Buffer } from 'node:buffer';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ownSourceMap } from './ownSourceMap.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** One folder below the root, as src/ is: src/root.ts finds the root the same way from both. */
export const BUNDLE = join(ROOT, 'build', 'rerun.mjs');
/** What the bundle is made of: the sources, the data they import, and how they are built. */
const INPUTS = [
  'src',
  'data',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/start.mjs',
  'scripts/ownSourceMap.mjs',
].map((p) => join(ROOT, p));

/**
 * Packages left out of the bundle: native modules (and the optional native speed-ups that discord.js,
 * ws and pg look for), and pino with pino-pretty, whose transport runs in a thread that loads its
 * files by path.
 */
const OWN_FILES = [
  'better-sqlite3',
  'canvas',
  'pino',
  'pino-pretty',
  'pg-native',
  'zlib-sync',
  'bufferutil',
  'utf-8-validate',
  'erlpack',
];
/** What CommonJS code in an ES module bundle needs: require, __filename, __dirname (of the bundle). */
const REQUIRE = [
  "import { createRequire as __rerunRequire } from 'node:module';",
  "import { fileURLToPath as __rerunPath } from 'node:url';",
  'const require = __rerunRequire(import.meta.url);',
  'const __filename = __rerunPath(import.meta.url);',
  "const __dirname = __rerunPath(new URL('.', import.meta.url));",
].join(' ');

/** The newest modification time under `path` (a file, or a folder and everything in it). */
function newest(path) {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  let most = s.mtimeMs;
  for (const e of readdirSync(path, { withFileTypes: true })) most = Math.max(most, newest(join(path, e.name)));
  return most;
}

/** True when the bundle is missing or older than any of its inputs. */
export function stale() {
  return staleFor(BUNDLE);
}

/** True when `outfile` is missing or older than the bundle's inputs or `extra` (paths from the root). */
export function staleFor(outfile, extra = []) {
  const built = statSync(outfile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return [...INPUTS, ...extra.map((p) => join(ROOT, p))].some((p) => newest(p) > built);
}

/**
 * Makes the bundle (or, for the tests, `outfile` from `entry`: esbuild's entryPoints or stdin).
 * Several processes may start at once (shards, tests): each writes its own file and renames it
 * into place, so none ever loads a half-written bundle.
 */
export async function buildBundle(outfile = BUNDLE, entry = { entryPoints: [join(ROOT, 'src', 'main.ts')] }) {
  const { build } = await import('esbuild');
  mkdirSync(join(ROOT, 'build'), { recursive: true });
  const part = `${outfile}.${process.pid}.part`;
  try {
    const built = await build({
      ...entry,
      outfile: part,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: [...OWN_FILES, ...(entry.external ?? [])],
      // The packages written as CommonJS call require() for Node's own modules.
      banner: { js: REQUIRE },
      sourcemap: 'external',
      sourcesContent: false,
      write: false,
      logLevel: 'warning',
    });
    const file = (end) => built.outputFiles.find((f) => f.path.endsWith(end)).text;
    const map = ownSourceMap(JSON.parse(file('.map')), (source) => !source.includes('node_modules/'));
    const js = file('.part').replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
    const inline = Buffer.from(JSON.stringify(map)).toString('base64');
    writeFileSync(part, `${js}//# sourceMappingURL=data:application/json;base64,${inline}\n`);
    renameSync(part, outfile);
  } finally {
    if (existsSync(part)) rmSync(part);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (stale()) {
    try {
      await buildBundle();
    } catch (e) {
      // A service whose code folder it may not write (docs/ops/rerun.service): built at install.
      if (e?.code !== 'EACCES' && e?.code !== 'EROFS' && e?.code !== 'EPERM') throw e;
      process.stderr.write(
        `The bot's bundle (${BUNDLE}) is older than its sources, and this user may not write it: run \`npm run build\` as the folder's owner, then start again.\n`,
      );
      process.exit(1);
    }
  }
  if (!process.argv.includes('--build')) {
    process.setSourceMapsEnabled(true);
    await import(pathToFileURL(BUNDLE).href);
  }
}
