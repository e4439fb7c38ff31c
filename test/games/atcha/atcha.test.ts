import { describe, expect, it } from 'vitest';
import { atcha } from '../../../src/games/atcha';
import { BASE } from '../../../src/games/atcha/board';
import { at, ids, labels, makeState, play, say } from './helpers';

// Red (seat 0) on 14, directly behind a Yellow (seat 1) blob on 15.
const behindBlob = (blob = 2) => makeState({ pieces: { 0: ['t14', 't40'], 1: Array(blob).fill('t15') } });

describe('ATCHA', () => {
  it('is offered only on a throw with a six', () => {
    expect(ids(play(behindBlob(), ['roll'], [5, 4]).state)).not.toContain('atcha:t15');
    const r = play(behindBlob(), ['roll'], [6, 2]);
    expect(labels(r.state)).toContain('Declare ATCHA ONCE on the Yellow blob at 15 (3 sixes)');
    // Moving as normal stays allowed.
    expect(ids(r.state)).toContain('out');
  });

  it('three sixes in a row remove a blob of two: it goes to base, the attacker moves onto its square, the turn ends', () => {
    const r = play(behindBlob(), ['roll', 'atcha:t15', 'roll', 'roll'], [6, 2, 6, 1, 3, 6]);
    expect(r.text).toContain('ATCHA THREE TIMES!');
    expect(r.state.pieces[1].slice(0, 2)).toEqual([BASE, BASE]);
    expect(r.state.pieces[0][0]).toBe(at(r.state, 0, 't15'));
    expect(r.state.turn).toBe(1);
    expect(r.state.await).toEqual({ kind: 'turn' });
  });

  it('is elective even with no ordinary move: declining loses the throw, whose six still earns a further throw', () => {
    // Red's only piece out is stuck behind the blob (the others are home).
    const s = makeState({ pieces: { 0: ['t14', 'home', 'home', 'home'], 1: ['t15', 't15'] } });
    const r = play(s, ['roll'], [6, 2]);
    expect(ids(r.state)).toEqual(['atcha:t15', 'decline']);
    const d = play(r.state, ['decline']);
    expect(d.text).toContain('does not declare ATCHA: the throw is lost');
    expect(d.state.turn).toBe(0);
    expect(d.text).toContain('a further throw');
    expect(d.state.pieces[1].slice(0, 2)).toEqual([at(d.state, 1, 't15'), at(d.state, 1, 't15')]);
  });

  it('declaring uses the whole throw: the other die is not moved', () => {
    const r = play(behindBlob(), ['roll', 'atcha:t15'], [6, 2]);
    expect(r.state.pieces[0][1]).toBe(at(r.state, 0, 't40'));
    expect(atcha.pending(r.state)!.choices).toEqual([expect.objectContaining({ id: 'roll', roll: true })]);
    expect(atcha.status(r.state).map((l) => say(l))).toContain('ATCHA on the Yellow blob at 15: 1 of 3 sixes');
  });

  it('a double six declares ATCHA TWICE', () => {
    const r = play(behindBlob(), ['roll'], [6, 6]);
    expect(labels(r.state)).toContain('Declare ATCHA TWICE on the Yellow blob at 15 (3 sixes)');
    const w = play(r.state, ['atcha:t15', 'roll'], [5, 6]);
    expect(w.state.pieces[1].slice(0, 2)).toEqual([BASE, BASE]);
  });

  it('a further throw without a six fails: the turn is over, the blob stays', () => {
    const r = play(behindBlob(), ['roll', 'atcha:t15', 'roll'], [6, 2, 3, 4]);
    expect(r.text).toContain('the ATCHA fails');
    expect(r.state.turn).toBe(1);
    expect(r.state.await).toEqual({ kind: 'turn' });
    expect(r.state.pieces[1].slice(0, 2)).toEqual([at(r.state, 1, 't15'), at(r.state, 1, 't15')]);
    expect(r.state.pieces[0][0]).toBe(at(r.state, 0, 't14'));
  });

  it('a blob of three needs four sixes, counted across further throws', () => {
    const r = play(behindBlob(3), ['roll', 'atcha:t15', 'roll'], [6, 6, 6, 1]);
    expect(r.state.await).toMatchObject({ kind: 'atcha', need: 4, count: 3 });
    expect(r.state.pieces[1].slice(0, 3)).toEqual(Array(3).fill(at(r.state, 1, 't15')));
    const done = play(r.state, ['roll'], [2, 6]);
    expect(done.state.pieces[1].slice(0, 3)).toEqual([BASE, BASE, BASE]);
  });

  it('a blob of four needs five sixes', () => {
    const r = play(behindBlob(4), ['roll'], [6, 1]);
    expect(labels(r.state)).toContain('Declare ATCHA ONCE on the Yellow blob at 15 (5 sixes)');
  });

  it('from base onto a blob on the start square needs one more six and brings a piece out', () => {
    const s = makeState({ pieces: { 1: ['t1', 't1'] } });
    const r = play(s, ['roll'], [6, 3]);
    expect(ids(r.state)).not.toContain('out'); // the blob blocks the start square
    expect(labels(r.state)).toContain('Declare ATCHA ONCE on the Yellow blob at 1 (4 sixes)');
    const three = play(r.state, ['atcha:t1', 'roll', 'roll'], [6, 1, 2, 6]);
    expect(three.state.await).toMatchObject({ kind: 'atcha', count: 3, need: 4 });
    const done = play(three.state, ['roll'], [6, 5]);
    expect(done.state.pieces[1].slice(0, 2)).toEqual([BASE, BASE]);
    expect(done.state.pieces[0][0]).toBe(0);
    expect(done.state.turn).toBe(1);
  });

  it('needs the attacker directly behind the blob at the beginning of the turn', () => {
    const s = makeState({ pieces: { 0: ['t10', 't40'], 1: ['t15', 't15'] } });
    // Red moves up behind the blob with a 6 + 4, then throws again: no ATCHA this turn.
    const r = play(s, ['roll', 'm1:4', 'm2:6', 'roll'], [6, 4, 6, 1]);
    expect(r.state.pieces[0][0]).toBe(at(r.state, 0, 't14'));
    expect(ids(r.state)).not.toContain('atcha:t15');
  });

  it('is not offered against a partner blob or a mixey', () => {
    const partner = makeState({ seats: 4, pieces: { 0: ['t14'], 2: ['t15', 't15'] } });
    expect(ids(play(partner, ['roll'], [6, 1]).state)).not.toContain('atcha:t15');
    const mixey = makeState({ seats: 4, pieces: { 0: ['t14'], 1: ['t15', 't15'], 3: ['t15'] } });
    expect(ids(play(mixey, ['roll'], [6, 1]).state)).not.toContain('atcha:t15');
  });

  it("from a blob behind, one piece of it moves onto the removed blob's square", () => {
    const s = makeState({ pieces: { 0: ['t14', 't14'], 1: ['t15', 't15'] } });
    const r = play(s, ['roll', 'atcha:t15', 'roll'], [6, 6, 6, 2]);
    expect(r.state.pieces[0].slice(0, 2).sort()).toEqual([at(r.state, 0, 't14'), at(r.state, 0, 't15')].sort());
    expect(r.state.pieces[1].slice(0, 2)).toEqual([BASE, BASE]);
  });
});
