// A round space's dark ring (each antialiased edge costs bytes in every
// picture). A circle that holds a seat's piece whole, a triangle's corners and outline too,
// stands out by its fill alone: no ring. A smaller one keeps it, so that a piece's corners
// reaching past its rim stay apart from the ground.
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/index';
import { pieceReach } from '../../src/render/shapes';

/** The pixel at (x, y) of a game's static layer, as [r, g, b]. */
function pixel(game: string, x: number, y: number): [number, number, number] {
  const d = createRenderer().staticLayer(game).getContext('2d').getImageData(Math.round(x), Math.round(y), 1, 1).data;
  return [d[0], d[1], d[2]];
}

/** Within a few steps of the css colour on each channel (an antialiased rim pixel is a blend). */
const like = (px: [number, number, number], css: string) =>
  px.every((c, i) => Math.abs(c - parseInt(css.slice(1 + 2 * i, 3 + 2 * i), 16)) < 12);

describe('the dark ring of a round space', () => {
  it('none on a Death Star spot, which holds a triangle whole; still on an Atcha! circle, which does not', () => {
    const render = createRenderer();
    const ds = render.geometry('death-star');
    const spot = ds.spaces.get('s2')!;
    expect(spot.shape).toBe('circle');
    expect(pieceReach('triangle', ds.tokenRadius)).toBeLessThanOrEqual(spot.size / 2);
    // The rim's first pixel, left of centre (the links run up and down): the spot's own fill.
    const rimAt = (s: { x: number; size: number }) => Math.round(s.x) - Math.round(s.size / 2);
    expect(like(pixel('death-star', rimAt(spot), Math.round(spot.y)), spot.fill)).toBe(true);

    const atcha = render.geometry('atcha');
    const circle = [...atcha.spaces.values()].find((s) => s.shape === 'circle')!;
    expect(pieceReach('triangle', atcha.tokenRadius)).toBeGreaterThan(circle.size / 2);
    expect(like(pixel('atcha', rimAt(circle), Math.round(circle.y)), circle.fill)).toBe(false);
  });
});
