import { describe, expect, it } from 'vitest';
import { BASE } from '../../../src/games/atcha/board';
import { at, ids, makeState, play } from './helpers';

describe('blobs and mixeys', () => {
  it('two pieces of one player on a square form a blob an opponent cannot land on', () => {
    const s = makeState({ pieces: { 0: ['t10'], 1: ['t15', 't15'] } });
    const r = play(s, ['roll'], [5, 1]);
    expect(ids(r.state)).not.toContain('m1:5');
    expect(ids(r.state)).toContain('m1:1');
  });

  it('an opponent cannot move past a blob', () => {
    const s = makeState({ pieces: { 0: ['t10'], 1: ['t12', 't12'] } });
    const r = play(s, ['roll'], [5, 4]);
    expect(r.text).toContain('the throw is lost');
  });

  it('a player may land on and pass their own blob (and so form a bigger one)', () => {
    const s = makeState({ pieces: { 0: ['t10', 't12', 't12'] } });
    const r = play(s, ['roll'], [2, 4]);
    expect(ids(r.state)).toEqual(expect.arrayContaining(['m1:2', 'm1:4']));
  });

  it('moving a piece off a blob breaks it: the one left can be hit', () => {
    const s = makeState({ turn: 1, pieces: { 0: ['t15', 't15', 't40'], 1: ['t10'] } });
    // Yellow cannot land on the Red blob on 15 ...
    expect(ids(play(s, ['roll'], [5, 1]).state)).not.toContain('m1:5');
    // ... but once Red 1 has moved away, the single Red 2 is hit.
    const broken = { ...s, pieces: [[at(s, 0, 't16'), at(s, 0, 't15'), at(s, 0, 't40'), BASE], s.pieces[1]] };
    const r = play(broken, ['roll', 'm1:5'], [5, 1]);
    expect(r.state.pieces[0][1]).toBe(BASE);
  });

  it("partners may land on and pass each other's blobs", () => {
    // Red (seat 0) and Yellow (seat 2) are partners; a Yellow blob on 15.
    const s = makeState({ seats: 4, pieces: { 0: ['t10'], 2: ['t15', 't15'] } });
    const r = play(s, ['roll'], [5, 6]);
    expect(ids(r.state)).toEqual(expect.arrayContaining(['m1:5', 'm1:6']));
  });

  it("partners' pieces on one square make a mixey that opponents may pass", () => {
    // Red and Yellow (partners) mixed on 15, Blue behind on 12 passes it.
    const s = makeState({ seats: 4, turn: 3, pieces: { 0: ['t15', 't15'], 2: ['t15'], 3: ['t12'] } });
    const r = play(s, ['roll', 'm1:5'], [5, 2]);
    expect(r.state.pieces[3][0]).toBe(at(r.state, 3, 't17'));
    expect(r.state.pieces[0].slice(0, 2)).toEqual([at(s, 0, 't15'), at(s, 0, 't15')]);
  });

  it('an opponent landing on a mixey sends all its pieces back to base', () => {
    const s = makeState({ seats: 4, turn: 3, pieces: { 0: ['t15', 't15'], 2: ['t15'], 3: ['t12'] } });
    const r = play(s, ['roll', 'm1:3'], [3, 1]);
    expect(r.state.pieces[0].slice(0, 2)).toEqual([BASE, BASE]);
    expect(r.state.pieces[2][0]).toBe(BASE);
    expect(r.state.pieces[3][0]).toBe(at(r.state, 3, 't15'));
  });

  it('moving onto a partner piece forms a mixey (allowed, nothing is hit)', () => {
    const s = makeState({ seats: 4, pieces: { 0: ['t10'], 2: ['t13'] } });
    const r = play(s, ['roll', 'm1:3'], [3, 1]);
    expect(r.state.pieces[2][0]).toBe(at(r.state, 2, 't13'));
    expect(r.state.pieces[0][0]).toBe(at(r.state, 0, 't13'));
  });
});
