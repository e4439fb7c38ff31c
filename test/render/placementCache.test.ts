// placeFan remembers each space's fan (render/placement.ts): what it returns again is what a
// fresh search returns, and a fan placed before the static layer found the board's words is
// placed again once they are known (its spot depends on them).
import { describe, expect, it } from 'vitest';
import { buildGeometry, loadBoard } from '../../src/render/geometry';
import { DEFAULT_BOARDS_DIR } from '../../src/render/paths';
import { placeFan } from '../../src/render/placement';
import { drawStaticLayer } from '../../src/render/staticLayer';

const REACHES = [[1], [1, 1], [1, 1.4, 1], [1, 1, 1, 1]];

// Boards whose words move fans (on Atcha! no fan moves for words).
describe.each(['action-man', 'ateam'])('%s: remembered fans', (gameId) => {
  const geometry = () => buildGeometry(loadBoard(DEFAULT_BOARDS_DIR, gameId));

  it('are placed where a fresh geometry places them, even when first asked before the words were known', () => {
    const early = geometry();
    const spaces = [...early.spaces.values()];
    const before = spaces.flatMap((s) => REACHES.map((r) => placeFan(early, s, r)));
    drawStaticLayer(early);
    const after = spaces.flatMap((s) => REACHES.map((r) => placeFan(early, s, r)));
    const fresh = geometry();
    drawStaticLayer(fresh);
    const expected = [...fresh.spaces.values()].flatMap((s) => REACHES.map((r) => placeFan(fresh, s, r)));
    expect(after).toEqual(expected);
    // The words moved some fans: had the first answers been kept, this would fail above.
    expect(before).not.toEqual(after);
  });

  it('give the same answer the second time', () => {
    const geo = geometry();
    drawStaticLayer(geo);
    const s = [...geo.spaces.values()][3];
    expect(placeFan(geo, s, [1, 1])).toBe(placeFan(geo, s, [1, 1]));
    expect(placeFan(geo, s, [1, 1])).not.toBe(placeFan(geo, s, [1, 1, 1]));
  });
});
