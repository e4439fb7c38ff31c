// Atcha!, measured on the real board at the size a phone shows it.
import { CanvasRenderingContext2D } from 'canvas';
import { describe, expect, it, vi } from 'vitest';
import { atcha } from '../../src/games/atcha';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { MIN_TEXT_AT_450 } from '../../src/render/fonts';
import { spaceBox } from '../../src/render/geometry';
import { createRenderer } from '../../src/render/index';
import { tokenDiscs } from '../../src/render/placement';
import { makeState } from '../games/atcha/helpers';
import { decode } from './pixels';
import { drawn } from '../support/text';

vi.setConfig({ testTimeout: 30_000 });

const CAPTION: Caption = { title: 'Atcha!', turn: 1, whose: 'a', dice: [] };
const ATCHA4: SeatPaint[] = [
  { name: 'a', role: 'Red', color: '#e53935' },
  { name: 'b', role: 'Green', color: '#43a047' },
  { name: 'c', role: 'Yellow', color: '#fdd835' },
  { name: 'd', role: 'Blue', color: '#1e88e5' },
];

/** Every text drawn while `fn` runs, with its size in pixels at 450 px wide (`k`: 450 / picture width). */
function sized(fn: () => void, k: number): Array<{ text: string; px: number }> {
  const out: Array<{ text: string; px: number }> = [];
  const proto = CanvasRenderingContext2D.prototype;
  const original = proto.fillText;
  proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, max?: number) {
    out.push({ text, px: Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1]) * k });
    return max === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, max);
  };
  try {
    fn();
  } finally {
    proto.fillText = original;
  }
  return out;
}

describe('Atcha! at 450 px', () => {
  it('a blob of Red 2 and Red 3 names both pieces ("2·3"), whole and at least 9 px', () => {
    const s = makeState({ seats: 4, pieces: { 0: ['t1', 't10', 't10'] } });
    const scene = atcha.scene(s);
    expect(scene.tokens.find((t) => t.space === 't10')).toEqual({ seat: 0, space: 't10', label: '2·3', stacked: true });
    const render = createRenderer();
    const k = 450 / render.geometry('atcha').width;
    const texts = sized(() => render('atcha', drawn(scene, { game: 'atcha' }), ATCHA4, CAPTION), k);
    const blob = texts.find((t) => t.text === '2·3');
    expect(blob).toBeDefined();
    expect(blob!.px).toBeGreaterThanOrEqual(MIN_TEXT_AT_450);
  });

  it('a bare number on a disc is always a piece: a blob of three or four is counted "×3", "×4"', () => {
    const s = makeState({ seats: 4, pieces: { 0: ['t10', 't10', 't10', 'base'], 1: ['t30', 't30', 't30', 't30'] } });
    const labels = atcha.scene(s).tokens.map((t) => `${t.seat}:${t.space}:${t.label}`);
    expect(labels).toEqual(expect.arrayContaining(['0:t10:×3', '0:rbase4:4', '1:t30:×4']));
    for (const t of atcha.scene(s).tokens) expect(t.label).toMatch(/^([1-4](·[1-4])?|×[34])$/);
  });

  it("a mixey's discs stay inside their square", async () => {
    // Red and Yellow are partners: one piece each on t20.
    const scene = atcha.scene(makeState({ seats: 4, pieces: { 0: ['t20'], 2: ['t20'] } }));
    const render = createRenderer();
    const geo = render.geometry('atcha');
    const s = geo.spaces.get('t20')!;
    const empty = await decode(render('atcha', { tokens: [], highlight: [] }, ATCHA4, CAPTION));
    const pic = await decode(render('atcha', drawn(scene, { game: 'atcha' }), ATCHA4, CAPTION));
    const box = spaceBox(s);
    let outside = 0;
    let inside = 0;
    for (let y = Math.floor(box.y - 30); y <= box.y + box.h + 30; y++)
      for (let x = Math.floor(box.x - 30); x <= box.x + box.w + 30; x++) {
        if (pic.at(x, y).join() === empty.at(x, y).join()) continue;
        const within = x >= box.x && x <= box.x + box.w && y >= box.y && y <= box.y + box.h;
        if (within) inside++;
        else outside++;
      }
    expect(inside).toBeGreaterThan(600);
    expect(outside).toBe(0);
  });
  it('home pieces are countable: each colour stands on its own HOME square, apart from the others', () => {
    // One to four pieces home for each colour (the four HOME squares used to send their pieces
    // to the board's middle, one heap over another).
    const s = makeState({
      seats: 4,
      pieces: { 0: ['home'], 1: ['home', 'home'], 2: ['home', 'home', 'home'], 3: ['home', 'home', 'home', 'home'] },
    });
    const tokens = atcha.scene(s).tokens.filter((t) => t.space.endsWith('home'));
    expect(tokens.map((t) => `${t.space}:${t.label}`).sort()).toEqual(['bhome:×4', 'ghome:1·2', 'rhome:1', 'yhome:×3']);
    const geo = createRenderer().geometry('atcha');
    const discs = tokenDiscs(geo, tokens);
    const placed = tokens.map((t) => ({ space: geo.spaces.get(t.space)!, disc: discs.get(t.space)![0] }));
    for (const { space, disc } of placed) {
      // On its own square: the disc's centre inside it.
      expect(Math.abs(disc.x - space.x)).toBeLessThan(space.size / 2);
      expect(Math.abs(disc.y - space.y)).toBeLessThan(space.size / 2);
    }
    // No heap hides another: every two colours' discs stay apart.
    for (const a of placed)
      for (const b of placed)
        if (a !== b) expect(Math.hypot(a.disc.x - b.disc.x, a.disc.y - b.disc.y)).toBeGreaterThanOrEqual(a.disc.r + b.disc.r);
  });
});
