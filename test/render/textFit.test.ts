import { describe, expect, it } from 'vitest';
import { cleanText, ellipsize, ELLIPSIS, graphemes, isRtl, wrapWords } from '../../src/render/textFit';
import { fanOut } from '../../src/render/tokens';

// One unit per user-visible character: easy widths to reason about.
// (A right-to-left mark is invisible: zero width, as on the canvas.)
const perGrapheme = (t: string) => graphemes(t.replace(/\u200f/g, '')).length;

describe('ellipsize', () => {
  it('keeps text that fits', () => {
    expect(ellipsize('Face', 4, perGrapheme)).toBe('Face');
  });
  it('cuts to the longest prefix that fits with the ellipsis', () => {
    expect(ellipsize('Hannibal Smith', 6, perGrapheme)).toBe(`Hanni${ELLIPSIS}`);
  });
  it('never leaves a space before the ellipsis', () => {
    expect(ellipsize('Ab cdef', 4, perGrapheme)).toBe(`Ab${ELLIPSIS}`);
  });
  it('never splits an emoji sequence or a combining mark', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(ellipsize(`${family}${family}${family}`, 2, perGrapheme)).toBe(`${family}${ELLIPSIS}`);
    expect(ellipsize('e\u0301e\u0301e\u0301', 2, perGrapheme)).toBe(`e\u0301${ELLIPSIS}`);
  });
  it('right-to-left text keeps its order and ends with a right-to-left mark (ellipsis drawn at its left)', () => {
    expect(ellipsize('שלום עולם', 5, perGrapheme)).toBe(`שלום${ELLIPSIS}\u200f`);
    expect(ellipsize('محمد الأحمد', 5, perGrapheme)).toBe(`محمد${ELLIPSIS}\u200f`);
    expect(isRtl('🎲 محمد')).toBe(true);
    expect(isRtl('Bob محمد')).toBe(false);
  });
  it('returns just the ellipsis, or nothing, when there is no room', () => {
    expect(ellipsize('Murdock', 1, perGrapheme)).toBe(ELLIPSIS);
    expect(ellipsize('Murdock', 0, perGrapheme)).toBe('');
  });
  it('fits real widths: result measures within the limit', () => {
    const widths = (t: string) => [...t].reduce((w, ch) => w + (ch === 'W' ? 3 : 1), 0);
    const out = ellipsize('WWWWWWWWWW', 10, widths);
    expect(widths(out)).toBeLessThanOrEqual(10);
    expect(out).toBe(`WWW${ELLIPSIS}`);
  });
});

describe('cleanText', () => {
  it('turns control characters into spaces and drops bidi overrides', () => {
    expect(cleanText(' a\nb\t\u202ec\u2066d\u2069 ')).toBe('a b cd');
  });
});

describe('wrapWords', () => {
  it('wraps greedily and keeps an over-long word whole', () => {
    expect(wrapWords('MOVE AHEAD 2', 6, perGrapheme)).toEqual(['MOVE', 'AHEAD', '2']);
    expect(wrapWords('SAFETY ZONE', 11, perGrapheme)).toEqual(['SAFETY ZONE']);
    expect(wrapWords('PASSAGEWAY', 4, perGrapheme)).toEqual(['PASSAGEWAY']);
  });
});

describe('fanOut', () => {
  it.each([1, 2, 3, 4, 5, 6])('%i tokens: no token covers another one’s centre label', (n) => {
    const slots = fanOut(n, 20);
    expect(slots).toHaveLength(n);
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const d = Math.hypot(slots[i].dx - slots[j].dx, slots[i].dy - slots[j].dy);
        // The label spans about half a radius from the centre.
        expect(d).toBeGreaterThanOrEqual(slots[i].r * 1.5);
      }
  });
});
