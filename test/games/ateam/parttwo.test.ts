import { describe, expect, it } from 'vitest';
import { ateam } from '../../../src/games/ateam';
import { act, build, cardIn, choiceIds, dice, kindAt, VAULT, said, en } from './helpers';

describe('A-Team Part Two: the VAULT', () => {
  it('the first to reach the VAULT (no exact count) takes the formula, turns out, rolls both dice and runs back', () => {
    const r = act(build({ pos: [55, 0] }), 'roll', dice(4, 2, 2));
    expect(said(r.events)).toContainEqual({
      text: 'Ann takes the secret formula, turns out and rolls 2 + 2 = 4 to run',
      dice: [2, 2],
    });
    expect(r.state.formula).toBe(0);
    expect(r.state.players[0]).toMatchObject({ pos: VAULT - 4, facing: 'out', reached: true });
    expect(r.state.turn.player).toBe(1);
  });

  it('the formula runner follows the directions where the run ends', () => {
    // Out from the VAULT 5 lands on GO BACK 3, which sends the runner back in to the ULTIMATE LAB.
    expect(kindAt(VAULT - 5)).toBe('back');
    const r = act(build({ pos: [57, 0] }), 'roll', dice(1, 2, 3));
    expect(r.state.players[0].pos).toBe(VAULT - 2);
  });

  it('the others must reach the VAULT, turn out, and wait until their next turn', () => {
    const s = build({ pos: [30, 55, 0], formula: 0, reached: [true, false, false], turn: 1, hands: [[], ['shove']] });
    const r = act(s, 'roll', dice(5));
    expect(r.text).toContain('Bob reaches the VAULT: the formula is gone, so Bob turns out to pursue Ann');
    expect(r.state.players[1]).toMatchObject({ pos: VAULT, facing: 'out', reached: true });
    // No roll is left, and no card leaves the VAULT: the turn passes on by itself.
    expect(r.state.turn.player).toBe(2);
  });

  it('after reaching the VAULT a player rolls both dice', () => {
    const s = build({ pos: [30, VAULT], formula: 0, reached: [true, true], turn: 1 });
    expect(en(ateam.pending(s)!.choices[0].label)).toBe('Roll both dice');
    const r = act(s, 'roll', dice(3, 4));
    expect(said(r.events)[0]).toEqual({ text: 'Bob rolls 3 + 4 = 7', dice: [3, 4] });
    expect(r.state.players[1].pos).toBe(VAULT - 7);
  });

  it('reaching an occupied VAULT battles the one there', () => {
    const s = build({ pos: [30, VAULT, 56], formula: 0, reached: [true, true, false], turn: 2 });
    const r = act(s, 'roll', dice(2, 5, 3));
    expect(r.text).toContain('Battle: Cy 5 v Bob 3 — Cy moves ahead 2');
    expect(r.state.players[2]).toMatchObject({ pos: VAULT - 2, facing: 'out', reached: true });
  });

  it('reaching the VAULT by a card before rolling: no roll until the next turn', () => {
    const s = build({ pos: [30, 55], formula: 0, reached: [true, false], turn: 1, hands: [[], ['smooths']] });
    const r = act(s, `play:${cardIn(s, 1, 'smooths')}`);
    expect(r.state.players[1].pos).toBe(VAULT);
    expect(r.state.turn.player).toBe(0);
  });

  it('the first to reach the VAULT by a card takes the formula but waits for the next turn to roll both dice and run', () => {
    const s = build({ pos: [55, 0], hands: [['smooths']] });
    // No dice forced: a roll now would show in the events.
    const r = act(s, `play:${cardIn(s, 0, 'smooths')}`);
    expect(r.state.formula).toBe(0);
    expect(r.state.players[0]).toMatchObject({ pos: VAULT, facing: 'out', reached: true });
    expect(r.events.flatMap((e) => e.dice ?? [])).toEqual([]);
    expect(r.text).toContain(
      'Ann takes the secret formula and turns out; come by a card, Ann rolls both dice to run on the next turn',
    );
    // No roll left this turn, and no card leaves the VAULT: Face plays on.
    expect(r.state.turn.player).toBe(1);
    const face = act(r.state, 'roll', dice(1));
    expect(face.state.turn.player).toBe(0);
    // Next turn: both dice, out towards START.
    expect(en(ateam.pending(face.state)!.choices[0].label)).toBe('Roll both dice');
    const run = act(face.state, 'roll', dice(3, 4));
    expect(run.state.players[0].pos).toBe(VAULT - 7);
  });

  it('no Action card takes you out of the VAULT', () => {
    const s = build({ pos: [30, VAULT], formula: 0, reached: [true, true], turn: 1, hands: [[], ['shove', 'smooths', 'tells']] });
    expect(choiceIds(s).filter((c) => c.startsWith('play:'))).toEqual([]);
    // Facing in there (the formula came back after its holder left), a GUARD lies behind: still no ROVING GUARD on oneself.
    const t = build({ pos: [VAULT, 30], hands: [['roving']] });
    const targets = ateam
      .pending(t)!
      .choices.filter((c) => c.id.startsWith('play:'))
      .map((c) => c.target);
    expect(targets).toEqual([1]);
  });

  it('a ROVING GUARD cannot be played on a player in the VAULT (no GUARD behind)', () => {
    const s = build({ pos: [30, VAULT], formula: 0, reached: [true, true], hands: [['roving']] });
    const targets = ateam
      .pending(s)!
      .choices.filter((c) => c.id.startsWith('play:'))
      .map((c) => c.target);
    expect(targets).toEqual([0]);
  });
});

describe('A-Team Part Two: capturing the formula', () => {
  it('a battle with the holder before reaching the VAULT wins no formula', () => {
    const s = build({ pos: [26, 30], formula: 1, reached: [false, true] });
    const r = act(s, 'roll', dice(4, 6, 1));
    expect(r.text).toContain('Battle: Ann 6 v Bob 1 — Ann moves ahead 5');
    expect(r.state.formula).toBe(1);
  });

  it('a pursuer landing on the holder battles for it, one die each; the winner runs the total of two dice', () => {
    const s = build({ pos: [21, 27], formula: 0, reached: [true, true], turn: 1 });
    const r = act(s, 'roll', dice(3, 3, 5, 2, 1, 3));
    expect(said(r.events)).toContainEqual({
      text: 'Battle for the formula: Bob 5 v Ann 2 — Bob captures the formula',
      dice: [5, 2],
    });
    expect(said(r.events)).toContainEqual({ text: 'Bob rolls 1 + 3 = 4 and runs with the formula', dice: [1, 3] });
    expect(r.state.formula).toBe(1);
    expect(r.state.players.map((p) => p.pos)).toEqual([21, 17]);
  });

  it('the holder who wins keeps the formula and runs, without following directions off their turn', () => {
    const s = build({ pos: [21, 27], formula: 0, reached: [true, true], turn: 1 });
    const r = act(s, 'roll', dice(3, 3, 2, 5, 1, 2));
    expect(r.text).toContain('Ann keeps the formula');
    expect(r.state.formula).toBe(0);
    expect(r.state.players[0].pos).toBe(18);
    expect(kindAt(18)).toBe('roll');
    expect(r.state.turn.player).toBe(0);
    expect(r.state.turn.rolled).toBe(false);
  });

  it('a pursuer passing the holder may stop there and battle, or move on', () => {
    const s = build({ pos: [24, 27], formula: 0, reached: [true, true], turn: 1 });
    const a = act(s, 'roll', dice(4, 2));
    expect(choiceIds(a.state)).toEqual(['stop', 'go']);
    expect(a.text).toContain("Bob's move of 6 passes Ann, who holds the formula, on space 24 (WEAPONS LAB)");
    const stop = act(a.state, 'stop', dice(5, 1, 1, 1));
    expect(stop.text).toContain('Bob moves 3 to space 24');
    expect(stop.state.formula).toBe(1);
    const go = act(a.state, 'go');
    expect(go.state.players[1].pos).toBe(21);
    expect(go.state.formula).toBe(0);
  });

  it('no stop is offered at a holder on a SAFETY ZONE', () => {
    expect(kindAt(23)).toBe('safety');
    const safe = act(build({ pos: [23, 27], formula: 0, reached: [true, true], turn: 1 }), 'roll', dice(3, 3));
    expect(safe.state.players[1].pos).toBe(21);
    expect(safe.state.formula).toBe(0);
  });

  it('a battle winner passing the holder may stop there too; off their own turn the pursuer decides', () => {
    // Face's own turn: Face rolls onto Murdock at 24, wins 5 v 1 and moves 4, past Hannibal at 21.
    const own = act(build({ pos: [21, 27, 24], formula: 0, reached: [true, true, false], turn: 1 }), 'roll', dice(1, 2, 5, 1));
    expect(ateam.pending(own.state)!.player).toBe(1);
    expect(choiceIds(own.state)).toEqual(['stop', 'go']);
    // Murdock's turn: he rolls onto Face at 24 and loses 1 v 5; Face's move passes Hannibal at 21.
    const s = build({ pos: [21, 24, 20], formula: 0, reached: [true, true, false], turn: 2 });
    const off = act(s, 'roll', dice(4, 1, 5));
    const p = ateam.pending(off.state)!;
    expect(off.state.turn.player).toBe(2);
    expect(p.player).toBe(1);
    expect(p.choices.map((c) => en(c.label))).toEqual([
      'Stop on space 21 and battle Hannibal for the formula',
      'Move on to space 20 (NARROW PASSAGEWAY)',
    ]);
    const stop = act(off.state, 'stop', dice(6, 2, 3, 3));
    expect(stop.text).toContain('Bob captures the formula');
    expect(stop.state.players[1].pos).toBe(15);
    // Murdock had rolled and holds no card: his turn is over.
    expect(stop.state.turn.player).toBe(0);
  });

  it('holder on a GUARD space: battle the holder for the formula, then, win or lose, the guard', () => {
    expect(kindAt(25)).toBe('guard');
    const s = build({ pos: [25, 27], formula: 0, reached: [true, true], turn: 1 });
    const won = act(s, 'roll', dice(1, 1, 5, 2, 1, 3));
    expect(won.state.formula).toBe(1);
    expect(won.text).not.toContain('runs with the formula');
    expect(won.text).toContain('Guard battle for Bob: guard (red) 1 v Bob (green) 3 — Bob escapes and moves ahead 2');
    expect(won.state.players[1].pos).toBe(23);
    const lost = act(s, 'roll', dice(1, 1, 2, 6, 5, 1));
    expect(lost.state.formula).toBe(0);
    expect(lost.text).toContain('the guard holds Bob');
    expect(lost.state.players.map((p) => p.pos)).toEqual([25, 25]);
  });

  it('the holder landing on a pursuer is an ordinary battle: the formula stays', () => {
    const s = build({ pos: [30, 27], formula: 0, reached: [true, true] });
    const r = act(s, 'roll', dice(1, 2, 2, 6));
    expect(r.text).toContain('Battle: Ann 2 v Bob 6 — Bob moves ahead 4');
    expect(r.state.formula).toBe(0);
  });

  it('a TV MONITOR battle with the holder is an ordinary battle, even for a pursuer', () => {
    const tv = act(build({ pos: [30, 4], formula: 0, reached: [true, false], turn: 1 }), 'roll', dice(4));
    const r = act(tv.state, 'tv:0', dice(6, 1));
    expect(r.text).toContain('Battle: Bob 6 v Ann 1 — Bob moves ahead 5');
    expect(r.state.formula).toBe(0);
  });

  it("a pursuer sent by ROVING GUARD onto the holder's GUARD battles for the formula, and the guard next turn", () => {
    const s = build({ pos: [25, 21, 0], formula: 0, reached: [true, true, false], turn: 2, hands: [[], [], ['roving']] });
    const r = act(s, `play:${cardIn(s, 2, 'roving')}:1`, dice(5, 2));
    expect(r.state.players[1].pos).toBe(25);
    expect(r.text).toContain('Bob captures the formula');
    expect(r.text).not.toContain('Guard battle');
    expect(r.state.formula).toBe(1);
  });

  it('a pursuer may also stop at the holder when a card moves them', () => {
    const s = build({ pos: [25, 27], formula: 0, reached: [true, true], turn: 1, hands: [[], ['smooths']] });
    const a = act(s, `play:${cardIn(s, 1, 'smooths')}`);
    expect(choiceIds(a.state)).toEqual(['stop', 'go']);
  });

  it('"ahead" is towards START for a character facing out (MOVE AHEAD 2 too)', () => {
    const s = build({ pos: [30, 0], formula: 0, reached: [true, false] });
    const r = act(s, 'roll', dice(1, 1));
    expect(r.state.players[0].pos).toBe(26);
  });

  it('the holder who reaches START (no exact count) wins', () => {
    const s = build({ pos: [4, 30], formula: 0, reached: [true, true] });
    const r = act(s, 'roll', dice(3, 4));
    expect(r.state.players[0].pos).toBe(0);
    expect(ateam.outcome(r.state)).toMatchObject({ winners: [0] });
    expect(en(ateam.outcome(r.state)!.text)).toBe('Ann carries the formula out of the fortress and wins!');
    expect(ateam.pending(r.state)).toBeNull();
  });

  it('a pursuer who reaches START without the formula wins nothing, and next turn turns in to face the holder', () => {
    const s = build({ pos: [30, 3], formula: 0, reached: [true, true], turn: 1 });
    const r = act(s, 'roll', dice(3, 4));
    expect(r.state.players[1].pos).toBe(0);
    expect(ateam.outcome(r.state)).toBeNull();
    const h = act(r.state, 'roll', dice(3, 3));
    expect(h.text).toContain('Bob turns to face in, towards Ann and the formula');
    expect(h.state.players[1].facing).toBe('in');
    const f = act(h.state, 'roll', dice(2, 3));
    expect(f.state.players[1].pos).toBe(5);
  });

  it('a pursuer begins each turn facing the holder: in when the holder is deeper, out when nearer START', () => {
    // Face (at 24) got past Hannibal, who moves on to 27: Face turns in, and a roll past him offers the stop.
    const s = build({ pos: [29, 24], formula: 0, reached: [true, true] });
    const a = act(s, 'roll', dice(1, 1));
    expect(a.state.players[0].pos).toBe(27);
    expect(a.state.players[1].facing).toBe('in');
    const b = act(a.state, 'roll', dice(2, 3));
    expect(choiceIds(b.state)).toEqual(['stop', 'go']);
    // Facing in, Face is passed by Hannibal (30 to 24): next turn he turns out again.
    const c = build({ pos: [30, 26], formula: 0, reached: [true, true], facing: ['out', 'in'] });
    const d = act(c, 'roll', dice(3, 3));
    expect(d.text).toContain('Bob turns to face out, towards Ann and the formula');
    expect(d.state.players[1].facing).toBe('out');
    // The holder never turns.
    expect(d.state.players[0].facing).toBe('out');
    // Sharing a SAFETY ZONE with the holder, a pursuer faces out to follow them.
    const e = build({ pos: [0, 23, 23], formula: 2, reached: [false, true, true], facing: ['in', 'in', 'out'] });
    expect(act(e, 'roll', dice(1)).state.players[1].facing).toBe('out');
  });

  it('a pursuer facing in who captures the formula turns out with it', () => {
    const s = build({ pos: [27, 21], formula: 0, reached: [true, true], facing: ['out', 'in'], turn: 1 });
    const r = act(s, 'roll', dice(3, 3, 5, 2, 1, 3));
    expect(r.text).toContain('Bob captures the formula');
    expect(r.state.players[1]).toMatchObject({ facing: 'out', pos: 23 });
  });
});
