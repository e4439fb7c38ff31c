import { describe, expect, it } from 'vitest';
import { tx } from '../../src/engine/text';
import { accentOf, colourNumber } from '../../src/services/messages/accent';
import type { SeatLooks } from '../../src/services/core/seats';

const looks: SeatLooks = [
  { role: tx('red'), color: '#e53935' },
  { role: tx('blue'), color: '#1e88e5' },
  { role: tx('yellow'), color: 'gold' },
];
const pending = (player: number) => ({ player, prompt: tx('roll'), choices: [] });
const outcome = (winners: number[]) => ({ winners, text: tx('over') });

describe('the accent of a turn message card', () => {
  it('is the colour of whoever must act, as 0xRRGGBB', () => {
    expect(accentOf(looks, pending(1), null)).toBe(0x1e88e5);
    expect(accentOf(looks, pending(2), null)).toBe(0xffd700);
  });

  it('is the one winner’s colour once the game is over, and none for a shared win or no winner', () => {
    expect(accentOf(looks, pending(1), outcome([0]))).toBe(0xe53935);
    expect(accentOf(looks, null, outcome([0, 2]))).toBeUndefined();
    expect(accentOf(looks, null, outcome([]))).toBeUndefined();
    expect(accentOf(looks, null, null)).toBeUndefined();
  });

  it('reads any CSS colour', () => {
    expect(colourNumber('#fff')).toBe(0xffffff);
    expect(colourNumber('rgb(1, 2, 3)')).toBe(0x010203);
  });
});
