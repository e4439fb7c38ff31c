// The names of numbered spaces too long to print legibly on their space (The Action Man Game's
// squares, in French and Hungarian): such a space shows its number alone, large, and its name is
// listed in the board's free bands ("6 Felcser", "4, 22, 28, 46 BOMBA"), as large as they all fit.
import type { CanvasRenderingContext2D } from 'canvas';
import { textWidth } from './measure';
import { CONDENSED, FAMILY, font, MIN_TEXT } from './fonts';
import type { Box, Geometry } from './geometry';
import { firstFitting, sizesDown } from './textFit';

/** A space that gave way: its number and the name it could not print. */
export interface KeyEntry {
  number: string;
  word: string;
}

const INK = '#3e2723';
const GAP = 14;

/** The entries as listed: one per word, its numbers in order ("4, 22, 28, 46 BOMBA"), by first number. */
export function keyLines(entries: readonly KeyEntry[]): Array<{ numbers: string; word: string }> {
  const byWord = new Map<string, string[]>();
  for (const e of entries) byWord.set(e.word, [...(byWord.get(e.word) ?? []), e.number]);
  return [...byWord.entries()]
    .map(([word, ns]) => ({ numbers: ns.sort((a, b) => Number(a) - Number(b)).join(', '), word }))
    .sort((a, b) => Number(a.numbers.split(',')[0]) - Number(b.numbers.split(',')[0]));
}

interface Placed {
  numbers: string;
  word: string;
  x: number;
  y: number;
}

/** The entries laid out in rows across the areas at `px`, in order, each row centred; null when they do not all fit. */
function layout(
  ctx: CanvasRenderingContext2D,
  lines: ReadonlyArray<{ numbers: string; word: string }>,
  areas: readonly Box[],
  px: number,
  family: string,
): Placed[] | null {
  const widths = lines.map((l) => {
    ctx.font = font(px, true, family);
    const n = textWidth(ctx, `${l.numbers} `);
    ctx.font = font(px, false, family);
    return n + textWidth(ctx, l.word);
  });
  const rowH = Math.ceil(px * 1.25);
  // Rows of entries, each as wide as its band allows.
  const rows: Array<{ area: Box; items: number[]; w: number }> = [];
  let i = 0;
  for (const a of areas) {
    const count = Math.floor(a.h / rowH);
    const first = rows.length;
    for (let r = 0; r < count && i < lines.length; r++) {
      const row = { area: a, items: [] as number[], w: 0 };
      while (i < lines.length && (row.items.length === 0 || row.w + GAP + widths[i] <= a.w)) {
        if (widths[i] > a.w) return null;
        row.w += (row.items.length > 0 ? GAP : 0) + widths[i];
        row.items.push(i++);
      }
      rows.push(row);
    }
    // The band's rows centred in it.
    const used = rows.length - first;
    rows.slice(first).forEach((row, r) => Object.assign(row, { top: a.y + (a.h - used * rowH) / 2 + r * rowH + rowH / 2 }));
  }
  if (i < lines.length) return null;
  return rows.flatMap((row) => {
    let x = row.area.x + (row.area.w - row.w) / 2;
    const y = (row as unknown as { top: number }).top;
    return row.items.map((k) => {
      const p = { ...lines[k], x: Math.round(x), y: Math.round(y) };
      x += widths[k] + GAP;
      return p;
    });
  });
}

/** Lists the entries in the board's name-key areas, as large as they all fit (never under MIN_TEXT). */
export function drawNameKey(ctx: CanvasRenderingContext2D, geo: Geometry, entries: readonly KeyEntry[]): void {
  const areas = (geo.board.nameKey ?? []).map((a) => ({
    x: a.x * geo.scale,
    y: a.y * geo.scale,
    w: a.w * geo.scale,
    h: a.h * geo.scale,
  }));
  const lines = keyLines(entries);
  if (lines.length === 0 || areas.length === 0) return;
  const tries = sizesDown(20, MIN_TEXT).flatMap((px) => [
    { px, family: FAMILY },
    { px, family: CONDENSED },
  ]);
  const best = firstFitting(tries, (t) => layout(ctx, lines, areas, t.px, t.family) !== null) ?? {
    px: MIN_TEXT,
    family: CONDENSED,
  };
  // Too many even at the smallest size (a board's bands too small): as many as fit.
  const placed = layout(ctx, lines, areas, best.px, best.family) ?? [];
  ctx.fillStyle = INK;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (const p of placed) {
    ctx.font = font(best.px, true, best.family);
    const head = `${p.numbers} `;
    ctx.fillText(head, p.x, p.y);
    const w = textWidth(ctx, head);
    ctx.font = font(best.px, false, best.family);
    ctx.fillText(p.word, p.x + w, p.y);
  }
}
