// The palette's searches: by channel distance (design colours) and by hue and lightness (edge
// shades, Palette.nearestShade), which lets a shade go lighter or darker but not change hue.
import { describe, expect, it } from 'vitest';
import { Palette } from '../../src/render/palette';

function palette(...colours: Array<[number, number, number]>): Palette {
  const p = new Palette();
  for (const [r, g, b] of colours) p.add(r, g, b);
  p.index();
  return p;
}

describe('Palette.nearestShade', () => {
  // A grey text edge (128,128,128) between a darker grey and a teal-grey nearer by channels.
  const darker = [96, 96, 96] as [number, number, number];
  const teal = [112, 140, 136] as [number, number, number];
  const p = palette(teal, darker);

  it('by channel distance, a grey shade goes to the teal-grey entry (the hue shift edge shades avoid)', () => {
    expect(p.nearest(128, 128, 128, Infinity)).toBe(0);
  });

  it('by hue and lightness, it goes to the darker grey: same hue, only darker', () => {
    expect(p.nearestShade(128, 128, 128, 24)).toBe(1);
  });

  it('finds nothing past its limit (the shade then takes an entry of its own)', () => {
    expect(p.nearestShade(128, 128, 128, 15)).toBe(-1);
    expect(palette([200, 30, 30]).nearestShade(128, 128, 128, 24)).toBe(-1);
  });

  it('searches entries added after the index as well, the indexed ones first on a tie', () => {
    const q = palette([90, 90, 90]);
    q.add(166, 166, 166);
    expect(q.nearestShade(128, 128, 128, 24)).toBe(0);
    expect(q.nearestShade(150, 150, 150, 24)).toBe(1);
  });

  it('agrees with a search of every entry, for any colour, with entries added after the index and answers remembered', () => {
    const q = new Palette();
    for (let i = 0; i < 60; i++) q.add((i * 97) % 256, (i * 57) % 256, (i * 23) % 256);
    q.index();
    for (let i = 0; i < 20; i++) q.add((i * 41 + 7) % 256, (i * 83 + 3) % 256, (i * 29 + 11) % 256);
    const memo = new Map<number, number>();
    const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;
    const d = (a: number[], b: number[]) => {
      const [ya, yb] = [luma(a[0], a[1], a[2]), luma(b[0], b[1], b[2])];
      return 0.25 * (ya - yb) ** 2 + 2 * ((a[2] - ya - (b[2] - yb)) ** 2 + (a[0] - ya - (b[0] - yb)) ** 2);
    };
    const rgb = q.rgb();
    for (let c = 0; c < 300; c++) {
      const colour = [(c * 31) % 256, (c * 71) % 256, (c * 13) % 256];
      let best = -1;
      let bestD = 40 * 40;
      for (let e = 0; e < q.length; e++) {
        const de = d([rgb[e * 3], rgb[e * 3 + 1], rgb[e * 3 + 2]], colour);
        if (de < bestD) [best, bestD] = [e, de];
      }
      expect(q.nearestShade(colour[0], colour[1], colour[2], 40)).toBe(best);
      // Asked twice with a memory of the indexed entries' answers: the same.
      expect(q.nearestShade(colour[0], colour[1], colour[2], 40, memo)).toBe(best);
      expect(q.nearestShade(colour[0], colour[1], colour[2], 40, memo)).toBe(best);
    }
  });
});
