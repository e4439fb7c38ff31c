// Dice Race's own chance device: a coin, flipped on a LUCKY space. The example of a game
// bringing its own kind of dice: its faces, their odds, names, forced tokens and pictures
// are declared here as plain data, and GameDef.devices lists it.
import type { Device, FaceSpec } from '../../engine/chance';
import { tx } from '../../engine/text';

export const SIDES = ['heads', 'tails'] as const;
export type Side = (typeof SIDES)[number];

/** One flip, as events record it. */
export type Flip = { kind: 'coin'; side: Side };

const GOLD = '#e0b000';
const PALE_GOLD = '#f5d76e';

const face = (side: Side): FaceSpec<Flip> => ({
  face: { kind: 'coin', side },
  name: tx(`coin.${side}`),
  token: side,
  // A gold coin with its letter, the word under it (both printed as the catalogue's board.<word>).
  picture: {
    shapes: [
      { kind: 'dot', at: [0.5, 0.5], r: 0.47, fill: GOLD },
      { kind: 'dot', at: [0.5, 0.5], r: 0.37, fill: PALE_GOLD },
      { kind: 'text', at: [0.5, 0.53], text: side === 'heads' ? 'H' : 'T', size: 0.5 },
    ],
    word: side,
  },
});

export const COIN: Device<Flip> = {
  kind: 'coin',
  noun: 'a coin flip',
  faces: SIDES.map(face),
};
