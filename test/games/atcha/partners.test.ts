import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/engine/match';
import { atcha } from '../../../src/games/atcha';
import { HOME } from '../../../src/games/atcha/board';
import { at, labels, makeState, play, say } from './helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, ai: false }));
const allHome = ['home', 'home', 'home', 'home'];

describe('players, partnerships and WITH', () => {
  it('2 players take opposite colours; 4 players sit clockwise with partners opposite (seats 0 & 2 v 1 & 3)', () => {
    const two = createMatch(atcha, seats(2), {}, 7).match.state;
    expect(two.color).toEqual([0, 2]);
    expect(atcha.paint!(two).map((p) => say(p.role))).toEqual(['Red', 'Yellow']);
    const four = createMatch(atcha, seats(4), {}, 7).match.state;
    expect(four.color).toEqual([0, 1, 2, 3]);
    expect(atcha.status(four).map((l) => say(l))).toContain('Partners: P1 & P3 v P2 & P4');
  });

  it('2 players: the first with all four pieces home wins', () => {
    const s = makeState({ pieces: { 0: ['home', 'home', 'home', 'rs4'] } });
    const r = play(s, ['roll', 'm4:2'], [2, 5]);
    const { winners, text } = atcha.outcome(r.state)!;
    expect([winners, say(text)]).toEqual([[0], 'P1 has all four pieces home']);
    expect(say(text, 'hu')).toBe('P1 mind a négy bábuja célba ért');
    expect(r.text).toContain('P1 has all four pieces home: P1 wins');
    expect(atcha.pending(r.state)).toBeNull();
  });

  it('4 players: one partner home is not enough; both partners home win together', () => {
    const s = makeState({ seats: 4, pieces: { 0: ['home', 'home', 'home', 'rs4'], 2: ['t10'] } });
    const r = play(s, ['roll', 'm4:2'], [2, 5]);
    expect(r.state.pieces[0]).toEqual([HOME, HOME, HOME, HOME]);
    expect(atcha.outcome(r.state)).toBeNull();
    const both = makeState({ seats: 4, turn: 2, pieces: { 0: allHome, 2: ['home', 'home', 'home', 'ys4'] } });
    const w = play(both, ['roll', 'm4:2'], [2, 5]);
    expect(atcha.outcome(w.state)?.winners).toEqual([0, 2]);
  });

  it('a player with every piece home throws for WITH on their turns; a six makes them WITH and ends the turn', () => {
    const s = makeState({ seats: 4, pieces: { 0: allHome, 2: ['t30'] } });
    expect(labels(s)).toEqual(['Throw for WITH (needs a six)']);
    const miss = play(s, ['roll'], [5, 4]);
    expect(miss.state.with[0]).toBe(false);
    expect(miss.state.turn).toBe(1);
    const hit = play(s, ['roll'], [2, 6]);
    expect(hit.state.with[0]).toBe(true);
    expect(hit.state.turn).toBe(1);
    expect(hit.text).toContain("P1 is WITH: from the next turn on, P1 moves Yellow's pieces");
    expect(atcha.scene(hit.state).notes!.map((n) => say(n))).toContain('Red is WITH (moves Yellow)');
  });

  it("once WITH, the player moves the partner's pieces on their own turns", () => {
    const s = makeState({ seats: 4, pieces: { 0: allHome, 2: ['t30'] }, with: [0] });
    const r = play(s, ['roll'], [3, 1]);
    expect(atcha.pending(r.state)!.player).toBe(0);
    expect(labels(r.state)).toContain('Yellow 1: 3 squares from 30 to 33');
    const m = play(r.state, ['m1:3', 'm1:1']);
    expect(m.state.pieces[2][0]).toBe(at(m.state, 2, 't34'));
    expect(m.state.turn).toBe(1);
    expect(atcha.view(m.state, 0).moves).toBe(2);
    expect(atcha.view(m.state, 2).moves).toBe(2);
  });

  it("a WITH player's throw brings the partner's pieces out with a six", () => {
    const s = makeState({ seats: 4, pieces: { 0: allHome, 2: ['t30'] }, with: [0] });
    const r = play(s, ['roll', 'out'], [6, 1]);
    expect(r.state.pieces[2][1]).toBe(0);
  });

  it('resigning in 2-player: the other player wins and the resigned pieces leave the board', () => {
    const s = makeState({ pieces: { 0: ['t5'], 1: ['t30'] } });
    const r = atcha.resign(s, 0);
    expect(atcha.outcome(r.state)?.winners).toEqual([1]);
    expect(atcha.scene(r.state).tokens.every((t) => t.seat !== 0)).toBe(true);
    expect(atcha.pending(r.state)).toBeNull();
  });

  it('resigning in 4-player: the partnership loses, the other partnership wins', () => {
    const r = atcha.resign(makeState({ seats: 4 }), 3);
    const { winners, text } = atcha.outcome(r.state)!;
    expect([winners, say(text)]).toEqual([[0, 2], 'P2 and P4 lose by resigning']);
    expect(say(text, 'fr')).toBe('P2 et P4 perdent par abandon');
    expect(r.events.map((e) => say(e.text))).toContain('P4 resigns: their pieces leave the board');
  });

  it('a player whose last piece comes home ends the turn, even after a six', () => {
    const s = makeState({ seats: 4, pieces: { 0: ['home', 'home', 'home', 'rs5'], 2: ['t30'] } });
    const r = play(s, ['roll', 'm4:1'], [1, 6]);
    expect(r.state.pieces[0]).toEqual([HOME, HOME, HOME, HOME]);
    expect(r.state.turn).toBe(1);
    expect(r.state.pieces[2][0]).toBe(at(r.state, 2, 't30'));
  });
});
