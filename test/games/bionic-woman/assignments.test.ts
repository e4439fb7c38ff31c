import { describe, expect, it } from 'vitest';
import { HQ } from '../../../src/games/bionic-woman/board';
import { act, build, en, ends, game, loc, markers, notes, outcome, rollDrive, seatLines } from './helpers';

// Location 3 is worth 25 points, 25 is worth 15, 7 is worth 25.
describe('Special Assignments', () => {
  it('double 1 or double 6 on a drive turns the top card face up with a +50 clip, before she moves', () => {
    for (const d of [1, 6]) {
      const { state, events } = act(build({ at: [loc(1), HQ], adventures: [30, 31], top: [7] }), 'drive', d, d);
      expect(state.assignments).toEqual([{ card: 'c7', bonus: 50 }]);
      expect(state.turnedUp).toBe(1);
      expect(en(events[1].text)).toBe('Doubles! Special Assignment 1: 7, 25 + 50 points, by exact count');
      expect(state.await).toEqual({ kind: 'drive', dice: [d, d] });
      expect(markers(state)).toContainEqual({ space: loc(7), label: '+50', color: '#f59e0b' });
    }
  });

  it('double 6 on a helicopter roll turns one up too; double 1 turns one up though the helicopter cannot fly', () => {
    const six = act(build({ at: [loc(2), HQ], adventures: [30, 31], top: [7] }), 'heli', 6, 6).state;
    expect(six.assignments).toEqual([{ card: 'c7', bonus: 50 }]);
    expect(six.players[0].at).toBe(loc(25));
    const one = act(build({ at: [loc(2), HQ], adventures: [30, 31], top: [7] }), 'heli', 1, 1).state;
    expect(one.assignments).toEqual([{ card: 'c7', bonus: 50 }]);
    expect(one.players[0].at).toBe(loc(2));
  });

  it('other doubles turn up nothing', () => {
    for (const d of [2, 3, 4, 5]) {
      const { state } = act(build({ at: [loc(1), HQ], adventures: [30, 31], top: [7] }), 'drive', d, d);
      expect(state.assignments).toEqual([]);
    }
  });

  it('a special card turned up goes to the roller, who keeps it, and the next card is turned instead', () => {
    const { state, text } = act(build({ at: [loc(1), HQ], adventures: [30, 31], top: ['airport', 7] }), 'drive', 6, 6);
    expect(state.players[0].held).toEqual(['c39']);
    expect(state.assignments).toEqual([{ card: 'c7', bonus: 50 }]);
    expect(text).toContain('The top card is a special card: P0 keeps it and turns up the next');
  });

  it('the move after the doubles may reach the assignment just turned up', () => {
    // Double 1 from r20 turns up 3, two steps east: the same roll takes it.
    const s = act(build({ at: ['r20', HQ], adventures: [30, 31], top: [3] }), 'drive', 1, 1).state;
    expect(ends(s)).toContain(loc(3));
    const { state } = act(s, `to:${loc(3)}`);
    expect(state.players[0].won).toEqual([{ card: 'c3', points: 25, doubled: false, bonus: 50 }]);
  });

  it('any player may take one by exact count; she keeps her own adventure and draws nothing; it is never doubled', () => {
    // A face-up assignment: Blue, whose turn it is, takes it.
    const s = rollDrive(build({ at: [HQ, loc(1)], adventures: [30, 31], assignments: [{ location: 3 }], turn: 1 }), 2, 4);
    const { state, text } = act(s, `to:${loc(3)}`);
    expect(state.players[1].won).toEqual([{ card: 'c3', points: 25, doubled: false, bonus: 50 }]);
    expect(state.players[1].adventure).toBe('c31');
    expect(state.deck).toEqual(s.deck);
    expect(text).toBe('P1 drives to 3\nP1 takes a Special Assignment at 3: 25 + 50 = 75 points');
    expect(state.await).toEqual({ kind: 'turn' });
    expect(state.turn).toBe(0);
    expect(seatLines(state)[1]).toBe('75 pts · adv 31');
    expect(game.pending(state)!.choices.map((c) => c.id)).not.toContain('bionic');
  });

  it('passing over an assignment does not take it: exact count only', () => {
    const s = rollDrive(build({ at: [loc(1), HQ], adventures: [30, 31], assignments: [{ location: 2 }] }), 2, 2);
    expect(ends(s)).not.toContain(loc(2));
    const { state } = act(s, 'to:r20');
    expect(state.assignments).toHaveLength(1);
  });

  it('several assignments may be face up at once', () => {
    let s = build({ at: [loc(1), HQ], adventures: [30, 31], top: [7, 9] });
    s = act(s, 'drive', 1, 1).state;
    s = act(s, 'to:r19').state;
    s = act(s, 'drive', 6, 6).state;
    expect(s.assignments.map((a) => a.card)).toEqual(['c7', 'c9']);
    expect(notes(s)[0]).toBe('Assignments: 7 (25+50) and 9 (40+50)');
  });
});

describe('the Top Secret Assignment and the end', () => {
  it('after four Special Assignments, the next doubles turn up the Top Secret Assignment (+100)', () => {
    const s = build({ at: [loc(1), HQ], adventures: [30, 31], turnedUp: 4, top: [7] });
    const { state, text } = act(s, 'drive', 1, 1);
    expect(state.assignments).toEqual([{ card: 'c7', bonus: 100 }]);
    expect(text).toContain('Doubles! The TOP SECRET ASSIGNMENT: 7, 25 + 100 points, by exact count');
    expect(markers(state)).toContainEqual({ space: loc(7), label: '+100', color: '#dc2626' });
  });

  it('Choice: once the Top Secret Assignment is up, doubles turn up nothing more', () => {
    const s = build({
      at: [loc(1), HQ],
      adventures: [30, 31],
      turnedUp: 5,
      assignments: [{ location: 9, bonus: 100 }],
      top: [7],
    });
    const { state, text } = act(s, 'drive', 6, 6);
    expect(state.assignments).toEqual([{ card: 'c9', bonus: 100 }]);
    expect(text).toContain('Doubles, but the Top Secret Assignment is already face up: no more assignments');
  });

  it('the game ends the moment the Top Secret Assignment is taken; the highest total wins', () => {
    const s = rollDrive(
      build({
        at: [loc(1), HQ],
        adventures: [30, 31],
        assignments: [{ location: 3, bonus: 100 }],
        turnedUp: 5,
        won: [
          [],
          [
            { card: 'c36', points: 10, doubled: true, bonus: 0 },
            { card: 'c35', points: 10, doubled: false, bonus: 50 },
          ],
        ],
      }),
      2,
      4,
    );
    const { state } = act(s, `to:${loc(3)}`);
    expect(game.pending(state)).toBeNull();
    expect(outcome(state)).toEqual({
      winners: [0],
      text: 'The Top Secret Assignment is taken. P0 wins with 125 points (P0 125 and P1 80)',
    });
  });

  it('scores add every adventure completed (doubled ones twice) and every assignment with its bonus; the top score may lose', () => {
    const s = rollDrive(
      build({
        at: [loc(1), HQ],
        adventures: [30, 31],
        assignments: [{ location: 3, bonus: 100 }],
        turnedUp: 5,
        won: [
          [],
          [
            { card: 'c36', points: 40, doubled: true, bonus: 0 },
            { card: 'c35', points: 10, doubled: false, bonus: 50 },
          ],
        ],
      }),
      2,
      4,
    );
    const { state } = act(s, `to:${loc(3)}`);
    expect(game.outcome(state)!.winners).toEqual([1]);
    expect(outcome(state)!.text).toBe('The Top Secret Assignment is taken. P1 wins with 140 points (P0 125 and P1 140)');
  });

  it('equal totals share the win', () => {
    const s = rollDrive(
      build({
        at: [loc(1), HQ],
        adventures: [30, 31],
        assignments: [{ location: 3, bonus: 100 }],
        turnedUp: 5,
        won: [[], [{ card: 'c36', points: 25, doubled: false, bonus: 100 }]],
      }),
      2,
      4,
    );
    const { state } = act(s, `to:${loc(3)}`);
    expect(outcome(state)).toEqual({
      winners: [0, 1],
      text: 'The Top Secret Assignment is taken. P0 and P1 share the win with 125 points (P0 125 and P1 125)',
    });
  });

  it('finite deck: when a new adventure must be drawn and the deck holds none, the game ends at once and is scored', () => {
    const s = build({ at: [loc(2), HQ], adventures: [2, 31], await: { kind: 'reach' }, deck: ['steve'] });
    const { state, text } = act(s, 'take');
    expect(text).toContain('The deck holds no more adventures. P0 wins with 30 points (P0 30 and P1 0)');
    expect(game.outcome(state)!.winners).toEqual([0]);
  });

  it('finite deck: when doubles must turn a card up and the deck holds no adventure, the game ends at once', () => {
    const s = build({
      at: [loc(1), HQ],
      adventures: [30, 31],
      deck: ['hq'],
      won: [[], [{ card: 'c3', points: 25, doubled: false, bonus: 0 }]],
    });
    const { state } = act(s, 'drive', 1, 1);
    expect(outcome(state)).toEqual({
      winners: [1],
      text: 'The deck holds no more adventures. P1 wins with 25 points (P0 0 and P1 25)',
    });
    expect(game.pending(state)).toBeNull();
  });
});
