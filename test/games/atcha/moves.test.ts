import { describe, expect, it } from 'vitest';
import { BASE, HOME } from '../../../src/games/atcha/board';
import { atcha } from '../../../src/games/atcha';
import { at, ids, labels, makeState, play, say } from './helpers';

describe('throwing and moving', () => {
  it('a six is needed to bring a piece out: without one the throw is lost', () => {
    const s = makeState({ turn: 0 });
    const r = play(s, ['roll'], [5, 4]);
    expect(r.text).toContain('the throw is lost');
    expect(r.state.pieces[0]).toEqual([BASE, BASE, BASE, BASE]);
    expect(r.state.turn).toBe(1);
  });

  it('a six on either die brings a piece out onto the start square', () => {
    const r = play(makeState(), ['roll'], [3, 6]);
    expect(ids(r.state)).toContain('out');
    const o = play(r.state, ['out']);
    expect(o.state.pieces[0][0]).toBe(0);
    expect(o.state.lastPath).toEqual(['t1']);
  });

  it('a six is needed to come out even with pieces already out', () => {
    const r = play(makeState({ pieces: { 0: ['t10'] } }), ['roll'], [5, 4]);
    expect(ids(r.state)).not.toContain('out');
  });

  it('a throw with a six earns a further throw; a double six earns one', () => {
    const r = play(makeState({ pieces: { 0: ['t10'] } }), ['roll', 'out', 'm1:3'], [6, 3]);
    expect(r.state.turn).toBe(0);
    expect(r.state.await).toEqual({ kind: 'turn' });
    expect(r.text).toContain('a further throw');
    const d = play(makeState(), ['roll', 'out', 'm1:6', 'roll'], [6, 6, 2, 1]);
    expect(d.state.turn).toBe(0); // the further throw (2 + 1) is being used
    const e = play(d.state, ['m1:2', 'm1:1']);
    expect(e.state.turn).toBe(1); // no third throw
  });

  it('a throw without a six passes the turn once used', () => {
    const r = play(makeState({ pieces: { 0: ['t10'] } }), ['roll', 'm1:3', 'm1:2'], [3, 2]);
    expect(r.state.turn).toBe(1);
    expect(r.state.pieces[0][0]).toBe(at(r.state, 0, 't15'));
  });

  it('each die may move a different piece', () => {
    const r = play(makeState({ pieces: { 0: ['t10', 't20'] } }), ['roll', 'm1:5', 'm2:3'], [5, 3]);
    expect(r.state.pieces[0].slice(0, 2)).toEqual([at(r.state, 0, 't15'), at(r.state, 0, 't23')]);
  });

  it('one piece may use both dice, the square between counting as landed on', () => {
    const s = makeState({ pieces: { 0: ['t10'] } });
    const r = play(s, ['roll'], [5, 4]);
    expect(labels(r.state)).toContain('Red 1: 9 squares (5+4) from 10 to 19');
    const b = play(r.state, ['b1']);
    expect(b.state.pieces[0][0]).toBe(at(b.state, 0, 't19'));
    expect(b.state.lastPath).toEqual(['t10', 't11', 't12', 't13', 't14', 't15', 't16', 't17', 't18', 't19']);
  });

  it('the prompt names the dice once before any is used, and what is left after', () => {
    const r = play(makeState({ pieces: { 0: ['t10', 't20'] } }), ['roll'], [5, 3]);
    expect(say(atcha.pending(r.state)!.prompt)).toBe('Use 5 + 3');
    expect(say(atcha.pending(r.state)!.prompt, 'fr')).toBe('jouez 5 + 3');
    const one = play(r.state, ['m1:5']);
    expect(say(atcha.pending(one.state)!.prompt)).toBe('Use 3 (thrown 5 + 3)');
    expect(say(atcha.pending(one.state)!.prompt, 'hu')).toBe('lépd le a 3-at (dobás: 5 + 3)');
  });

  it('both dice on one piece are refused when the square between would hit (the hitter stops)', () => {
    // Yellow on 15 and on 14: 5 then 4 lands on 15, 4 then 5 lands on 14 - both hits.
    const s = makeState({ pieces: { 0: ['t10'], 1: ['t15', 't14'] } });
    const r = play(s, ['roll'], [5, 4]);
    expect(ids(r.state)).not.toContain('b1');
    // With only one of them, the other order is used.
    const one = play(makeState({ pieces: { 0: ['t10'], 1: ['t15'] } }), ['roll'], [5, 4]);
    expect(labels(one.state)).toContain('Red 1: 9 squares (4+5) from 10 to 19');
  });

  it('home needs the exact throw', () => {
    const s = makeState({ pieces: { 0: ['rs3', 't30'] } }); // rs3 is 3 from home
    const r = play(s, ['roll'], [4, 2]);
    expect(ids(r.state)).not.toContain('m1:4');
    expect(ids(r.state)).toContain('m1:2');
    const exact = play(makeState({ pieces: { 0: ['rs3', 't30'] } }), ['roll', 'm1:3'], [3, 1]);
    expect(exact.state.pieces[0][0]).toBe(HOME);
  });

  it('a die that no piece can use is lost', () => {
    // One piece, 2 from home: the 2 goes home, the 5 cannot be used.
    const s = makeState({ pieces: { 0: ['rs4', 'home', 'home'] } });
    const r = play(s, ['roll', 'm1:2'], [5, 2]);
    expect(r.text).toContain('the rest of the throw (5) is lost');
    expect(r.state.turn).toBe(1);
  });

  it('the whole path is walked from the foot square into the home straight', () => {
    const r = play(makeState({ pieces: { 0: ['t49'] } }), ['roll', 'm1:4'], [4, 1]);
    expect(r.state.lastPath).toEqual(['t49', 't50', 't51', 'rs1', 'rs2']);
  });
});
