import { describe, expect, it } from 'vitest';
import { ateam } from '../../../src/games/ateam';
import { act, build, cardIn, choiceIds, dice, kindAt, said, en } from './helpers';

describe('A-Team GUARD spaces', () => {
  it('landing on a GUARD on your turn battles it at once, red die against green; the guard winning holds you', () => {
    const r = act(build({ pos: [9, 0] }), 'roll', dice(4, 6, 2));
    expect(said(r.events)).toContainEqual({
      text: 'Guard battle for Ann: guard (red) 6 v Ann (green) 2 — the guard holds Ann',
      dice: [6, 2],
    });
    expect(r.state.players[0].pos).toBe(13);
    expect(r.state.turn.player).toBe(1);
  });

  it('held: next turn the roll is a guard battle; winning moves ahead the difference', () => {
    expect(kindAt(19)).toBe('guard');
    const s = build({ pos: [19, 0] });
    expect(ateam.pending(s)!.choices[0]).toMatchObject({ id: 'roll', label: { key: 'choice.guard' }, roll: true });
    expect(en(ateam.pending(s)!.choices[0].label)).toBe('Battle the guard');
    const r = act(s, 'roll', dice(3, 5));
    expect(said(r.events)[0]).toEqual({
      text: 'Guard battle for Ann: guard (red) 3 v Ann (green) 5 — Ann escapes and moves ahead 2',
      dice: [3, 5],
    });
    expect(r.state.players[0].pos).toBe(21);
  });

  it('escaping the guard follows the directions where you land', () => {
    expect(kindAt(26)).toBe('roll');
    const r = act(build({ pos: [25, 0] }), 'roll', dice(4, 5));
    expect(r.state.players[0].pos).toBe(26);
    expect(choiceIds(r.state)).toContain('roll');
  });

  it('a guard battle tie re-rolls', () => {
    const r = act(build({ pos: [19, 0] }), 'roll', dice(3, 3, 1, 3));
    expect(r.events[0].dice).toEqual([3, 3, 1, 3]);
    expect(r.state.players[0].pos).toBe(21);
  });

  it("landing on a GUARD during someone else's turn waits until your own turn", () => {
    expect(kindAt(25)).toBe('guard');
    const r = act(build({ pos: [17, 21] }), 'roll', dice(4, 1, 5));
    expect(r.state.players[1].pos).toBe(25);
    expect(r.text).toContain('Bob is caught on a GUARD space and must battle the guard next turn');
    expect(r.text).not.toContain('Guard battle');
    expect(r.state.turn.player).toBe(1);
    expect(en(ateam.pending(r.state)!.choices[0].label)).toBe('Battle the guard');
  });

  it('losing to the guard ends your rolling for the turn, even when a card took you there before the roll', () => {
    const s = build({ pos: [11, 0], hands: [['shove']] });
    const r = act(s, `play:${cardIn(s, 0, 'shove')}`, dice(6, 1));
    expect(r.state.players[0].pos).toBe(13);
    expect(r.state.turn.player).toBe(1);
  });

  it('no Action card takes you off a GUARD space', () => {
    const s = build({ pos: [13, 21], hands: [['shove', 'smooths', 'tells']] });
    expect(choiceIds(s).filter((c) => c.startsWith('play:'))).toEqual([]);
    const r = build({ pos: [13, 21], hands: [['roving']] });
    const targets = ateam
      .pending(r)!
      .choices.filter((c) => c.id.startsWith('play:'))
      .map((c) => c.target);
    expect(targets).toEqual([1]);
  });

  it('a TV MONITOR challenge won frees a held player', () => {
    const s = build({ pos: [4, 13] });
    const tv = act(s, 'roll', dice(4));
    expect(tv.state.players[0].pos).toBe(8);
    const r = act(tv.state, 'tv:1', dice(2, 5));
    expect(r.state.players[1].pos).toBe(16);
    // Not Face's turn: the GO BACK 3 there is not followed.
    expect(r.text).not.toContain('directions');
  });
});

describe('A-Team NARROW PASSAGEWAYS', () => {
  it('an occupied passageway cannot be passed: stop on it and battle', () => {
    expect(kindAt(10)).toBe('narrow');
    const r = act(build({ pos: [9, 10] }), 'roll', dice(3, 4, 2));
    expect(r.text).toContain('Ann moves 1 to space 10 (NARROW PASSAGEWAY): the passageway is occupied, so the move stops there');
    expect(r.text).toContain('Battle: Ann 4 v Bob 2 — Ann moves ahead 2');
    expect(r.state.players[0].pos).toBe(12);
  });

  it('an unoccupied passageway counts as one space and may be passed', () => {
    const r = act(build({ pos: [9, 0] }), 'roll', dice(3));
    expect(r.state.players[0].pos).toBe(12);
  });
});

describe('A-Team TV MONITORS', () => {
  it('an unoccupied TV MONITOR offers a battle with any opponent not on a SAFETY ZONE, or none', () => {
    const r = act(build({ pos: [4, 21, 15] }), 'roll', dice(4));
    const p = ateam.pending(r.state)!;
    expect(p.player).toBe(0);
    expect(p.choices.map((c) => c.id)).toEqual(['tv:1', 'tv:none']);
    expect(p.choices.every((c) => !c.secret)).toBe(true);
  });

  it('the challenger stays; the winner moves ahead the difference', () => {
    const tv = act(build({ pos: [4, 21] }), 'roll', dice(4));
    const r = act(tv.state, 'tv:1', dice(6, 2));
    expect(en(r.events[0].text)).toBe('Ann challenges Bob from the TV MONITOR');
    expect(r.state.players.map((p) => p.pos)).toEqual([12, 21]);
  });

  it('choosing not to battle goes on with the turn', () => {
    const tv = act(build({ pos: [4, 21], hands: [['shove']] }), 'roll', dice(4));
    const r = act(tv.state, 'tv:none');
    expect(r.text).not.toContain('Battle');
    expect(choiceIds(r.state)).toContain('end');
  });

  it('an occupied TV MONITOR: battle the one who is there, no other choice', () => {
    const r = act(build({ pos: [4, 8, 21] }), 'roll', dice(4, 6, 5));
    expect(r.text).toContain('Battle: Ann 6 v Bob 5');
    expect(r.state.players[0].pos).toBe(9);
    expect(r.state.await.kind).toBe('turn');
  });
});

describe('A-Team ROLL AGAIN, SAFETY ZONES and printed directions', () => {
  it('ROLL AGAIN on your own turn: roll again', () => {
    const a = act(build({ pos: [0, 0] }), 'roll', dice(3));
    expect(a.text).toContain('rolls again');
    expect(a.state.turn.player).toBe(0);
    const b = act(a.state, 'roll', dice(1));
    expect(b.state.players[0].pos).toBe(4);
  });

  it('a SAFETY ZONE protects from cards and TV challenges', () => {
    const s = build({ pos: [21, 15], hands: [['sidetracked', 'roving']] });
    const targets = ateam
      .pending(s)!
      .choices.filter((c) => c.target !== undefined)
      .map((c) => c.target);
    expect(targets).not.toContain(1);
    expect(targets).toContain(0);
  });

  it('MOVE AHEAD 2 is followed on your own turn', () => {
    expect(kindAt(7)).toBe('ahead');
    const r = act(build({ pos: [4, 0] }), 'roll', dice(3));
    expect(r.text).toContain('follows the directions: move ahead 2');
    expect(r.state.players[0].pos).toBe(9);
  });

  it('GO BACK 3 is followed, and a GUARD reached that way is battled at once', () => {
    expect(kindAt(16)).toBe('back');
    const r = act(build({ pos: [14, 0] }), 'roll', dice(2, 6, 1));
    expect(r.text).toContain('go back 3');
    expect(r.state.players[0].pos).toBe(13);
    expect(r.text).toContain('the guard holds Ann');
  });
});
