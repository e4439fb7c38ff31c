// The map picture: the overlay that keeps an occupied location's number readable.
import { describe, expect, it } from 'vitest';
import type { Scene } from '../../../src/engine/types';
import { buildGeometry, loadBoard } from '../../../src/render/geometry';
import { createRenderer } from '../../../src/render/index';
import { DEFAULT_BOARDS_DIR } from '../../../src/render/paths';
import { decode, near } from '../../render/pixels';
import { build, game, loc } from './helpers';
import { drawn, english } from '../../support/text';

const seats = game.colors.slice(0, 2).map((color, i) => ({ name: `P${i}`, color, role: english(game.roles[i], game.id) }));
const caption = { title: 'The Bionic Woman', turn: 1, whose: 'P0', dice: [] };
const geo = buildGeometry(loadBoard(DEFAULT_BOARDS_DIR, 'bionic-woman'));

/** Where the number tag of a space sits: its top-left rim. */
function tagAt(id: string): { x: number; y: number } {
  const s = geo.spaces.get(id)!;
  const off = (s.size / 2) * Math.SQRT1_2;
  return { x: s.x - off, y: s.y - off };
}

describe('the map picture', () => {
  it('a marker standing on a numbered location hides its number, so the number is shown again in a tag beside it', async () => {
    const scene: Scene = game.scene(build({ at: [loc(16), 'r20'], adventures: [30, 31] }));
    const withTag = await decode(createRenderer()('bionic-woman', drawn(scene, { game: game.id }), seats, caption));
    const without = await decode(
      createRenderer(DEFAULT_BOARDS_DIR, {})('bionic-woman', drawn(scene, { game: game.id }), seats, caption),
    );
    const t = tagAt(loc(16));
    // The tag is light; without the overlay the same spot is the location's dark rim or the token.
    const light = (px: [number, number, number]) => near(px, '#f8fafc', 12);
    const around = (pic: typeof withTag) => [-3, 0, 3].some((dx) => light(pic.at(t.x + dx, t.y)));
    expect(around(withTag)).toBe(true);
    expect(around(without)).toBe(false);
    // A marker on a plain road circle gets no tag.
    const r = tagAt('r20');
    expect(withTag.at(r.x - 6, r.y - 6)).toEqual(without.at(r.x - 6, r.y - 6));
  });

  it('every space of the map lies inside the picture', () => {
    expect(geo.width).toBeGreaterThanOrEqual(720);
    for (const s of geo.spaces.values()) {
      expect(s.x - s.size / 2).toBeGreaterThanOrEqual(0);
      expect(s.x + s.size / 2).toBeLessThanOrEqual(geo.width);
      expect(s.y - s.size / 2).toBeGreaterThanOrEqual(0);
      expect(s.y + s.size / 2).toBeLessThanOrEqual(geo.boardHeight);
    }
  });
});
