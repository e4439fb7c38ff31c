// Text that must fit: names of any script and length, labels on small spaces.
// Pure functions over a `measure` callback, so they are unit-testable without a canvas.

export type Measure = (text: string) => number;

export const ELLIPSIS = '…';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** User-visible characters: never cut inside an emoji sequence or a combining mark. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/**
 * Control characters become spaces and bidi overrides/isolates are dropped, so a display
 * name cannot break a line or flip the direction of the text drawn after it.
 */
export function cleanText(text: string): string {
  return (
    text
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
      // Skin-tone modifiers have no glyph in the fallback font: the base emoji alone reads fine.
      .replace(/[\u{1f3fb}-\u{1f3ff}]/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const RLM = '\u200f';
const STRONG = /[\p{L}]/u;
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** Whether the text reads right to left (its first letter is Hebrew, Arabic, ...). */
export function isRtl(text: string): boolean {
  const first = STRONG.exec(text);
  return first !== null && RTL_LETTER.test(first[0]);
}

/**
 * `text` itself if it fits in `maxWidth`, else its longest prefix that fits with "…".
 * For right-to-left text a right-to-left mark follows the ellipsis, so it shows at the
 * visual end (the left) of the name instead of before its first word.
 */
export function ellipsize(text: string, maxWidth: number, measure: Measure): string {
  if (measure(text) <= maxWidth) return text;
  const parts = graphemes(text);
  const mark = ELLIPSIS + (isRtl(text) ? RLM : '');
  const withEllipsis = (n: number) => parts.slice(0, n).join('').trimEnd() + mark;
  // Binary search the longest prefix: widths grow with the prefix length.
  let lo = 0;
  let hi = parts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(withEllipsis(mid)) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  if (lo === 0) return measure(mark) <= maxWidth ? mark : '';
  return withEllipsis(lo);
}

/** Greedy word wrap. A single word wider than `maxWidth` stays whole (the caller checks). */
export function wrapWords(text: string, maxWidth: number, measure: Measure): string[] {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The first size (try them largest first) for which `fits` holds, or null. */
export function firstFitting<T>(candidates: readonly T[], fits: (c: T) => boolean): T | null {
  for (const c of candidates) if (fits(c)) return c;
  return null;
}

/** Sizes from `max` down to `min`, one pixel apart. */
export function sizesDown(max: number, min: number): number[] {
  const out: number[] = [];
  // Whole pixels (fonts are drawn at whole sizes), so that `min` itself is always tried.
  for (let s = Math.floor(Math.max(max, min)); s >= min; s--) out.push(s);
  return out;
}
