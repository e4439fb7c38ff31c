// The coin is Dice Race's own chance device (src/games/dice-race/chance.ts).
import { describe, expect, it } from 'vitest';
import { chanceName, faceOfToken } from '../../../src/engine/chance';
import { Rng, seedState } from '../../../src/engine/rng';
import { diceRace } from '../../../src/games/dice-race';
import { COIN } from '../../../src/games/dice-race/chance';
import { act, build, forced, say } from './helpers';

describe('the LUCKY spaces and the coin', () => {
  it('a roll ending on a LUCKY space flips the coin: heads, ahead 3', () => {
    const r = act(build({ pos: [10, 0] }), 'roll', forced(3, 'heads'));
    expect(r.events[1]).toEqual({
      text: { key: 'event.lucky-heads', params: { who: { seat: 0 }, steps: 3, n: 16 } },
      chance: [{ kind: 'coin', side: 'heads' }],
    });
    expect(say(r.events[1].text)).toBe('alice is on a LUCKY space and flips heads: ahead 3 to 16');
    expect(r.state.pos[0]).toBe(16);
    expect(r.state.path).toEqual([10, 11, 12, 13, 14, 15, 16]);
  });

  it('tails, back 3', () => {
    const r = act(build({ pos: [25, 0] }), 'roll', forced(2, 'tails'));
    expect(r.text).toContain('alice is on a LUCKY space and flips tails: back 3 to 24');
    expect(r.state.pos[0]).toBe(24);
  });

  it('only a roll flips: a card or a jump onto a LUCKY space does not', () => {
    // No coin forced: a flip would move the piece 3 on (heads) or 3 back (tails).
    const hop = act(build({ pos: [11, 0], hands: [['c1'], []] }), 'card:c1');
    expect(hop.state.pos[0]).toBe(13);
    expect(hop.events.some((e) => e.chance)).toBe(false);
    const jump = act(build({ pos: [5, 0], jump: true }), 'jump:27');
    expect(jump.state.pos[0]).toBe(27);
  });

  it('heads and tails are equally likely, recorded as coin flips, never as dice', () => {
    const r = new Rng(seedState(8));
    let heads = 0;
    for (let i = 0; i < 4000; i++) if (r.roll(COIN).side === 'heads') heads++;
    expect(heads / 4000).toBeGreaterThan(0.47);
    expect(heads / 4000).toBeLessThan(0.53);
    expect(r.rolls).toEqual([]);
    expect(diceRace.devices).toEqual([COIN]);
  });

  it('is named, forced and drawn from its declaration', () => {
    expect(say(chanceName([COIN], { kind: 'coin', side: 'tails' }))).toBe('tails');
    expect(say(chanceName([COIN], { kind: 'coin', side: 'tails' }), 'fr')).toBe('pile');
    expect(faceOfToken(COIN, 'Heads')?.face).toEqual({ kind: 'coin', side: 'heads' });
    expect(faceOfToken(COIN, 'coin:tails')?.face).toEqual({ kind: 'coin', side: 'tails' });
    expect(COIN.faces.map((f) => f.picture.word)).toEqual(['heads', 'tails']);
  });
});
