// What a player reads, as data: a key of a catalogue and its parameters, never a finished
// sentence. The words (and plurals, word order, list joins) belong to the catalogues, one per
// area and language (docs/i18n.md); the services format a Text in the language of whoever reads
// it. Pure: no catalogue is read here.

/** The languages the bot speaks. English is the reference: every key exists in it first. */
export const LOCALES = ['en', 'fr', 'hu'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (x: unknown): x is Locale => LOCALES.some((l) => l === x);

/**
 * The language for a Discord locale ("fr", "hu", "en-US", "es-ES", ...): French and Hungarian
 * as themselves, anything else (or nothing) English.
 */
export function localeOf(discordLocale: string | null | undefined): Locale {
  const base = (discordLocale ?? '').toLowerCase().split('-')[0];
  return base === 'fr' ? 'fr' : base === 'hu' ? 'hu' : 'en';
}

/** A seat named by the message layer (today the player's display name; never written by a game). */
export interface SeatRef {
  readonly seat: number;
}

/**
 * A parameter: a number (counts, space numbers, dice), a string that is an id or a symbol
 * ("r12", "6", "+50"; never a word a player reads), a nested Text (words), a seat, or a list
 * of these (joined with the language's list format: "a, b and c").
 */
export type TextParam = number | string | Text | SeatRef | readonly TextParam[];

export interface Text {
  /**
   * `ns:key` with `ns` one of `engine`, `platform`; else a key of the emitting game's catalogue,
   * then the engine's, then the platform's.
   */
  readonly key: string;
  readonly params?: Readonly<Record<string, TextParam>>;
}

export const tx = (key: string, params?: Readonly<Record<string, TextParam>>): Text => (params ? { key, params } : { key });

export const isText = (x: unknown): x is Text =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && typeof (x as { key?: unknown }).key === 'string';

export const isSeatRef = (x: unknown): x is SeatRef =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && typeof (x as { seat?: unknown }).seat === 'number';

/** One catalogue: flat `"key": "ICU message"`. */
export type Catalogue = Readonly<Record<string, string>>;

/** An area's catalogues, one per language. */
export type Catalogues = Readonly<Record<Locale, Catalogue>>;

/** The first seat a Text names, depth first (what a picture labels a roll with when nothing else says). */
export function firstSeat(t: Text): number | null {
  const visit = (p: TextParam): number | null => {
    if (isSeatRef(p)) return p.seat;
    if (Array.isArray(p)) {
      for (const x of p) {
        const s = visit(x);
        if (s !== null) return s;
      }
      return null;
    }
    return isText(p) ? firstSeat(p) : null;
  };
  for (const p of Object.values(t.params ?? {})) {
    const s = visit(p);
    if (s !== null) return s;
  }
  return null;
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair, ending with an ellipsis. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  let out = '';
  for (const cp of s) {
    if (out.length + cp.length > max - 1) break;
    out += cp;
  }
  return out + '…';
}
