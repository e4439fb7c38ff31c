import { describe, expect, it } from 'vitest';
import { actionMan } from '../../../src/games/action-man';
import { squareId } from '../../../src/games/action-man/board';
import { LAND0, act, build, choiceIds, forced, land, en } from './helpers';

describe('moving round the loop', () => {
  it('rolls the plain die and moves the commander that many squares clockwise, shown as a die', () => {
    const s = build({ pos: [0, 12, 24, 36] });
    const r = act(s, 'roll', forced(2));
    expect(r.state.forces[0].pos).toBe(2);
    expect(r.state.lastPath).toEqual([1, 2]);
    expect(en(r.events[0].text)).toContain('Red rolls 2 and moves to');
    expect(r.events[0]).toMatchObject({
      dice: [2],
      chance: [{ kind: 'die', value: 2, sides: 6 }],
    });
    expect(actionMan.scene(r.state).highlight).toEqual([squareId(1), squareId(2)]);
  });

  it('the loop has no end: from square 47 a roll of 3 goes on to squares 48, 1 and 2', () => {
    const s = build({ pos: [46, 12, 24, 30], turn: 0 });
    // Red's own start square (index 0) is passed; landing on index 1, an unheld illustrated square.
    const r = act(s, 'roll', forced(3));
    expect(r.state.lastPath).toEqual([47, 0, 1]);
    expect(r.state.forces[0].pos).toBe(1);
    expect(choiceIds(r.state)).toEqual(['claim', 'leave']);
  });

  it('play passes clockwise to the next player still in the game', () => {
    const s = build({ pos: [0, 12, 24, 36], out: [1], turn: 0 });
    // Red lands on danger square 4 (index 3) and loses a unit: nothing to decide, the turn passes over Blue.
    const r = act(s, 'roll', forced(3));
    expect(r.state.turn).toBe(2);
  });

  it('a six with nobody on your side: the commander does not move and the engine rolls again', () => {
    const s = build({ pos: [0, 12, 24, 36] });
    const r = act(s, 'roll', forced(6, 6, 2));
    expect(r.state.forces[0].pos).toBe(2);
    expect(r.events.filter((e) => en(e.text).includes('rolls a six: no commander stands on Red')).length).toBe(2);
    expect(r.events.filter((e) => e.chance?.[0]?.kind === 'die').map((e) => e.chance![0])).toEqual([
      { kind: 'die', value: 6, sides: 6 },
      { kind: 'die', value: 6, sides: 6 },
      { kind: 'die', value: 2, sides: 6 },
    ]);
  });

  it('a six fights every opponent whose commander stands on your side, one after another in turn order; the commander stays', () => {
    // Blue and Green stand on Red's side (indices 0-11), Yellow elsewhere.
    const s = build({ pos: [5, 8, 30, 2], cards: ['land', 'land'] });
    let r = act(s, 'roll', forced(6, land(3)));
    expect(r.state.forces[0].pos).toBe(5);
    expect(r.text).toContain('Red rolls a six: the commander stays and fights Blue, then Green');
    expect(r.state.await).toMatchObject({ kind: 'throw', combat: { fight: { defender: 1, stake: { kind: 'six' } } } });
    // Said without a second pair of brackets after "Amy (Red)".
    expect(en(actionMan.pending(r.state)!.prompt)).toContain('Land battle against Blue, on a six\n');
    // Blue's throw, then Red's first throw against Green.
    r = act(r.state, 'keep', forced(LAND0, land(1)));
    expect(r.text).toContain('Red wins the battle, 3 to 0');
    expect(r.state.await).toMatchObject({ kind: 'throw', combat: { fight: { defender: 3, stake: { kind: 'six' } }, score: 1 } });
    r = act(r.state, 'keep', forced(land(2)));
    expect(r.state.forces[0].camp).toEqual([0, 1, 0, 0]);
    expect(r.state.forces[3].camp).toEqual([1, 0, 0, 0]);
    expect(r.state.turn).toBe(1);
  });
});
