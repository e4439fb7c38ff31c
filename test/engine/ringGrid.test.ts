import { describe, expect, it } from 'vitest';
import { cardTable } from '../../src/engine/cards';
import { tx } from '../../src/engine/text';
import { kingDistance, neighbours, straightLines } from '../../src/engine/grid';
import { ringDistance, ringWalk } from '../../src/engine/track';

describe('ring track', () => {
  it('goes round with no end and no exact count', () => {
    expect(ringWalk(48, 46, 5)).toEqual({ to: 3, path: [47, 0, 1, 2, 3] });
    expect(ringWalk(48, 1, 3, -1).to).toBe(46);
    expect(ringDistance(48, 46, 3)).toBe(5);
    expect(ringDistance(48, 3, 46)).toBe(43);
  });
});

describe('grid lines', () => {
  it('moves exactly n squares along rows, columns and diagonals, staying on the grid', () => {
    const lines = straightLines(5, 7, { col: 0, row: 0 }, 2);
    expect(lines.map((l) => l.end).sort((a, b) => a.col - b.col || a.row - b.row)).toEqual([
      { col: 0, row: 2 },
      { col: 2, row: 0 },
      { col: 2, row: 2 },
    ]);
    const diag = lines.find((l) => l.end.col === 2 && l.end.row === 2)!;
    expect(diag.path).toEqual([
      { col: 1, row: 1 },
      { col: 2, row: 2 },
    ]);
    expect(straightLines(5, 7, { col: 2, row: 3 }, 1)).toHaveLength(8);
    expect(straightLines(5, 7, { col: 2, row: 3 }, 1, { blocked: (c) => c.row === 2 })).toHaveLength(5);
  });

  it('neighbours and king distance', () => {
    expect(neighbours(5, 7, { col: 0, row: 0 })).toHaveLength(3);
    expect(kingDistance({ col: 0, row: 0 }, { col: 3, row: 1 })).toBe(3);
  });
});

describe('card tables', () => {
  it('expands kinds into c1..cN in order, with lookups and the holder view', () => {
    const t = cardTable('test', ['a', 'b'] as const, {
      a: { count: 2, name: tx('card.alpha'), text: tx('card.alpha.text') },
      b: { count: 1, name: tx('card.beta'), text: tx('card.beta.text') },
    });
    expect(t.ids).toEqual(['c1', 'c2', 'c3']);
    expect(t.kind('c3')).toBe('b');
    expect(t.view('c1')).toEqual({ id: 'c1', name: tx('card.alpha'), text: tx('card.alpha.text') });
    expect(t.has('c4')).toBe(false);
    expect(() => t.kind('c4')).toThrow(/unknown test card c4/);
  });
});
