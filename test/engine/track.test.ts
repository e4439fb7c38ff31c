import { describe, expect, it } from 'vitest';
import { walk } from '../../src/engine/track';
import { adjacency, reachableExactly } from '../../src/engine/graph';

describe('track movement', () => {
  it('moves forward and back along a route', () => {
    expect(walk(10, 2, 3)).toEqual({ to: 5, path: [3, 4, 5] });
    expect(walk(10, 5, 2, { dir: -1 })).toEqual({ to: 3, path: [4, 3] });
  });

  it('stops at the end of the route unless an exact count is needed', () => {
    expect(walk(10, 8, 4)).toEqual({ to: 9, path: [9], cut: 'end' });
    expect(walk(10, 8, 4, { exact: true })).toBeNull();
    expect(walk(10, 8, 1, { exact: true })).toEqual({ to: 9, path: [9] });
  });

  it('stops on an occupied passage even with count left', () => {
    const res = walk(20, 0, 6, { rule: (i) => (i === 3 ? 'stop' : 'pass') });
    expect(res).toEqual({ to: 3, path: [1, 2, 3], cut: 'stop' });
  });

  it('a stop on the last step is an ordinary landing', () => {
    expect(walk(20, 0, 3, { rule: (i) => (i === 3 ? 'stop' : 'pass') })).toEqual({ to: 3, path: [1, 2, 3] });
  });

  it('cannot land on or pass a block', () => {
    expect(walk(20, 0, 5, { rule: (i) => (i === 3 ? 'block' : 'pass') })).toBeNull();
    expect(walk(20, 0, 2, { rule: (i) => (i === 3 ? 'block' : 'pass') })).toEqual({ to: 2, path: [1, 2] });
  });
});

describe('graph movement', () => {
  //  a - b - c - d
  //      |       |
  //      e - - - f
  const adj = adjacency([
    ['a', 'b'],
    ['b', 'c'],
    ['c', 'd'],
    ['b', 'e'],
    ['e', 'f'],
    ['f', 'd'],
  ]);

  it('finds spaces reachable by exact count without turning straight back', () => {
    expect([...reachableExactly(adj, 'a', 2)].sort()).toEqual(['c', 'e']);
    expect([...reachableExactly(adj, 'a', 3)].sort()).toEqual(['d', 'f']);
  });

  it('blocked spaces cannot be entered', () => {
    expect([...reachableExactly(adj, 'a', 3, (s) => s === 'c')]).toEqual(['f']);
  });
});
