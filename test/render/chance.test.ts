// Chance results in the caption, each drawn as what it is: pips, a spinner, a symbol. The
// spinner and the symbols are their games' own devices, drawn from their pictures (plain data).
import { createCanvas } from 'canvas';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { Chance, Device } from '../../src/engine/chance';
import { SYMBOL_DIE, SYMBOLS } from '../../src/games/action-man/chance';
import { BAND_FILL, SPINNER } from '../../src/games/death-star/chance';
import { COIN } from '../../src/games/dice-race/chance';
import type { DrawnScene as Scene } from '../../src/render/contract';
import { captionChanceBoxes } from '../../src/render/caption';
import { squareBox, type ChanceBox } from '../../src/render/chance';
import { SECTOR_FILL, SECTOR_HIT, wheelAngle } from '../../src/render/faces';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { buildGeometry, loadBoard } from '../../src/render/geometry';
import { createRenderer } from '../../src/render/index';
import { anyNear, decode, near, type Picture } from './pixels';

// Pictures are rendered and decoded: slow on a shared 2-core machine, not a timing test.
vi.setConfig({ testTimeout: 30_000 });

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const SEATS: SeatPaint[] = [{ name: 'Alice', color: '#e53935', role: 'Jaime' }];
const EMPTY: Scene = { tokens: [], highlight: [] };
const geo = buildGeometry(loadBoard(FIXTURES, 'graph'));
const scratch = createCanvas(1, 1).getContext('2d');
const DEVICES: Device[] = [SPINNER, SYMBOL_DIE, COIN];
const spinnerAngle = (value: number) => wheelAngle(value - 1, 3);
const symbolTileBox = (b: ChanceBox) => squareBox(scratch, b);

async function shot(caption: Partial<Caption>): Promise<{ pic: Picture; boxes: ChanceBox[] }> {
  const full: Caption = { title: 'Graph', turn: 1, whose: 'Alice', dice: [], devices: DEVICES, ...caption };
  const pic = await decode(createRenderer(FIXTURES)('graph', EMPTY, SEATS, full));
  return { pic, boxes: captionChanceBoxes(scratch, geo.boardHeight, geo.width, full) };
}
const dark = (px: [number, number, number]) => px[0] < 60 && px[1] < 60 && px[2] < 60;

describe('dice', () => {
  it('a die shows its pips: the centre pip of a 5, none at the centre of a 4', async () => {
    const { pic, boxes } = await shot({
      chance: [
        { kind: 'die', value: 5, sides: 6 },
        { kind: 'die', value: 4, sides: 6 },
      ],
    });
    const [five, four] = boxes;
    expect(dark(pic.at(five.x + five.size / 2, five.y + five.size / 2))).toBe(true);
    expect(near(pic.at(four.x + four.size / 2, four.y + four.size / 2), '#ffffff')).toBe(true);
    expect(dark(pic.at(four.x + four.size * 0.27, four.y + four.size * 0.27))).toBe(true);
  });

  it('without typed chance the caption falls back to its dice', async () => {
    const { pic, boxes } = await shot({ dice: [1] });
    expect(boxes).toHaveLength(1);
    const b = boxes[0];
    expect(dark(pic.at(b.x + b.size / 2, b.y + b.size / 2))).toBe(true);
  });
});

describe('spinner', () => {
  it.each([1, 2, 3])('spin %i: that sector is lit and the pointer turns to it; the others stay plain', async (value) => {
    const { pic, boxes } = await shot({ chance: [{ kind: 'spin', value, band: 'WIN' }] });
    const b = boxes[0];
    const [cx, cy, r] = [b.x + b.size / 2, b.y + b.size / 2, b.size / 2];
    const at = (v: number, turn: number, k: number) => {
      const a = spinnerAngle(v) + turn;
      return pic.at(cx + Math.cos(a) * r * k, cy + Math.sin(a) * r * k);
    };
    for (let v = 1; v <= 3; v++) {
      // Beside the number, inside the sector.
      expect(near(at(v, 0.7, 0.75), v === value ? SECTOR_HIT : SECTOR_FILL)).toBe(true);
      // The pointer, between the hub and the number.
      expect(dark(at(v, 0, 0.25))).toBe(v === value);
    }
  });

  it.each(['WIN', 'LOSE'] as const)(
    'the %s band is shown beside the spinner in its colour; no die face is drawn',
    async (band) => {
      const { pic, boxes } = await shot({ dice: [6], chance: [{ kind: 'spin', value: 2, band }] });
      expect(boxes).toHaveLength(1);
      const b = boxes[0];
      // The band's pill ends the face, after the number printed large.
      const bandX = b.x + b.w - 3;
      expect(near(pic.at(bandX, b.y + b.size / 2), BAND_FILL[band])).toBe(true);
      const other = band === 'WIN' ? BAND_FILL.LOSE : BAND_FILL.WIN;
      expect(anyNear(pic, b.x + b.w / 2, b.y + b.size / 2, Math.ceil(b.w / 2), other)).toBe(false);
      // A die would be a white square: the disc's top-left corner stays the caption background.
      expect(near(pic.at(b.x + 2, b.y + 2), '#1e1f22')).toBe(true);
    },
  );
});

describe('symbol dice', () => {
  const faces = SYMBOLS.map((face): Chance => ({ kind: 'symbol', face }));

  it('each face is a dark pictogram on a white tile, with a word under it', async () => {
    const { pic, boxes } = await shot({ chance: faces.slice(0, 5) });
    expect(boxes).toHaveLength(5);
    for (const b of boxes) {
      const t = symbolTileBox(b);
      let ink = 0;
      let paper = 0;
      for (let y = t.y + 3; y < t.y + t.size - 3; y++)
        for (let x = t.x + 3; x < t.x + t.size - 3; x++) {
          const px = pic.at(x, y);
          if (dark(px)) ink++;
          else if (near(px, '#ffffff')) paper++;
        }
      const area = (t.size - 6) ** 2;
      expect(ink / area).toBeGreaterThan(0.08);
      expect(paper / area).toBeGreaterThan(0.3);
      // The word: light text on the dark caption under the tile.
      expect(anyNear(pic, b.x + b.w / 2, t.y + t.size + 9, 6, '#ffffff')).toBe(true);
    }
  });

  it('the six faces all look different', async () => {
    const tiles: boolean[][] = [];
    for (const f of faces) {
      const { pic, boxes } = await shot({ chance: [f] });
      const t = symbolTileBox(boxes[0]);
      const bits: boolean[] = [];
      for (let y = 0; y < t.size; y++) for (let x = 0; x < t.size; x++) bits.push(dark(pic.at(t.x + x, t.y + y)));
      tiles.push(bits);
    }
    for (let i = 0; i < tiles.length; i++)
      for (let j = i + 1; j < tiles.length; j++) {
        const diff = tiles[i].filter((v, k) => v !== tiles[j][k]).length;
        expect(diff, `${SYMBOLS[i]} v ${SYMBOLS[j]}`).toBeGreaterThan(tiles[i].length * 0.05);
      }
  });
});

describe("a game's own device", () => {
  it("is drawn from its picture alone (the example game's coin): its disc, its letter, its word under it", async () => {
    const { pic, boxes } = await shot({ chance: [{ kind: 'coin', side: 'heads' }] });
    const t = squareBox(scratch, boxes[0]);
    const [cx, cy] = [t.x + t.size / 2, t.y + t.size / 2];
    // The rim is gold, the letter dark at the centre, the word light under the square.
    expect(near(pic.at(cx, t.y + t.size * 0.08), '#e0b000', 12)).toBe(true);
    expect(dark(pic.at(cx, cy + 1)) || dark(pic.at(cx - 2, cy))).toBe(true);
    expect(anyNear(pic, boxes[0].x + boxes[0].w / 2, t.y + t.size + 9, 6, '#ffffff')).toBe(true);
    const tails = await shot({ chance: [{ kind: 'coin', side: 'tails' }] });
    expect(tails.boxes[0].w).not.toBe(boxes[0].w);
  });

  it('a result whose device the caption does not know is drawn as a plain tile, never thrown', async () => {
    const { pic, boxes } = await shot({ chance: [{ kind: 'coin', side: 'heads' }], devices: [] });
    expect(boxes).toHaveLength(1);
    expect(near(pic.at(boxes[0].x + 3, boxes[0].y + boxes[0].size / 2), '#ffffff')).toBe(true);
  });
});
