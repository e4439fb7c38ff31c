import { describe, expect, it } from 'vitest';
import { actionMan } from '../../../src/games/action-man';
import { LAND0, act, build, forced, land, pendingOf, unitsOf, en } from './helpers';

/** Red (turn) on square index 0 meets Blue on index 5 with a roll of 5 and loses (1 against 3). */
function redLoses(b: Parameters<typeof build>[0]) {
  const r = act(build({ pos: [0, 5, 24, 36], cards: ['land'], ...b }), 'roll', forced(5, land(1)));
  return act(r.state, 'keep', forced(land(3)));
}

/** Red (turn) meets Blue on index 5 and wins (3 against 0). */
function redWins(b: Parameters<typeof build>[0]) {
  const r = act(build({ pos: [0, 5, 24, 36], cards: ['land'], ...b }), 'roll', forced(5, land(3)));
  return act(r.state, 'keep', forced(LAND0));
}

describe('losing a battle', () => {
  it("with an empty HQ the loser chooses one of their units on an illustrated square; it goes to the winner's camp and the winner fills the square from HQ", () => {
    const r = redLoses({ hq: [0, 19, 19, 19], squares: { 8: 0, 20: 0 } });
    const p = pendingOf(r.state);
    expect(p.player).toBe(0);
    expect(en(p.prompt)).toContain("Blue's POW camp");
    expect(p.choices.map((c) => [c.id, c.mark])).toEqual([
      ['yield:9', 'A'],
      ['yield:21', 'C'],
    ]);
    expect(en(p.choices[1].label)).toMatch(/^Give up \w+ \(square 21\) \(C\)$/);
    // Letters skip R, B, Y and G, the initials commanders and holders wear on the picture.
    expect(actionMan.scene(r.state).marks).toEqual([
      { space: 's9', letter: 'A' },
      { space: 's21', letter: 'C' },
    ]);
    const y = act(r.state, 'yield:21');
    expect(y.state.squares[20]).toBe(1);
    expect(y.state.squares[8]).toBe(0);
    expect(y.state.forces[1].camp[0]).toBe(1);
    expect(y.state.forces[1].hq).toBe(18);
  });

  it('the defender who loses with an empty HQ chooses too: the question goes to them', () => {
    const r = redWins({ hq: [19, 0, 19, 19], squares: { 13: 1, 14: 1 } });
    expect(pendingOf(r.state).player).toBe(1);
    const y = act(r.state, 'yield:15');
    expect(y.state.squares[14]).toBe(0);
    expect(y.state.forces[0].camp[1]).toBe(1);
  });

  it('with one square held the unit there goes without a question; a winner with an empty HQ leaves the square empty', () => {
    const r = redLoses({ hq: [0, 0, 19, 19], squares: { 8: 0, 13: 1 } });
    expect(r.state.squares[8]).toBeNull();
    expect(r.state.forces[1].camp[0]).toBe(1);
    expect(r.text).toContain('Blue has no unit in HQ to put there');
  });

  it('a loser with no unit in HQ and none on a square gives up the commander and is out of the game', () => {
    const r = redLoses({ hq: [0, 19, 19, 19] });
    expect(r.state.forces[0].out).toBe(true);
    expect(r.text).toContain('Red has no unit left to give: the commander is captured and Red is out of the game');
    expect(r.state.turn).toBe(1);
    expect(actionMan.scene(r.state).tokens.filter((t) => t.seat === 0 && t.space.startsWith('s'))).toEqual([]);
  });

  it("going out opens the camp: prisoners back to their owners' HQs, units on squares out of the game", () => {
    const camps = [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 2, 3, 0],
    ];
    const s = build({ pos: [0, 5, 24, 5], hq: [19, 17, 16, 0], squares: {}, camps, cards: ['land', 'land'], turn: 0 });
    let r = act(s, 'roll', forced(5, land(3)));
    r = act(r.state, 'keep', forced(LAND0, land(3)));
    r = act(r.state, 'keep', forced(LAND0));
    expect(r.state.forces[3].out).toBe(true);
    expect(r.state.forces[1].hq).toBe(17 - 1 + 2);
    expect(r.state.forces[2].hq).toBe(19);
    expect(r.state.forces[3].camp).toEqual([0, 0, 0, 0]);
    for (const seat of [0, 1, 2, 3]) expect(unitsOf(r.state, seat)).toBe(19);
  });

  it('prisoners of a force already out of the game leave it when their captor goes out', () => {
    const camps = [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 4, 0],
    ];
    const s = build({ pos: [0, 12, 24, 5], hq: [19, 19, 0, 0], camps, out: [2], cards: ['land'] });
    let r = act(s, 'roll', forced(5, land(3)));
    r = act(r.state, 'keep', forced(LAND0));
    expect(r.state.forces[3].out).toBe(true);
    expect(r.state.forces[2].hq).toBe(0);
    expect(r.state.forces[2].lost).toBe(19);
    expect(r.text).toContain("Green's POW camp is opened: 4 units of Yellow, out of the game, leave it");
    for (const seat of [0, 1, 2, 3]) expect(unitsOf(r.state, seat)).toBe(19);
  });

  it('when only one player is left in the game, that player wins', () => {
    const r = redWins({ players: 2, pos: [0, 5], hq: [19, 0] });
    expect(r.state.forces[1].out).toBe(true);
    expect(actionMan.outcome(r.state)?.winners).toEqual([0]);
    expect(en(actionMan.outcome(r.state)!.text)).toBe('Red wins: the last force in the game');
    expect(actionMan.pending(r.state)).toBeNull();
  });
});
