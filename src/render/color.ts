// Colour helpers: node-canvas normalises any CSS colour it can parse, so one scratch
// context turns names, #abc and hsl() into numbers we can judge contrast with.
import { createCanvas } from 'canvas';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const scratch = createCanvas(1, 1).getContext('2d');
const cache = new Map<string, Rgb>();

export function parseColor(css: string): Rgb {
  const hit = cache.get(css);
  if (hit) return hit;
  scratch.fillStyle = '#000000';
  scratch.fillStyle = css;
  const norm = String(scratch.fillStyle);
  let rgb: Rgb = { r: 0, g: 0, b: 0 };
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(norm);
  const fn = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/i.exec(norm);
  if (hex) rgb = { r: parseInt(hex[1], 16), g: parseInt(hex[2], 16), b: parseInt(hex[3], 16) };
  else if (fn) rgb = { r: +fn[1], g: +fn[2], b: +fn[3] };
  cache.set(css, rgb);
  return rgb;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(css: string): number {
  const { r, g, b } = parseColor(css);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours, 1 (the same) to 21 (black on white). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

export const DARK = '#111111';
export const LIGHT = '#ffffff';

/** Black or white, whichever reads better on `css`. */
export function inkOn(css: string): string {
  // 0.179 is the luminance where black and white text have equal contrast.
  return luminance(css) > 0.179 ? DARK : LIGHT;
}

/** A line colour that stands out a little from `css` (darker on light, lighter on dark). */
export function edgeOn(css: string): string {
  return luminance(css) > 0.179 ? 'rgba(0,0,0,0.55)' : 'rgba(255,255,255,0.6)';
}
