import { describe, expect, it } from 'vitest';
import { BASE } from '../../../src/games/atcha/board';
import { at, ids, labels, makeState, play } from './helpers';

// t25 is Yellow's framed foot square; ys1..ys5 Yellow's home straight.
const suck = () => makeState({ pieces: { 0: ['t25', 't40'], 1: ['ys3'] } });
const blow = (reds: string[] = ['t25']) => makeState({ turn: 1, pieces: { 0: reds, 1: ['ys2', 't30'] } });

describe('SUCK BACK and BLOW BACK', () => {
  it('SUCK BACK from the framed square succeeds when either die is the distance', () => {
    const r = play(suck(), ['roll'], [3, 5]);
    expect(labels(r.state)).toContain('SUCK BACK on Yellow 1 (Y3)');
    const s = play(r.state, ['suck:1:1']);
    expect(s.state.pieces[1][0]).toBe(BASE);
    expect(s.state.pieces[0][0]).toBe(at(s.state, 0, 't25'));
  });

  it('SUCK BACK succeeds when the sum of the dice is the distance', () => {
    expect(ids(play(suck(), ['roll'], [1, 2]).state)).toContain('suck:1:1');
  });

  it('SUCK BACK is not offered when neither die nor the sum is the distance', () => {
    expect(ids(play(suck(), ['roll'], [4, 5]).state)).not.toContain('suck:1:1');
  });

  it('SUCK BACK uses the whole throw instead of an ordinary move', () => {
    const r = play(suck(), ['roll', 'suck:1:1'], [3, 5]);
    expect(r.state.pieces[0][1]).toBe(at(r.state, 0, 't40'));
    expect(r.state.turn).toBe(1);
  });

  it('a six in a SUCK BACK throw still earns a further throw', () => {
    const piece = makeState({ pieces: { 0: ['t25'], 1: ['ys3'] } });
    const r = play(piece, ['roll', 'suck:1:1'], [6, 3]);
    expect(r.state.turn).toBe(0);
    expect(r.text).toContain('a further throw');
  });

  it('SUCK BACK is declared only before any die of the throw is used', () => {
    const r = play(suck(), ['roll', 'm2:2'], [3, 2]);
    expect(ids(r.state)).not.toContain('suck:1:1');
  });

  it('SUCK BACK needs an opponent: partners cannot suck each other back', () => {
    // t51 is Red's framed square: Yellow (Red's partner) there cannot, Green (an opponent) can.
    const s = makeState({ seats: 4, turn: 2, pieces: { 0: ['rs2'], 2: ['t51'] } });
    expect(ids(play(s, ['roll'], [2, 5]).state).some((id) => id.startsWith('suck'))).toBe(false);
    const foe = makeState({ seats: 4, turn: 1, pieces: { 0: ['rs2'], 1: ['t51'] } });
    expect(ids(play(foe, ['roll'], [2, 5]).state)).toContain('suck:0:1');
  });

  it('BLOW BACK from the home straight sends the opposing piece on the framed square to base', () => {
    const r = play(blow(), ['roll'], [2, 5]);
    expect(labels(r.state)).toContain('BLOW BACK from Yellow 1 on Red 1 at 25');
    const b = play(r.state, ['blow:1']);
    expect(b.state.pieces[0][0]).toBe(BASE);
    expect(b.state.pieces[1][0]).toBe(at(b.state, 1, 'ys2'));
  });

  it('BLOW BACK uses the distance of the blowing piece (either die or the sum)', () => {
    expect(ids(play(blow(), ['roll'], [1, 1]).state)).toContain('blow:1');
    expect(ids(play(blow(), ['roll'], [3, 4]).state)).not.toContain('blow:1');
  });

  it('BLOW BACK sends back every opposing piece on the framed square, a blob too', () => {
    const b = play(blow(['t25', 't25']), ['roll', 'blow:1'], [2, 4]);
    expect(b.state.pieces[0].slice(0, 2)).toEqual([BASE, BASE]);
  });
});
