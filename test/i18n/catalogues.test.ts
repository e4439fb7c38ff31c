// The catalogues' guards (docs/i18n.md): every key in every language; a key's arguments the same
// in every language (the words around them are free); every message parses; no dead keys and no
// key used that is missing (a scan of the sources' literals); choice labels and the platform's
// buttons fit Discord's 80 characters in every language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ENGINE_TEXT } from '../../src/engine/catalogue';
import { LOCALES, type Catalogues } from '../../src/engine/text';
import { allGames, exampleGames } from '../../src/games/registry';
import { markForms, ownForm } from '../../src/services/core/forms';
import { PLATFORM_TEXT } from '../../src/services/messages/catalogue';
import { saidBy } from '../support/said';
import { TEXTS } from '../support/text';

const root = join(__dirname, '..', '..');
const games = [...allGames(), ...exampleGames()];

/** Every catalogue: the platform's, the engine's and each game's. */
const AREAS: Array<[string, Catalogues]> = [
  ['platform', PLATFORM_TEXT],
  ['engine', ENGINE_TEXT],
  ...games.filter((g) => g.text).map((g): [string, Catalogues] => [g.id, g.text!]),
];

/**
 * A message's arguments: name → 'select' (takes an id), 'plural' (a number) or 'arg' (anything).
 * Hungarian grammar forms (`{who, case, accusative}`) are plain arguments, as the formatter reads them.
 */
function argumentsOf(message: string): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (els: MessageFormatElement[]): void => {
    for (const el of els) {
      if (el.type === TYPE.select) {
        out.set(el.value, 'select');
        Object.values(el.options).forEach((o) => visit(o.value));
      } else if (el.type === TYPE.plural) {
        out.set(el.value, 'plural');
        Object.values(el.options).forEach((o) => visit(o.value));
      } else if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) {
        if (!out.has(el.value)) out.set(el.value, 'arg');
      } else if (el.type === TYPE.tag) visit(el.children);
    }
  };
  visit(parse(markForms(message), { ignoreTag: true }));
  return out;
}

/** A key that is a word's own form in a Hungarian case (`spot.control@sublative`): only the language that needs it has it. */
const isOwnForm = (key: string) => ownForm(key) !== null;

describe.each(AREAS)('the %s catalogue', (_area, cat) => {
  it('has every key in every language, and no key English lacks', () => {
    const en = Object.keys(cat.en).sort();
    for (const l of LOCALES)
      expect(
        Object.keys(cat[l])
          .filter((k) => !isOwnForm(k))
          .sort(),
        `${l} keys`,
      ).toEqual(en);
  });

  it('gives a word’s own case forms only for a key it has, with no argument the key lacks', () => {
    const wrong: string[] = [];
    for (const l of LOCALES)
      for (const [key, message] of Object.entries(cat[l])) {
        const own = ownForm(key);
        if (key.includes('@') && own === null) wrong.push(`${l} ${key}: not a case`);
        if (!own) continue;
        const base = cat.en[own.base];
        if (base === undefined) wrong.push(`${l} ${key}: no key ${own.base}`);
        else {
          const extra = [...argumentsOf(message).keys()].filter((a) => !argumentsOf(base).has(a));
          if (extra.length > 0) wrong.push(`${l} ${key}: {${extra.join(', ')}} not in ${own.base}`);
        }
      }
    expect(wrong).toEqual([]);
  });

  it('has messages that parse, with the same arguments in every language (a select stays a select)', () => {
    const wrong: string[] = [];
    for (const [key, message] of Object.entries(cat.en)) {
      if (isOwnForm(key)) continue;
      const want = argumentsOf(message);
      for (const l of LOCALES) {
        const other = cat[l][key];
        if (other === undefined) continue;
        let got: Map<string, string>;
        try {
          got = argumentsOf(other);
        } catch (e) {
          wrong.push(`${l} ${key}: does not parse (${String(e)})`);
          continue;
        }
        const names = (m: Map<string, string>) => [...m.keys()].sort().join(', ');
        if (names(got) !== names(want)) wrong.push(`${l} ${key}: {${names(got)}} where English has {${names(want)}}`);
        for (const [name, kind] of want)
          if ((kind === 'select') !== (got.get(name) === 'select')) wrong.push(`${l} ${key}: {${name}} must be a select in both`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says something in every message (no empty translation)', () => {
    const empty = LOCALES.flatMap((l) =>
      Object.entries(cat[l])
        .filter(([, m]) => m.trim() === '')
        .map(([k]) => `${l} ${k}`),
    );
    expect(empty).toEqual([]);
  });
});

// ---- Keys used and keys defined: a scan of the sources' string literals. ----

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p) : p.endsWith('.ts') ? [p] : [];
  });
}

interface Literals {
  /** Whole string literals. */
  exact: Set<string>;
  /** Template literals with `${...}` parts, as patterns. */
  patterns: RegExp[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function literalsOf(files: readonly string[]): Literals {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const f of files) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) exact.add(m[1] ?? m[2]);
    for (const m of src.matchAll(/`((?:[^`\\]|\\.)*)`/g)) {
      if (!m[1].includes('${')) exact.add(m[1]);
      else
        patterns.push(
          new RegExp(
            `^${m[1]
              .split(/\$\{[^}]*\}/)
              .map(escape)
              .join('.+')}$`,
          ),
        );
    }
  }
  return { exact, patterns };
}

const used = (lits: Literals, key: string) => lits.exact.has(key) || lits.patterns.some((p) => p.test(key));

const SRC = join(root, 'src');
const allSources = filesUnder(SRC);
const platformSources = allSources.filter((f) => !relative(SRC, f).startsWith('games'));
const PLATFORM_LITS = literalsOf(platformSources);
const ALL_LITS = literalsOf(allSources);

/** Keys the code names explicitly: tx('...') anywhere, t('...') / fail(me, '...') in the services. */
function keysCalled(files: readonly string[]): Array<{ file: string; key: string }> {
  const out: Array<{ file: string; key: string }> = [];
  for (const f of files) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(/\btx\(\s*'([^'$]+)'/g)) out.push({ file: f, key: m[1] });
    for (const m of src.matchAll(/(?:\.t|\bt|\bfail\(\s*\w+,)\(?\s*'([a-z][\w.-]*)'/g))
      if (!relative(SRC, f).startsWith('games') && !relative(SRC, f).startsWith('engine'))
        out.push({ file: f, key: `platform:${m[1]}` });
  }
  return out;
}

describe('keys used and keys defined', () => {
  it('every platform key is used somewhere (commands by their key without "command.")', () => {
    const dead = Object.keys(PLATFORM_TEXT.en).filter(
      (k) =>
        !used(PLATFORM_LITS, k) &&
        !used(PLATFORM_LITS, `platform:${k}`) &&
        !(k.startsWith('command.') && used(PLATFORM_LITS, k.slice(8))),
    );
    expect(dead).toEqual([]);
  });

  it('every engine key is used somewhere (as engine:key)', () => {
    const dead = Object.keys(ENGINE_TEXT.en).filter((k) => !used(ALL_LITS, `engine:${k}`));
    expect(dead).toEqual([]);
  });

  describe.each(games.filter((g) => g.text).map((g) => [g.id] as const))('%s', (id) => {
    const lits = literalsOf([
      ...filesUnder(join(SRC, 'games', id)),
      ...allSources.filter((f) => relative(SRC, f) === join('render', 'games', `${id}.ts`)),
    ]);
    it('uses every key of its catalogue (its name and board words aside)', () => {
      // An event's short form (`<key>.short`, services/messages/story.ts) is used with its event;
      // the name and its shorter form on pictures (`name.picture`) by the services.
      const dead = Object.keys(games.find((g) => g.id === id)!.text!.en).filter(
        (k) =>
          k !== 'name' &&
          k !== 'name.picture' &&
          !k.startsWith('board.') &&
          !used(lits, k) &&
          !(k.endsWith('.short') && used(lits, k.slice(0, -6))) &&
          !isOwnForm(k),
      );
      expect(dead).toEqual([]);
    });
  });

  it('every key named in the code exists (tx(...) in games, engine and services; t(...) in the services)', () => {
    const gameOf = (file: string): string | undefined => {
      const parts = relative(SRC, file).split(/[\\/]/);
      return parts[0] === 'games' ? parts[1] : undefined;
    };
    const missing = keysCalled(allSources)
      .filter(({ file, key }) => TEXTS.source('en', key, gameOf(file)) === null)
      .map(({ file, key }) => `${relative(root, file)}: ${key}`);
    expect(missing).toEqual([]);
  });
});

// ---- Lengths: what Discord cuts. ----

/** Seat names as long as Discord allows (32), so that a label with a name is measured at its worst. */
const LONG_NAMES = Array.from({ length: 6 }, (_, i) => `${'Wolfeschlegelsteinhausen'.slice(0, 30)}${i + 1}`.padEnd(32, 'x'));

describe.each(games.map((g) => [g.id, g] as const))('%s labels', (id, def) => {
  it('fit a button (80 characters) in every language, with 32-character names', () => {
    const labels = saidBy(def, { games: 2 }).filter((s) => s.where.includes('label of ') && !s.where.includes('event'));
    const long: string[] = [];
    for (const l of LOCALES) {
      const me = TEXTS.voice(l, { game: id, seat: (n) => LONG_NAMES[n] ?? '?' });
      for (const s of labels) {
        const shown = me.say(s.text);
        if (shown.length > 80) long.push(`${l} ${s.where}: ${shown.length} "${shown}"`);
      }
    }
    expect([...new Set(long)].slice(0, 10)).toEqual([]);
  });
});

describe('the platform’s buttons and menus', () => {
  const BUTTONS = Object.keys(PLATFORM_TEXT.en).filter((k) =>
    /(^|\.)button(\.|$)|^menu\.|^turn\.(rematch|handover)$|^hand\.play$/.test(k),
  );

  it('are found (the list is not empty)', () => {
    expect(BUTTONS.length).toBeGreaterThan(8);
  });

  it.each(LOCALES)('fit 80 characters in %s, with 32-character names', (l) => {
    const me = TEXTS.voice(l);
    const long = BUTTONS.map((k) => [k, me.t(k, { name: LONG_NAMES[0], placeholder: me.t('menu.choose'), page: 10, pages: 10 })])
      .filter(([, s]) => s.length > 80)
      .map(([k, s]) => `${k}: ${s}`);
    expect(long).toEqual([]);
  });
});
