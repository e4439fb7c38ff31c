// What the Scene and BoardData carry beyond tokens: link kinds, token size, marks, markers,
// seat lines, and the per-game overlay hook. Pixel probes on the graph fixture.
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { DrawnScene as Scene } from '../../src/render/contract';
import { allGames } from '../../src/games/registry';
import { captionHeight, seatLineAt } from '../../src/render/caption';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { buildGeometry, loadBoard } from '../../src/render/geometry';
import { createRenderer } from '../../src/render/index';
import { MARK_FILL, MARKER_FILL, markCentre } from '../../src/render/marks';
import { RENDER_PLUGINS } from '../../src/render/games';
import { anyNear, decode, near, pngSize, type Picture } from './pixels';

// Pictures are rendered and decoded: slow on a shared 2-core machine, not a timing test.
vi.setConfig({ testTimeout: 30_000 });

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const SEATS: SeatPaint[] = [
  { name: 'Alice', color: '#e53935', role: 'Jaime' },
  { name: 'Bob', color: '#1e88e5', role: 'Oscar' },
  { name: 'Cleo', color: '#8e24aa', role: 'Rudy' },
];
const CAPTION: Caption = { title: 'Graph', turn: 1, whose: 'Alice', dice: [] };
const EMPTY: Scene = { tokens: [], highlight: [] };
const geo = buildGeometry(loadBoard(FIXTURES, 'graph'));
const sp = (id: string) => geo.spaces.get(id)!;
const picture = (scene: Scene, seats = SEATS) => decode(createRenderer(FIXTURES)('graph', scene, seats, CAPTION));
const count = (pic: Picture, x0: number, y0: number, x1: number, y1: number, css: string) => {
  let n = 0;
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (near(pic.at(x, y), css, 12)) n++;
  return n;
};

describe('link kinds', { timeout: 30_000 }, () => {
  // Fixture: r0..r7 joined by plain links, s0..s7 by a one-way red lane, r7-s7 a grey road,
  // r0-hq-s7 a dashed blue helicopter path. The board is 720 wide: scale 1.
  it('a kinded link is drawn in its colour; a plain link in the board default', async () => {
    const pic = await picture(EMPTY);
    expect(geo.scale).toBe(1);
    const lane = pic.at(sp('s0').x + 30, sp('s0').y);
    expect(near(lane, '#ff1744')).toBe(true);
    expect(near(pic.at(sp('r7').x, 190), '#9e9e9e')).toBe(true);
    // Plain: 60% white over the background #2b2d31.
    const plain = pic.at(sp('r0').x + 43, sp('r0').y);
    expect(near(plain, 'rgb(170,171,173)', 4)).toBe(true);
  });

  it('a link kind has its own width: the road is wider than the plain link', async () => {
    const pic = await picture(EMPTY);
    const across = (x: number, y: number, vertical: boolean, css: string) => {
      let n = 0;
      for (let d = -12; d <= 12; d++) if (near(vertical ? pic.at(x, y + d) : pic.at(x + d, y), css, 6)) n++;
      return n;
    };
    expect(across(sp('r7').x, 190, false, '#9e9e9e')).toBeGreaterThanOrEqual(9); // width 10
    expect(across(sp('r0').x + 43, sp('r0').y, true, 'rgb(170,171,173)')).toBeLessThanOrEqual(8); // max(4, 48*0.16)=7.68
  });

  it('a dashed kind shows dashes and gaps along the link', async () => {
    const pic = await picture(EMPTY);
    const [a, b] = [sp('r0'), sp('hq')];
    let on = 0;
    let off = 0;
    for (let t = 0.25; t <= 0.75; t += 0.01) {
      const px = pic.at(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
      if (near(px, '#40c4ff', 6)) on++;
      else if (near(px, geo.board.background, 6)) off++;
    }
    expect(on).toBeGreaterThan(10);
    expect(off).toBeGreaterThan(10);
  });

  it('a one-way kind carries an arrowhead wider than its line; a two-way road does not', async () => {
    const pic = await picture(EMPTY);
    // Lane s0 -> s1: arrowhead at the middle of the visible part, 6 px line (3 px each side).
    const mid = (sp('s0').x + sp('s1').x) / 2;
    expect(near(pic.at(mid - 4, sp('s0').y + 5), '#ff1744')).toBe(true);
    expect(near(pic.at(mid - 4, sp('s0').y - 5), '#ff1744')).toBe(true);
    expect(near(pic.at(mid - 4, sp('s0').y + 10), geo.board.background)).toBe(true);
    // Away from the head the lane is only its 6 px line.
    expect(near(pic.at(sp('s0').x + 30, sp('s0').y + 5), geo.board.background)).toBe(true);
    // Road r7-s7 is 10 wide and two-way: nothing at 8 px beside its middle.
    expect(near(pic.at(sp('r7').x + 8, 190), geo.board.background)).toBe(true);
  });
});

describe('token size per board', () => {
  it('the board token radius is used (graph: 12), not the default from the cell', async () => {
    const spiral = buildGeometry(loadBoard(FIXTURES, 'spiral'));
    expect(spiral.tokenRadius).toBeGreaterThan(20); // default: from the 64 px cell
    expect(geo.tokenRadius).toBe(12);
    const s = sp('s4');
    // Seat 0's piece is the disc (its shape's radius is the token radius).
    const pic = await picture({ tokens: [{ seat: 0, space: 's4', label: '' }], highlight: [] });
    expect(near(pic.at(s.x, s.y + 7), SEATS[0].color)).toBe(true);
    expect(near(pic.at(s.x, s.y + 17), s.fill)).toBe(true);
  });
});

describe('marks', () => {
  it('a lettered mark is drawn at its space, over a token standing there', async () => {
    const s = sp('s2');
    const c = markCentre(geo, s);
    const tokens = [{ seat: 0, space: 's2', label: '' }];
    const plain = await picture({ tokens, highlight: [] });
    const marked = await picture({ tokens, highlight: [], marks: [{ space: 's2', letter: 'B' }] });
    const dark = (pic: Picture) => count(pic, c.x - c.r + 3, c.y - c.r + 3, c.x + c.r - 3, c.y + c.r - 3, MARK_FILL);
    expect(dark(marked)).toBeGreaterThan(dark(plain) + 150);
    // The letter: white strokes inside the dark disc.
    expect(count(marked, c.x - c.r / 2, c.y - c.r / 2, c.x + c.r / 2, c.y + c.r / 2, '#ffffff')).toBeGreaterThan(8);
    // The token is still there.
    expect(near(marked.at(s.x, s.y + 7), SEATS[0].color)).toBe(true);
  });

  it('different letters draw differently', async () => {
    const c = markCentre(geo, sp('r4'));
    const a = await picture({ tokens: [], highlight: [], marks: [{ space: 'r4', letter: 'A' }] });
    const b = await picture({ tokens: [], highlight: [], marks: [{ space: 'r4', letter: 'B' }] });
    let diff = 0;
    for (let y = c.y - c.r; y <= c.y + c.r; y++)
      for (let x = c.x - c.r; x <= c.x + c.r; x++) if (a.at(x, y).join() !== b.at(x, y).join()) diff++;
    expect(diff).toBeGreaterThan(10);
  });

  it("a mark's path is drawn faintly between the spaces, never over their words", async () => {
    const plain = await picture(EMPTY);
    const marked = await picture({ tokens: [], highlight: [], marks: [{ space: 'r2', letter: 'A', path: ['r0', 'r1', 'r2'] }] });
    // Between r0 and r1 the link turns lighter than the plain link.
    const probe: [number, number] = [sp('r0').x + 43, sp('r0').y];
    expect(marked.at(...probe)[0]).toBeGreaterThan(plain.at(...probe)[0] + 15);
    // The labelled space r0 ("T0") is untouched.
    const r0 = sp('r0');
    for (let y = r0.y - 20; y <= r0.y + 20; y++)
      for (let x = r0.x - 20; x <= r0.x + 20; x++) expect(marked.at(x, y)).toEqual(plain.at(x, y));
  });
});

describe('markers of no seat', () => {
  it('a marker shows in its colour (or the default gold) at its space', async () => {
    const [r6, hq] = [sp('r6'), sp('hq')];
    const plain = await picture(EMPTY);
    const pic = await picture({
      tokens: [],
      highlight: [],
      markers: [
        { space: 'r6', label: '+50' },
        { space: 'hq', label: 'TIE', color: '#00e5ff' },
      ],
    });
    const bottom = (s: typeof r6) => [s.x, s.y + s.size / 2 - 4] as const;
    expect(anyNear(plain, ...bottom(r6), 8, MARKER_FILL)).toBe(false);
    expect(anyNear(pic, ...bottom(r6), 8, MARKER_FILL)).toBe(true);
    expect(anyNear(pic, ...bottom(hq), 8, '#00e5ff')).toBe(true);
    expect(anyNear(pic, ...bottom(hq), 8, MARKER_FILL)).toBe(false);
  });

  it('two markers on one space stand side by side, both visible', async () => {
    const s = sp('r5');
    const pic = await picture({
      tokens: [],
      highlight: [],
      markers: [
        { space: 'r5', label: '+50', color: '#00e5ff' },
        { space: 'r5', label: '+20', color: '#76ff03' },
      ],
    });
    const y = s.y + s.size / 2 - 4;
    expect(anyNear(pic, s.x - 20, y, 12, '#00e5ff')).toBe(true);
    expect(anyNear(pic, s.x + 20, y, 12, '#76ff03')).toBe(true);
  });
});

describe('seat lines', () => {
  it('each seat line is printed under its seat in the key; the caption grows to hold them', async () => {
    const lines = ['Score 120 · adventure 3', '', 'Score 40'];
    const render = createRenderer(FIXTURES);
    const withLines = render('graph', { ...EMPTY, seatLines: lines }, SEATS, CAPTION);
    const without = render('graph', EMPTY, SEATS, CAPTION);
    expect(pngSize(withLines).height).toBe(geo.boardHeight + captionHeight(3, 0, true));
    expect(pngSize(withLines).height).toBeGreaterThan(pngSize(without).height);
    const pic = await decode(withLines);
    const ink = (seat: number) => {
      const at = seatLineAt(seat, 3, 0, geo.width);
      return count(pic, at.x, geo.boardHeight + at.y - 6, at.x + 150, geo.boardHeight + at.y + 6, '#f2f3f5');
    };
    expect(ink(0)).toBeGreaterThan(30);
    expect(ink(1)).toBe(0); // an empty line draws nothing
    expect(ink(2)).toBeGreaterThan(15);
  });
});

describe('per-game render plug-ins', () => {
  it("a game's overlay draws after the tokens, from the scene it is given; other games are untouched", async () => {
    const render = createRenderer(FIXTURES, {
      graph: {
        overlay: (ctx, g, scene) => {
          const s = g.spaces.get(scene.tokens[0].space)!;
          ctx.fillStyle = '#00ff00';
          ctx.fillRect(s.x - 4, s.y - 4, 8, 8);
        },
      },
    });
    const pic = await decode(render('graph', { tokens: [{ seat: 0, space: 's5', label: '' }], highlight: [] }, SEATS, CAPTION));
    expect(near(pic.at(sp('s5').x, sp('s5').y), '#00ff00')).toBe(true);
    const spiral = buildGeometry(loadBoard(FIXTURES, 'spiral'));
    const other = await decode(render('spiral', { tokens: [{ seat: 0, space: '5', label: '' }], highlight: [] }, SEATS, CAPTION));
    expect(near(other.at(spiral.spaces.get('5')!.x, spiral.spaces.get('5')!.y), SEATS[0].color)).toBe(true);
  });

  it('every render plug-in belongs to a registered game', () => {
    const ids = new Set(allGames().map((g) => g.id));
    expect(Object.keys(RENDER_PLUGINS).filter((id) => !ids.has(id))).toEqual([]);
  });
});
