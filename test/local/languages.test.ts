// The local table in French and Hungarian (the games not played against the
// fake Discord in test/e2e/languages.e2e.test.ts): all-AI games played to the winner with --lang, and
// every message the table shows (lobby, turn messages, the game's end) holds no English word of the
// game's texts. The table's own frame ("--- posted in the channel ---", the last "Winner:" line) is
// the developer's terminal, not a player's message, and is left out.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/engine/text';
import { englishIn, englishOnly } from '../support/english';
import { local } from '../support/local';

const FRAME = /^--- .* ---$|^board: |^Winner: /;

describe.each(['ateam', 'bionic-woman', 'death-star'])('%s at the local table', (game) => {
  /** The same game in English, once for both languages: it shows the words the check looks for. */
  let inEnglish: string[] = [];
  beforeAll(async () => {
    inEnglish = (await local([game, '--players', '3', '--ai', '3', '--seed', '5', '--lang', 'en'])).stdout.split('\n');
  }, 60_000);

  it.each<Locale>(['fr', 'hu'])(
    'plays to the winner in %s with no English word in what it shows',
    async (lang) => {
      const run = await local([game, '--players', '3', '--ai', '3', '--seed', '5', '--lang', lang]);
      expect(run.code).toBe(0);
      expect(run.last).toMatch(/^Winner: /);
      const shown = run.stdout.split('\n').filter((l) => !FRAME.test(l));
      expect(shown.length).toBeGreaterThan(20);
      const english = englishOnly(game, lang);
      expect(english.size).toBeGreaterThan(10);
      expect(shown.filter((l) => englishIn(l, english).length > 0).slice(0, 5)).toEqual([]);
      // The same game in English shows those words: the check is not blind.
      expect(inEnglish.filter((l) => englishIn(l, english).length > 0).length).toBeGreaterThan(5);
    },
    60_000,
  );
});
