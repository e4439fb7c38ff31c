// Chance results and the devices that make them. The engine owns one device, the numbered die
// (`Rng.die`). Every other device (a spinner, symbol dice, a coin) belongs to the game that
// uses it: the game declares it in its own chance.ts (GameDef.devices) with each face's
// record, weight, name and picture, all plain data. Captions, /log, pictures and the local
// table's forced tokens read devices through the helpers here: no code outside a game knows
// what its faces are.
import { tx, type Text } from './text';

/**
 * One result, as events and states record it: the device's `kind` and the face's own fields
 * ({ kind: 'die', value: 5, sides: 6 }, { kind: 'spin', value: 2, band: 'WIN' }). Plain JSON:
 * stored as it is, so a device's results read the same whatever its code becomes.
 */
export type Face = { readonly kind: string; readonly [field: string]: string | number };

/** A result of the engine's numbered die. */
export type DieResult = { kind: 'die'; value: number; sides: number };

/** Every chance result a player sees: a die's or a game device's face. */
export type Chance = Face;

export const isDie = (c: Chance): c is DieResult => c.kind === 'die' && typeof c.value === 'number';

/** A point of a face's unit square: [x, y], each 0..1, y downwards. */
export type Point = readonly [number, number];

/**
 * One shape of a face's picture, in its unit square, in the picture's ink (dark) unless it
 * names a CSS colour. A wheel is a spinner's disc: `labels` round it clockwise from the top,
 * the sector of `lit` (an index into labels) lit, and a pointer turned to it.
 */
export type Shape =
  | { kind: 'poly'; points: readonly Point[]; fill?: string }
  | { kind: 'line'; points: readonly Point[] }
  | { kind: 'dot'; at: Point; r: number; fill?: string }
  | { kind: 'text'; at: Point; text: string; size: number; fill?: string }
  | { kind: 'wheel'; labels: readonly string[]; lit: number };

/** How one face is drawn: pure data, drawn by src/render/faces.ts. */
export interface Picture {
  /** Drawn on a white tile with a dark rim (as a die's face), else straight on the caption. */
  tile?: boolean;
  shapes: readonly Shape[];
  /** A short word printed under the square ("ship"): the row grows to hold it. Drawn as the game's `board.<word>` in the picture's language. */
  word?: string;
  /**
   * A result's number printed large beside the square (a spinner's 2): a wheel's own labels are
   * too small to read on a phone.
   */
  number?: string;
  /** A tag beside the square (after the number): its text on a coloured pill ("WIN" on green). */
  tag?: { text: string; fill: string };
}

/** One face of a device. */
export interface FaceSpec<F extends Face = Face> {
  /** The result recorded when this face comes up. */
  face: F;
  /**
   * Relative chance, a whole number (default 1). 0: a face the game reports but never throws
   * (the spinner's number alone, its band read only in a dogfight).
   */
  weight?: number;
  /** How texts name it: "spin 2 (WIN)", "aircraft carrier". */
  name: Text;
  /** How a forced result is written at the local table ("tank"); `writeFace(face)` works too. */
  token?: string;
  picture: Picture;
}

/** A game's own chance device. Results are its faces' records; `kind` is theirs. */
export interface Device<F extends Face = Face> {
  kind: F['kind'];
  /** One throw, as the local table's messages say it (English, for developers): "a spin", "a symbol die". */
  noun: string;
  faces: readonly FaceSpec<F>[];
  /** Examples of forced tokens for usage texts ("spin:2, spin:3:LOSE"); default: every face's token. */
  hint?: string;
}

/**
 * A forced result (tests, the local table's --dice): a number forces the next die; a text
 * forces the next device throw it names (see faceOfToken). One that does not fit the next
 * chance is an error (ForcedChanceError), never silently dropped.
 */
export type Forced = number | string;

export class ForcedChanceError extends Error {
  constructor(
    readonly forced: Forced,
    readonly wanted: string,
  ) {
    super(`forced ${describeForced(forced)} does not fit the next chance (${wanted})`);
    this.name = 'ForcedChanceError';
  }
}

/** "die 4", "spin 2 LOSE", "tank". */
export const describeForced = (f: Forced): string => (typeof f === 'number' ? `die ${f}` : f.split(':').join(' '));

/** A face written as a forced token: its kind, then its fields in order ("spin:2:WIN", "symbol:tank"). */
export function writeFace(face: Face): string {
  return [face.kind, ...Object.entries(face).flatMap(([k, v]) => (k === 'kind' ? [] : [String(v)]))].join(':');
}

/**
 * The face of `device` a token names, or null: the face's own token ("tank"), or its written
 * form, trailing fields left out ("spin:2" is the first face of value 2). Case does not
 * matter; the first face in the device's order wins. A face never thrown (weight 0) is never forced.
 */
export function faceOfToken<F extends Face>(device: Device<F>, token: string): FaceSpec<F> | null {
  const t = token.trim().toLowerCase();
  if (t.length === 0) return null;
  const parts = t.split(':');
  for (const spec of device.faces) {
    if (spec.weight === 0) continue;
    if (spec.token?.toLowerCase() === t) return spec;
    const written = writeFace(spec.face).toLowerCase().split(':');
    if (parts.length >= 2 && parts.length <= written.length && parts.every((p, i) => p === written[i])) return spec;
  }
  return null;
}

/** The token that forces `spec`. */
export const tokenOf = (spec: FaceSpec): string => spec.token ?? writeFace(spec.face);

/** The spec of a recorded result among `devices`, or null (a die, or a device not given). */
export function faceSpec(devices: readonly Device[], c: Chance): FaceSpec | null {
  const device = devices.find((d) => d.kind === c.kind);
  if (!device) return null;
  const keys = Object.keys(c);
  return device.faces.find((s) => keys.length === Object.keys(s.face).length && keys.every((k) => s.face[k] === c[k])) ?? null;
}

/** Short text of one result: "5", "spin 2 (WIN)", "aircraft carrier"; a face no device names, as written ("light:amber:1"). */
export function chanceName(devices: readonly Device[], c: Chance): Text {
  if (isDie(c)) return tx('engine:chance.face', { face: c.value });
  return faceSpec(devices, c)?.name ?? tx('engine:chance.face', { face: writeFace(c) });
}

/** The die values among some results (captions that only know pips). */
export function dieValues(cs: readonly Chance[]): number[] {
  // A plain loop, not flatMap: every event with chance results asks this.
  const out: number[] = [];
  for (const c of cs) if (isDie(c)) out.push(c.value);
  return out;
}

/** What is wrong with a device declaration, or null: checked once, by the games' registry. */
export function deviceFault(d: Device): string | null {
  if (!/^[a-z][a-z0-9-]*$/.test(d.kind) || d.kind === 'die')
    return `kind ${JSON.stringify(d.kind)}: a lower-case word, not "die"`;
  if (d.faces.filter((s) => s.weight !== 0).length < 2) return `${d.kind}: needs two thrown faces or more`;
  const written = new Set<string>();
  for (const s of d.faces) {
    const w = writeFace(s.face);
    if (s.face.kind !== d.kind) return `${d.kind}: face ${w} has another kind`;
    if (written.has(w)) return `${d.kind}: face ${w} appears twice`;
    written.add(w);
    if (s.weight !== undefined && !(Number.isInteger(s.weight) && s.weight >= 0)) return `${d.kind}: ${w} weight`;
    if (!s.name) return `${d.kind}: ${w} has no name`;
    if (/^\d+$/.test(tokenOf(s))) return `${d.kind}: ${w} token reads as a die`;
  }
  return null;
}
