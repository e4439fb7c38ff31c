// The spinner is the game's own device (src/games/death-star/chance.ts): numbers 1-3 equally
// likely, WIN twice as often as LOSE, thrown exactly as before it was declared there.
import { describe, expect, it } from 'vitest';
import { chanceName, faceOfToken, faceSpec } from '../../../src/engine/chance';
import { Rng, seedState } from '../../../src/engine/rng';
import { BAND_FILL, SPINNER } from '../../../src/games/death-star/chance';
import { say } from './helpers';

describe('the spinner', () => {
  it('gives 1..3 equally and WIN about twice as often as LOSE, recorded as a spin', () => {
    const r = new Rng(seedState(5));
    const numbers = [0, 0, 0];
    let win = 0;
    const n = 9000;
    for (let i = 0; i < n; i++) {
      const s = r.roll(SPINNER);
      numbers[s.value - 1]++;
      if (s.band === 'WIN') win++;
    }
    for (const c of numbers) expect(c / n).toBeGreaterThan(0.3);
    expect(win / n).toBeGreaterThan(0.63);
    expect(win / n).toBeLessThan(0.7);
    expect(r.chances.every((c) => c.kind === 'spin')).toBe(true);
    expect(r.rolls).toEqual([]);
  });

  it('draws as the spinner always did: nine sectors, each number on two WIN and one LOSE', () => {
    // Stored games replay from their seed: the same draw must give the same spin.
    const r = new Rng(seedState(77));
    const mirror = new Rng(seedState(77));
    for (let i = 0; i < 300; i++) {
      const k = mirror.int(9);
      expect(r.roll(SPINNER)).toEqual({ kind: 'spin', value: 1 + Math.floor(k / 3), band: k % 3 < 2 ? 'WIN' : 'LOSE' });
    }
  });

  it('is named, forced and drawn from its declaration', () => {
    const name = chanceName([SPINNER], { kind: 'spin', value: 2, band: 'WIN' });
    expect(say(name)).toBe('spin 2 (WIN)');
    expect(say(name, { locale: 'fr' })).toBe('roulette 2 (GAGNÉ)');
    expect(faceOfToken(SPINNER, 'spin:2')?.face).toEqual({ kind: 'spin', value: 2, band: 'WIN' });
    expect(faceOfToken(SPINNER, 'SPIN:3:lose')?.face).toEqual({ kind: 'spin', value: 3, band: 'LOSE' });
    expect(faceOfToken(SPINNER, 'spin:4')).toBeNull();
    const lose = SPINNER.faces.find((f) => f.face.value === 3 && f.face.band === 'LOSE')!;
    expect(lose.picture).toEqual({
      shapes: [{ kind: 'wheel', labels: ['1', '2', '3'], lit: 2 }],
      number: '3',
      tag: { text: 'LOSE', fill: BAND_FILL.LOSE },
    });
    // A move's spin: named and drawn by its number, no band; never thrown.
    const move = faceSpec([SPINNER], { kind: 'spin', value: 3 })!;
    expect(say(move.name)).toBe('spin 3');
    expect(move.picture).toEqual({ shapes: [{ kind: 'wheel', labels: ['1', '2', '3'], lit: 2 }], number: '3' });
    expect(move.weight).toBe(0);
  });
});
