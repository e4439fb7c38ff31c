import { describe, expect, it } from 'vitest';
import { HQ } from '../../../src/games/bionic-woman/board';
import { act, build, choiceIds, en, ends, game, loc, rollDrive } from './helpers';

// Pink paths: 2-25 (one path each), 33-34 and 33-36 (33 has two).
describe('helicopter', () => {
  it('she flies along the pink path to the next location when either die is even', () => {
    for (const [a, b] of [
      [4, 3],
      [6, 1],
      [4, 4],
      [1, 2],
    ]) {
      const { state, events } = act(build({ at: [loc(2), HQ], adventures: [30, 31] }), 'heli', a, b);
      expect(events[0]).toMatchObject({ dice: [a, b] });
      expect(en(events[0].text)).toBe(`P0 takes the helicopter: rolls ${a} + ${b}`);
      expect(state.players[0].at).toBe(loc(25));
      expect(state.lastPath).toEqual([loc(25)]);
      expect(state.turn).toBe(1);
    }
  });

  it('with no even die (5-1, 5-3, 3-3) she stays where she is and the turn ends', () => {
    for (const [a, b] of [
      [5, 1],
      [5, 3],
      [3, 3],
    ]) {
      const { state, text } = act(build({ at: [loc(2), HQ], adventures: [30, 31] }), 'heli', a, b);
      expect(state.players[0].at).toBe(loc(2));
      expect(text).toContain('No even die: the helicopter stays on the ground at 2');
      expect(state.turn).toBe(1);
      expect(state.await).toEqual({ kind: 'turn' });
    }
  });

  it('from a location with two pink paths she chooses one after the roll', () => {
    const s = act(build({ at: [loc(33), HQ], adventures: [30, 31] }), 'heli', 2, 1).state;
    expect(s.await).toEqual({ kind: 'heli', dice: [2, 1] });
    expect(game.pending(s)!.choices.map((c) => [c.id, en(c.label)])).toEqual([
      [`heli:${loc(34)}`, 'Helicopter to 34'],
      [`heli:${loc(36)}`, 'Helicopter to 36'],
    ]);
    const { state } = act(s, `heli:${loc(36)}`);
    expect(state.players[0].at).toBe(loc(36));
  });

  it('the helicopter is offered only on a location joined to a pink path', () => {
    expect(choiceIds(build({ at: [loc(1), HQ] }))).toEqual(['drive']);
    expect(choiceIds(build({ at: [HQ, HQ] }))).toEqual(['drive']);
    expect(choiceIds(build({ at: ['ap-ne', HQ] }))).toEqual(['drive']);
    expect(choiceIds(build({ at: [loc(25), HQ] }))).toEqual(['drive', 'heli']);
  });

  it('arriving by helicopter counts as exact: a face-up Special Assignment there is taken', () => {
    const s = build({ at: [loc(2), HQ], adventures: [30, 31], assignments: [{ location: 25 }] });
    const { state, text } = act(s, 'heli', 2, 3);
    expect(state.players[0].won).toEqual([{ card: 'c25', points: 15, doubled: false, bonus: 50 }]);
    expect(state.assignments).toEqual([]);
    expect(text).toContain('P0 takes a Special Assignment at 25: 15 + 50 = 65 points');
  });

  it('arriving by helicopter at her adventure opens the reach decision', () => {
    const { state } = act(build({ at: [loc(2), HQ], adventures: [25, 31] }), 'heli', 2, 3);
    expect(state.await).toEqual({ kind: 'reach' });
  });

  it('she may change from helicopter to automobile by announcing Drive instead', () => {
    const { state } = act(build({ at: [loc(25), HQ], adventures: [30, 31] }), 'drive', 1, 2);
    expect(state.await).toEqual({ kind: 'drive', dice: [1, 2] });
    expect(ends(state)).not.toContain(loc(2));
  });

  it('a pink location reached by automobile (by exact count) lets her fly on her next turn', () => {
    // 1 + 2 from 1 reaches 2 exactly; Blue drives; then Red may announce the helicopter.
    let s = act(rollDrive(build({ at: [loc(1), loc(5)], adventures: [30, 31] }), 1, 2), `to:${loc(2)}`).state;
    s = act(rollDrive(s, 2, 3), `to:r30`).state;
    expect(s.turn).toBe(0);
    expect(choiceIds(s)).toEqual(['drive', 'heli']);
  });
});

// The north-east airport: 4 - r25 - r26 - Airport NE - r27 - r28 - NE corner.
describe('airplane', () => {
  it('landing on an airport by exact count she flies at once to another airport of her choice; that ends her turn', () => {
    const s = act(rollDrive(build({ at: [loc(4), HQ], adventures: [30, 31] }), 1, 2), 'to:ap-ne').state;
    expect(s.players[0].at).toBe('ap-ne');
    expect(s.await).toEqual({ kind: 'fly', from: 'ap-ne' });
    expect(s.turn).toBe(0);
    const p = game.pending(s)!;
    expect(en(p.prompt)).toBe('You landed on Airport NE: fly to another airport');
    expect(p.choices.map((c) => [c.id, en(c.label)])).toEqual([
      ['fly:ap-se', 'Fly to Airport SE'],
      ['fly:ap-sw', 'Fly to Airport SW'],
      ['fly:ap-nw', 'Fly to Airport NW'],
    ]);
    const { state, text } = act(s, 'fly:ap-sw');
    expect(state.players[0].at).toBe('ap-sw');
    expect(text).toBe('P0 flies to Airport SW');
    expect(state.turn).toBe(1);
  });

  it('passing over an airport is no landing', () => {
    const s = rollDrive(build({ at: [loc(4), HQ], adventures: [30, 31] }), 2, 2);
    expect(ends(s)).toContain('r27');
    const { state } = act(s, 'to:r27');
    expect(state.await).toEqual({ kind: 'turn' });
    expect(state.turn).toBe(1);
  });

  it('next turn she leaves the airport by automobile; another flight needs another landing by exact count, even back on the same airport', () => {
    const s = build({ at: ['ap-ne', HQ], adventures: [30, 31] });
    expect(choiceIds(s)).toEqual(['drive']);
    // 2 and back 2 lands on Airport NE again: she flies again.
    const back = rollDrive(s, 2, 2);
    expect(ends(back)).toContain('ap-ne');
    expect(act(back, 'to:ap-ne').state.await).toEqual({ kind: 'fly', from: 'ap-ne' });
    // Any other end is an ordinary drive.
    expect(act(back, 'to:r24').state.await).toEqual({ kind: 'turn' });
  });
});
