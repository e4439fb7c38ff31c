// `npm test`'s type check: tsc's diagnostics, then, on the same program, promises left floating in
// src/ and import circles in src/ (scripts/typeRules.mjs). Incremental as `tsc --incremental` is:
// TypeScript's build info says which files a change can affect (their own text, or the shape of
// something they import), and only those are checked again; the floating promises found in the
// others are kept beside the build info, so a warm run costs what tsc's does.
// (Checked again: the files whose diagnostics TypeScript computed afresh, not those it kept.)
// Usage: node scripts/types.mjs                      Exits 1 on any finding.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { circles, floatingPromises, importedSpecifiers, semanticDiagnostics } from './typeRules.mjs';

const CACHE = 'node_modules/.cache/rerun';
const BUILD_INFO = `${CACHE}/tsbuildinfo`;
const FLOATING = `${CACHE}/floating.json`;
/** Kept findings are only as good as the rule that found them: a change to it starts afresh. */
const RULES = createHash('sha256')
  .update(readFileSync(new URL('./typeRules.mjs', import.meta.url)))
  .update(ts.version)
  .digest('hex');
const SRC = path.resolve('src') + path.sep;

mkdirSync(CACHE, { recursive: true });
const kept = readKept();
// Build info without the findings that go with it would skip files whose findings are lost.
if (!kept) rmSync(BUILD_INFO, { force: true });

const config = ts.getParsedCommandLineOfConfigFile(
  'tsconfig.json',
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      process.stdout.write(ts.formatDiagnostic(d, formatHost()));
      process.exit(1);
    },
  },
);
const options = { ...config.options, noEmit: true, incremental: true, tsBuildInfoFile: BUILD_INFO };
const builder = ts.createIncrementalProgram({
  rootNames: config.fileNames,
  options,
  configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  projectReferences: config.projectReferences,
});

const { diagnostics: semantic, rechecked } = semanticDiagnostics(builder);
const diagnostics = [
  ...builder.getConfigFileParsingDiagnostics(),
  ...builder.getOptionsDiagnostics(),
  ...builder.getGlobalDiagnostics(),
  ...builder.getSyntacticDiagnostics(),
  ...semantic,
];

const program = builder.getProgram();
const checker = program.getTypeChecker();
const sources = program.getSourceFiles().filter((f) => path.resolve(f.fileName).startsWith(SRC));
const floating = {};
for (const file of sources) {
  const name = path.relative('.', file.fileName);
  floating[name] =
    !rechecked || rechecked.has(file.fileName) || !kept?.files[name] ? floatingPromises(file, checker) : kept.files[name];
}
writeFileSync(FLOATING, JSON.stringify({ rules: RULES, files: floating }));
builder.emit();

const graph = new Map();
for (const file of sources) {
  const targets = new Set();
  for (const spec of importedSpecifiers(file)) {
    const resolved = ts.resolveModuleName(spec, file.fileName, options, ts.sys).resolvedModule;
    if (resolved && !resolved.isExternalLibraryImport && path.resolve(resolved.resolvedFileName).startsWith(SRC))
      targets.add(path.relative('.', resolved.resolvedFileName));
  }
  graph.set(path.relative('.', file.fileName), [...targets]);
}
const loops = circles(graph);

let failed = false;
if (diagnostics.length > 0) {
  process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost()));
  failed = true;
}
for (const [name, found] of Object.entries(floating))
  for (const f of found) {
    process.stdout.write(
      `${name}:${f.line}:${f.column}  a promise left floating: await it, return it, or say \`void\` (${f.text})\n`,
    );
    failed = true;
  }
for (const loop of loops) {
  process.stdout.write(`import circle: ${[...loop, loop[0]].join(' -> ')}\n`);
  failed = true;
}
process.stdout.write(
  `${sources.length} files in src/, ${rechecked ? rechecked.size : 'all'} checked again, ${graph.size} in the import graph\n`,
);
process.exit(failed ? 1 : 0);

function readKept() {
  try {
    const k = JSON.parse(readFileSync(FLOATING, 'utf8'));
    return k.rules === RULES ? k : null;
  } catch {
    return null;
  }
}

function formatHost() {
  return { getCanonicalFileName: (f) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => ts.sys.newLine };
}
