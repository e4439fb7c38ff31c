// Every text a game says is a Text (keys and parameters), never an English string: the types
// say so, and this checks what the games really produce over whole AI games (a string can still
// slip in through data files or a cast), and that every key they use exists in all three languages.
import { describe, expect, it } from 'vitest';
import { LOCALES, isSeatRef, isText, type Text, type TextParam } from '../../src/engine/text';
import { allGames, exampleGames } from '../../src/games/registry';
import { saidBy } from '../support/said';
import { TEXTS } from '../support/text';

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

describe.each(games.map((g) => [g.id, g] as const))('%s', (id, def) => {
  const said = saidBy(def);

  it('says nothing as an English string: every text is a Text', () => {
    const raw = said.filter((s) => !isText(s.text));
    expect(raw.map((s) => `${s.where}: ${JSON.stringify(s.text)}`).slice(0, 10)).toEqual([]);
    expect(said.length).toBeGreaterThan(0);
  });

  it('has every key it uses in every language (its own catalogue, the engine’s or the platform’s)', () => {
    const missing = new Set<string>();
    for (const s of said)
      for (const key of keysOf(s.text))
        for (const locale of LOCALES) if (TEXTS.source(locale, key, id) === null) missing.add(`${locale} ${key}`);
    expect([...missing]).toEqual([]);
  });

  it('keeps its catalogue in src/games/<game>/text, with its name', () => {
    expect(def.text, 'GameDef.text').toBeDefined();
    for (const locale of LOCALES) expect(def.text![locale].name, `${locale} name`).toBeTruthy();
  });
});
