// Text widths, remembered: pango measures a string in about 40 µs, and every frame measures the
// same names and labels again (ellipsizing measures many prefixes). A width depends only on the
// font and the text, so a remembered one is exact.
import type { CanvasRenderingContext2D } from 'canvas';

const widths = new Map<string, number>();
/** Enough for every label of a long-running bot's games; past it, the memory starts over. */
const LIMIT = 50_000;

export function textWidth(ctx: CanvasRenderingContext2D, text: string): number {
  const key = `${ctx.font}\u0000${text}`;
  let w = widths.get(key);
  if (w === undefined) {
    w = ctx.measureText(text).width;
    if (widths.size >= LIMIT) widths.clear();
    widths.set(key, w);
  }
  return w;
}
