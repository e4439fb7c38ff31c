import { describe, expect, it } from 'vitest';
import { act, build, choiceIds, dice, en, kindAt, said } from './helpers';

describe('A-Team battles on occupied spaces', () => {
  it('landing on an opponent battles: one die each, the winner moves ahead the difference', () => {
    const s = build({ pos: [17, 21] });
    const r = act(s, 'roll', dice(4, 5, 3));
    expect(said(r.events)).toContainEqual({ text: 'Battle: Ann 5 v Bob 3 — Ann moves ahead 2', dice: [5, 3] });
    expect(r.state.players[0].pos).toBe(23);
    expect(r.state.players[1].pos).toBe(21);
  });

  it('a tie re-rolls, and every die is reported', () => {
    const s = build({ pos: [10, 14] });
    const r = act(s, 'roll', dice(4, 3, 3, 5, 4));
    const b = r.events.find((e) => en(e.text).startsWith('Battle'))!;
    expect(b.dice).toEqual([3, 3, 5, 4]);
    expect(en(b.text)).toContain('tie, re-roll');
    expect(r.state.players[0].pos).toBe(15);
  });

  it('the winner follows the directions where they land only on their own turn', () => {
    expect(kindAt(18)).toBe('roll');
    // Hannibal wins on his own turn and lands on ROLL AGAIN: he rolls again.
    const mine = act(build({ pos: [10, 14] }), 'roll', dice(4, 6, 2));
    expect(mine.state.players[0].pos).toBe(18);
    expect(choiceIds(mine.state)).toContain('roll');
    // Face wins on Hannibal's turn and lands on ROLL AGAIN: no extra roll for anyone.
    const theirs = act(build({ pos: [10, 14] }), 'roll', dice(4, 2, 6));
    expect(theirs.state.players[1].pos).toBe(18);
    expect(theirs.text).not.toContain('rolls again');
    expect(theirs.state.turn).toMatchObject({ player: 1, rolled: false });
  });

  it('battles chain: a winner landing on another opponent battles again', () => {
    const s = build({ pos: [10, 14, 17] });
    const r = act(s, 'roll', dice(4, 6, 3, 1, 4));
    const battles = r.events.filter((e) => en(e.text).startsWith('Battle'));
    expect(battles.map((e) => en(e.text))).toEqual([
      'Battle: Ann 6 v Bob 3 — Ann moves ahead 3',
      'Battle: Ann 1 v Cy 4 — Cy moves ahead 3',
    ]);
    expect(r.state.players.map((p) => p.pos)).toEqual([17, 14, 20]);
  });

  it("battles chain off one's own turn too: a defender who wins and lands on someone battles again", () => {
    const s = build({ pos: [10, 14, 18] });
    const r = act(s, 'roll', dice(4, 2, 6, 5, 3));
    expect(r.text).toContain('Battle: Ann 2 v Bob 6 — Bob moves ahead 4');
    expect(r.text).toContain('Battle: Bob 5 v Cy 3 — Bob moves ahead 2');
    expect(r.state.players.map((p) => p.pos)).toEqual([14, 20, 18]);
  });

  it('no battle on a SAFETY ZONE: several characters share it', () => {
    expect(kindAt(15)).toBe('safety');
    const r = act(build({ pos: [11, 15] }), 'roll', dice(4));
    expect(r.text).not.toContain('Battle');
    expect(r.state.players.map((p) => p.pos)).toEqual([15, 15]);
  });

  it('no battle on a GUARD space: the lander ignores the occupant and battles the guard', () => {
    expect(kindAt(13)).toBe('guard');
    const r = act(build({ pos: [9, 13] }), 'roll', dice(4, 5, 1));
    expect(r.text).not.toContain('Battle:');
    expect(said(r.events)).toContainEqual({
      text: 'Guard battle for Ann: guard (red) 5 v Ann (green) 1 — the guard holds Ann',
      dice: [5, 1],
    });
    expect(r.state.players.map((p) => p.pos)).toEqual([13, 13]);
  });
});
