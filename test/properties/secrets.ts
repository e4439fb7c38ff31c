// What counts as a secret at a step of any game, and how to look for it in public output.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Match } from '../../src/engine/match';
import { isText, LOCALES, type Say } from '../../src/engine/text';
import type { AnyGame } from '../../src/services';
import { words, type Reading } from '../support/text';
import { stringsIn } from './walk';

export interface Secrets {
  /** Card instance ids in some hand. */
  ids: Set<string>;
  /** Names of cards in some hand that nothing public explains (see secretsAt), in the language read. */
  names: Set<string>;
}

/** A card's name as `reading` reads it (the game's own keys first). */
export const cardName = (def: AnyGame, name: Say, reading: Reading = {}): string => words(name, { ...reading, game: def.id });

/** What may stand for a card's name in public data: its words, and the key of its name when it is a Text. */
const nameForms = (def: AnyGame, name: Say, reading: Reading): string[] => [
  cardName(def, name, reading),
  ...(isText(name) ? [name.key] : []),
];

const boardText = new Map<string, string>();

/** The board file's text: a card named like a space ("WEAPONS LAB") is public vocabulary. */
function board(gameId: string): string {
  if (!boardText.has(gameId)) {
    let text = '';
    try {
      text = readFileSync(fileURLToPath(new URL(`../../data/boards/${gameId}.json`, import.meta.url)), 'utf8').toLowerCase();
    } catch {
      // A game without a board file has no space names to confuse with cards.
    }
    boardText.set(gameId, text);
  }
  return boardText.get(gameId)!;
}

/**
 * The secrets of `m`: every card id in a hand, and the names of hand cards that are neither in
 * the public view, nor played earlier in the game (`played`), nor words of the board; names as
 * `reading` reads them (the language of the output scanned), and the keys of names that are Texts.
 */
export function secretsAt(def: AnyGame, m: Match, played: ReadonlySet<string>, reading: Reading = {}): Secrets {
  const publicStrings = stringsIn(def.view(m.state, null), new Set(), { ...reading, game: def.id });
  const ids = new Set<string>();
  const names = new Set<string>();
  for (let p = 0; p < m.seats.length; p++) {
    for (const c of def.hand(m.state, p)) {
      ids.add(c.id);
      for (const n of nameForms(def, c.name, reading))
        if (!publicStrings.has(n) && !played.has(n) && !board(def.id).includes(n.toLowerCase())) names.add(n);
    }
  }
  return { ids, names };
}

/** Names of cards that left a hand between two steps (played or discarded face up: public), as `reading` reads them. */
export function leftHands(def: AnyGame, before: Match, after: Match, reading: Reading = {}): string[] {
  const now = new Set(after.seats.flatMap((_, p) => def.hand(after.state, p).map((c) => c.id)));
  return before.seats.flatMap((_, p) =>
    def
      .hand(before.state, p)
      .filter((c) => !now.has(c.id))
      .flatMap((c) => nameForms(def, c.name, reading)),
  );
}

// Whole words in any script ("Saut" is not in "Sauté").
const word = (s: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}_])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}_])`, 'iu');

/** The secrets of `m` in every language at once: what is scanned may speak any of them (issue 19). */
export function secretsInAll(def: AnyGame, m: Match, played: ReadonlySet<string>): Secrets {
  const all = LOCALES.map((locale) => secretsAt(def, m, played, { locale }));
  return { ids: all[0].ids, names: new Set(all.flatMap((s) => [...s.names])) };
}

/** Names of cards that left a hand between two steps, in every language. */
export const leftHandsInAll = (def: AnyGame, before: Match, after: Match): string[] =>
  LOCALES.flatMap((locale) => leftHands(def, before, after, { locale }));

/** The secrets found in a public text (ids and names as whole words). */
export function leaksInText(text: string, s: Secrets): string[] {
  return [...s.ids, ...s.names].filter((x) => word(x).test(text));
}

/** The secrets found as whole string values in structured data (a Scene, a view, ids). */
export function leaksInData(value: unknown, s: Secrets): string[] {
  const strings = stringsIn(value);
  const out = [...s.ids, ...s.names].filter((x) => strings.has(x));
  // Custom ids end in the choice id, which for a card choice names the card (card:c17:2).
  for (const str of strings) for (const id of s.ids) if (str.split(':').includes(id)) out.push(`${id} in ${str}`);
  return out;
}
