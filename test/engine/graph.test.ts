import { describe, expect, it } from 'vitest';
import { adjacency, distances, distinctEnds, shortestPath, splitWalks, walks } from '../../src/engine/graph';

// A ring a-b-c-d-e-f-a with a spur c-x-y and a one-way lane f->x.
//   a - b - c - d
//   |       |   |
//   f ----- x   e     (f-e, x-c; f->x one way)
const links = [
  ['a', 'b'],
  ['b', 'c'],
  ['c', 'd'],
  ['d', 'e'],
  ['e', 'f'],
  ['f', 'a'],
  ['c', 'x'],
  ['x', 'y'],
  ['f', 'x', 'lane'],
] as const;
const adj = adjacency(links, { oneWay: new Set(['lane']) });

const ends = (ws: { end: string }[]) => [...new Set(ws.map((w) => w.end))].sort();

describe('graph walks with paths', () => {
  it('returns every end of exactly N steps with its path, never stepping straight back', () => {
    const w = walks(adj, 'a', 2);
    expect(ends(w)).toEqual(['c', 'e', 'x']);
    expect(w.find((x) => x.end === 'c')!.path).toEqual(['b', 'c']);
    expect(w.find((x) => x.end === 'x')!.path).toEqual(['f', 'x']);
    // Never back to a: no walk of two steps ends where it started.
    expect(w.every((x) => x.end !== 'a')).toBe(true);
  });

  it('a one-way link is walked only its own way', () => {
    expect(adj.x).not.toContain('f');
    expect(ends(walks(adj, 'x', 1))).toEqual(['c', 'y']);
    expect(ends(walks(adj, 'f', 1))).toEqual(['a', 'e', 'x']);
  });

  it('offers an early stop on a space the game names, with the rest of the count lost', () => {
    const w = walks(adj, 'a', 3, { mayStop: (s) => s === 'b' });
    const stop = w.find((x) => x.stopped);
    expect(stop).toEqual({ end: 'b', path: ['b'], stopped: true });
    // a-b-c-d, a-b-c-x, a-f-e-d, a-f-x-c, a-f-x-y
    expect(ends(w.filter((x) => !x.stopped))).toEqual(['c', 'd', 'x', 'y']);
  });

  it('blocked spaces are neither entered nor passed', () => {
    expect(ends(walks(adj, 'a', 2, { blocked: (s) => s === 'b' }))).toEqual(['e', 'x']);
  });

  it('a split move turns round: the second walk starts back onto the space just left', () => {
    // a -> b -> c (2), turn round: back to b, then on to a (2): ends at a.
    const w = splitWalks(adj, 'a', 2, 2);
    const viaC = w.filter((x) => x.path[1] === 'c');
    expect(viaC.map((x) => x.path)).toEqual([['b', 'c', 'b', 'a']]);
    // 1 then 1: out and straight back to the start.
    expect(
      splitWalks(adj, 'a', 1, 1)
        .map((x) => x.end)
        .sort(),
    ).toEqual(['a', 'a']);
  });

  it('distinct ends keep one shortest path per end; distances and shortest paths for AIs', () => {
    const d = distinctEnds(walks(adj, 'a', 4));
    expect(new Set(d.map((x) => x.end)).size).toBe(d.length);
    const dist = distances(adj, 'a');
    expect(dist.get('d')).toBe(3);
    expect(dist.get('y')).toBe(3);
    expect(shortestPath(adj, 'a', 'y')).toEqual(['f', 'x', 'y']);
    expect(shortestPath(adj, 'y', 'a')).toHaveLength(4); // y-x-c-b-a: the lane is one-way
  });
});
