import { describe, expect, it } from 'vitest';
import { describeChance, dieValues, parseForced, SYMBOLS } from '../../src/engine/chance';
import { Rng, seedState } from '../../src/engine/rng';

describe('typed chance', () => {
  it('a spin gives 1..3 equally and WIN about twice as often as LOSE, recorded as a spin', () => {
    const r = new Rng(seedState(5));
    const numbers = [0, 0, 0];
    let win = 0;
    const n = 9000;
    for (let i = 0; i < n; i++) {
      const s = r.spin();
      numbers[s.value - 1]++;
      if (s.band === 'WIN') win++;
    }
    for (const c of numbers) expect(c / n).toBeGreaterThan(0.3);
    expect(win / n).toBeGreaterThan(0.63);
    expect(win / n).toBeLessThan(0.7);
    expect(r.chances.every((c) => c.kind === 'spin')).toBe(true);
    // A spin is never a die: no pips recorded.
    expect(r.rolls).toEqual([]);
  });

  it('forced spins and symbols come first, typed, in order', () => {
    const r = new Rng(seedState(1, [{ spin: 3, band: 'LOSE' }, { symbol: 'missile' }, { symbol: 'tank' }, 4]));
    expect(r.spin()).toEqual({ value: 3, band: 'LOSE' });
    expect(r.symbols(2)).toEqual(['missile', 'tank']);
    expect(r.die()).toBe(4);
    expect(r.chances).toEqual([
      { kind: 'spin', value: 3, band: 'LOSE' },
      { kind: 'symbol', face: 'missile' },
      { kind: 'symbol', face: 'tank' },
      { kind: 'die', value: 4, sides: 6 },
    ]);
    expect(dieValues(r.chances)).toEqual([4]);
  });

  it('symbol dice show every face of the six', () => {
    const seen = new Set(new Rng(seedState(3)).symbols(300));
    expect([...seen].sort()).toEqual([...SYMBOLS].sort());
  });

  it('describes each kind as what it is, and parses forced tokens typed at the local table', () => {
    expect(describeChance({ kind: 'spin', value: 2, band: 'WIN' })).toBe('spin 2 (WIN)');
    expect(describeChance({ kind: 'symbol', face: 'carrier' })).toBe('aircraft carrier');
    expect(describeChance({ kind: 'die', value: 5, sides: 6 })).toBe('5');
    expect(parseForced('5')).toBe(5);
    expect(parseForced('spin:2')).toEqual({ spin: 2, band: undefined });
    expect(parseForced('spin:1:lose')).toEqual({ spin: 1, band: 'LOSE' });
    expect(parseForced('Tank')).toEqual({ symbol: 'tank' });
    expect(parseForced('spin:4')).toBeNull();
    expect(parseForced('banana')).toBeNull();
  });
});
