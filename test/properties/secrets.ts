// What counts as a secret at a step of any game, and how to look for it in public output.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Match } from '../../src/engine/match';
import type { AnyGame } from '../../src/services';
import { stringsIn } from './walk';

export interface Secrets {
  /** Card instance ids in some hand. */
  ids: Set<string>;
  /** Names of cards in some hand that nothing public explains (see secretsAt). */
  names: Set<string>;
}

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
 * the public view, nor played earlier in the game (`played`), nor words of the board.
 */
export function secretsAt(def: AnyGame, m: Match, played: ReadonlySet<string>): Secrets {
  const publicStrings = stringsIn(def.view(m.state, null));
  const ids = new Set<string>();
  const names = new Set<string>();
  for (let p = 0; p < m.seats.length; p++) {
    for (const c of def.hand(m.state, p)) {
      ids.add(c.id);
      if (!publicStrings.has(c.name) && !played.has(c.name) && !board(def.id).includes(c.name.toLowerCase())) names.add(c.name);
    }
  }
  return { ids, names };
}

/** Names of cards that left a hand between two steps (played or discarded face up: public). */
export function leftHands(def: AnyGame, before: Match, after: Match): string[] {
  const now = new Set(after.seats.flatMap((_, p) => def.hand(after.state, p).map((c) => c.id)));
  return before.seats.flatMap((_, p) =>
    def
      .hand(before.state, p)
      .filter((c) => !now.has(c.id))
      .map((c) => c.name),
  );
}

const word = (s: string) => new RegExp(`(^|[^A-Za-z0-9_])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_])`, 'i');

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
