// The formatter (src/services/core/texts.ts): a Text becomes words in one language, with real
// plurals, list joins, nested texts and seats named by the message layer; keys are found in
// their area; a language that lacks a key falls back to English, the reference.
import { describe, expect, it } from 'vitest';
import { firstSeat, isText, localeOf, tx, type Catalogues } from '../../src/engine/text';
import { areaOf, createTexts, type TextBook } from '../../src/services/core/texts';

const book: TextBook = {
  platform: {
    en: { hello: 'Hello {who}', shared: 'platform shared', list: 'Seats: {seats}' },
    fr: { hello: 'Bonjour {who}', list: 'Places : {seats}' },
    hu: { hello: 'Szia {who}', list: 'Helyek: {seats}' },
  },
  engine: {
    en: { shared: 'engine shared', only: 'engine only' },
    fr: { shared: 'moteur', only: 'seulement le moteur' },
    hu: { shared: 'motor', only: 'csak a motor' },
  },
  games: new Map<string, Catalogues>([
    [
      'race',
      {
        en: {
          squares: '{n, plural, one {# square} other {# squares}}',
          moves: '{who} moves {dist}',
          shared: 'game shared',
          'board.LUCKY': 'LUCKY',
        },
        fr: { squares: '{n, plural, one {# case} other {# cases}}', moves: '{who} avance de {dist}', 'board.LUCKY': 'CHANCE' },
        hu: { squares: '{n} mező', moves: '{who} {dist} lép', 'board.LUCKY': 'SZERENCSE' },
      },
    ],
  ]),
};
const texts = createTexts(book);
const names = ['Anna', 'Béla', 'Chloé'];
const race = (locale: 'en' | 'fr' | 'hu') => texts.voice(locale, { game: 'race', seat: (n) => names[n] });

describe('a Text in words', () => {
  it('uses each language’s own plural rules (French “one” covers 0 and 1; Hungarian has one form)', () => {
    const n = (locale: 'en' | 'fr' | 'hu', k: number) => race(locale).say(tx('squares', { n: k }));
    expect([0, 1, 2].map((k) => n('en', k))).toEqual(['0 squares', '1 square', '2 squares']);
    expect([0, 1, 2].map((k) => n('fr', k))).toEqual(['0 case', '1 case', '2 cases']);
    expect([0, 1, 2].map((k) => n('hu', k))).toEqual(['0 mező', '1 mező', '2 mező']);
  });

  it('formats nested texts, seats by the message layer’s names, and lists with the language’s joins', () => {
    const t = tx('moves', { who: { seat: 1 }, dist: tx('squares', { n: 3 }) });
    expect(race('en').say(t)).toBe('Béla moves 3 squares');
    expect(race('fr').say(t)).toBe('Béla avance de 3 cases');
    expect(race('hu').say(t)).toBe('Béla 3 mező lép');
    const seats = tx('platform:list', { seats: [{ seat: 0 }, { seat: 1 }, { seat: 2 }] });
    expect(race('en').say(seats)).toBe('Seats: Anna, Béla, and Chloé');
    expect(race('fr').say(seats)).toBe('Places : Anna, Béla et Chloé');
    expect(race('hu').say(seats)).toBe('Helyek: Anna, Béla és Chloé');
    expect(race('hu').list(['2', '4'], 'or')).toBe('2 vagy 4');
  });

  it('finds an unprefixed key in the game first, then the engine, then the platform; a prefix names the area', () => {
    expect(race('en').say(tx('shared'))).toBe('game shared');
    expect(race('en').say(tx('only'))).toBe('engine only');
    expect(race('en').say(tx('hello', { who: 'x' }))).toBe('Hello x');
    expect(race('en').say(tx('engine:shared'))).toBe('engine shared');
    expect(race('en').say(tx('platform:shared'))).toBe('platform shared');
    // Without a game, a game's key is not found: its key shows, and the guards fail on it.
    expect(texts.voice('en').say(tx('squares', { n: 2 }))).toBe('squares');
    expect(areaOf(book, 'moves', 'race')).toEqual({ area: 'race', key: 'moves' });
    expect(areaOf(book, 'race:moves')).toEqual({ area: 'race', key: 'moves' });
    expect(areaOf(book, 'nowhere:moves')).toBeNull();
  });

  it('falls back to English for a key a language lacks', () => {
    expect(race('fr').say(tx('shared'))).toBe('game shared');
    expect(race('fr').t('shared')).toBe('platform shared');
  });

  it('keeps Discord’s markup (mentions, timestamps) as text, not as ICU tags', () => {
    const t = createTexts({ ...book, platform: { en: { at: '<@{id}> by <t:{at}:R>' }, fr: {}, hu: {} } });
    expect(t.voice('fr').t('at', { id: '42', at: '1700000000' })).toBe('<@42> by <t:1700000000:R>');
  });

  it('translates the board’s words through the game’s board.* keys, other words as they are', () => {
    expect(race('fr').board('LUCKY')).toBe('CHANCE');
    expect(race('hu').board('LUCKY')).toBe('SZERENCSE');
    expect(race('fr').board('START')).toBe('START');
    expect(texts.voice('fr').board('LUCKY')).toBe('LUCKY');
  });
});

describe('locales and texts', () => {
  it('maps Discord locales: fr and hu as themselves, anything else English', () => {
    expect(['fr', 'hu', 'en-US', 'en-GB', 'es-ES', 'pt-BR', '', null, undefined].map(localeOf)).toEqual([
      'fr',
      'hu',
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });

  it('tells a Text from other values, and finds the first seat one names', () => {
    expect(isText(tx('a'))).toBe(true);
    expect(isText({ seat: 1 })).toBe(false);
    expect(isText('a')).toBe(false);
    expect(firstSeat(tx('a', { x: 3, y: tx('b', { z: [{ seat: 2 }] }), w: { seat: 0 } }))).toBe(2);
    expect(firstSeat(tx('a', { x: 3 }))).toBeNull();
  });
});
