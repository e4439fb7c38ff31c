// What counts as a secret at a step of any game, and how to look for it in public output.
//
// A card in a hand is secret by its instance id and by its name, wherever its name shows: in
// a message's text, a button's label, a select option, a picture's caption or scene, a thread's
// name. Another copy of the same card having been played earlier does not make the name safe
// to show ("Spin, or first play your ESCAPE FROM DETENTION BLOCK card" named a held
// card in the turn line, and the scan let it pass because an ESCAPE card had been played
// before). A name is public only where a public event explains it: the event that plays a card
// names it, and the decision right after a play may name the card just played.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Match } from '../../src/engine/match';
import { isText, LOCALES, type Locale, type Text } from '../../src/engine/text';
import type { GameEvent } from '../../src/engine/types';
import type { AnyGame } from '../../src/services';
import { seatLooks } from '../../src/services/core/seats';
import { words, type Reading } from '../support/text';
import { stringsIn } from './walk';

/** An event that names cards leaving a hand at its step (played, or discarded face up). */
export interface Explained {
  text: string;
  names: string[];
}

export interface Secrets {
  /** Card instance ids in some hand. */
  ids: Set<string>;
  /** Names of cards in some hand (but those just played, see secretsAt). */
  names: Set<string>;
  /**
   * Held names that are also words of the board ("WEAPONS LAB" is a card and a space kind, "LABO
   * SECRET", "TITKOS FEGYVERLABOR"): public inside a mention of a space, a leak anywhere else.
   */
  boardNames: Set<string>;
  /** How the game mentions its spaces ("la case 17 (LABO SECRET)"), in each language read. */
  spaceMentions: RegExp[];
  /** Events where a card name is public: the occurrences of `names` in their text are explained. */
  explained: Explained[];
}

/** A game step by step: every match, and the events of the step that made it (the set-up's first). */
export interface Story {
  matches: Match[];
  events: GameEvent[][];
}

const boardFile = new Map<string, string>();

/** The board file's text: a card named like a space ("WEAPONS LAB") is also board vocabulary. */
function board(gameId: string): string {
  if (!boardFile.has(gameId)) {
    let text = '';
    try {
      text = readFileSync(fileURLToPath(new URL(`../../data/boards/${gameId}.json`, import.meta.url)), 'utf8').toLowerCase();
    } catch {
      // A game without a board file has no space names to confuse with cards.
    }
    boardFile.set(gameId, text);
  }
  return boardFile.get(gameId)!;
}

/**
 * The catalogue keys that name the board in words: its printed words (`board.*`), the kinds of
 * space (`kind.*`) and how texts name a space (`space.*`, `square.*`, `place.*`, `spot.*`,
 * `at.*`, `to.*`). Card names and the words around them are never under these keys.
 */
const BOARD_KEY = /^(board|kind|space|square|place|spot|at|to)\./;

interface BoardWords {
  /** The board's words in a language, lower case, one a line. */
  words: string;
  mentions: RegExp[];
}

const boardWords = new Map<string, BoardWords>();

/**
 * The board in `locale`'s words (the French and Hungarian boards have their own), and a
 * pattern for each way the game mentions a space: its template with every placeholder a number
 * or one of the board's words, a word of it in any case ("{n}. mező ({kind})" matches "17. mező
 * (TITKOS FEGYVERLABOR)" and "17. mezőre (TITKOS FEGYVERLABOR)").
 */
function boardIn(def: AnyGame, locale: Locale): BoardWords {
  const id = `${def.id}/${locale}`;
  if (!boardWords.has(id)) {
    const entries = Object.entries(def.text?.[locale] ?? {}).filter(([k]) => BOARD_KEY.test(k));
    const plain = entries.map(([, v]) => v).filter((v) => !v.includes('{'));
    const anyWord = `(?:\\p{N}+|${[...plain]
      .sort((a, b) => b.length - a.length)
      .map(quote)
      .join('|')})`;
    const mentions = entries
      .map(([, v]) => v)
      // A template with literal words around its placeholders (not "{n}" alone), and no plural or select.
      .filter((v) => /\{\w+\}/.test(v) && !/\{\w+,/.test(v) && /\p{L}/u.test(v.replace(/\{\w+\}/g, '')))
      // The longest first: "{n}. mező ({kind})" before "{n}. mező" takes the kind with it.
      .sort((a, b) => b.length - a.length)
      .map(
        (v) =>
          new RegExp(
            v
              .split(/\{\w+\}/)
              // A word may take a case ending in a sentence ("17. mezőre (TITKOS FEGYVERLABOR)").
              .map((part) => quote(part).replace(/(\p{L})(?=[^\p{L}]*$)/u, '$1\\p{L}*'))
              .join(anyWord),
            'giu',
          ),
      );
    boardWords.set(id, { words: [board(def.id), ...plain].join('\n').toLowerCase(), mentions });
  }
  return boardWords.get(id)!;
}

/** A card's name as `reading` reads it (the game's own keys first). */
export const cardName = (def: AnyGame, name: Text, reading: Reading = {}): string => words(name, { ...reading, game: def.id });

/** Names of cards that left a hand between two steps (played or discarded face up: public), as `reading` reads them. */
export function leftHands(def: AnyGame, before: Match, after: Match, reading: Reading = {}): string[] {
  const now = new Set(after.seats.flatMap((_, p) => def.hand(after.state, p).map((c) => c.id)));
  return before.seats.flatMap((_, p) =>
    def
      .hand(before.state, p)
      .filter((c) => !now.has(c.id))
      .map((c) => cardName(def, c.name, reading)),
  );
}

/**
 * The secrets at step `at` of a story, for texts made after the steps `since + 1 .. at`: every
 * card id and name in a hand, except the names of cards played in those steps (a prompt right
 * after a play may name the card played, "GO TO ANY AIRPORT: which airport?"). `reader`: the seat
 * the texts go to alone (a DM card): their own hand is theirs to see, and a name they hold too is
 * no one else's secret there.
 */
export function secretsAt(
  def: AnyGame,
  story: Story,
  at: number,
  since = at - 1,
  reading: Reading = {},
  reader: number | null = null,
): Secrets {
  const m = story.matches[at];
  // A game that deals no cards (Atcha!, The Action Man Game) holds nothing secret: no need to read every event again.
  if (!def.cards) return { ids: new Set(), names: new Set(), boardNames: new Set(), spaceMentions: [], explained: [] };
  // Texts read as the output reads them: in its language, seats by their names.
  const roles = seatLooks(def, m.state, m.seats.length).map((x) => x.role);
  const read = { ...reading, game: def.id, names: m.seats.map((x) => x.name), roles };
  const explained: Explained[] = [];
  const justPlayed = new Set<string>();
  const steps = stepsOf(def, story, reading, read);
  for (let k = 1; k <= at; k++) {
    const step = steps(k);
    if (k > since) step.left.forEach((n) => justPlayed.add(n));
    explained.push(...step.explained);
  }
  const ids = new Set<string>();
  const names = new Set<string>();
  const boardNames = new Set<string>();
  const own = new Set(reader === null ? [] : def.hand(m.state, reader).map((c) => cardName(def, c.name, reading)));
  for (let p = 0; p < m.seats.length; p++) {
    if (p === reader) continue;
    for (const c of def.hand(m.state, p)) {
      ids.add(c.id);
      const name = cardName(def, c.name, reading);
      // A name's key is as secret as its words (a Text in a raw Scene).
      if (isText(c.name) && !justPlayed.has(name) && !own.has(name)) names.add(c.name.key);
      if (justPlayed.has(name) || own.has(name)) continue;
      if (boardIn(def, reading.locale ?? 'en').words.includes(name.toLowerCase())) boardNames.add(name);
      else names.add(name);
    }
  }
  return { ids, names, boardNames, spaceMentions: boardIn(def, reading.locale ?? 'en').mentions, explained };
}

/** What step `k` of a story shows of the cards that left hands there: their names, and the events naming them. */
interface StepCards {
  left: string[];
  explained: Explained[];
}

/**
 * Each step's StepCards, worked out once per story, step and reading: a scan asks for the secrets
 * at every step, and each of those reads every earlier step's events (in three languages).
 */
const stepCache = new WeakMap<Story, Map<string, StepCards[]>>();

/** Step k's StepCards for one story and reading (the reading's key made once, not once a step). */
function stepsOf(
  def: AnyGame,
  story: Story,
  reading: Reading,
  read: Reading & { names: readonly string[] },
): (k: number) => StepCards {
  let byKey = stepCache.get(story);
  if (!byKey) stepCache.set(story, (byKey = new Map()));
  const key = JSON.stringify([def.id, reading, read]);
  let known = byKey.get(key);
  if (!known) byKey.set(key, (known = []));
  const steps = known;
  return (k) => (steps[k] ??= stepAt(def, story, k, reading, read));
}

function stepAt(
  def: AnyGame,
  story: Story,
  k: number,
  reading: Reading,
  read: Reading & { names: readonly string[] },
): StepCards {
  const left = leftHands(def, story.matches[k - 1], story.matches[k], reading);
  const explained: Explained[] = [];
  for (const e of story.events[k] ?? []) {
    // As /log reads it, and as a turn message's story may: the short form, its lead seat by name alone.
    const short = words({ ...e.text, key: `${e.text.key}.short` }, read);
    const forms = [words(e.text, read), ...(short === `${e.text.key}.short` ? [] : [short])];
    for (const text of [...forms, ...forms.flatMap((f) => bareSeats(f, read))]) {
      const names = left.filter((n) => text.includes(n));
      if (names.length > 0) explained.push({ text, names });
    }
  }
  return { left, explained };
}

/** `text` with each seat said in full ("Amy (Red)") said by name alone, one seat at a time. */
function bareSeats(text: string, read: Reading & { names: readonly string[] }): string[] {
  return read.names.flatMap((name, seat) => {
    const full = words({ key: 'engine:name', params: { who: { seat } } }, read);
    return full !== name && text.includes(full) ? [text.split(full).join(name)] : [];
  });
}

/** The secrets at step `at` in every language at once: what is scanned may speak any of them. */
export function secretsInAll(def: AnyGame, story: Story, at: number, since = at - 1, reader: number | null = null): Secrets {
  const all = LOCALES.map((locale) => secretsAt(def, story, at, since, { locale }, reader));
  const union = (f: (s: Secrets) => Iterable<string>) => new Set(all.flatMap((s) => [...f(s)]));
  return {
    ids: all[0].ids,
    names: union((s) => s.names),
    boardNames: union((s) => s.boardNames),
    spaceMentions: all.flatMap((s) => s.spaceMentions),
    explained: all.flatMap((s) => s.explained),
  };
}

const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Whole words in any script ("Saut" is not in "Sauté").
const word = (s: string) => new RegExp(`(^|[^\\p{L}\\p{N}_])${quote(s)}($|[^\\p{L}\\p{N}_])`, 'iu');

/** A message text as read: Discord's markdown escapes (`\*`, `\_`...) taken out. */
const unescaped = (text: string) => text.replace(/\\([\\*_~`|[\]#>-])/g, '$1');

/** The text with the explained names taken out of the explaining events' words. */
function withoutExplained(text: string, s: Secrets): string {
  let out = unescaped(text);
  for (const e of s.explained) {
    if (!out.includes(e.text)) continue;
    const bare = e.names.reduce((t, n) => t.split(n).join('…'), e.text);
    out = out.split(e.text).join(bare);
  }
  return out;
}

/** The held names found in a text (whole words), unless an event explains them or, for a board word, it names a space. */
function namesIn(text: string, s: Secrets): string[] {
  const t = withoutExplained(text, s);
  const held = [...s.names].filter((x) => word(x).test(t));
  const onBoard = [...s.boardNames].filter((x) => word(x).test(t));
  if (onBoard.length === 0) return held;
  const offBoard = s.spaceMentions.reduce((u, m) => u.replace(m, '…'), t);
  return [...held, ...onBoard.filter((x) => word(x).test(offBoard))];
}

/** The secrets found in a public text: card ids and held names as whole words. */
export function leaksInText(text: string, s: Secrets): string[] {
  return [...[...s.ids].filter((x) => word(x).test(text)), ...namesIn(text, s)];
}

/**
 * The secrets found in structured data (a Scene, a Caption, message rows): a held name in any
 * string of it (a label that names a card), and a card id as a whole string or a custom id's part.
 */
export function leaksInData(value: unknown, s: Secrets): string[] {
  const out: string[] = [];
  for (const str of stringsIn(value)) {
    out.push(...namesIn(str, s).map((x) => `${x} in "${str.slice(0, 120)}"`));
    // Custom ids end in the choice id, which for a card choice names the card (card:c17:2).
    for (const id of s.ids) if (str.split(':').includes(id)) out.push(`${id} in ${str}`);
  }
  return [...new Set(out)];
}
