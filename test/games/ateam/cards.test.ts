import { describe, expect, it } from 'vitest';
import { ateam } from '../../../src/games/ateam';
import { act, build, cardIn, choiceIds, dice, kindAt, en } from './helpers';

const targetsOf = (s: ReturnType<typeof build>, card: string) =>
  ateam
    .pending(s)!
    .choices.filter((c) => c.card === card && c.id.startsWith('play:'))
    .map((c) => c.target);

describe('A-Team SIDETRACKED', () => {
  it('the target misses their next turn, and the card goes to the discard pile then', () => {
    const s = build({ pos: [0, 21, 27], hands: [['sidetracked']] });
    const card = cardIn(s, 0, 'sidetracked');
    const a = act(s, `play:${card}:1`);
    expect(a.state.players[1].sidetracked).toBe(card);
    expect(a.text).toContain('Ann plays YOU ARE TEMPORARILY SIDETRACKED on Bob');
    const b = act(a.state, 'roll', dice(1));
    expect(b.text).toContain('Bob is sidetracked: discards the card and misses this turn');
    expect(b.state.turn.player).toBe(2);
    expect(b.state.players[1].sidetracked).toBeNull();
    expect(b.state.deck.discard).toContain(card);
  });

  it('may be played on oneself', () => {
    const s = build({ pos: [0, 26], hands: [['sidetracked']] });
    const card = cardIn(s, 0, 'sidetracked');
    expect(targetsOf(s, card)).toEqual([0, 1]);
    const played = act(s, `play:${card}:0`);
    // Said plainly, with no "themself".
    expect(played.text).toBe('Ann plays YOU ARE TEMPORARILY SIDETRACKED on their own piece');
    const a = act(played.state, 'roll', dice(1));
    const b = act(a.state, 'roll', dice(1));
    expect(b.text).toContain('Ann is sidetracked');
    expect(b.state.turn.player).toBe(1);
  });

  it('not on a SAFETY ZONE, and not twice on the same player', () => {
    const s = build({ pos: [15, 21, 27], hands: [['sidetracked']] });
    s.players[2].sidetracked = s.deck.draw.pop()!;
    expect(targetsOf(s, cardIn(s, 0, 'sidetracked'))).toEqual([1]);
  });
});

describe('A-Team ROVING GUARD', () => {
  it('sends the target back to the nearest GUARD behind; they battle it on their next turn', () => {
    const s = build({ pos: [0, 21], hands: [['roving']] });
    const r = act(s, `play:${cardIn(s, 0, 'roving')}:1`);
    expect(r.state.players[1].pos).toBe(19);
    expect(r.text).toContain('The roving guard takes Bob back to space 19 (GUARD)');
    expect(r.text).not.toContain('Guard battle');
    const next = act(r.state, 'roll', dice(1));
    expect(en(ateam.pending(next.state)!.choices[0].label)).toBe('Battle the guard');
  });

  it('someone already on a GUARD goes to the next one further back', () => {
    const s = build({ pos: [0, 19], hands: [['roving']] });
    expect(act(s, `play:${cardIn(s, 0, 'roving')}:1`).state.players[1].pos).toBe(13);
  });

  it('"behind" is towards the VAULT for a character facing out', () => {
    const s = build({ pos: [0, 21], hands: [['roving']], reached: [false, true], formula: 1 });
    expect(act(s, `play:${cardIn(s, 0, 'roving')}:1`).state.players[1].pos).toBe(25);
  });

  it('on oneself: a landing on your own turn, so the guard is battled at once', () => {
    const s = build({ pos: [21, 0], hands: [['roving']] });
    const r = act(s, `play:${cardIn(s, 0, 'roving')}:0`, dice(6, 1));
    expect(r.state.players[0].pos).toBe(19);
    expect(r.text).toContain('the guard holds Ann');
    expect(r.state.turn.player).toBe(1);
  });

  it('no target without a GUARD behind them', () => {
    const s = build({ pos: [4, 0], hands: [['roving']] });
    expect(kindAt(5)).toBe('guard');
    expect(targetsOf(s, cardIn(s, 0, 'roving'))).toEqual([]);
  });
});

describe('A-Team B.A. cards', () => {
  it('B.A. GIVES YOU A SHOVE moves ahead 2, B.A. SMOOTHS THE WAY 4', () => {
    const s = build({ pos: [0, 0], hands: [['shove', 'smooths']] });
    expect(act(s, `play:${cardIn(s, 0, 'shove')}`).state.players[0].pos).toBe(2);
    expect(act(s, `play:${cardIn(s, 0, 'smooths')}`).state.players[0].pos).toBe(4);
  });

  it('B.A. TELLS YOU WHERE IT IS moves to the next LAB space ahead, of any kind', () => {
    const s = build({ pos: [4, 0], hands: [['tells']] });
    expect(act(s, `play:${cardIn(s, 0, 'tells')}`).state.players[0].pos).toBe(12);
    const t = build({ pos: [49, 0], hands: [['tells']] });
    expect(act(t, `play:${cardIn(t, 0, 'tells')}`).state.players[0].pos).toBe(56);
  });

  it('B.A. TELLS YOU WHERE IT IS with no LAB ahead moves to the VAULT', () => {
    const s = build({ pos: [57, 0], hands: [['tells']] });
    const r = act(s, `play:${cardIn(s, 0, 'tells')}`);
    expect(r.text).toContain('Ann takes the secret formula');
    expect(r.state.formula).toBe(0);
  });

  it('facing out with no LAB ahead, B.A. TELLS YOU WHERE IT IS cannot be played', () => {
    const s = build({ pos: [1, 30], hands: [['tells']], reached: [true, true], formula: 0 });
    expect(choiceIds(s)).not.toContain(`play:${cardIn(s, 0, 'tells')}`);
  });
});

describe('A-Team LAB cards', () => {
  it('from a LAB you start the turn on, only a LAB card with the matching symbol, moving 3/5/7', () => {
    const s = build({ pos: [12, 0], hands: [['lab1', 'lab2', 'lab3']] });
    const ids = choiceIds(s);
    expect(ids).toContain(`play:${cardIn(s, 0, 'lab1')}`);
    expect(ids).not.toContain(`play:${cardIn(s, 0, 'lab2')}`);
    expect(ids).not.toContain(`play:${cardIn(s, 0, 'lab3')}`);
    expect(act(s, `play:${cardIn(s, 0, 'lab1')}`).state.players[0].pos).toBe(15);
    const t = build({ pos: [17, 0], hands: [['lab2']] });
    expect(act(t, `play:${cardIn(t, 0, 'lab2')}`).state.players[0].pos).toBe(22);
    const u = build({ pos: [34, 0], hands: [['lab3']] });
    expect(act(u, `play:${cardIn(u, 0, 'lab3')}`).state.players[0].pos).toBe(41);
  });

  it('from a LAB landed on by rolling the die', () => {
    const a = act(build({ pos: [9, 0], hands: [['lab1']] }), 'roll', dice(3));
    expect(a.state.players[0].pos).toBe(12);
    expect(choiceIds(a.state)).toContain(`play:${cardIn(a.state, 0, 'lab1')}`);
  });

  it('from a LAB landed on by the two-dice run with the formula (a roll of the dice too)', () => {
    // Into the VAULT with a 3, the formula run of 1 + 1 ends on the ULTIMATE LAB.
    const a = act(build({ pos: [55, 0], hands: [['lab2']] }), 'roll', dice(3, 1, 1));
    expect(a.state.players[0].pos).toBe(56);
    const lab = `play:${cardIn(a.state, 0, 'lab2')}`;
    expect(choiceIds(a.state)).toContain(lab);
    expect(act(a.state, lab).state.players[0].pos).toBe(51);
  });

  it('not from a LAB reached by a battle, nor after rolling away from the starting LAB', () => {
    const a = act(build({ pos: [9, 10], hands: [['lab1']] }), 'roll', dice(3, 4, 2));
    expect(a.state.players[0].pos).toBe(12);
    expect(choiceIds(a.state).filter((c) => c.startsWith('play:'))).toEqual([]);
    const b = act(build({ pos: [12, 0], hands: [['lab1']] }), 'roll', dice(2));
    expect(choiceIds(b.state).filter((c) => c.startsWith('play:'))).toEqual([]);
  });

  it('the ULTIMATE WEAPONS LAB takes any LAB card', () => {
    const s = build({ pos: [56, 0], hands: [['lab1', 'lab2', 'lab3']] });
    const plays = choiceIds(s).filter((c) => c.startsWith('play:'));
    expect(plays).toHaveLength(3);
  });

  it('a LAB card moves a character facing out towards START', () => {
    const s = build({ pos: [12, 40], hands: [['lab1']], reached: [true, true], formula: 1 });
    expect(act(s, `play:${cardIn(s, 0, 'lab1')}`).state.players[0].pos).toBe(9);
  });
});
