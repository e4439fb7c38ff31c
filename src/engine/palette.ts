// Seat colours and shapes chosen for colour-vision deficiency. The colours are members of the
// Okabe-Ito set (Okabe & Ito 2008), the nearest to each colour's name; a seat's shape (by seat
// index) tells seats apart where colours alone do not (test/render/colourVision.test.ts).

/** Okabe-Ito colours under the names the games give their seats. */
export const SEAT_COLOURS = {
  /** Okabe-Ito vermillion. */
  red: '#d55e00',
  blue: '#0072b2',
  /** Okabe-Ito bluish green. */
  green: '#009e73',
  yellow: '#f0e442',
  orange: '#e69f00',
  skyBlue: '#56b4e9',
  /** Okabe-Ito reddish purple. */
  purple: '#cc79a7',
} as const;

export type SeatShape = 'circle' | 'square' | 'triangle' | 'diamond';

/** Seat i draws its pieces, key dot and counters as SEAT_SHAPES[i]. */
export const SEAT_SHAPES: readonly SeatShape[] = ['circle', 'square', 'triangle', 'diamond'];

/** The same shapes as text, for the accent of a seat's lines. */
const MARKS: Readonly<Record<SeatShape, string>> = { circle: '●', square: '■', triangle: '▲', diamond: '◆' };

/** The shape of seat `seat` (games have at most four seats; beyond that the shapes repeat). */
export function seatShape(seat: number): SeatShape {
  return SEAT_SHAPES[((seat % SEAT_SHAPES.length) + SEAT_SHAPES.length) % SEAT_SHAPES.length];
}

/** The seat's shape as one character ("●", "■", "▲", "◆"), to put before its colour in texts. */
export function seatMark(seat: number): string {
  return MARKS[seatShape(seat)];
}
