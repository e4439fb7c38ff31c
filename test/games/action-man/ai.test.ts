import { describe, expect, it } from 'vitest';
import type { ActionManState } from '../../../src/games/action-man';
import { KEEP_BETTER } from '../../../src/games/action-man/ai';
import { act, aiPick, build, forced, land } from './helpers';

const aiChoice = (s: ActionManState) => aiPick(s, 3);

describe('AI', () => {
  it("rethrows a poor score and keeps a good one, as the odds say (only the defender's last throw counts)", () => {
    // With two throws left: 0 and 1 are thrown again, 2 and more kept.
    expect(KEEP_BETTER[2]).toEqual([false, false, true, true, true, true]);
    expect(KEEP_BETTER[1]).toEqual([false, false, true, true, true, true]);
    const poor = act(build({ pos: [0, 5, 24, 36], cards: ['land'] }), 'roll', forced(5, land(1)));
    expect(aiChoice(poor.state)).toBe('again');
    const good = act(build({ pos: [0, 5, 24, 36], cards: ['land'] }), 'roll', forced(5, land(3)));
    expect(aiChoice(good.state)).toBe('keep');
  });

  it('claims squares while it has units to spare in HQ, keeping two against danger squares', () => {
    const s = act(build(), 'roll', forced(2)).state;
    expect(aiChoice(s)).toBe('claim');
    const short = act(build({ hq: [2, 19, 19, 19] }), 'roll', forced(2)).state;
    expect(aiChoice(short)).toBe('leave');
  });

  it('offers and accepts exchanges that favour it (no stronger than the other side, or short in HQ), declines the others', () => {
    const camps = [
      [0, 1, 0, 0],
      [1, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    // Red weaker than Blue: Red offers; Blue, stronger, declines.
    const weakRed = act(build({ pos: [1, 12, 24, 36], camps, hq: [10, 18, 19, 19] }), 'roll', forced(5)).state;
    expect(aiChoice(weakRed)).toBe('offer');
    const asked = act(weakRed, 'offer').state;
    expect(aiChoice(asked)).toBe('decline');
    // Red stronger than Blue: Blue accepts an offer.
    const weakBlue = act(
      act(build({ pos: [1, 12, 24, 36], camps, hq: [18, 10, 19, 19] }), 'roll', forced(5)).state,
      'offer',
    ).state;
    expect(aiChoice(weakBlue)).toBe('accept');
    // Short of units in HQ: accepts even from a weaker rival.
    const short = act(
      act(
        build({
          pos: [1, 12, 24, 36],
          camps,
          hq: [10, 3, 19, 19],
          squares: { 13: 1, 14: 1, 16: 1, 17: 1, 19: 1, 20: 1, 22: 1, 23: 1, 25: 1, 26: 1 },
        }),
        'roll',
        forced(5),
      ).state,
      'offer',
    ).state;
    expect(aiChoice(short)).toBe('accept');
  });

  it('gives up an offered square when its HQ is empty, and always rolls at the start of a turn', () => {
    expect(aiChoice(build())).toBe('roll');
    const r = act(
      build({ pos: [0, 5, 24, 36], hq: [0, 19, 19, 19], squares: { 8: 0, 20: 0 }, cards: ['land'] }),
      'roll',
      forced(5, land(1)),
    );
    const lost = act(r.state, 'keep', forced(land(3))).state;
    expect(['yield:9', 'yield:21']).toContain(aiChoice(lost));
  });
});
