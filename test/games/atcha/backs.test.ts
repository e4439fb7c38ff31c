import { describe, expect, it } from 'vitest';
import { Rng, seedState } from '../../../src/engine/rng';
import { atcha } from '../../../src/games/atcha';
import { BASE } from '../../../src/games/atcha/board';
import { backOdds } from '../../../src/games/atcha/backs';
import { at, ids, labels, makeState, play, say } from './helpers';

// t25 is Yellow's framed foot square; ys1..ys5 Yellow's home straight, Y1..Y5 on the board.
// Red 1 on 22 lands on 25 with a 3 (Red 2 uses the 1); Yellow 2 on 30 then uses 4 + 5.
const start = (yellow: string[] = ['ys3', 't30'], reds: string[] = ['t22', 't40']) =>
  makeState({ pieces: { 0: reds, 1: yellow } });
const redLands = (yellow?: string[], reds?: string[]) => play(start(yellow, reds), ['roll', 'm1:3', 'm2:1'], [3, 1]).state;
/** Red has landed on 25 and Yellow has thrown normally: Red's next throw is due. */
const suckDue = () => play(redLands(), ['roll', 'm2:4', 'm2:5'], [4, 5]).state;

describe('SUCK BACK and BLOW BACK', () => {
  it('landing on the framed square gives a SUCK BACK, declared before the next throw', () => {
    const s = suckDue();
    expect(s.turn).toBe(0);
    expect(ids(s)).toEqual(['roll', 'suck:1:1']);
    expect(labels(s)).toContain('SUCK BACK on Yellow 1 at Y3 (throw a 3)');
    expect(say(atcha.pending(s)!.prompt)).toContain('or declare before throwing');
    expect(atcha.pending(s)!.choices.map((c) => say(c.label, 'hu'))).toContain(
      'VISSZASZÍVÁS Sárga 1 ellen (S3 mező), dobandó: 3',
    );
    expect(atcha.pending(s)!.choices.map((c) => say(c.label, 'fr'))).toContain(
      'ASPIRATION sur Jaune 1 (case J3)\u00a0: il faut un 3',
    );
  });

  it('a piece already standing on the framed square gives no SUCK BACK', () => {
    expect(ids(makeState({ pieces: { 0: ['t25', 't40'], 1: ['ys3'] } }))).toEqual(['roll']);
  });

  it('SUCK BACK succeeds when either die is the distance', () => {
    const r = play(suckDue(), ['suck:1:1'], [3, 5]);
    expect(r.text).toContain('declares SUCK BACK from 25 on Yellow 1 at Y3: needs a 3');
    expect(r.events.find((e) => e.dice)?.dice).toEqual([3, 5]);
    expect(r.state.pieces[1][0]).toBe(BASE);
    expect(r.state.pieces[0][0]).toBe(at(r.state, 0, 't25'));
  });

  it('SUCK BACK succeeds when the sum of the dice is the distance', () => {
    expect(play(suckDue(), ['suck:1:1'], [1, 2]).state.pieces[1][0]).toBe(BASE);
  });

  it('a declared SUCK BACK fails when neither die nor the sum is the distance, and the throw is used', () => {
    const r = play(suckDue(), ['suck:1:1'], [4, 5]);
    expect(r.text).toContain('No 3: the SUCK BACK fails and the throw is used');
    expect(r.state.pieces[1][0]).toBe(at(r.state, 1, 'ys3'));
    // No ordinary move with the 4 + 5: Red 2 stays, the turn passes.
    expect(r.state.pieces[0][1]).toBe(at(r.state, 0, 't41'));
    expect(r.state.turn).toBe(1);
  });

  it('SUCK BACK is offered on the next throw only', () => {
    const r = play(suckDue(), ['roll', 'm2:2', 'm2:1'], [2, 1]);
    expect(r.state.pieces[0][0]).toBe(at(r.state, 0, 't25'));
    const again = play(r.state, ['roll', 'm2:4', 'm2:5'], [4, 5]).state; // Yellow's turn
    expect(again.turn).toBe(0);
    expect(ids(again)).toEqual(['roll']);
  });

  it('moving onto the framed square by a successful ATCHA is a landing too', () => {
    const s = makeState({ pieces: { 0: ['t24', 't40'], 1: ['t25', 't25', 'ys2'] } });
    const r = play(s, ['roll', 'atcha:t25', 'roll'], [6, 6, 6, 1]);
    expect(r.state.turn).toBe(1);
    expect(labels(r.state)).toContain('BLOW BACK from Yellow 3 on Red 1 at 25 (throw a 2)');
  });

  it('the next throw can be the further throw of the same turn', () => {
    // Red lands on 25 with a 3 and brings a piece out with the 6: the further throw is next.
    const r = play(start(), ['roll', 'm1:3', 'out'], [3, 6]);
    expect(r.state.turn).toBe(0);
    expect(ids(r.state)).toContain('suck:1:1');
  });

  it('a six in a SUCK BACK throw still earns a further throw', () => {
    const r = play(suckDue(), ['suck:1:1'], [6, 3]);
    expect(r.state.pieces[1][0]).toBe(BASE);
    expect(r.state.turn).toBe(0);
    expect(r.text).toContain('a further throw');
    const miss = play(suckDue(), ['suck:1:1'], [6, 5]);
    expect(miss.state.pieces[1][0]).toBe(at(miss.state, 1, 'ys3'));
    expect(miss.state.turn).toBe(0);
    expect(ids(miss.state)).toEqual(['roll']); // the chance is used up
  });

  it('SUCK BACK needs an opponent: partners cannot suck each other back', () => {
    // t51 is Red's framed square. Yellow (Red's partner) lands there: nothing to declare.
    const partner = makeState({ seats: 4, turn: 2, pieces: { 0: ['rs2'], 2: ['t48'] } });
    expect(ids(play(partner, ['roll', 'm1:3', 'out'], [3, 6]).state)).toEqual(['roll']);
    // Green (an opponent) lands there: SUCK BACK on its further throw.
    const foe = makeState({ seats: 4, turn: 1, pieces: { 0: ['rs2'], 1: ['t48'] } });
    expect(ids(play(foe, ['roll', 'm1:3', 'out'], [3, 6]).state)).toContain('suck:0:1');
  });

  it('an opponent landing on the framed square gives BLOW BACK on the next throw', () => {
    const s = redLands();
    expect(s.turn).toBe(1);
    expect(labels(s)).toContain('BLOW BACK from Yellow 1 on Red 1 at 25 (throw a 3)');
    const b = play(s, ['blow:1'], [3, 4]);
    expect(b.text).toContain('declares BLOW BACK from Yellow 1 at Y3 on 25: needs a 3');
    expect(b.state.pieces[0][0]).toBe(BASE);
    expect(b.state.pieces[1][0]).toBe(at(b.state, 1, 'ys3'));
    expect(b.state.turn).toBe(0);
  });

  it('BLOW BACK uses the distance of the blowing piece (either die or the sum) and can fail', () => {
    const s = redLands(['ys2', 't30']);
    expect(labels(s)).toContain('BLOW BACK from Yellow 1 on Red 1 at 25 (throw a 2)');
    expect(play(s, ['blow:1'], [1, 1]).state.pieces[0][0]).toBe(BASE);
    const miss = play(s, ['blow:1'], [3, 4]);
    expect(miss.text).toContain('No 2: the BLOW BACK fails');
    expect(miss.state.pieces[0][0]).toBe(at(miss.state, 0, 't25'));
    expect(miss.state.pieces[1][1]).toBe(at(miss.state, 1, 't30'));
  });

  it('BLOW BACK sends back every opposing piece on the framed square, a blob too', () => {
    // Red 2 already on 25; Red 1 joins it with the 3, Red 3 uses the 1.
    const s = play(start(['ys3', 't30'], ['t22', 't25', 't40']), ['roll', 'm1:3', 'm3:1'], [3, 1]).state;
    const b = play(s, ['blow:1'], [2, 1]);
    expect(b.state.pieces[0].slice(0, 2)).toEqual([BASE, BASE]);
  });

  it('the odds of a declared attempt: either die or the sum', () => {
    expect([1, 2, 3, 4, 5].map((x) => backOdds(x) * 36)).toEqual([11, 12, 13, 14, 15]);
  });

  it('the AI declares SUCK BACK on a piece nearly home rather than throw for a move', () => {
    const s = suckDue();
    const pending = atcha.pending(s)!;
    expect(atcha.ai(atcha.view(s, 0), pending, new Rng(seedState(3)))).toBe('suck:1:1');
  });
});
