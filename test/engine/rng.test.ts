import { describe, expect, it } from 'vitest';
import { ForcedChanceError } from '../../src/engine/chance';
import { Rng, seedState } from '../../src/engine/rng';

describe('Rng', () => {
  it('is reproducible from its seed and its state', () => {
    const a = new Rng(seedState(42));
    const b = new Rng(seedState(42));
    const rollsA = a.dice(50);
    expect(b.dice(50)).toEqual(rollsA);
    // Resuming from a saved state continues the same stream.
    const saved = a.state();
    const c = new Rng(saved);
    expect(c.dice(10)).toEqual(a.dice(10));
  });

  it('different seeds give different streams', () => {
    expect(new Rng(seedState(1)).dice(20)).not.toEqual(new Rng(seedState(2)).dice(20));
  });

  it('forced dice come first, in order, and are recorded', () => {
    const r = new Rng(seedState(7, [6, 6, 1]));
    expect(r.dice(3)).toEqual([6, 6, 1]);
    expect(r.rolls).toEqual([6, 6, 1]);
    expect(r.state().forced).toEqual([]);
  });

  it('a forced value that does not fit the next chance is a clear error, not silently dropped', () => {
    const r = new Rng(seedState(7, [5, 2]));
    expect(() => r.die(3)).toThrow(ForcedChanceError);
    expect(() => r.die(3)).toThrow(/forced die 5 does not fit the next chance \(a 3-sided die\)/);
    // Nothing was consumed: the value is still there for a chance it fits.
    expect(r.die(6)).toBe(5);
    expect(() => new Rng(seedState(1, ['spin:2'])).die()).toThrow(/forced spin 2 does not fit .*die/);
  });

  it('dice stay within their faces and every face appears', () => {
    const r = new Rng(seedState(99));
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const v = r.die(6);
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(6);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shuffle keeps every item and does not change its input', () => {
    const items = Array.from({ length: 35 }, (_, i) => `c${i}`);
    const copy = [...items];
    const out = new Rng(seedState(3)).shuffle(items);
    expect(items).toEqual(copy);
    expect([...out].sort()).toEqual([...items].sort());
    expect(out).not.toEqual(items);
  });
});
