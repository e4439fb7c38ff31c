// Escape from the Death Star at 450 px: a token stands out from what it stands on,
// and the tokens on the Falcon stand apart.
// The ship F (blue on navy hyperspace) and a blue token in the purple Tractor Beam Room were
// hard to see. Every seat colour on every space kind: the token's rim, as a phone shows it,
// contrasts 3:1 or more with the ground around it (WCAG contrast of the pixels' luminance).
import { createCanvas, loadImage } from 'canvas';
import { describe, expect, it, vi } from 'vitest';
import { deathStar } from '../../src/games/death-star';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { createRenderer } from '../../src/render/index';
import { tokenDiscs } from '../../src/render/placement';
import { shapeReach } from '../../src/render/shapes';
import { seatShape } from '../../src/engine/palette';

vi.setConfig({ testTimeout: 60_000 });

const PHONE = 450;
const CAPTION: Caption = { title: 'Death Star', turn: 1, whose: 'P0', dice: [] };
const SEATS: SeatPaint[] = deathStar.colors.map((color, i) => ({ name: `P${i}`, color, role: `R${i}` }));

type Px = Uint8ClampedArray;
const lum = (d: Px, i: number): number => {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(d[i]) + 0.7152 * lin(d[i + 1]) + 0.0722 * lin(d[i + 2]);
};
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

async function atPhone(png: Buffer): Promise<{ data: Px; w: number }> {
  const img = await loadImage(png);
  const h = Math.round((img.height * PHONE) / img.width);
  const c = createCanvas(PHONE, h);
  c.getContext('2d').drawImage(img, 0, 0, PHONE, h);
  return { data: c.getContext('2d').getImageData(0, 0, PHONE, h).data, w: PHONE };
}

/**
 * Along 16 rays toward the token's centre from beyond its widest shape (a triangle reaches
 * 1.5 r): the first phone pixel the token changed is its rim, and the pixel just outside it is
 * the ground the eye sees beside it (a ray whose ground is not plain there, a printed word or
 * a line, is left out: no one contrast applies). The rim's best
 * contrast with that ground over its first three pixels (halo and outline, about 3 px), worst ray.
 */
function rimContrast(empty: Px, drawn: Px, w: number, cx: number, cy: number, r: number): number {
  let worst = Infinity;
  for (let i = 0; i < 16; i++) {
    const [ux, uy] = [Math.cos((i * Math.PI) / 8), Math.sin((i * Math.PI) / 8)];
    const rim: number[] = [];
    let [last, ground] = [-1, -1];
    let plainRun = 0;
    for (let d = 2 * r + 6; d > 0 && rim.length < 3; d -= 0.5) {
      const k = (Math.round(cy + uy * d) * w + Math.round(cx + ux * d)) * 4;
      if (k === last) continue; // the next pixel along the ray, not the same one again
      last = k;
      const diff = Math.abs(drawn[k] - empty[k]) + Math.abs(drawn[k + 1] - empty[k + 1]) + Math.abs(drawn[k + 2] - empty[k + 2]);
      if (diff > 45 || rim.length) rim.push(contrast(lum(drawn, k), ground));
      else {
        // The ground is plain when its last three pixels before the rim match.
        plainRun = ground >= 0 && Math.abs(lum(empty, k) - ground) < 0.05 ? plainRun + 1 : 0;
        ground = lum(empty, k);
      }
    }
    if (plainRun >= 2) worst = Math.min(worst, Math.max(...rim));
  }
  return worst;
}

describe('Death Star tokens against what they stand on, at 450 px', () => {
  it('every seat colour on every space kind: the rim contrasts 3:1 or more', async () => {
    const render = createRenderer();
    const geo = render.geometry('death-star');
    const k = PHONE / geo.width;
    const kinds = new Map<string, string>();
    for (const s of geo.spaces.values()) if (!kinds.has(s.kind)) kinds.set(s.kind, s.id);
    const empty = (await atPhone(render('death-star', { tokens: [], highlight: [] }, SEATS, CAPTION))).data;
    const weak: string[] = [];
    for (const [kind, space] of kinds)
      for (let seat = 0; seat < SEATS.length; seat++) {
        const tokens = [{ seat, space, label: 'F' }];
        const [d] = tokenDiscs(geo, tokens).get(space)!;
        const { data, w } = await atPhone(render('death-star', { tokens, highlight: [] }, SEATS, CAPTION));
        const c = rimContrast(empty, data, w, d.x * k, d.y * k, d.r * k);
        if (c < 3) weak.push(`${SEATS[seat].color} on ${kind}: ${c.toFixed(2)}`);
      }
    expect(weak).toEqual([]);
  });
});

describe('the Falcon at 450 px', () => {
  it('four tokens there stand apart: no two shapes overlap, each whole on the picture', () => {
    const geo = createRenderer().geometry('death-star');
    const tokens = [0, 1, 2, 3].map((seat) => ({ seat, space: 'falcon' }));
    const discs = tokenDiscs(geo, tokens).get('falcon')!;
    // Each piece's box as drawn: its radius times its shape's reach (a triangle is wider).
    const boxes = discs.map((d, seat) => {
      const e = d.r * shapeReach(seatShape(seat));
      return { seat, x0: d.x - e, x1: d.x + e, y0: d.y - e, y1: d.y + e };
    });
    const meet = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .flatMap((b) => (a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 ? [`${a.seat} on ${b.seat}`] : [])),
    );
    expect(meet).toEqual([]);
    const off = boxes.filter((b) => b.x0 < 0 || b.y0 < 0 || b.x1 > geo.width || b.y1 > geo.boardHeight);
    expect(off).toEqual([]);
  });
});
