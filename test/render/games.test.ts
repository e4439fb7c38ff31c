// What the pictures of The A-Team and Atcha! must show, measured on the real boards.
import { createCanvas, CanvasRenderingContext2D, loadImage } from 'canvas';
import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch } from '../../src/engine/match';
import type { Scene } from '../../src/engine/types';
import { atcha } from '../../src/games/atcha';
import { ateam } from '../../src/games/ateam';
import { kindAt, ROUTE_LENGTH, spaceId } from '../../src/games/ateam/board';
import type { AteamState } from '../../src/games/ateam/state';
import { headingOf } from '../../src/games/ateam/view';
import { COLORS } from '../../src/games/ateam/state';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { UNUSED_BASE } from '../../src/render/games/atcha';
import { createRenderer } from '../../src/render/index';
import { makeState, play } from '../games/atcha/helpers';
import { anyNear, decode, near, type Picture } from './pixels';
import { drawn } from '../support/text';
import type { Draft } from '../../src/engine/readonly';

const CAPTION: Caption = { title: 'T', turn: 1, whose: 'alice', dice: [] };
const TEAM: SeatPaint[] = ['Hannibal', 'Face', 'Murdock', 'Amy'].map((role, i) => ({ name: `p${i}`, role, color: COLORS[i] }));
const ATCHA4: SeatPaint[] = [
  { name: 'a', role: 'Red', color: '#d55e00' },
  { name: 'b', role: 'Green', color: '#009e73' },
  { name: 'c', role: 'Yellow', color: '#f0e442' },
  { name: 'd', role: 'Blue', color: '#0072b2' },
];

/** Every text the drawing code writes while `fn` runs. */
function textsDrawn(fn: () => void): string[] {
  const out: string[] = [];
  const proto = CanvasRenderingContext2D.prototype;
  const original = proto.fillText;
  proto.fillText = function (this: CanvasRenderingContext2D, text: string, ...rest: [number, number, number?]) {
    out.push(text);
    return (original as (...a: unknown[]) => void).call(this, text, ...rest);
  };
  try {
    fn();
  } finally {
    proto.fillText = original;
  }
  return out;
}

/** Every text drawn while `fn` runs, with where it was drawn (the canvas's transform applied). */
function textsAt(fn: () => void): Array<{ text: string; x: number; y: number }> {
  const out: Array<{ text: string; x: number; y: number }> = [];
  const proto = CanvasRenderingContext2D.prototype;
  const original = proto.fillText;
  proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, w?: number) {
    const m = this.getTransform();
    out.push({ text, x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f });
    return w === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, w);
  };
  try {
    fn();
  } finally {
    proto.fillText = original;
  }
  return out;
}

/** The picture as a phone shows it, `width` px wide. */
async function shrunk(png: Buffer, width: number): Promise<Picture> {
  const img = await loadImage(png);
  const c = createCanvas(width, Math.round((img.height * width) / img.width));
  c.getContext('2d').drawImage(img, 0, 0, c.width, c.height);
  return decode(c.toBuffer('image/png'));
}

function countNear(pic: Picture, x0: number, y0: number, x1: number, y1: number, css: string, tol = 10): number {
  let n = 0;
  for (let y = Math.max(0, Math.floor(y0)); y <= Math.min(pic.height - 1, y1); y++)
    for (let x = Math.max(0, Math.floor(x0)); x <= Math.min(pic.width - 1, x1); x++) if (near(pic.at(x, y), css, tol)) n++;
  return n;
}

function ateamMatch() {
  const seats = TEAM.map((s) => ({ name: s.name, ai: true }));
  return createMatch(ateam, seats, {}, 5).match;
}

describe('The A-Team picture', { timeout: 30_000 }, () => {
  it('every space between START and the VAULT carries its number, inside that space', () => {
    const render = createRenderer();
    const placed = textsAt(() => render.staticLayer('ateam'));
    const geo = render.geometry('ateam');
    const missing = Array.from({ length: ROUTE_LENGTH - 2 }, (_, i) => i + 1).filter((n) => {
      const sp = geo.spaces.get(spaceId(n))!;
      const half = sp.size / 2;
      return !placed.some((t) => t.text === String(n) && Math.abs(t.x - sp.x) <= half && Math.abs(t.y - sp.y) <= half);
    });
    expect(missing).toEqual([]);
    const texts = placed.map((t) => t.text);
    // Special spaces show their number beside their words (5 is a GUARD).
    expect(kindAt(5)).toBe('guard');
    expect(texts).toContain('GUARD');
  });

  it('four pieces on one space fan out inside the board, every colour visible, its words untouched', async () => {
    const render = createRenderer();
    const geo = render.geometry('ateam');
    for (const id of [spaceId(0), spaceId(9), spaceId(18), spaceId(27)]) {
      const tokens = TEAM.map((_, seat) => ({ seat, space: id, label: 'X' }));
      const pic = await decode(render('ateam', { tokens, highlight: [] }, TEAM, CAPTION));
      const empty = await decode(render('ateam', { tokens: [], highlight: [] }, TEAM, CAPTION));
      const s = geo.spaces.get(id)!;
      for (const seat of TEAM)
        expect(countNear(pic, s.x - 90, s.y - 90, s.x + 90, s.y + 90, seat.color, 3), `${id} ${seat.role}`).toBeGreaterThan(100);
      const w = geo.words.get(id)!;
      for (let y = Math.floor(w.y); y <= w.y + w.h; y++)
        for (let x = Math.floor(w.x); x <= w.x + w.w; x++) expect(pic.at(x, y)).toEqual(empty.at(x, y));
    }
  });

  it('the formula badge and the facing arrow stay visible at 400 px', async () => {
    const render = createRenderer();
    const geo = render.geometry('ateam');
    const s = geo.spaces.get(spaceId(12))!;
    const token = (facing: 'in' | 'out', badge?: string) => ({
      tokens: [{ seat: 1, space: s.id, label: 'F', heading: headingOf(12, facing), ...(badge ? { badge } : {}) }],
      highlight: [],
    });
    const k = 400 / geo.width;
    const around = (pic: Picture, css: string) =>
      countNear(pic, (s.x - 100) * k, (s.y - 100) * k, (s.x + 100) * k, (s.y + 100) * k, css, 40);
    const withBadge = await shrunk(render('ateam', token('in', 'F'), TEAM, CAPTION), 400);
    const without = await shrunk(render('ateam', token('in'), TEAM, CAPTION), 400);
    // The badge: a yellow tab of at least 6x6 phone pixels.
    expect(around(withBadge, '#ffd400') - around(without, '#ffd400')).toBeGreaterThan(36);
    // The arrow: turning the piece round changes a visible patch, not a speck.
    const out = await shrunk(render('ateam', token('out'), TEAM, CAPTION), 400);
    let diff = 0;
    for (let y = Math.floor((s.y - 100) * k); y <= (s.y + 100) * k; y++)
      for (let x = Math.floor((s.x - 100) * k); x <= (s.x + 100) * k; x++)
        if (without.at(x, y).some((v, i) => Math.abs(v - out.at(x, y)[i]) > 60)) diff++;
    expect(diff).toBeGreaterThan(30);
  });

  it('a piece on a GUARD is marked HELD and a sidetracked piece SIDETRACKED, in its colour', async () => {
    const match = ateamMatch();
    const s = structuredClone(match.state) as Draft<AteamState>;
    const guard = Array.from({ length: ROUTE_LENGTH }, (_, i) => i).find((i) => kindAt(i) === 'guard')!;
    s.players[1].pos = guard;
    s.players[2].pos = 4;
    s.players[2].sidetracked = 'c1';
    const scene = ateam.scene(s);
    expect(drawn(scene, { game: 'ateam' }).markers).toEqual([
      { space: spaceId(guard), label: 'HELD', color: COLORS[1] },
      { space: spaceId(4), label: 'SIDETRACKED', color: COLORS[2] },
    ]);
    const render = createRenderer();
    const geo = render.geometry('ateam');
    let png: Buffer = Buffer.alloc(0);
    const texts = textsAt(() => (png = render('ateam', drawn(scene, { game: 'ateam' }), TEAM, CAPTION)));
    const held = texts.find((t) => t.text === 'HELD')!;
    const side = texts.find((t) => t.text === 'SIDETRACKED')!;
    const pic = await decode(png);
    // Each on a tab in the piece's colour, beside the piece on its space (placement.ts markerSpot).
    expect(anyNear(pic, held.x, held.y, 12, COLORS[1])).toBe(true);
    expect(anyNear(pic, side.x, side.y, 12, COLORS[2])).toBe(true);
    const g = geo.spaces.get(spaceId(guard))!;
    const four = geo.spaces.get(spaceId(4))!;
    expect(Math.hypot(held.x - g.x, held.y - g.y)).toBeLessThan(g.size * 1.5);
    expect(Math.hypot(side.x - four.x, side.y - four.y)).toBeLessThan(four.size * 1.5);
    // Nobody else is marked.
    expect(ateam.scene(match.state).markers).toEqual([]);
  });

  it('the last move stays highlighted through a long all-AI game', () => {
    let match = ateamMatch();
    let moved = false;
    for (let i = 0; i < 400; i++) {
      const d = aiDecision(ateam, match);
      if (!d) break;
      const r = applyDecision(ateam, match, d);
      expect(r.ok).toBe(true);
      if (!r.ok) break;
      match = r.value.match;
      const lit = ateam.scene(match.state).highlight;
      moved ||= lit.length > 0;
      if (moved) expect(lit.length, `step ${match.step}`).toBeGreaterThan(0);
    }
    expect(moved).toBe(true);
  });
});

describe('Atcha! picture', { timeout: 30_000 }, () => {
  const squareNames = new Set(
    createRenderer()
      .geometry('atcha')
      .board.spaces.flatMap((s) => (s.label ? [s.label] : [])),
  );

  it('piece labels never read as a square name (pieces are 1-4 on their colour, squares R1-R5 and 1-52 as printed)', () => {
    const tokens = drawn(atcha.scene(makeState({ seats: 4, pieces: { 0: ['rs2', 't5'], 1: ['gs1'] } })), {
      game: 'atcha',
    }).tokens;
    expect(tokens.map((t) => t.label).filter((l) => /^[RGYB]\d$/.test(l))).toEqual([]);
    expect(tokens.find((t) => t.space === 'rs2')!.label).toBe('1');
    // "R2" is a square's printed name; the piece standing there is just "1" on red.
    expect(squareNames.has('R2')).toBe(true);
  });

  it('a blob shows its count once: on the disc, with no extra x2 tab', () => {
    const scene = drawn(atcha.scene(makeState({ pieces: { 0: ['t10', 't10'] } })), { game: 'atcha' });
    const blob = scene.tokens.find((t) => t.space === 't10')!;
    expect(blob).toMatchObject({ label: '1·2', stacked: true });
    const render = createRenderer();
    render.staticLayer('atcha'); // the squares' own numbers are drawn once, before
    const texts = textsDrawn(() => render('atcha', { tokens: [blob], highlight: [] }, ATCHA4, CAPTION));
    expect(texts.filter((t) => /^(1·2|x2|×2|2)$/.test(t))).toEqual(['1·2']);
  });

  it('a mixey (partners on one square) shows both colours', async () => {
    const scene = atcha.scene(makeState({ seats: 4, pieces: { 0: ['t20'], 2: ['t20'] } }));
    const render = createRenderer();
    const s = render.geometry('atcha').spaces.get('t20')!;
    const pic = await decode(render('atcha', drawn(scene, { game: 'atcha' }), ATCHA4, CAPTION));
    // Both pieces shrink to stay inside the square, each still a patch of its colour.
    expect(countNear(pic, s.x - 40, s.y - 40, s.x + 40, s.y + 40, ATCHA4[0].color, 3)).toBeGreaterThan(60);
    expect(countNear(pic, s.x - 40, s.y - 40, s.x + 40, s.y + 40, ATCHA4[2].color, 3)).toBeGreaterThan(60);
  });

  it('the framed foot square stays visible around a piece standing on it', async () => {
    const render = createRenderer();
    const s = render.geometry('atcha').spaces.get('t12')!;
    expect(s.kind).toBe('foot');
    const pic = await decode(
      render('atcha', { tokens: [{ seat: 0, space: 't12', label: '1' }], highlight: [] }, ATCHA4, CAPTION),
    );
    const r = render.geometry('atcha').tokenRadius;
    // White frame area ring around the red disc, with its dark rim outside it.
    const ring = countNear(pic, s.x - r - 6, s.y - r - 6, s.x + r + 6, s.y + r + 6, s.fill, 4);
    expect(ring).toBeGreaterThan(300);
    expect(anyNear(pic, s.x - r - 5, s.y, 2, '#111111')).toBe(true);
  });

  it("the throw's dice stay in the scene until used", () => {
    const thrown = play(makeState({ pieces: { 0: ['t10', 't30'] } }), ['roll'], [5, 2]).state;
    expect(atcha.scene(thrown).chance).toEqual([
      { kind: 'die', value: 5, sides: 6 },
      { kind: 'die', value: 2, sides: 6 },
    ]);
    const id = atcha.pending(thrown)!.choices[0].id;
    const used = play(thrown, [id]).state;
    expect(atcha.scene(used).chance).toHaveLength(1);
  });

  it('a two-player board dims the two unused bases', async () => {
    const render = createRenderer();
    const geo = render.geometry('atcha');
    const yard = (label: string) => geo.board.areas!.find((a) => a.label === label)!;
    const at = (label: string): [number, number] => [(yard(label).x + 10) * geo.scale, (yard(label).y + 10) * geo.scale];
    const scene: Scene = { tokens: [], highlight: [] };
    const two = await decode(render('atcha', drawn(scene, { game: 'atcha' }), [ATCHA4[0], ATCHA4[2]], CAPTION));
    const four = await decode(render('atcha', drawn(scene, { game: 'atcha' }), ATCHA4, CAPTION));
    for (const used of ['RED', 'YELLOW']) expect(two.at(...at(used))).toEqual(four.at(...at(used)));
    for (const unused of ['GREEN', 'BLUE']) {
      const [a, b] = [two.at(...at(unused)), four.at(...at(unused))];
      expect(a[0] + a[1] + a[2]).toBeLessThan((b[0] + b[1] + b[2]) * 0.6);
    }
    expect(UNUSED_BASE).toMatch(/rgba/);
  });

  it('the last move stays highlighted through a long all-AI game', () => {
    let { match } = createMatch(
      atcha,
      ['a', 'b', 'c', 'd'].map((name) => ({ name, ai: true })),
      {},
      9,
    );
    let moved = false;
    for (let i = 0; i < 300; i++) {
      const d = aiDecision(atcha, match);
      if (!d) break;
      const r = applyDecision(atcha, match, d);
      if (!r.ok) throw new Error(r.message);
      match = r.value.match;
      const lit = atcha.scene(match.state).highlight;
      moved ||= lit.length > 0;
      if (moved) expect(lit.length, `step ${match.step}`).toBeGreaterThan(0);
    }
    expect(moved).toBe(true);
  });
});
