// The combat dice (The Action Man Game): six faces, one symbol each. Every face is drawn as a
// pictogram of plain shapes in a unit square (no font needed), each its own silhouette, with a
// short word under it in the caption.
import type { Device, Point, Shape } from '../../engine/chance';
import type { Rng } from '../../engine/rng';
import { tx, type Text } from '../../engine/text';

export const SYMBOLS = ['tank', 'soldier', 'battleship', 'carrier', 'plane', 'missile'] as const;
export type SymbolFace = (typeof SYMBOLS)[number];

/** One combat die, as events record it. */
export type SymbolRoll = { kind: 'symbol'; face: SymbolFace };

/** How texts name each face: "aircraft carrier" (the catalogue's `symbol.<face>`). */
export const symbolName = (face: SymbolFace): Text => tx(`symbol.${face}`);

/** The short word printed under each face in the caption (the catalogue's `board.<word>`). */
const WORDS: Readonly<Record<SymbolFace, string>> = {
  tank: 'tank',
  soldier: 'soldier',
  battleship: 'ship',
  carrier: 'carrier',
  plane: 'plane',
  missile: 'missile',
};

const poly = (...points: Point[]): Shape => ({ kind: 'poly', points });
const rect = (u0: number, v0: number, u1: number, v1: number): Shape => poly([u0, v0], [u1, v0], [u1, v1], [u0, v1]);
const line = (...points: Point[]): Shape => ({ kind: 'line', points });
const dot = (u: number, v: number, r: number): Shape => ({ kind: 'dot', at: [u, v], r });

const SHAPES: Readonly<Record<SymbolFace, readonly Shape[]>> = {
  // Side view: tracks, hull, turret and a long gun to the right.
  tank: [
    poly([0.1, 0.62], [0.9, 0.62], [0.82, 0.8], [0.18, 0.8]),
    rect(0.2, 0.48, 0.8, 0.62),
    poly([0.34, 0.48], [0.38, 0.34], [0.6, 0.34], [0.64, 0.48]),
    rect(0.6, 0.38, 0.94, 0.43),
  ],
  // A figure with a helmet, carrying a rifle across the body.
  soldier: [
    dot(0.5, 0.24, 0.09),
    poly([0.36, 0.2], [0.64, 0.2], [0.6, 0.12], [0.4, 0.12]),
    line([0.5, 0.34], [0.5, 0.6]),
    line([0.5, 0.6], [0.38, 0.86]),
    line([0.5, 0.6], [0.62, 0.86]),
    line([0.32, 0.5], [0.5, 0.4], [0.66, 0.46]),
    line([0.28, 0.64], [0.74, 0.3]),
  ],
  // Deep hull, stepped superstructure, a mast and gun turrets fore and aft.
  battleship: [
    poly([0.04, 0.58], [0.96, 0.58], [0.84, 0.76], [0.14, 0.76]),
    rect(0.36, 0.44, 0.64, 0.58),
    rect(0.43, 0.34, 0.57, 0.44),
    line([0.5, 0.34], [0.5, 0.18]),
    rect(0.18, 0.5, 0.28, 0.58),
    line([0.22, 0.51], [0.06, 0.47]),
    rect(0.72, 0.5, 0.82, 0.58),
    line([0.78, 0.51], [0.94, 0.47]),
  ],
  // A long flat deck wider than the hull, with the island to one side.
  carrier: [
    rect(0.02, 0.52, 0.98, 0.6),
    poly([0.12, 0.6], [0.9, 0.6], [0.82, 0.76], [0.2, 0.76]),
    rect(0.66, 0.32, 0.78, 0.52),
    line([0.72, 0.32], [0.72, 0.2]),
  ],
  // Seen from above, nose up: fuselage, swept wings, tailplane.
  plane: [
    poly([0.5, 0.08], [0.56, 0.2], [0.56, 0.82], [0.44, 0.82], [0.44, 0.2]),
    poly([0.56, 0.38], [0.94, 0.58], [0.94, 0.64], [0.56, 0.56], [0.44, 0.56], [0.06, 0.64], [0.06, 0.58], [0.44, 0.38]),
    poly([0.56, 0.74], [0.72, 0.86], [0.72, 0.9], [0.28, 0.9], [0.28, 0.86], [0.44, 0.74]),
  ],
  // Upright: pointed nose, slim body, swept fins at the base.
  missile: [
    poly([0.5, 0.06], [0.6, 0.24], [0.6, 0.78], [0.4, 0.78], [0.4, 0.24]),
    poly([0.4, 0.58], [0.24, 0.84], [0.4, 0.78]),
    poly([0.6, 0.58], [0.76, 0.84], [0.6, 0.78]),
    rect(0.45, 0.78, 0.55, 0.92),
  ],
};

export const SYMBOL_DIE: Device<SymbolRoll> = {
  kind: 'symbol',
  noun: 'a symbol die',
  faces: SYMBOLS.map((face) => ({
    face: { kind: 'symbol', face },
    name: symbolName(face),
    token: face,
    picture: { tile: true, shapes: SHAPES[face], word: WORDS[face] },
  })),
};

/** Throws `count` combat dice. */
export function throwSymbols(rng: Rng, count: number): SymbolFace[] {
  const out: SymbolFace[] = [];
  for (let i = 0; i < count; i++) out.push(rng.roll(SYMBOL_DIE).face);
  return out;
}

/** The results of a throw, as events record them. */
export const symbolChance = (faces: readonly SymbolFace[]): SymbolRoll[] => faces.map((face) => ({ kind: 'symbol', face }));
