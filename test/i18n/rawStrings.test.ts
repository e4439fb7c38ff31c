// Issue 19's transition: a game's texts are Texts (keys and parameters), never English strings.
// RAW lists exactly the games that still say strings somewhere: each game's engineer converts
// theirs and takes it off the list (docs/i18n.md, "How to convert a game"). A game off the list
// that says a string fails; a game on the list that no longer does fails too, so the list
// cannot go stale. Once it is empty, `Say` becomes `Text` (src/engine/text.ts).
import { describe, expect, it } from 'vitest';
import { LOCALES, isSeatRef, isText, type Text, type TextParam } from '../../src/engine/text';
import { allGames, exampleGames } from '../../src/games/registry';
import { saidBy } from '../support/said';
import { TEXTS } from '../support/text';

export const RAW: readonly string[] = [];

/** The keys of a Text and of every Text nested in its parameters. */
function keysOf(t: Text, into: string[] = []): string[] {
  into.push(t.key);
  const visit = (p: TextParam): void => {
    if (Array.isArray(p)) p.forEach(visit);
    else if (isText(p)) keysOf(p, into);
    else if (typeof p === 'object' && !isSeatRef(p))
      throw new Error(`a parameter that is none of the kinds: ${JSON.stringify(p)}`);
  };
  Object.values(t.params ?? {}).forEach(visit);
  return into;
}

const games = [...allGames(), ...exampleGames()];

it('lists only registered games', () => {
  expect(RAW.filter((id) => !games.some((g) => g.id === id))).toEqual([]);
});

describe.each(games.map((g) => [g.id, g] as const))('%s', (id, def) => {
  const said = saidBy(def);
  const raw = said.filter((s) => typeof s.text === 'string');

  if (RAW.includes(id)) {
    it('is listed as saying English strings, and still does (convert it and take it off the list)', () => {
      expect(raw.length).toBeGreaterThan(0);
    });
    return;
  }

  it('says nothing as an English string: every text is a Text', () => {
    expect(raw.map((s) => `${s.where}: ${String(s.text)}`).slice(0, 10)).toEqual([]);
  });

  it('has every key it uses in every language (its own catalogue, the engine’s or the platform’s)', () => {
    const missing = new Set<string>();
    for (const s of said)
      if (isText(s.text))
        for (const key of keysOf(s.text))
          for (const locale of LOCALES) if (TEXTS.source(locale, key, id) === null) missing.add(`${locale} ${key}`);
    expect([...missing]).toEqual([]);
  });

  it('keeps its catalogue in src/games/<game>/text, with its name', () => {
    expect(def.text, 'GameDef.text').toBeDefined();
    for (const locale of LOCALES) expect(def.text![locale].name, `${locale} name`).toBeTruthy();
  });
});
