// Atcha!'s bases: each place for one piece is drawn while empty; a piece standing there stands
// alone on the base's ground, with no ring of the place around it (src/render/slots.ts).
// And its track: squares with square corners (the board's `corner`), as printed boards draw them.
import { describe, expect, it } from 'vitest';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { createRenderer } from '../../src/render';
import { pieceReach } from '../../src/render/shapes';
import { groundOf } from '../../src/render/staticLayer';
import { seatShape } from '../../src/engine/palette';
import { decode, near } from './pixels';

const seats: SeatPaint[] = ['#d55e00', '#009e73', '#f0e442', '#0072b2'].map((color, i) => ({
  name: `p${i}`,
  role: `R${i}`,
  color,
}));
const caption: Caption = { title: 'Atcha!', turn: 1, whose: 'p0', dice: [] };

describe('slots (a base in Atcha!)', () => {
  const render = createRenderer();
  const geo = render.geometry('atcha');
  const slot = geo.spaces.get('rbase1')!;
  const other = geo.spaces.get('rbase2')!;

  it('the four places of each base are slots; no other space is', () => {
    const slots = [...geo.spaces.values()].filter((s) => s.slot).map((s) => s.id);
    expect(slots.sort()).toEqual(['b', 'g', 'r', 'y'].flatMap((c) => [1, 2, 3, 4].map((n) => `${c}base${n}`)).sort());
  });

  it('an empty slot shows its place; a taken one its piece on the ground, no rim of the place around it', async () => {
    const empty = await decode(render('atcha', { tokens: [], highlight: [] }, seats, caption));
    const taken = await decode(
      render('atcha', { tokens: [{ seat: 0, space: slot.id, label: '1' }], highlight: [] }, seats, caption),
    );
    const ground = groundOf(geo, slot);
    const [cx, cy] = [Math.round(slot.x), Math.round(slot.y)];
    // Just inside the place's rim, on its four sides, past the piece's reach.
    const rim = slot.size / 2 - 2;
    for (const [dx, dy] of [
      [rim, 0],
      [-rim, 0],
      [0, rim],
      [0, -rim],
    ] as const) {
      expect(near(empty.at(cx + dx, cy + dy), slot.fill, 4)).toBe(true);
      expect(near(taken.at(cx + dx, cy + dy), ground, 2)).toBe(true);
    }
    // Past the piece, out to the place's outline and beyond: ground only, no pixel of the place or its rim.
    const piece = pieceReach(seatShape(0), geo.tokenRadius) + 2;
    const apart: string[] = [];
    for (let y = cy - slot.size / 2 - 3; y <= cy + slot.size / 2 + 3; y++)
      for (let x = cx - slot.size / 2 - 3; x <= cx + slot.size / 2 + 3; x++)
        if (Math.hypot(x - cx, y - cy) > piece && !near(taken.at(x, y), ground, 2)) apart.push(`${x},${y}`);
    expect(apart).toEqual([]);
    // The other places of the base are untouched.
    const [ox, oy] = [Math.round(other.x), Math.round(other.y)];
    for (let y = oy - other.size / 2 - 3; y <= oy + other.size / 2 + 3; y++)
      for (let x = ox - other.size / 2 - 3; x <= ox + other.size / 2 + 3; x++) expect(taken.at(x, y)).toEqual(empty.at(x, y));
  });
});

describe("a board's square corners", () => {
  it("Atcha!'s track squares are drawn square: a corner pixel is the square's own fill", async () => {
    const render = createRenderer();
    const geo = render.geometry('atcha');
    const pic = await decode(render('atcha', { tokens: [], highlight: [] }, seats, caption));
    // Square 2, white on the track: its corners, one pixel in, are white (a rounded corner shows the ground there).
    const s = geo.spaces.get('t2')!;
    const half = s.size / 2;
    for (const [x, y] of [
      [s.x - half + 1, s.y - half + 1],
      [s.x + half - 2, s.y - half + 1],
      [s.x - half + 1, s.y + half - 2],
      [s.x + half - 2, s.y + half - 2],
    ])
      expect(pic.at(Math.round(x), Math.round(y))).toEqual([255, 255, 255]);
  });

  it('other boards keep rounded corners (A-Team: a corner pixel is not the square fill)', async () => {
    const render = createRenderer();
    const geo = render.geometry('ateam');
    const s =
      [...geo.spaces.values()].find((sp) => sp.shape === 'square' && sp.fill.toLowerCase() === '#ffffff') ??
      [...geo.spaces.values()].find((sp) => sp.shape === 'square')!;
    const pic = await decode(render('ateam', { tokens: [], highlight: [] }, [], caption));
    const half = s.size / 2;
    expect(near(pic.at(Math.round(s.x - half + 1), Math.round(s.y - half + 1)), s.fill, 4)).toBe(false);
  });
});
