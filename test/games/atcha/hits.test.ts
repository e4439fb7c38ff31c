import { describe, expect, it } from 'vitest';
import { BASE } from '../../../src/games/atcha/board';
import { at, ids, labels, makeState, play } from './helpers';

describe('hitting', () => {
  it('landing on a single opponent piece sends it back to base', () => {
    const s = makeState({ pieces: { 0: ['t10'], 1: ['t15'] } });
    const r = play(s, ['roll'], [5, 2]);
    expect(labels(r.state)).toContain('Red 1: 5 squares from 10 to 15, hits Yellow 1');
    const h = play(r.state, ['m1:5']);
    expect(h.state.pieces[1][0]).toBe(BASE);
    expect(h.text).toContain('Yellow 1 is hit and goes back to base');
  });

  it('the hitting piece cannot move on with the same throw; the rest goes to another piece', () => {
    const s = makeState({ pieces: { 0: ['t10', 't30'], 1: ['t15'] } });
    const r = play(s, ['roll', 'm1:5'], [5, 2]);
    expect(ids(r.state)).toEqual(['m2:2']);
    const n = play(r.state, ['m2:2']);
    expect(n.state.pieces[0][1]).toBe(at(n.state, 0, 't32'));
  });

  it('with no other piece, the rest of the throw after a hit is lost', () => {
    const r = play(makeState({ pieces: { 0: ['t10'], 1: ['t15'] } }), ['roll', 'm1:5'], [5, 2]);
    expect(r.text).toContain('the rest of the throw (2) is lost');
    expect(r.state.pieces[0][0]).toBe(at(r.state, 0, 't15'));
  });

  it('bringing a piece out onto an opponent on the start square hits it', () => {
    const s = makeState({ pieces: { 1: ['t1'] } });
    const r = play(s, ['roll', 'out'], [6, 3]);
    expect(r.state.pieces[1][0]).toBe(BASE);
    expect(r.state.pieces[0][0]).toBe(0);
    // The brought-out piece hit, so it cannot use the 3.
    expect(r.text).toContain('the rest of the throw (3) is lost');
  });

  it('pieces on the coloured path before the home straight can still be hit', () => {
    // t20..t25 is Yellow's coloured path, t25 Yellow's framed foot square.
    const s = makeState({ pieces: { 0: ['t17'], 1: ['t22'] } });
    const r = play(s, ['roll', 'm1:5'], [5, 1]);
    expect(r.state.pieces[1][0]).toBe(BASE);
  });

  it('pieces in the home straight are out of reach of ordinary moves', () => {
    // Yellow's straight is not on Red's route: Red moving past t25 continues round the track.
    const s = makeState({ pieces: { 0: ['t23'], 1: ['ys1'] } });
    const r = play(s, ['roll', 'm1:3'], [3, 1]);
    expect(r.state.pieces[0][0]).toBe(at(r.state, 0, 't26'));
    expect(r.state.pieces[1][0]).toBe(at(r.state, 1, 'ys1'));
  });
});
