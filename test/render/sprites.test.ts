// Text and shapes drawn from remembered sprites (render/sprites.ts) give the picture drawing them
// anew gives (an antialiased edge may round 1 of 255 apart: the sprite is composited once more): checked on every game's real frame in each language, and on text at every
// alignment, baseline, sub-pixel offset and shifted origin the drawing code uses.
import { createCanvas } from 'canvas';
import { describe, expect, it, vi } from 'vitest';
import { allGames } from '../../src/games/registry';
import { createRenderer } from '../../src/render/index';
import { drawShape, drawText, withoutSprites } from '../../src/render/sprites';
import { drawSeatPiece } from '../../src/render/tokens';
import { drawDie } from '../../src/render/dice';
import { LOCALES } from '../../src/engine/text';
import { boardWords } from '../../src/services/messages/picture';
import { drawn as drawnScene, voice } from '../support/text';
import { playedTable, tableCaption } from './table';

vi.setConfig({ testTimeout: 60_000 });

/** The largest difference of any channel of any pixel, and how many pixels differ at all. */
function apart(a: Buffer, b: Buffer): { worst: number; pixels: number } {
  let worst = a.length === b.length ? 0 : 255;
  let pixels = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 4) {
    let d = 0;
    for (let k = 0; k < 4; k++) d = Math.max(d, Math.abs(a[i + k] - b[i + k]));
    if (d > 0) pixels++;
    worst = Math.max(worst, d);
  }
  return { worst, pixels };
}

/** The raw pixels of each frame the renderer encodes. */
function capturingRenderer() {
  const frames: Buffer[] = [];
  const render = createRenderer(undefined, undefined, (frame) => {
    frames.push(Buffer.from(frame.toBuffer('raw')));
    return Buffer.alloc(0);
  });
  return { render, frames };
}

describe.each(allGames().map((g) => [g.id, g] as const))('%s: text and pieces from sprites', (_id, def) => {
  it.each(LOCALES)('in %s, a frame is the frame drawn anew', (locale) => {
    const { match, seats } = playedTable(def, locale, {
      names: ['Amy', 'Bo', 'Cleo', 'Dan', 'Eve', 'Fred'],
      seed: 3,
      decisions: 30,
    });
    const me = voice({ game: def.id, locale });
    const scene = drawnScene(def.scene(match.state), { game: def.id, locale });
    const caption = tableCaption(def, locale, match, seats);
    const { render, frames } = capturingRenderer();
    const draw = () => render(def.id, scene, seats, caption, boardWords(me));
    draw(); // fills the sprites
    draw(); // from the sprites
    withoutSprites(draw);
    expect(frames).toHaveLength(3);
    // The same text again, from the sprites: exactly the first frame.
    expect(frames[1].equals(frames[0])).toBe(true);
    const d = apart(frames[1], frames[2]);
    expect(d.worst).toBeLessThanOrEqual(1);
    expect(d.pixels).toBeLessThan(frames[2].length / 4 / 1000);
  });
});

describe('drawText', () => {
  const cases = (['left', 'center', 'right'] as const).flatMap((align) =>
    (['alphabetic', 'middle', 'top', 'bottom'] as const).flatMap((baseline) =>
      [
        [40, 30],
        [40.5, 30.25],
        [41.3, 29.7],
      ].map(([x, y]) => ({ align, baseline, x, y })),
    ),
  );

  const paint = (useSprites: boolean) => {
    const c = createCanvas(320, 200);
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#203040';
    ctx.fillRect(0, 0, c.width, c.height);
    cases.forEach(({ align, baseline, x, y }, i) => {
      ctx.save();
      ctx.translate((i % 4) * 70 + 0.5 * (i % 2), Math.floor(i / 4) * 20);
      ctx.font = i % 3 ? 'bold 13px DejaVu Sans' : '10px DejaVu Sans';
      ctx.fillStyle = i % 2 ? '#f2f3f5' : '#e69f00';
      ctx.textAlign = align;
      ctx.textBaseline = baseline;
      if (useSprites) drawText(ctx, 'Amy · Őrs 6+5 é', x, y);
      else withoutSprites(() => drawText(ctx, 'Amy · Őrs 6+5 é', x, y));
      ctx.restore();
    });
    return c.toBuffer('raw');
  };

  it('gives the same pixels at every alignment, baseline, sub-pixel offset and shifted origin', () => {
    const anew = paint(false);
    paint(true);
    const d = apart(paint(true), anew);
    expect(d.worst).toBeLessThanOrEqual(1);
    expect(d.pixels).toBeLessThan(200);
  });

  it('draws a string squeezed into less room than it needs as fillText does', () => {
    const c = createCanvas(200, 40);
    const d = createCanvas(200, 40);
    for (const x of [c, d]) x.getContext('2d').font = '14px DejaVu Sans';
    drawText(c.getContext('2d'), 'a rather long label', 10, 20, 60);
    d.getContext('2d').fillText('a rather long label', 10, 20, 60);
    expect(c.toBuffer('raw').equals(d.toBuffer('raw'))).toBe(true);
  });
});

describe('drawShape', () => {
  const paint = (useSprites: boolean) => {
    const c = createCanvas(360, 120);
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#e8e2cf';
    ctx.fillRect(0, 0, c.width, c.height);
    const draw = () =>
      (['circle', 'square', 'triangle', 'diamond'] as const).forEach((shape, i) => {
        drawSeatPiece(ctx, shape, ['#d55e00', '#0072b2', '#009e73', '#f0e442'][i], 30 + i * 80 + 0.3 * i, 30.6, 14);
        drawDie(ctx, 20 + i * 80 + 0.5, 70.25, 28, i + 3, i % 2 ? '#ffffff' : '#d55e00');
      });
    if (useSprites) draw();
    else withoutSprites(draw);
    return c.toBuffer('raw');
  };

  it('gives a piece of every shape and a die the pixels of drawing them anew, at sub-pixel offsets', () => {
    const anew = paint(false);
    paint(true);
    const d = apart(paint(true), anew);
    expect(d.worst).toBeLessThanOrEqual(1);
    expect(d.pixels).toBeLessThan(100);
  });

  it('draws a shape under a scaling transform anew (a sprite would blur)', () => {
    const c = createCanvas(60, 60);
    const ctx = c.getContext('2d');
    ctx.scale(2, 2);
    let painted = 0;
    drawShape(ctx, 'scaled', 15, 15, 10, (s, x, y) => {
      painted++;
      expect(s).toBe(ctx);
      s.fillRect(x - 5, y - 5, 10, 10);
    });
    expect(painted).toBe(1);
  });
});
