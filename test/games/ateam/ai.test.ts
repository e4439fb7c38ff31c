import { describe, expect, it } from 'vitest';
import { act, aiPick, build, cardIn, dice } from './helpers';

describe('A-Team AI', () => {
  it('plays ROVING GUARD on the leader, never on itself', () => {
    const s = build({ pos: [20, 45, 10], hands: [['roving']], rolled: true });
    for (const seed of [1, 2, 3]) expect(aiPick(s, seed)).toBe(`play:${cardIn(s, 0, 'roving')}:1`);
  });

  it('as a pursuer, never sends the holder back behind itself with a ROVING GUARD', () => {
    // Holder Face at 21 would go back to 25, behind Hannibal at 23.
    const s = build({ pos: [23, 21], formula: 1, reached: [true, true], hands: [['roving']], rolled: true });
    expect(aiPick(s)).not.toMatch(/^play:/);
    const t = build({ pos: [30, 21], formula: 1, reached: [true, true], hands: [['roving']], rolled: true });
    expect(aiPick(t)).toBe(`play:${cardIn(t, 0, 'roving')}:1`);
  });

  it('plays SIDETRACKED on the formula holder', () => {
    const s = build({ pos: [20, 10, 30], formula: 1, reached: [false, true, false], hands: [['sidetracked']], rolled: true });
    expect(aiPick(s)).toBe(`play:${cardIn(s, 0, 'sidetracked')}:1`);
  });

  it('plays a matching LAB card before the roll moves it off the LAB', () => {
    const s = build({ pos: [12, 0], hands: [['lab1', 'shove']] });
    expect(aiPick(s)).toBe(`play:${cardIn(s, 0, 'lab1')}`);
  });

  it('rolls first otherwise, then plays a useful B.A. card', () => {
    const s = build({ pos: [0, 0], hands: [['smooths']] });
    expect(aiPick(s)).toBe('roll');
    const r = act(s, 'roll', dice(4));
    expect(aiPick(r.state)).toBe(`play:${cardIn(s, 0, 'smooths')}`);
  });

  it('does not shove itself onto a GUARD space', () => {
    const s = build({ pos: [3, 0], hands: [['shove']], rolled: true });
    expect(aiPick(s)).not.toBe(`play:${cardIn(s, 0, 'shove')}`);
  });

  it('always stops to battle for the formula', () => {
    const s = build({ pos: [24, 27], formula: 0, reached: [true, true], turn: 1 });
    expect(aiPick(act(s, 'roll', dice(4, 2)).state)).toBe('stop');
  });

  it('from a TV MONITOR battles a rival who trails, never the leader or the formula holder', () => {
    const tv = act(build({ pos: [4, 30, 1, 13] }), 'roll', dice(4));
    expect(aiPick(tv.state)).toBe('tv:2');
    const lead = act(build({ pos: [4, 30] }), 'roll', dice(4));
    expect(aiPick(lead.state)).toBe('tv:none');
  });
});
