// The generic chance contract: a device declared as data (faces, weights, names, tokens,
// pictures), thrown by the Rng, forced by tokens, named and checked without knowing any game.
import { describe, expect, it } from 'vitest';
import {
  chanceName,
  describeForced,
  deviceFault,
  dieValues,
  faceOfToken,
  faceSpec,
  writeFace,
  type Device,
  type FaceSpec,
} from '../../src/engine/chance';
import { Rng, seedState } from '../../src/engine/rng';
import { tx } from '../../src/engine/text';
import { english } from '../support/text';

type Light = { kind: 'light'; colour: string; steps: number };
const face = (colour: string, steps: number, weight: number): FaceSpec<Light> => ({
  face: { kind: 'light', colour, steps },
  weight,
  name: tx(`light.${colour}`),
  ...(colour === 'red' ? { token: 'stop' } : {}),
  picture: { shapes: [{ kind: 'dot', at: [0.5, 0.5], r: 0.4, fill: colour }] },
});
/** A test device: green three times as likely as red, amber twice. */
const LIGHT: Device<Light> = {
  kind: 'light',
  noun: 'a traffic light',
  faces: [face('green', 2, 3), face('amber', 1, 2), face('red', 0, 1)],
};

describe('a game device', () => {
  it('picks faces by weight, each face taking `weight` slots of one draw in the declared order', () => {
    const r = new Rng(seedState(5));
    const mirror = new Rng(seedState(5));
    const slot = ['green', 'green', 'green', 'amber', 'amber', 'red'];
    for (let i = 0; i < 200; i++) expect(r.roll(LIGHT).colour).toBe(slot[mirror.int(6)]);
  });

  it('weights show in the long run, and every result is recorded as its face', () => {
    const r = new Rng(seedState(9));
    const n = 6000;
    const count: Record<string, number> = {};
    for (let i = 0; i < n; i++) {
      const c = r.roll(LIGHT).colour;
      count[c] = (count[c] ?? 0) + 1;
    }
    expect(r.chances.every((c) => c.kind === 'light')).toBe(true);
    expect(r.chances[0]).toEqual(expect.objectContaining({ kind: 'light' }));
    expect(count.green / n).toBeGreaterThan(0.45);
    expect(count.red / n).toBeLessThan(0.22);
    // A device throw is never a die: no pips recorded.
    expect(r.rolls).toEqual([]);
  });

  it('forced tokens come first: a face token, a written face, or its leading fields', () => {
    const r = new Rng(seedState(1, ['stop', 'light:amber:1', 'light:green', 4]));
    expect(r.roll(LIGHT)).toEqual({ kind: 'light', colour: 'red', steps: 0 });
    expect(r.roll(LIGHT).colour).toBe('amber');
    expect(r.roll(LIGHT).colour).toBe('green');
    expect(r.die()).toBe(4);
    expect(dieValues(r.chances)).toEqual([4]);
    expect(faceOfToken(LIGHT, 'LIGHT:Red')?.face.colour).toBe('red');
    expect(faceOfToken(LIGHT, 'light')).toBeNull();
    expect(faceOfToken(LIGHT, 'light:blue')).toBeNull();
  });

  it('a forced value that fits another device is a clear error, and nothing is consumed', () => {
    const r = new Rng(seedState(1, ['tank', 3]));
    expect(() => r.roll(LIGHT)).toThrow(/forced tank does not fit the next chance \(a traffic light\)/);
    expect(() => new Rng(seedState(1, [3])).roll(LIGHT)).toThrow(/forced die 3 does not fit .*a traffic light/);
    expect(() => new Rng(seedState(1, ['stop'])).die()).toThrow(/forced stop does not fit .*a 6-sided die/);
    expect(r.pendingForced).toEqual(['tank', 3]);
  });

  it('a forced token is described as its words', () => {
    expect(describeForced('spin:2:LOSE')).toBe('spin 2 LOSE');
    expect(describeForced(4)).toBe('die 4');
  });

  it('names results by their device; a die by its value; an unknown face by its written form', () => {
    const amber = { kind: 'light', colour: 'amber', steps: 1 };
    expect(chanceName([LIGHT], amber)).toEqual(tx('light.amber'));
    expect(faceSpec([LIGHT], amber)?.picture.shapes).toHaveLength(1);
    expect(faceSpec([LIGHT], { ...amber, steps: 2 })).toBeNull();
    expect(english(chanceName([], { kind: 'die', value: 5, sides: 6 }))).toBe('5');
    expect(english(chanceName([], amber))).toBe('light:amber:1');
    expect(writeFace(amber)).toBe('light:amber:1');
  });

  it('a declaration with a fault is refused, naming it', () => {
    expect(deviceFault(LIGHT)).toBeNull();
    expect(deviceFault({ ...LIGHT, kind: 'die' })).toMatch(/not "die"/);
    expect(deviceFault({ ...LIGHT, faces: [LIGHT.faces[0], LIGHT.faces[0]] })).toMatch(/appears twice/);
    expect(deviceFault({ ...LIGHT, faces: [LIGHT.faces[0], { ...LIGHT.faces[1], weight: 0.5 }] })).toMatch(/weight/);
    expect(deviceFault({ ...LIGHT, faces: [LIGHT.faces[0], { ...LIGHT.faces[1], token: '7' }] })).toMatch(/reads as a die/);
    expect(deviceFault({ ...LIGHT, faces: [LIGHT.faces[0]] })).toMatch(/two thrown faces/);
    expect(deviceFault({ ...LIGHT, faces: [LIGHT.faces[0], { ...LIGHT.faces[1], weight: 0 }] })).toMatch(/two thrown faces/);
  });

  it('a face of weight 0 is reported, named and drawn, but never thrown nor forced', () => {
    const off: FaceSpec<Light> = { ...face('off', 0, 0), face: { kind: 'light', colour: 'off', steps: 0 } };
    const withOff: Device<Light> = { ...LIGHT, faces: [...LIGHT.faces, off] };
    expect(deviceFault(withOff)).toBeNull();
    const r = new Rng(seedState(3));
    const mirror = new Rng(seedState(3));
    // The same draw as without it: weight 0 takes no slot.
    for (let i = 0; i < 300; i++) expect(r.roll(withOff)).toEqual(mirror.roll(LIGHT));
    expect(faceOfToken(withOff, 'light:off')).toBeNull();
    expect(faceSpec([withOff], { kind: 'light', colour: 'off', steps: 0 })).toBe(off);
  });
});
