import { describe, expect, it } from 'vitest';
import type { AtchaState } from '../../../src/games/atcha';
import { atchaOdds } from '../../../src/games/atcha/ai';
import { aiPick, makeState, play, type Setup } from './helpers';

/** The AI's pick after a forced throw, from its own view only. */
function pick(setup: Setup, dice: number[]): { id: string; state: AtchaState } {
  const { state } = play(makeState(setup), ['roll'], dice);
  return { id: aiPick(state, 5), state };
}

describe('AI', () => {
  it('prefers hitting', () => {
    expect(pick({ pieces: { 0: ['t10', 't30'], 1: ['t15'] } }, [5, 2]).id).toBe('m1:5');
  });

  it('prefers going home', () => {
    expect(pick({ pieces: { 0: ['rs3', 't20'] } }, [3, 1]).id).toBe('m1:3');
  });

  it('brings a piece out with a six', () => {
    expect(pick({ pieces: { 0: ['t30'] } }, [6, 1]).id).toBe('out');
  });

  it('avoids landing just ahead of an opponent', () => {
    // Yellow on 20: Red 1 landing on 22 (5) or 23 (5+1) would sit right in front of it.
    const { id } = pick({ pieces: { 0: ['t17', 't40'], 1: ['t20'] } }, [5, 1]);
    expect(['m1:5', 'b1']).not.toContain(id);
  });

  it('forms a blob next to an opponent rather than stand alone in front of it', () => {
    // Red 2 on 24 is in front of Yellow on 20; Red 1 joining it (3) makes a blob.
    const { id } = pick({ pieces: { 0: ['t21', 't24', 't44'], 1: ['t20'] } }, [3, 4]);
    expect(id).toBe('m1:3');
  });

  it('declares ATCHA TWICE on a double six against a blob of two', () => {
    expect(pick({ pieces: { 0: ['t14', 't40'], 1: ['t15', 't15'] } }, [6, 6]).id).toBe('atcha:t15');
  });

  it('weighs ATCHA by the odds of the sixes still needed', () => {
    expect(atchaOdds(0)).toBe(1);
    expect(atchaOdds(1)).toBeCloseTo(11 / 36);
    expect(atchaOdds(2)).toBeCloseTo((10 / 36) * (11 / 36) + 1 / 36);
  });
});
