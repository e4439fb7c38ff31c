// The spinner (Escape from the Death Star): numbers 1 to 3 on an outer ring and a WIN/LOSE
// inner band. Nine equal sectors: each number on two WIN sectors and one LOSE sector, so the
// numbers are equally likely and WIN comes up twice as often as LOSE (a dogfight's odds).
import type { Device, FaceSpec } from '../../engine/chance';
import { tx } from '../../engine/text';

export const BANDS = ['WIN', 'LOSE'] as const;
export type Band = (typeof BANDS)[number];

/** One spin, as events record it. */
export type Spin = { kind: 'spin'; value: number; band: Band };

/** The band's tag beside the spinner in the caption. */
export const BAND_FILL: Readonly<Record<Band, string>> = { WIN: '#2e7d32', LOSE: '#c62828' };

const NUMBERS = [1, 2, 3] as const;

const face = (value: number, band: Band): FaceSpec<Spin> => ({
  face: { kind: 'spin', value, band },
  weight: band === 'WIN' ? 2 : 1,
  name: tx('spin.face', { n: value, band: tx(`band.${band}`) }),
  picture: {
    shapes: [{ kind: 'wheel', labels: NUMBERS.map(String), lit: value - 1 }],
    // Printed as the catalogue's board.WIN / board.LOSE.
    tag: { text: band, fill: BAND_FILL[band] },
  },
});

export const SPINNER: Device<Spin> = {
  kind: 'spin',
  noun: 'a spin',
  // Per number WIN before LOSE: "spin:2" forces a 2 that wins.
  faces: NUMBERS.flatMap((v) => BANDS.map((b) => face(v, b))),
  hint: 'spin:2, spin:3:LOSE',
};
