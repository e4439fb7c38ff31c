// Every game's rules page names, for each rule, the test that proves it: check that each
// named test exists, so that the page cannot drift from the suite.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allGames, exampleGames } from '../../src/games/registry';

const root = join(import.meta.dirname, '..', '..');

/** `file.test.ts › name` and the following `› name` references of one page. */
function references(md: string): Array<{ file: string; name: string }> {
  const refs: Array<{ file: string; name: string }> = [];
  for (const line of md.split('\n')) {
    let file: string | null = null;
    for (const [, code] of line.matchAll(/`([^`]+)`/g)) {
      const full = /^(\S+\.test\.ts) › (.+)$/.exec(code);
      const short = /^› (.+)$/.exec(code);
      if (full) {
        file = full[1];
        refs.push({ file, name: full[2] });
      } else if (short && file) refs.push({ file, name: short[1] });
    }
  }
  return refs;
}

/** Test titles of a file as patterns: `${seed}`, `%s` and `$name` placeholders match anything. */
function titlePatterns(source: string): RegExp[] {
  const titles = [...source.matchAll(/\b(?:it|test)(?:\.each\([\s\S]*?\))?\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g)].map(
    (m) => m[2].replace(/\\(.)/g, '$1'),
  );
  return titles.map((t) => {
    const parts = t.split(/\$\{[^}]*\}|%[sdi]|\$[a-zA-Z_]\w*/);
    return new RegExp(`^${parts.map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
  });
}

const offered = new Set(allGames().map((g) => g.id));

describe.each([...allGames(), ...exampleGames()].map((g) => g.id))('docs/games/%s.md', (id) => {
  const md = readFileSync(join(root, 'docs', 'games', `${id}.md`), 'utf8');

  it('has a Summary section for /rules', () => {
    expect(md).toMatch(/^## Summary$/m);
  });

  it('names only tests that exist', () => {
    const refs = references(md);
    // A real game's page proves its many rules; the example game's is short.
    expect(refs.length).toBeGreaterThan(offered.has(id) ? 20 : 15);
    const missing = refs
      .filter(({ file }) => !file.includes('<'))
      .filter(({ file, name }) => {
        const path = join(root, 'test', 'games', id, file);
        return !existsSync(path) || !titlePatterns(readFileSync(path, 'utf8')).some((re) => re.test(name));
      });
    expect(missing).toEqual([]);
  });
});
