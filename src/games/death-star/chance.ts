// The spinner (Escape from the Death Star): numbers 1 to 3 on an outer ring and a WIN/LOSE
// inner band. Nine equal sectors: each number on two WIN sectors and one LOSE sector, so the
// numbers are equally likely and WIN comes up twice as often as LOSE (a dogfight's odds).
// Only a dogfight reads the band: every other spin is reported as its number alone (the
// faces of weight 0 below), so that no picture shows "WIN" or "LOSE" for a move.
import type { Device, FaceSpec, Picture } from '../../engine/chance';
import { tx } from '../../engine/text';

export const BANDS = ['WIN', 'LOSE'] as const;
export type Band = (typeof BANDS)[number];

/** One spin, as events record it: a dogfight's with its band, any other as its number alone. */
export type Spin = { kind: 'spin'; value: number; band?: Band };

/** The band's tag beside the spinner in the caption. */
export const BAND_FILL: Readonly<Record<Band, string>> = { WIN: '#2e7d32', LOSE: '#c62828' };

const NUMBERS = [1, 2, 3] as const;

/** The wheel with the number lit, and the number again, large beside it (the wheel's labels are small on a phone). */
const wheel = (value: number): Picture => ({
  shapes: [{ kind: 'wheel', labels: NUMBERS.map(String), lit: value - 1 }],
  number: String(value),
});

const face = (value: number, band: Band): FaceSpec<Spin> => ({
  face: { kind: 'spin', value, band },
  weight: band === 'WIN' ? 2 : 1,
  name: tx('spin.face', { n: value, band: tx(`band.${band}`) }),
  // The tag is printed as the catalogue's board.WIN / board.LOSE.
  picture: { ...wheel(value), tag: { text: band, fill: BAND_FILL[band] } },
});

/** A spin reported by its number: a move, the spin for first turn. Never thrown itself. */
const numberOnly = (value: number): FaceSpec<Spin> => ({
  face: { kind: 'spin', value },
  weight: 0,
  name: tx('spin.number', { n: value }),
  picture: wheel(value),
});

export const SPINNER: Device<Spin> = {
  kind: 'spin',
  noun: 'a spin',
  // Per number WIN before LOSE: "spin:2" forces a 2 that wins.
  faces: [...NUMBERS.flatMap((v) => BANDS.map((b) => face(v, b))), ...NUMBERS.map(numberOnly)],
  hint: 'spin:2, spin:3:LOSE',
};

/** What a spin that is not a dogfight reports: its number, the band unread. */
export const numberOf = (r: Spin): Spin => ({ kind: 'spin', value: r.value });
