// The indexed-colour PNG: a valid palette PNG, the same to the eye as the frame drawn, stable
// from run to run, and far lighter than the true-colour PNG it replaced.
import { createCanvas, Image, type Canvas } from 'canvas';
import { describe, expect, it } from 'vitest';
import { encodeIndexedPng, encodeTrueColourPng } from '../../src/render/encode';
import { createRenderer, renderBoard } from '../../src/render';
import { RENDER_PLUGINS } from '../../src/render/games';
import { decode } from './pixels';

/** A frame drawn on a copy of a static layer: a gradient, shapes and antialiased text. */
function frameOn(layer: ReturnType<typeof renderBoard.staticLayer>, extra = 120) {
  const c = createCanvas(layer.width, layer.height + extra);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#1b2030';
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.drawImage(layer, 0, 0);
  ctx.fillStyle = '#d55e00';
  ctx.beginPath();
  ctx.arc(200, 200, 14, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 20px sans-serif';
  ctx.fillText('Player 1 rolled 6 + 5', 20, layer.height + 60);
  return c;
}

describe('indexed-colour PNG', () => {
  const layer = renderBoard.staticLayer('death-star');
  const frame = frameOn(layer);
  const png = encodeIndexedPng(frame, layer);

  it('is a PNG of colour type 3 (palette) with at most 256 entries', () => {
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png[25]).toBe(3);
    const plte = png.indexOf('PLTE', 0, 'latin1');
    expect(png.readUInt32BE(plte - 4) / 3).toBeLessThanOrEqual(256);
  });

  it('looks like the frame drawn: design colours exact, edges close', async () => {
    const pic = await decode(png);
    const raw = frame.getContext('2d').getImageData(0, 0, frame.width, frame.height).data;
    let off = 0;
    let worst = 0;
    for (let y = 0; y < frame.height; y++)
      for (let x = 0; x < frame.width; x++) {
        const i = (y * frame.width + x) * 4;
        const [r, g, b] = pic.at(x, y);
        const d = Math.max(Math.abs(r - raw[i]), Math.abs(g - raw[i + 1]), Math.abs(b - raw[i + 2]));
        worst = Math.max(worst, d);
        if (d > 16) off++;
      }
    // The piece is exact; under 1% of pixels (edge shades, gradient steps) moved by more than 16 of 255.
    expect(pic.at(200, 200)).toEqual([0xd5, 0x5e, 0x00]);
    expect(off / (frame.width * frame.height)).toBeLessThan(0.01);
    expect(worst).toBeLessThan(64);
  });

  it('shown at 450 px as on a phone, is the frame drawn: 99% of pixels within 10 of 255, none past 40', () => {
    // Edge shades share entries (quantize.ts MERGE); shown smaller, Discord averages them with their neighbours.
    const phone = (src: Canvas | Image) => {
      const h = Math.round((frame.height * 450) / frame.width);
      const c = createCanvas(450, h);
      const ctx = c.getContext('2d');
      ctx.drawImage(src, 0, 0, 450, h);
      return ctx.getImageData(0, 0, 450, h).data;
    };
    const shown = new Image();
    shown.src = png;
    const [a, b] = [phone(frame), phone(shown)];
    const apart: number[] = [];
    for (let i = 0; i < a.length; i += 4)
      apart.push(Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])));
    apart.sort((x, y) => x - y);
    expect(apart[Math.floor(apart.length * 0.99)]).toBeLessThanOrEqual(10);
    expect(apart[apart.length - 1]).toBeLessThanOrEqual(40);
  });

  it('gives the same bytes for the same frame, with or without other frames in between', () => {
    const other = frameOn(renderBoard.staticLayer('atcha'), 40);
    encodeIndexedPng(other, renderBoard.staticLayer('atcha'));
    expect(encodeIndexedPng(frame, layer).equals(png)).toBe(true);
  });

  it('keeps a lone changed pixel anywhere in a row (a changed row is compared with its layer stretch by stretch)', async () => {
    const c = createCanvas(layer.width, layer.height);
    const ctx = c.getContext('2d');
    ctx.drawImage(layer, 0, 0);
    // At a row's ends, on both sides of a 64-pixel stretch's edge, and alone in another row.
    const marks: Array<[number, number, string, [number, number, number]]> = [
      [0, 300, 'rgb(255,0,255)', [255, 0, 255]],
      [63, 300, 'rgb(0,255,1)', [0, 255, 1]],
      [64, 300, 'rgb(1,2,253)', [1, 2, 253]],
      [layer.width - 1, 300, 'rgb(254,254,3)', [254, 254, 3]],
      [130, 301, 'rgb(3,254,254)', [3, 254, 254]],
    ];
    for (const [x, y, css] of marks) {
      ctx.fillStyle = css;
      ctx.fillRect(x, y, 1, 1);
    }
    const pic = await decode(encodeIndexedPng(c, layer));
    for (const [x, y, , rgb] of marks) expect(pic.at(x, y)).toEqual(rgb);
    const board = await decode(encodeIndexedPng(layer, layer));
    for (const [x, y] of [
      [1, 300],
      [62, 300],
      [65, 300],
      [130, 300],
      [129, 301],
    ])
      expect(pic.at(x, y)).toEqual(board.at(x, y));
  });

  it('is the same picture without its static layer given, only slower', async () => {
    const alone = await decode(encodeIndexedPng(frame));
    expect(alone.at(200, 200)).toEqual([0xd5, 0x5e, 0x00]);
  });

  it('is at most half the bytes of the true-colour PNG', () => {
    expect(png.length * 2).toBeLessThan(encodeTrueColourPng(frame).length);
  });

  it('keeps every colour exact when a frame has 256 or fewer', async () => {
    const c = createCanvas(64, 64);
    const ctx = c.getContext('2d');
    for (let i = 0; i < 256; i++) {
      ctx.fillStyle = `rgb(${i}, ${(i * 7) % 256}, ${255 - i})`;
      ctx.fillRect((i % 16) * 4, Math.floor(i / 16) * 4, 4, 4);
    }
    const pic = await decode(encodeIndexedPng(c));
    for (let i = 0; i < 256; i++)
      expect(pic.at((i % 16) * 4 + 1, Math.floor(i / 16) * 4 + 1)).toEqual([i, (i * 7) % 256, 255 - i]);
  });

  it('at a lower zlib level is the same picture in more bytes', async () => {
    const fast = encodeIndexedPng(frame, layer, 1);
    expect(fast.length).toBeGreaterThan(png.length);
    const [a, b] = [await decode(fast), await decode(png)];
    let apart = 0;
    for (let y = 0; y < frame.height; y++)
      for (let x = 0; x < frame.width; x++) if (a.at(x, y).some((v, k) => v !== b.at(x, y)[k])) apart++;
    expect(apart).toBe(0);
  });
});

describe("a game's zlib level", () => {
  it('reaches the encoder from its render plug-in, and the default for a game without one', () => {
    const levels = new Map<string, number | undefined>();
    let game = '';
    const render = createRenderer(undefined, RENDER_PLUGINS, (_frame, _base, level) => {
      levels.set(game, level);
      return Buffer.alloc(0);
    });
    const seat = { name: 'Amy', color: '#d55e00', role: 'Red' };
    for (game of ['action-man', 'bionic-woman', 'ateam', 'atcha', 'death-star'])
      render(game, { tokens: [], highlight: [] }, [seat], { title: 'T', turn: 1, whose: 'Amy', dice: [] });
    expect(Object.fromEntries(levels)).toEqual({
      'action-man': 4,
      'bionic-woman': undefined,
      ateam: 4,
      atcha: undefined,
      'death-star': undefined,
    });
  });
});
