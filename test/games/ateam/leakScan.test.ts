// The leak scan (test/properties/secrets.ts) on the A-Team's LAB cards, in each language (issue
// 19): a LAB card shares its name with a kind of space ("SECRET WEAPONS LAB", "LABO SECRET",
// "TITKOS FEGYVERLABOR"), so a public line that moves a piece onto such a space says the name
// without speaking of the card. The scan lets that mention pass, and still flags the held
// card's name anywhere else in the same message.
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/engine/match';
import { LOCALES, tx, type Locale, type Text } from '../../../src/engine/text';
import { ateam } from '../../../src/games/ateam';
import { spaceName } from '../../../src/games/ateam/board';
import { cardName } from '../../../src/games/ateam/cards';
import { role } from '../../../src/games/ateam/context';
import { leaksInText, secretsInAll } from '../../properties/secrets';
import { words } from '../../support/text';
import { build, cardIn, nextOf } from './helpers';

/** Ann (seat 0) holds a WEAPONS LAB and a SECRET WEAPONS LAB card; Bob holds none. */
function story() {
  const seats = ['Ann', 'Bob'].map((name) => ({ name, ai: false }));
  const match = { ...createMatch(ateam, seats, {}, 1).match, state: build({ pos: [0, 0], hands: [['lab1', 'lab2'], []] }) };
  return { match, story: { matches: [match], events: [[]] } };
}

const say = (t: Text, locale: Locale) => words(t, { game: 'ateam', locale, names: ['Ann', 'Bob'] });

describe('the leak scan on the A-Team’s LAB cards', () => {
  it.each(LOCALES)('in %s: a move onto a LAB space passes, a held LAB card named anywhere else is flagged', (locale) => {
    const { match, story: s } = story();
    const secrets = secretsInAll(ateam, s, 0);
    for (const kind of ['lab1', 'lab2'] as const) {
      const name = say(cardName(cardIn(match.state, 0, kind)), locale);
      // The held card's name is a word of the board in this language.
      expect(secrets.boardNames).toContain(name);

      // Face moves onto such a space: the line says the name, and that is no leak.
      const move = say(tx('event.moves', { who: role(1), n: 3, space: spaceName(nextOf(kind)) }), locale);
      expect(move).toContain(name);
      expect(leaksInText(move, secrets)).toEqual([]);

      // Hannibal's held card named outside a space's mention (no card left his hand): flagged,
      // alone and in the same message as the move.
      const play = say(tx('event.plays', { who: role(0), card: cardName(cardIn(match.state, 0, kind)) }), locale);
      expect(leaksInText(play, secrets)).toContain(name);
      expect(leaksInText(`${move}\n${play}`, secrets)).toContain(name);
      expect(leaksInText(`${play} · ${move}`, secrets)).toContain(name);
    }
  });
});
