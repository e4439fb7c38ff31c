// Whether a text shown in French or Hungarian still holds English: the words of the English
// catalogues (the platform's, the engine's and a game's) that the other language's catalogues
// never use. ICU syntax (argument names, plural and select keywords) is not a word.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_TEXT } from '../../src/engine/catalogue';
import type { Catalogue, Locale } from '../../src/engine/text';
import { allGames, exampleGames } from '../../src/games/registry';
import { PLATFORM_TEXT } from '../../src/services/messages/catalogue';
import { REPO } from './bot';

const ICU = new Set(['plural', 'select', 'selectordinal', 'other', 'offset', 'zero', 'one', 'two', 'few', 'many']);
const WORD = /\p{L}[\p{L}'’-]*/gu;

/** The catalogues of the platform, the engine and `game`, in `locale` (as the bot loads them). */
export function catalogues(game: string, locale: Locale): Catalogue[] {
  const def = [...allGames(), ...exampleGames()].find((g) => g.id === game);
  if (!def?.text) throw new Error(`no catalogue for game ${game}`);
  return [PLATFORM_TEXT[locale], ENGINE_TEXT[locale], def.text[locale]];
}

/** The words a message shows (argument names and ICU keywords left out), lower case. */
function wordsOf(message: string): string[] {
  const noArgs = message.replace(/\{\s*[\w.]+\s*(,\s*\w+\s*,?)?/g, ' ');
  return (noArgs.match(WORD) ?? []).map((w) => w.toLowerCase()).filter((w) => !ICU.has(w));
}

/**
 * English words (4 letters or more) of `game`'s texts that `locale`'s catalogues never use, nor
 * `names` (the players' names): finding one in a text said in `locale` means English leaked.
 */
export function englishOnly(game: string, locale: Locale, names: readonly string[] = []): Set<string> {
  // The game's rules summary in that language (what /rules shows) counts as its words too.
  const rules = readFileSync(join(REPO, 'docs/games', `${game}.${locale}.md`), 'utf8');
  const theirs = new Set([...catalogues(game, locale).flatMap((c) => Object.values(c).flatMap(wordsOf)), ...wordsOf(rules)]);
  for (const n of names) for (const w of n.match(WORD) ?? []) theirs.add(w.toLowerCase());
  const ours = catalogues(game, 'en').flatMap((c) => Object.values(c).flatMap(wordsOf));
  return new Set(ours.filter((w) => w.length >= 4 && !theirs.has(w)));
}

/** The English words of `english` found in `text` (whole words, any case). */
export function englishIn(text: string, english: ReadonlySet<string>): string[] {
  const found = (text.replace(/<[@#:][^>]*>|https?:\/\/\S+|`[^`]*`/g, ' ').match(WORD) ?? []).map((w) => w.toLowerCase());
  return [...new Set(found.filter((w) => english.has(w)))];
}
