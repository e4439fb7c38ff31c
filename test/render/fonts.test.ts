import { createCanvas } from 'canvas';
import { describe, expect, it } from 'vitest';
import { font } from '../../src/render/fonts';
import { cleanText } from '../../src/render/textFit';

const g = createCanvas(10, 10).getContext('2d');
const width = (ch: string) => {
  g.font = font(40, true);
  return g.measureText(ch).width;
};

describe('fonts', () => {
  // A character that no font has draws as pango's missing-glyph box, whose width depends only
  // on the number of hex digits of its code. A private-use code point of the same length gives
  // that box's width: an emoji drawn as a glyph has a width of its own.
  it('emoji in display names draw as glyphs from the shipped fallback font, not as boxes', () => {
    const box = width('\u{f0000}');
    expect(box).toBeGreaterThan(0);
    for (const emoji of ['🎲', '😀', '🎳', '🚀']) expect(width(emoji)).not.toBeCloseTo(box, 1);
  });

  it('skin-tone modifiers are dropped (no glyph), the base emoji stays', () => {
    expect(cleanText('Ann 👍🏽')).toBe('Ann 👍');
  });
});
