// The Bionic Woman in three languages (test/i18n/catalogues.test.ts checks keys and arguments in
// every language): its English agrees with the card file, its map's words all have keys, its
// longest labels fit Discord in every language, and French and Hungarian read as written.
import { describe, expect, it } from 'vitest';
import rawBoard from '../../../data/boards/bionic-woman.json';
import rawCards from '../../../data/cards/bionic-woman.json';
import { LOCALES, type Locale, type Text } from '../../../src/engine/text';
import { HQ } from '../../../src/games/bionic-woman/board';
import { SPECIAL_NAMES } from '../../../src/games/bionic-woman/cards';
import { TEXT } from '../../../src/games/bionic-woman/text';
import { words } from '../../support/text';
import { NAMES, act, build, game, loc, rollDrive } from './helpers';

const say = (text: Text, locale: Locale): string => words(text, { game: game.id, locale, names: NAMES });

describe('the catalogues', () => {
  it('name the special cards as the card file does in English', () => {
    for (const s of rawCards.specials) {
      expect(TEXT.en[`card.${s.kind}`]).toBe(s.name);
      expect(TEXT.en[`card.${s.kind}.text`]).toBe(s.text);
    }
    expect(SPECIAL_NAMES.map((n) => say(n, 'fr'))).toEqual([
      'STEVE AUSTIN À LA RESCOUSSE',
      'ALLEZ À L’AÉROPORT DE VOTRE CHOIX',
      'RETOUR AU Q.G.',
    ]);
  });

  it('have a word for everything the map prints but numbers and symbols', () => {
    const printed = rawBoard.spaces.flatMap((s) => [s.label, 'text' in s ? s.text : undefined]);
    const wordsOnMap = new Set(printed.filter((w): w is string => typeof w === 'string' && /[A-Za-z]/.test(w)));
    for (const w of wordsOnMap) for (const locale of LOCALES) expect(TEXT[locale][`board.${w}`], `${locale} ${w}`).toBeTruthy();
    expect(['NE', 'SE', 'SW', 'NW'].map((w) => TEXT.hu[`board.${w}`])).toEqual(['ÉK', 'DK', 'DNy', 'ÉNy']);
  });
});

describe('labels fit Discord in every language', () => {
  it('the longest labels (specials in hand, assignments and adventures on the way) stay within 80 characters', () => {
    // At 33 (two pink paths) with an adventure and a Top Secret Assignment at their ends, all three specials held.
    const heli = build({
      at: [loc(33), HQ],
      adventures: [34, 31],
      held: [['steve', 'airport', 'hq'], []],
      assignments: [{ location: 36, bonus: 100 }],
      turnedUp: 5,
    });
    // Both pink ends of 33 holding Special Assignments: the longest helicopter label.
    const twoAssignments = build({ at: [loc(33), HQ], adventures: [30, 31], assignments: [{ location: 34 }, { location: 36 }] });
    const drive = rollDrive(
      build({ at: [HQ, HQ], adventures: [30, 31], assignments: [{ location: 33, bonus: 100 }], turnedUp: 5 }),
      6,
      5,
    );
    const reach = build({ at: [loc(1), HQ], adventures: [1, 31], await: { kind: 'reach' } });
    const airport = act(build({ at: [HQ, HQ], held: [['airport'], []] }), 'play:c39').state;
    const labels = [heli, twoAssignments, drive, reach, airport].flatMap((s) => game.pending(s)!.choices.map((c) => c.label));
    expect(labels.length).toBeGreaterThan(20);
    for (const locale of LOCALES)
      for (const l of labels) expect(say(l, locale).length, `${locale}: ${say(l, locale)}`).toBeLessThanOrEqual(80);
  });
});

describe('French and Hungarian', () => {
  it('a turn reads as a player would write it', () => {
    const s = build({ at: [loc(1), HQ], adventures: [2, 31] });
    const rolled = act(s, 'drive', 1, 2);
    const p = game.pending(rolled.state)!;
    expect(say(p.prompt, 'fr')).toBe('avancez de 3, ou partagez\u00a0: 1 dans un sens, 2 dans l’autre. Où allez-vous\u00a0?');
    expect(say(p.prompt, 'hu')).toBe('lépj 3 mezőt, vagy oszd meg: 1 az egyik, 2 a másik irányba. Hová mész?');
    const to = p.choices.find((c) => c.id === `to:${loc(2)}`)!;
    expect(say(to.label, 'fr')).toBe('2 (votre aventure, 30 pts)');
    expect(say(to.label, 'hu')).toBe('2 (a kalandod, 30 pont)');
    const moved = act(rolled.state, `to:${loc(2)}`);
    expect(moved.events.map((e) => say(e.text, 'fr'))).toEqual(['P0 roule jusqu’au lieu 2']);
    expect(moved.events.map((e) => say(e.text, 'hu'))).toEqual(['P0 autóval a 2. helyszínre megy']);
    const taken = act(moved.state, 'bionic', 3, 4);
    expect(say(taken.events[0].text, 'fr')).toBe(
      'P0 fait appel au pouvoir bionique\u00a0: 3 + 4 = 7, l’aventure du lieu 2 rapporte le double, 60 points',
    );
    expect(say(taken.events[0].text, 'hu')).toBe(
      'P0 beveti bionikus erejét: 3 + 4 = 7, így a kaland a 2. helyszínen duplán ér: 60 pont',
    );
  });

  it('status lines and the picture’s notes use each language’s plurals and list joins', () => {
    const s = build({
      at: [loc(1), 'ap-sw'],
      adventures: [30, 31],
      held: [['steve'], []],
      assignments: [{ location: 7 }, { location: 9 }],
    });
    expect(
      game
        .status(s)
        .map((t) => say(t, 'fr'))
        .slice(0, 3),
    ).toEqual([
      'P0\u00a0: au lieu 1, aventure 30 (15 pts), 0 points, 1 carte spéciale en main',
      'P1\u00a0: à l’aéroport SO, aventure 31 (15 pts), 0 points',
      'Missions révélées (au nombre exact)\u00a0: 7 (25+50) et 9 (40+50)',
    ]);
    expect(
      game
        .status(s)
        .map((t) => say(t, 'hu'))
        .slice(0, 3),
    ).toEqual([
      'P0: az 1. helyszínen, kaland: 30 (15 pont), 0 pont, 1 különleges lap a kezében',
      'P1: a DNy-i repülőtéren, kaland: 31 (15 pont), 0 pont',
      'Felfordított küldetések (pontos dobással): 7 (25+50) és 9 (40+50)',
    ]);
    expect(game.scene(s).notes!.map((t) => say(t, 'fr'))).toEqual([
      'Missions\u00a0: 7 (25+50) et 9 (40+50)',
      'Révélées\u00a0: 2 sur 5 · pioche\u00a0: 35 cartes',
    ]);
  });
});
