// Words that fit as a phone shows them (450 px wide), in every language: a board name too long
// for its square gives way to the number with a key (The Action Man Game in French and
// Hungarian); a caption note too long for a row wraps onto the next; the French Death Star's
// picture title and key are whole, the key's letters those of the language's names.
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/engine/text';
import { deathStar } from '../../src/games/death-star';
import { fitNotes } from '../../src/render/caption';
import { createRenderer } from '../../src/render/index';
import { keyLines } from '../../src/render/nameKey';
import { MIN_TEXT_AT_450 } from '../../src/render/fonts';
import { boardWords } from '../../src/services/messages/picture';
import { createTexts } from '../../src/services/core/texts';
import { drawn, TEXTS, voice } from '../support/text';
import { playedTable } from './table';
import { writtenEachTest } from './written';
import { ELLIPSIS } from '../../src/render/textFit';

const written = writtenEachTest((ctx, text, x, y, maxWidth) => ({
  text,
  x,
  y,
  px: Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? NaN),
  squeezed: maxWidth !== undefined && ctx.measureText(text).width > maxWidth,
}));

describe("The Action Man Game's square names at 450 px", () => {
  it.each(LOCALES.map((l) => [l]))(
    'in %s: each name whole on its square at 9 px or more, or its number alone there and the name in the key',
    (locale) => {
      const words = boardWords(voice({ game: 'action-man', locale: locale as Locale }));
      const render = createRenderer();
      render.staticLayer('action-man', words);
      const geo = render.geometry('action-man', words);
      const k = 450 / geo.width;
      const squares = [...geo.spaces.values()].filter((s) => s.number !== undefined && s.label !== undefined && !s.big);
      const drawnText = written.map((w) => w.text);
      const gaveWay: string[] = [];
      for (const s of squares) {
        const name = words.label(s.label!);
        // The name written on its own square (not in the key).
        const own = written.find(
          (w) => w.text === name && Math.abs(w.x - s.x) <= s.size / 2 && Math.abs(w.y - s.y) <= s.size / 2,
        );
        if (own) {
          expect(own.squeezed, `${name} squeezed`).toBe(false);
          expect(own.px * k, name).toBeGreaterThanOrEqual(MIN_TEXT_AT_450);
        } else gaveWay.push(`${s.number} ${name}`);
      }
      // Names that gave way are listed whole, with their numbers, each number still on its square.
      const listed = keyLines(gaveWay.map((g) => ({ number: g.split(' ')[0], word: g.slice(g.indexOf(' ') + 1) })));
      for (const l of listed) {
        expect(drawnText).toContain(`${l.numbers} `);
        expect(drawnText).toContain(l.word);
      }
      expect(
        written.every((w) => !w.squeezed),
        written
          .filter((w) => w.squeezed)
          .map((w) => w.text)
          .join(', '),
      ).toBe(true);
      expect(written.every((w) => w.px * k >= MIN_TEXT_AT_450)).toBe(true);
      // English names fit their squares but Swamp; Hungarian ones such as Felcser and Szurdok give way.
      if (locale === 'en') expect(gaveWay).toEqual(['27 Swamp']);
      if (locale === 'hu') expect(gaveWay).toEqual(expect.arrayContaining(['6 Felcser', '33 Szurdok']));
    },
  );

  it('lists a word once with all its numbers, in the order of the track', () => {
    expect(
      keyLines([
        { number: '22', word: 'BOMBA' },
        { number: '6', word: 'Felcser' },
        { number: '4', word: 'BOMBA' },
      ]),
    ).toEqual([
      { numbers: '4, 22', word: 'BOMBA' },
      { numbers: '6', word: 'Felcser' },
    ]);
  });
});

describe('caption notes', () => {
  it('a note too long for one row wraps onto the next while rows are left, never cut where one is free', () => {
    const long = 'L = Luc/Leia, Y = Yan/Chewbacca, F = le Faucon dans l’hyperespace · Pioche de la Force : 45 '.repeat(1).trim();
    const rows = fitNotes([long], 420);
    expect(rows.length).toBe(2);
    expect(rows.join(' ')).toBe(long);
    // Two notes: each keeps a row; one too long for its row is then ellipsized.
    const two = fitNotes([long, 'Formula: Face'], 420);
    expect(two).toHaveLength(2);
    expect(two[0].endsWith(ELLIPSIS)).toBe(true);
    expect(two[1]).toBe('Formula: Face');
  });
});

describe("The French Death Star's picture", () => {
  it('prints its shorter title and its key whole, the key naming Yan by Y as his token shows it', () => {
    const { match, seats } = playedTable(deathStar, 'fr', { names: ['alice', 'Bob', 'Cleo', 'Dan'], seed: 11, decisions: 60 });
    const me = voice({ game: 'death-star', locale: 'fr' });
    const texts = createTexts(TEXTS.book);
    expect(texts.source('fr', 'name.picture', 'death-star')).toBe('Évasion de l’Étoile de la mort');
    const title = me.say({ key: 'name.picture' });
    const render = createRenderer();
    const scene = drawn(deathStar.scene(match.state), { game: 'death-star', locale: 'fr' });
    render('death-star', scene, seats, { title, turn: 60, whose: seats[0].name, dice: [] }, boardWords(me));
    const caption = written.map((w) => w.text);
    expect(caption).toContain(title);
    expect(caption.some((t) => t.includes(ELLIPSIS))).toBe(false);
    expect(caption.find((t) => t.startsWith('L = '))).toMatch(/^L = Luc\/Leia, Y = Yan\/Chewbacca/);
    expect(scene.tokens.filter((t) => t.label === 'Y').length).toBeGreaterThan(0);
    expect(scene.tokens.some((t) => t.label === 'H')).toBe(false);
  });
});
