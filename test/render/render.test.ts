import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DrawnScene as Scene } from '../../src/render/contract';
import { captionHeight } from '../../src/render/caption';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { boardFault } from '../../src/engine/board';
import { buildGeometry, loadBoard, type Geometry, type SpaceGeo } from '../../src/render/geometry';
import { createRenderer } from '../../src/render/index';
import { DEFAULT_BOARDS_DIR } from '../../src/render/paths';
import { fanCentre, fanOut } from '../../src/render/placement';
import { heading, HIGHLIGHT } from '../../src/render/tokens';
import { anyNear, decode, near, PNG_SIGNATURE, pngSize } from './pixels';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

const SEATS: SeatPaint[] = [
  { name: 'Alice', color: '#e53935', role: 'Hannibal' },
  { name: 'Bob', color: '#1e88e5', role: 'Face' },
  { name: 'Cleo', color: '#8e24aa', role: 'B.A.' },
  { name: 'Dan', color: '#00c853', role: 'Murdock' },
];
const CAPTION: Caption = { title: 'Fixture', turn: 3, whose: 'Alice', dice: [3, 5] };
const EMPTY: Scene = { tokens: [], highlight: [] };

/** A point of the space that no label can cover: a square's bottom-right corner (the number is top-left), a circle's bottom. */
function sample(s: SpaceGeo): [number, number] {
  return s.shape === 'circle' ? [s.x, s.y + s.size / 2 - 6] : [s.x + s.size / 2 - 6, s.y + s.size / 2 - 6];
}

const geometry = (dir: string, id: string): Geometry => buildGeometry(loadBoard(dir, id));

describe('PNG output', () => {
  it.each(['spiral', 'cross'])('%s: valid PNG, 720-800 px wide, board plus caption high, under 400 KB', (id) => {
    const render = createRenderer(FIXTURES);
    const png = render(id, EMPTY, SEATS, CAPTION);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const geo = geometry(FIXTURES, id);
    expect(pngSize(png)).toEqual({ width: geo.width, height: geo.boardHeight + captionHeight(SEATS.length, 0) });
    expect(geo.width).toBeGreaterThanOrEqual(720);
    expect(geo.width).toBeLessThanOrEqual(800);
    expect(png.length).toBeLessThan(400 * 1024);
  });

  it('scales a narrow board up to the minimum width (cross fixture is 528 px)', () => {
    const geo = geometry(FIXTURES, 'cross');
    expect(geo.board.width).toBe(528);
    expect(geo.width).toBe(720);
    expect(geo.spaces.get('centre')!.x).toBeCloseTo(264 * (720 / 528));
  });

  it('a busy picture (every seat, stacks, notes, many dice) stays under 400 KB', () => {
    const render = createRenderer(FIXTURES);
    const tokens = SEATS.flatMap((_, seat) => [
      { seat, space: String(seat * 3 + 1), label: 'AB', stacked: true },
      { seat, space: '9', label: 'X', heading: { from: '9', to: '10' } },
    ]);
    const png = render('spiral', { tokens, highlight: ['1', '2', '3', '4'], notes: ['one', 'two'] }, SEATS, {
      ...CAPTION,
      dice: [1, 2, 3, 4, 5, 6],
    });
    expect(png.length).toBeLessThan(400 * 1024);
  });
});

describe('spaces', () => {
  it.each(['spiral', 'cross'])('%s: every space is drawn in its kind fill (or its own fill)', async (id) => {
    const pic = await decode(createRenderer(FIXTURES)(id, EMPTY, SEATS, CAPTION));
    const geo = geometry(FIXTURES, id);
    const wrong = [...geo.spaces.values()].filter((s) => !near(pic.at(...sample(s)), s.fill)).map((s) => s.id);
    expect(wrong).toEqual([]);
    // The fixtures use every kind, so every kind was checked above.
    expect(new Set([...geo.spaces.values()].map((s) => s.kind))).toEqual(new Set(Object.keys(geo.board.kinds)));
  });

  const realBoards = readdirSync(DEFAULT_BOARDS_DIR, { withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('.json'))
    .map((f) => f.name.replace(/\.json$/, ''));
  // data/boards/*.json as shipped: every kind of space is visible somewhere on the picture.
  it.each(['spiral', ...realBoards])('%s: every kind of space used appears in its colour', async (id) => {
    const dir = id === 'spiral' ? FIXTURES : DEFAULT_BOARDS_DIR;
    const pic = await decode(createRenderer(dir)(id, EMPTY, SEATS, CAPTION));
    const geo = geometry(dir, id);
    const seen = new Set<string>();
    for (const s of geo.spaces.values()) if (!s.fill || near(pic.at(...sample(s)), s.fill)) seen.add(s.kind);
    const used = new Set([...geo.spaces.values()].map((s) => s.kind));
    expect([...used].filter((k) => !seen.has(k))).toEqual([]);
  });
});

describe('tokens and highlight', () => {
  it('a token is drawn in its seat colour at its space, which is plain without it', async () => {
    const render = createRenderer(FIXTURES);
    const geo = geometry(FIXTURES, 'spiral');
    const s = geo.spaces.get('12')!;
    // Below the initials of seat 2's triangle (its label sits on the centroid, 0.44 r low).
    const probe: [number, number] = [s.x, s.y + geo.tokenRadius];
    const before = await decode(render('spiral', EMPTY, SEATS, CAPTION));
    expect(near(before.at(...probe), s.fill)).toBe(true);
    const after = await decode(
      render('spiral', { tokens: [{ seat: 2, space: '12', label: 'BA' }], highlight: [] }, SEATS, CAPTION),
    );
    expect(near(after.at(...probe), SEATS[2].color)).toBe(true);
  });

  it('several tokens on one space all stay visible', async () => {
    const render = createRenderer(FIXTURES);
    const geo = geometry(FIXTURES, 'spiral');
    const s = geo.spaces.get('20')!;
    const tokens = SEATS.map((_, seat) => ({ seat, space: '20', label: String(seat) }));
    const pic = await decode(render('spiral', { tokens, highlight: [] }, SEATS, CAPTION));
    // Space 20 is ROLL AGAIN: the fan stands beside those words.
    const c = fanCentre(render.geometry('spiral'), s, fanOut(4, geo.tokenRadius));
    expect(Math.hypot(c.x - s.x, c.y - s.y)).toBeGreaterThan(geo.tokenRadius);
    for (const seat of SEATS) expect(anyNear(pic, c.x, c.y, Math.ceil(geo.tokenRadius * 1.6), seat.color)).toBe(true);
  });

  it('a token on a large labelled space (the VAULT) stands below its name, not over it', async () => {
    const render = createRenderer(FIXTURES);
    const geo = geometry(FIXTURES, 'spiral');
    const v = geo.spaces.get('vault')!;
    expect(v.big).toBe(true);
    const empty = await decode(render('spiral', EMPTY, SEATS, CAPTION));
    const held = await decode(
      render('spiral', { tokens: [{ seat: 0, space: 'vault', label: 'H', badge: 'F' }], highlight: [] }, SEATS, CAPTION),
    );
    const nameBand = { top: Math.round(v.y - v.size * 0.4), bottom: Math.round(v.y - v.size * 0.15) };
    for (let y = nameBand.top; y <= nameBand.bottom; y++)
      for (let x = Math.round(v.x - 40); x <= v.x + 40; x++) expect(held.at(x, y)).toEqual(empty.at(x, y));
    expect(near(held.at(v.x, v.y + v.size * 0.18 + geo.tokenRadius * 0.65), SEATS[0].color)).toBe(true);
  });

  it('a token on an unknown space is skipped, not thrown', () => {
    const render = createRenderer(FIXTURES);
    expect(() =>
      render('spiral', { tokens: [{ seat: 0, space: 'nowhere', label: 'A' }], highlight: ['nowhere'] }, SEATS, CAPTION),
    ).not.toThrow();
  });

  it('the spaces of the last move are outlined in the highlight colour', async () => {
    const render = createRenderer(FIXTURES);
    const geo = geometry(FIXTURES, 'spiral');
    const s = geo.spaces.get('30')!;
    const edge: [number, number] = [s.x, s.y - s.size / 2];
    const plain = await decode(render('spiral', EMPTY, SEATS, CAPTION));
    expect(anyNear(plain, ...edge, 3, HIGHLIGHT)).toBe(false);
    const lit = await decode(render('spiral', { tokens: [], highlight: ['29', '30'] }, SEATS, CAPTION));
    expect(anyNear(lit, ...edge, 3, HIGHLIGHT)).toBe(true);
  });
});

describe('heading', () => {
  const geo = geometry(FIXTURES, 'spiral');
  const dir = (from: string, to: string) => heading(geo, { from, to }).map((v) => Math.round(v * 100) / 100);
  // Spiral fixture: 0..11 run left to right along the top, 11..22 down the right side.
  it.each([
    ['5', '6', [1, 0]],
    ['5', '4', [-1, 0]],
    ['15', '16', [0, 1]],
    ['15', '14', [0, -1]],
  ] as const)('a chevron from %s toward %s points %j', (from, to, want) => {
    expect(dir(from, to)).toEqual(want);
  });
  it('points up when its spaces are unknown or the same', () => {
    expect(heading(geo, { from: 'nowhere', to: '5' })).toEqual([0, -1]);
    expect(heading(geo, { from: '5', to: '5' })).toEqual([0, -1]);
  });
  it('is drawn: turning the chevron round changes the picture beside the token', async () => {
    const render = createRenderer(FIXTURES);
    const s = geo.spaces.get('5')!;
    const shot = async (to: string) =>
      decode(
        render(
          'spiral',
          { tokens: [{ seat: 0, space: '5', label: 'A', heading: { from: '5', to } }], highlight: [] },
          SEATS,
          CAPTION,
        ),
      );
    const [east, west] = [await shot('6'), await shot('4')];
    const tip = geo.tokenRadius + 4;
    expect(near(east.at(s.x + tip, s.y), '#ffffff')).toBe(true);
    expect(near(west.at(s.x - tip, s.y), '#ffffff')).toBe(true);
    expect(near(east.at(s.x - tip, s.y), '#ffffff')).toBe(false);
  });
});

describe('areas', () => {
  it('an area label is printed where no space covers it', async () => {
    const geo = geometry(FIXTURES, 'spiral');
    const area = geo.board.areas![0]; // FORTRESS, white-on-dark label at its top centre
    const pic = await decode(createRenderer(FIXTURES)('spiral', EMPTY, SEATS, CAPTION));
    const cx = (area.x + area.w / 2) * geo.scale;
    const top = (area.y + 6) * geo.scale;
    expect(anyNear(pic, cx - 40, top + 9, 40, '#ffffff')).toBe(true);
  });

  it('an area label that a space would cut through is left out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rerun-render-'));
    const board = {
      id: 'cut',
      name: 'Cut',
      width: 720,
      height: 300,
      cell: 40,
      background: '#000000',
      kinds: { k: { name: 'K', fill: '#ff0000', ink: '#ffffff' } },
      spaces: [{ id: 'a', kind: 'k', x: 360, y: 30 }],
      areas: [{ x: 160, y: 0, w: 400, h: 200, fill: '#000000', label: 'A LONG AREA LABEL' }],
    };
    writeFileSync(join(dir, 'cut.json'), JSON.stringify(board));
    const pic = await decode(createRenderer(dir)('cut', EMPTY, SEATS, CAPTION));
    for (let x = 170; x < 550; x++) for (let y = 2; y < 40; y++) expect(pic.at(x, y)[2]).toBe(0); // no white text
  });
});

describe('static layer cache', () => {
  it('is drawn once per game and reused', () => {
    const render = createRenderer(FIXTURES);
    expect(render.stats.staticBuilds).toBe(0);
    render('spiral', EMPTY, SEATS, CAPTION);
    const layer = render.staticLayer('spiral');
    render('spiral', { tokens: [{ seat: 0, space: '3', label: 'A' }], highlight: ['3'] }, SEATS, { ...CAPTION, turn: 4 });
    render('spiral', EMPTY, SEATS.slice(0, 2), CAPTION);
    expect(render.stats.staticBuilds).toBe(1);
    expect(render.staticLayer('spiral')).toBe(layer);
    render('cross', EMPTY, SEATS, CAPTION);
    expect(render.stats.staticBuilds).toBe(2);
  });

  it('tokens of one turn do not leak into the next picture', async () => {
    const render = createRenderer(FIXTURES);
    const geo = geometry(FIXTURES, 'spiral');
    const s = geo.spaces.get('12')!;
    render('spiral', { tokens: [{ seat: 2, space: '12', label: 'BA' }], highlight: ['12'] }, SEATS, CAPTION);
    const pic = await decode(render('spiral', EMPTY, SEATS, CAPTION));
    expect(near(pic.at(s.x, s.y + geo.tokenRadius * 0.65), s.fill)).toBe(true);
  });
});

describe('board files', () => {
  it('a missing board or a bad game id throws, naming it', () => {
    const render = createRenderer(FIXTURES);
    expect(() => render('nope', EMPTY, SEATS, CAPTION)).toThrow(/nope\.json/);
    expect(() => render('../fixtures/spiral', EMPTY, SEATS, CAPTION)).toThrow(/bad game id/);
  });

  it('a space of an unknown kind or a link to a missing space is reported', () => {
    const board = loadBoard(FIXTURES, 'spiral');
    expect(boardFault(board)).toBeNull();
    const n = board.spaces.length;
    expect(boardFault({ ...board, spaces: [...board.spaces, { id: 'x', kind: 'lava', x: 1, y: 1 }] })).toBe(
      `spaces[${n}].kind: "lava" is not in kinds`,
    );
    expect(boardFault({ ...board, links: [['0', 'zz']] })).toBe('links[0][1]: "zz" is not a space');
  });
});

describe('names of any script and length', () => {
  const names = [
    'A'.repeat(32),
    'W'.repeat(32),
    '👨‍👩‍👧‍👦🎲🔥 Family Game Night 🔥🎲👨‍👩‍👧‍👦',
    'محمد بن عبد الله الأحمد الطويل جدا',
    'שלום עליכם חברים יקרים מאוד מאוד',
    'Zoë\u202e evil override\nnewline',
    '',
  ];
  it.each(names)('renders %j without throwing and without drawing past the margin', async (name) => {
    const render = createRenderer(FIXTURES);
    const seats = SEATS.map((s) => ({ ...s, name, role: name || s.role }));
    const png = render('spiral', EMPTY, seats, { title: name || 'T', turn: 99999, whose: name, dice: [] });
    const pic = await decode(png);
    const geo = geometry(FIXTURES, 'spiral');
    // The caption's right margin stays its plain background on every row.
    const bg = pic.at(geo.width - 2, geo.boardHeight + 4);
    for (let y = geo.boardHeight + 2; y < pic.height - 2; y++)
      for (let x = geo.width - 10; x < geo.width; x++) expect(pic.at(x, y)).toEqual(bg);
  });
});
