// The Action Man Game's board read at 450 px: square numbers printed (texts say
// "square 15"), a choice's letter clear of every square (their names and held-square
// markers), a held square's marker clear of the square's name, a camp's POW counts apart.
import { describe, expect, it, vi } from 'vitest';
import { actionMan } from '../../src/games/action-man';
import type { Caption, DrawnScene, SeatPaint } from '../../src/render/contract';
import { boxesOverlap, spaceBox, type Box } from '../../src/render/geometry';
import { createRenderer } from '../../src/render/index';
import { markCentre } from '../../src/render/marks';
import { fanCentre, fanOut, tokenDiscs } from '../../src/render/placement';
import { shapeReach } from '../../src/render/shapes';
import { seatShape } from '../../src/engine/palette';
import { writtenEachTest } from './written';

vi.setConfig({ testTimeout: 30_000 });

interface Written {
  text: string;
  /** Its ink's box in output pixels (through the canvas transform). */
  box: Box;
}
const written = writtenEachTest<Written>((ctx, text, x, y, maxWidth) => {
  const m = ctx.measureText(text);
  const t = ctx.getTransform();
  const [left, top] = [x - m.actualBoundingBoxLeft, y - m.actualBoundingBoxAscent];
  const w = Math.min(m.actualBoundingBoxLeft + m.actualBoundingBoxRight, maxWidth ?? Infinity);
  const h = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
  return { text, box: { x: t.a * left + t.e, y: t.d * top + t.f, w: t.a * w, h: t.d * h } };
});

const SEATS: SeatPaint[] = actionMan.colors.map((color, i) => ({ name: `P${i}`, color, role: `R${i}` }));
const CAPTION: Caption = { title: 'Action Man', turn: 1, whose: 'P0', dice: [] };
const inside = (a: Box, b: Box) =>
  a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;

describe('Action Man squares at 450 px', () => {
  it('every square of the track prints its number inside it', () => {
    // A fresh renderer draws its static layer (the board's own words) while recorded.
    const render = createRenderer();
    render('action-man', { tokens: [], highlight: [] }, SEATS, CAPTION);
    const geo = render.geometry('action-man');
    const missing: string[] = [];
    for (let n = 1; n <= 48; n++) {
      const s = geo.spaces.get(`s${n}`)!;
      if (!written.some((w) => w.text === String(n) && inside(w.box, spaceBox(s)))) missing.push(`square ${n}`);
    }
    expect(missing).toEqual([]);
  });

  it("a choice's letter touches no square, and a held square's marker leaves its name clear", () => {
    const render = createRenderer();
    const geo = render.geometry('action-man');
    const track = [...geo.spaces.values()].filter((s) => /^s\d+$/.test(s.id));
    const hits = track.flatMap((s) => {
      const c = markCentre(geo, s);
      const disc = { x: c.x - c.r, y: c.y - c.r, w: 2 * c.r, h: 2 * c.r };
      return track.filter((o) => boxesOverlap(disc, spaceBox(o))).map((o) => `${s.id} letter on ${o.id}`);
    });
    expect(hits).toEqual([]);
    // Every square held (a Blue marker on each): no marker's initial over the square's name.
    const scene: DrawnScene = {
      tokens: [],
      highlight: [],
      markers: track.map((s) => ({ space: s.id, label: 'B', color: SEATS[1].color })),
    };
    render('action-man', scene, SEATS, CAPTION);
    const names = new Map(
      track.map((s) => [s.id, written.filter((w) => w.text !== 'B' && inside(w.box, spaceBox(s)) && !/^\d+$/.test(w.text))]),
    );
    const covered = track.flatMap((s) => {
      const marker = written.find((w) => w.text === 'B' && boxesOverlap(w.box, spaceBox(s)));
      if (!marker) return [`${s.id}: no marker`];
      const pill = { x: marker.box.x - 8, y: marker.box.y - 6, w: marker.box.w + 16, h: marker.box.h + 12 };
      return (names.get(s.id) ?? []).filter((w) => boxesOverlap(pill, w.box)).map((w) => `${s.id} ${w.text}`);
    });
    expect(covered).toEqual([]);
  });

  it('a commander on a corner square stands on it, not beside it between two sides', () => {
    const geo = createRenderer().geometry('action-man');
    for (const id of ['s1', 's13', 's25', 's37']) {
      const s = geo.spaces.get(id)!;
      const c = fanCentre(geo, s, fanOut(1, geo.tokenRadius));
      expect([id, inside({ x: c.x, y: c.y, w: 0, h: 0 }, spaceBox(s))]).toEqual([id, true]);
    }
  });
});

describe('Action Man POW camps at 450 px', () => {
  it('counts from three seats in one camp never overlap: their pieces and numbers apart, off its name', () => {
    const render = createRenderer();
    // The static layer first, so that only the pieces' counts are written below.
    render('action-man', { tokens: [], highlight: [] }, SEATS, CAPTION);
    written.length = 0;
    const tokens = [
      { seat: 1, space: 'camp-red', label: '3' },
      { seat: 2, space: 'camp-red', label: '12' },
      { seat: 3, space: 'camp-red', label: '5' },
    ];
    render('action-man', { tokens, highlight: [] }, SEATS, CAPTION);
    const counts = tokens.map((t) => written.find((w) => w.text === t.label));
    expect(counts.map((c) => c?.text)).toEqual(['3', '12', '5']);
    const boxes = counts.map((c) => c!.box);
    const meet = (list: Box[]) => list.flatMap((a, i) => list.slice(i + 1).filter((b) => boxesOverlap(a, b)));
    expect(meet(boxes)).toEqual([]);
    // The pieces themselves, each to its shape's reach (a triangle is wider than its radius).
    const geo = render.geometry('action-man');
    const discs = tokenDiscs(geo, tokens).get('camp-red')!;
    const pieces = discs.map((d, i) => {
      const e = d.r * shapeReach(seatShape(tokens[i].seat));
      return { x: d.x - e, y: d.y - e, w: 2 * e, h: 2 * e };
    });
    expect(meet(pieces)).toEqual([]);
    // And the camp's name stays clear of them.
    const name = geo.words.get('camp-red')!;
    expect(pieces.filter((b) => boxesOverlap(b, name))).toEqual([]);
  });
});
