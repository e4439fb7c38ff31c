import { describe, expect, it } from 'vitest';
import type { DsState } from '../../../src/games/death-star';
import { aiPick as pickWith, build, spin, spot } from './helpers';

const aiPick = (s: DsState): string => pickWith(s, 3);

describe('the AI', () => {
  it('races for the missions: it enters the Control Room when the spin allows', () => {
    expect(aiPick(spin(build({ at: [{ luke: spot(8) }, {}] }), 2).state)).toBe('w:luke:control');
    expect(
      aiPick(
        spin(
          build({
            at: [{ han: spot(21) }, {}],
            missions: [
              [true, false],
              [false, false],
            ],
          }),
          3,
        ).state,
      ),
    ).toBe('w:han:tractor');
  });

  it('heads for the Falcon once both missions are done', () => {
    expect(
      aiPick(
        spin(
          build({
            at: [{ luke: spot(29), han: spot(29) }, {}],
            missions: [
              [true, true],
              [false, false],
            ],
          }),
          3,
        ).state,
      ),
    ).toMatch(/^w:(luke|han):falcon$/);
  });

  it("avoids ending within a spin of an opponent's like token that could send it back", () => {
    // Alone, 1 is the better way to the Control Room.
    expect(aiPick(spin(build(), 2).state)).toMatch(/:s1$/);
    // With Blue's two tokens 2 steps from 1, the AI goes to 37 instead.
    expect(aiPick(spin(build({ at: [{}, { luke: spot(3), han: spot(3) }] }), 2).state)).toMatch(/:s37$/);
  });

  it("sends an opponent's like token back when it can", () => {
    const s = spin(build({ at: [{ luke: spot(35), han: spot(35) }, { han: spot(47) }] }), 2).state;
    expect(aiPick(s)).toBe('w:han:s47');
  });

  it('plays its ESCAPE card when a token is detained', () => {
    const s = build({ at: [{ luke: 'detention' }, {}], hands: [['escape'], []] });
    expect(aiPick(s)).toBe('esc:luke');
  });

  it('flies to the Rebel Base when it can, and takes it after a won dogfight next to it', () => {
    const ship = (at: string) =>
      build({
        at: [{ luke: 'falcon', han: 'falcon' }, {}],
        missions: [
          [true, true],
          [false, false],
        ],
        ship: [at, null],
      });
    expect(aiPick(spin(ship('h00'), 2).state)).toBe('f:h20');
    expect(aiPick({ ...ship('h11'), await: { kind: 'dogfight', at: 'h11' } })).toBe('d:h20');
  });
});
