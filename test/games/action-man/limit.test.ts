import { describe, expect, it } from 'vitest';
import { Rng, seedState } from '../../../src/engine/rng';
import { actionMan } from '../../../src/games/action-man';
import { STEP_LIMIT } from '../../../src/games/action-man/state';
import { LAND0, act, build, forced, land, en } from './helpers';

describe('the step limit (simulations only)', () => {
  it('a game people play has none: it goes on past any number of decisions', () => {
    const r = act(build({ steps: 50_000 }), 'roll', forced(3));
    expect(actionMan.outcome(r.state)).toBeNull();
    expect(r.state.turn).toBe(1);
    expect(
      actionMan.setup({ seats: [0, 1].map((i) => ({ name: `P${i}`, ai: false })), options: {}, rng: new Rng(seedState(1)) }).state
        .limit,
    ).toBeNull();
    expect(
      actionMan.setup({
        seats: [0, 1].map((i) => ({ name: `P${i}`, ai: true })),
        options: { stepLimit: 900 },
        rng: new Rng(seedState(1)),
      }).state.limit,
    ).toBe(900);
  });

  it(`after ${STEP_LIMIT} decisions the game ends at the end of the turn and the most units left (HQ and squares) wins`, () => {
    // Red 10 in HQ + 3 squares = 13; Blue 15; Yellow 12; Green 14.
    const s = build({ steps: STEP_LIMIT - 1, limit: STEP_LIMIT, hq: [10, 15, 12, 14], squares: { 1: 0, 2: 0, 4: 0 } });
    const r = act(s, 'roll', forced(3));
    const o = actionMan.outcome(r.state);
    expect(o?.winners).toEqual([1]);
    expect(en(o!.text)).toBe(
      `The game reaches its limit of ${STEP_LIMIT} decisions and is scored by units left (Red 12, Blue 15, Yellow 12, and Green 14): Blue wins`,
    );
    expect(actionMan.pending(r.state)).toBeNull();
  });

  it('before the limit the game goes on', () => {
    const r = act(build({ steps: STEP_LIMIT - 2, limit: STEP_LIMIT }), 'roll', forced(3));
    expect(actionMan.outcome(r.state)).toBeNull();
    expect(r.state.turn).toBe(1);
  });

  it('a turn in progress at the limit is played to its end first', () => {
    let r = act(
      build({ steps: STEP_LIMIT - 1, limit: STEP_LIMIT, pos: [0, 5, 24, 36], cards: ['land'] }),
      'roll',
      forced(5, land(3)),
    );
    expect(actionMan.outcome(r.state)).toBeNull();
    r = act(r.state, 'keep', forced(LAND0));
    r = act(r.state, 'leave');
    expect(actionMan.outcome(r.state)?.winners).toEqual([0]);
  });

  it('equal units left: most prisoners wins; still equal, the win is shared', () => {
    const camps = [
      [0, 1, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    // Red loses a unit on the danger square (16 -> 15): level with Blue, but Red holds a prisoner.
    const prisoners = act(build({ steps: STEP_LIMIT - 1, limit: STEP_LIMIT, hq: [16, 15, 10, 10], camps }), 'roll', forced(3));
    expect(actionMan.outcome(prisoners.state)?.winners).toEqual([0]);
    const tie = act(build({ steps: STEP_LIMIT - 1, limit: STEP_LIMIT, hq: [15, 15, 10, 10], squares: {} }), 'roll', forced(3));
    // Red loses one unit on the danger square: Blue alone has 15 now.
    expect(actionMan.outcome(tie.state)?.winners).toEqual([1]);
    const both = act(build({ steps: STEP_LIMIT - 1, limit: STEP_LIMIT, hq: [15, 16, 10, 10] }), 'roll', forced(3));
    expect(actionMan.outcome(both.state)?.winners).toEqual([1]);
    const share = act(build({ steps: STEP_LIMIT - 1, limit: STEP_LIMIT, hq: [16, 15, 15, 10] }), 'roll', forced(3));
    expect(actionMan.outcome(share.state)?.winners).toEqual([0, 1, 2]);
    expect(en(actionMan.outcome(share.state)!.text)).toMatch(/Red, Blue, and Yellow share the win$/);
  });
});
