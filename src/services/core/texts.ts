// The catalogues and the formatter: a Text (key and parameters) becomes words in one language.
// Messages are ICU MessageFormat (intl-messageformat: real plurals per language, select), each
// compiled once per (language, area, key) and kept. A key is looked up in the area that owns it
// (src/engine/text.ts says how), in the language asked, else in English, the reference.
import { IntlMessageFormat } from 'intl-messageformat';
import { isSeatRef, isText, type Catalogues, type Locale, type Text, type TextParam } from '../../engine/text';
import { applyArticles, applyCases, casesIn, declineIn, KEPT, markForms } from './forms';
import type { HuCase } from './hungarian';

export type Params = Readonly<Record<string, TextParam>>;

/** Every catalogue the bot speaks from: the platform's, the engine's, and each game's by game id. */
export interface TextBook {
  platform: Catalogues;
  engine: Catalogues;
  games: ReadonlyMap<string, Catalogues>;
}

/**
 * A seat as a text names it: the player's name, and, when known, the role or colour the seat
 * plays and whether the AI plays it for its player (handed over). Named in full the first time
 * a line mentions the seat ("Amy (Red)"), by the name alone after that.
 */
export interface SeatTag {
  name: string;
  role?: Text;
  away?: boolean;
}

/** How a seat reads in a message (the message layer decides: services/messages/voices.ts). */
export type SeatNamer = (seat: number) => string | SeatTag;

/** Speaks one language, for one game (its keys come first) and its seats. */
export interface Voice {
  readonly locale: Locale;
  /** A platform text (`platform:` implied). */
  t(key: string, params?: Params): string;
  /** Anything a game or the engine emitted, in this language. */
  say(text: Text): string;
  /** "a, b and c" (or "a, b or c") in this language. */
  list(items: readonly string[], type?: 'and' | 'or'): string;
  /**
   * A word the board or a device picture prints (a space label "GUARD", a face's word): the
   * game's key `board.<word>` in this language, else the word as it is.
   */
  board(word: string): string;
}

export interface VoiceOptions {
  /** The game whose keys come first (its id). */
  game?: string;
  seat?: SeatNamer;
}

export interface Texts {
  readonly book: TextBook;
  voice(locale: Locale, opts?: VoiceOptions): Voice;
  /** The message of `key` (`area:key`, or unprefixed in `game`'s cascade), unformatted, in one language; null when absent. */
  source(locale: Locale, key: string, game?: string): string | null;
}

export const AREAS = ['platform', 'engine'] as const;

// A seat parameter while its line is being formatted (a private-use character: names come in only
// after), with the case a Hungarian message asked for it in ("\ue000" 2 ":accusative" "\ue000").
const MARK = '\ue000';
const MARKED = /\ue000(\d+)(?::([a-z]+))?\ue000/g;

/** The area (platform, engine or a game id) and bare key of `key` as emitted by `game`. */
export function areaOf(book: TextBook, key: string, game?: string): { area: string; key: string } | null {
  const colon = key.indexOf(':');
  if (colon > 0) {
    const area = key.slice(0, colon);
    const bare = key.slice(colon + 1);
    return catalogueOf(book, area) ? { area, key: bare } : null;
  }
  for (const area of [game, 'engine', 'platform']) {
    if (area !== undefined && catalogueOf(book, area)?.en[key] !== undefined) return { area, key };
  }
  return null;
}

function catalogueOf(book: TextBook, area: string): Catalogues | undefined {
  return area === 'platform' ? book.platform : area === 'engine' ? book.engine : book.games.get(area);
}

export function createTexts(book: TextBook): Texts {
  // Compiled messages per language, area and key, with the case each argument is asked in (null: absent in that language and in English).
  const compiled = new Map<string, { m: IntlMessageFormat; cases: ReadonlyMap<string, HuCase> } | null>();
  const lists = new Map<string, Intl.ListFormat>();
  // Where an unprefixed key of a game lives, asked once.
  const areas = new Map<string, { area: string; key: string } | null>();

  const listOf = (locale: Locale, type: 'and' | 'or' = 'and'): Intl.ListFormat => {
    let f = lists.get(`${locale}${type}`);
    if (!f) {
      f = new Intl.ListFormat(locale, { style: 'long', type: type === 'and' ? 'conjunction' : 'disjunction' });
      lists.set(`${locale}${type}`, f);
    }
    return f;
  };

  const located = (key: string, game: string | undefined) => {
    const id = `${game ?? ''}\u0000${key}`;
    if (!areas.has(id)) areas.set(id, areaOf(book, key, game));
    return areas.get(id)!;
  };

  const messageOf = (locale: Locale, area: string, key: string) => {
    const id = `${locale}\u0000${area}\u0000${key}`;
    let m = compiled.get(id);
    if (m === undefined) {
      const cat = catalogueOf(book, area);
      const own = cat?.[locale][key];
      const source = own ?? cat?.en[key];
      // Markup such as <@id> and <t:123:R> is Discord's, not ICU's tags; grammar forms (forms.ts) become marks.
      m =
        source === undefined
          ? null
          : {
              m: new IntlMessageFormat(markForms(source), own !== undefined ? locale : 'en', undefined, { ignoreTag: true }),
              cases: casesIn(source),
            };
      compiled.set(id, m);
    }
    return m;
  };

  const voice = (locale: Locale, opts: VoiceOptions = {}): Voice => {
    const seatName: SeatNamer = opts.seat ?? ((n) => `#${n + 1}`);
    const value = (p: TextParam): string | number => {
      if (typeof p === 'number' || typeof p === 'string') return p;
      if (Array.isArray(p)) return listOf(locale).format(p.map((x: TextParam) => String(value(x))));
      // A mark first: which mention of the seat comes first is known only once the line is whole.
      if (isSeatRef(p)) return `${MARK}${p.seat}${MARK}`;
      if (isText(p)) return marked(p);
      return String(p);
    };
    const format = (area: string, key: string, params: Params | undefined, shown: string): string => {
      const compiledMessage = messageOf(locale, area, key);
      if (!compiledMessage) return shown;
      const { m, cases } = compiledMessage;
      const values: Record<string, string | number> = {};
      for (const [k, p] of Object.entries(params ?? {})) {
        const c = cases.get(k);
        values[k] = c !== undefined && isText(p) ? (ownCase(p, c) ?? value(p)) : value(p);
      }
      try {
        return String(m.format(values));
      } catch {
        // A parameter of the wrong kind (a word where a plural wants a number): a bug the guards catch.
        return shown;
      }
    };
    // A word's own form in a case, when its catalogue gives one (`<key>@<case>`): kept as it is.
    const ownCase = (text: Text, c: HuCase): string | null => {
      const at = located(text.key, opts.game);
      const variant = at && `${at.key}@${c}`;
      if (!at || catalogueOf(book, at.area)?.[locale][variant!] === undefined) return null;
      return KEPT + format(at.area, variant!, text.params, text.key);
    };
    const marked = (text: Text): string => {
      const at = located(text.key, opts.game);
      return at ? format(at.area, at.key, text.params, text.key) : text.key;
    };
    const hungarian = locale === 'hu';
    const decline = declineIn(hungarian);
    /** One seat in full: "Amy (Red)", "Amy (Red, played by the AI)", or the name alone; a Hungarian case goes on the name. */
    const full = (tag: SeatTag, c: HuCase): string => {
      const name = decline(tag.name, c);
      const role = tag.role === undefined ? '' : say(tag.role);
      if (role === '') return tag.away ? format('platform', 'seat.away', { name }, name) : name;
      return format('platform', tag.away ? 'seat.role-away' : 'seat.role', { name, role }, name);
    };
    // A value in a case that holds seats: each seat takes the case (its name is known only later).
    const seated = (inner: string, c: HuCase): string | null =>
      inner.includes(MARK)
        ? inner.replace(MARKED, (whole, n: string, had?: string) => (had ? whole : `${MARK}${n}:${c}${MARK}`))
        : null;
    // Each seat of a line in full at its first mention, by its name at the next ones; then cases and articles.
    const unmark = (line: string): string => {
      if (!/[\ue000-\ue005]/.test(line)) return line;
      const cased = applyCases(line, decline, seated);
      const seen = new Set<number>();
      const named = cased.replace(MARKED, (_, n: string, c?: string) => {
        const seat = Number(n);
        const form = (c ?? 'nominative') as HuCase;
        const given = seatName(seat);
        const tag = typeof given === 'string' ? { name: given } : given;
        if (seen.has(seat)) return decline(tag.name, form);
        seen.add(seat);
        return full(tag, form);
      });
      return applyArticles(named, locale);
    };
    const say = (text: Text): string => unmark(marked(text));
    return {
      locale,
      t: (key, params) => unmark(format('platform', key, params, key)),
      say,
      list: (items, type) => listOf(locale, type).format(items),
      board: (word) => {
        if (opts.game === undefined) return word;
        const cat = book.games.get(opts.game);
        const key = `board.${word}`;
        return cat?.en[key] === undefined ? word : format(opts.game, key, undefined, word);
      },
    };
  };

  return {
    book,
    voice,
    source: (locale, key, game) => {
      const at = located(key, game);
      const cat = at ? catalogueOf(book, at.area) : undefined;
      return (at && cat?.[locale][at.key]) ?? null;
    },
  };
}
