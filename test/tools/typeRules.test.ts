// The two house rules the type check runs on its own program (scripts/typeRules.mjs): a rule that
// found nothing would pass every run, so each is shown a case it must catch and one it must let be.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { circles, floatingPromises, importedSpecifiers } from '../../scripts/typeRules.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'rerun-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function program(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const p = ts.createProgram(
    Object.keys(files).map((n) => path.join(dir, n)),
    { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, lib: ['lib.es2022.d.ts'], noEmit: true },
  );
  return { p, file: (n: string) => p.getSourceFile(path.join(dir, n))! };
}

describe('floating promises', () => {
  const { p, file } = program({
    'a.ts': [
      'async function save(): Promise<number> { return 1; }',
      'function later(): Promise<void> | undefined { return undefined; }',
      'const store = { write: save, count: () => 2 };',
      'export async function caller(): Promise<void> {',
      '  save();', // 5: floating
      '  store.write();', // 6: floating
      '  (save());', // 7: floating
      '  later();', // 8: floating: one part of the union is a promise
      '  save().finally(() => {});', // 9: floating: finally hands the rejection on
      '  Math.random() > 0.5 ? save() : undefined;', // 10: floating in a branch
      '  await save();',
      '  void save();',
      '  save().catch(() => {});',
      '  save().then(() => {}, () => {});',
      '  const kept = save();',
      '  let again: Promise<number>; again = save();',
      '  store.count();',
      '  return kept.then(() => again).then(() => undefined);',
      '}',
    ].join('\n'),
  });
  const found = floatingPromises(file('a.ts'), p.getTypeChecker());

  it('finds a promise dropped by a call, a method, parentheses, a union, finally and a branch', () => {
    expect(found.map((f) => f.line)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(found[0]).toMatchObject({ column: 3, text: 'save();' });
  });
});

describe('import circles', () => {
  it('reads static, type-only, re-exported and dynamic imports', () => {
    const { file } = program({
      'b.ts':
        "import { x } from './c';\nimport type { Y } from './d';\nexport * from './e';\nexport const z = () => import('./f');\n",
    });
    expect(importedSpecifiers(file('b.ts'))).toEqual(['./c', './d', './e', './f']);
  });

  it('reports each circle once, from its first file, and no file outside one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('finds none in a graph that only points inward', () => {
    expect(
      circles(
        new Map([
          ['commands', ['services']],
          ['services', ['engine']],
          ['engine', []],
        ]),
      ),
    ).toEqual([]);
  });
});
