// Seeded random source whose whole state is plain data, kept inside the game state,
// so that replaying stored decisions from the seed reproduces a game exactly.
import { faceOfToken, ForcedChanceError, type Chance, type Device, type Face, type Forced } from './chance';

export interface RngState {
  /** mulberry32 state (uint32). */
  readonly s: number;
  /** Forced results, consumed in order before the generator (tests, the local table's --dice). */
  readonly forced: readonly Forced[];
}

export function seedState(seed: number, forced: readonly Forced[] = []): RngState {
  return { s: seed >>> 0, forced: [...forced] };
}

export class Rng {
  private s: number;
  private forced: Forced[];
  /** Every die result produced since construction, in order (dice only: see `chances`). */
  readonly rolls: number[] = [];
  /** Every chance result produced since construction, typed (dice and devices' faces), in order. */
  readonly chances: Chance[] = [];

  constructor(state: RngState) {
    this.s = state.s >>> 0;
    this.forced = [...state.forced];
  }

  state(): RngState {
    return { s: this.s, forced: [...this.forced] };
  }

  /** Forced results not used yet. */
  get pendingForced(): readonly Forced[] {
    return this.forced;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** The next forced result, checked to fit; throws ForcedChanceError when it does not. */
  private takeForced<T>(wanted: string, fit: (f: Forced) => T | null): T | null {
    if (this.forced.length === 0) return null;
    const f = this.forced[0];
    const v = fit(f);
    if (v === null) throw new ForcedChanceError(f, wanted);
    this.forced.shift();
    return v;
  }

  /** One die with `sides` faces, 1..sides. */
  die(sides = 6): number {
    // Asked only when something is forced: the check's closure and message cost more than the throw.
    const forced =
      this.forced.length === 0
        ? null
        : this.takeForced(`a ${sides}-sided die`, (f) =>
            typeof f === 'number' && Number.isInteger(f) && f >= 1 && f <= sides ? f : null,
          );
    const v = forced ?? 1 + this.int(sides);
    this.rolls.push(v);
    this.chances.push({ kind: 'die', value: v, sides });
    return v;
  }

  dice(count: number, sides = 6): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(this.die(sides));
    return out;
  }

  /**
   * One throw of a game's own device: a face picked by weight (faces in the device's order,
   * each taking `weight` of the draw's slots), or the next forced token naming one.
   */
  roll<F extends Face>(device: Device<F>): F {
    let spec =
      this.forced.length === 0
        ? null
        : this.takeForced(device.noun, (f) => (typeof f === 'string' ? faceOfToken(device, f) : null));
    if (!spec) {
      let total = 0;
      for (const f of device.faces) total += f.weight ?? 1;
      let k = this.int(total);
      for (const f of device.faces) {
        k -= f.weight ?? 1;
        if (k < 0) {
          spec = f;
          break;
        }
      }
    }
    const face = { ...spec!.face };
    this.chances.push(face);
    return face;
  }

  /** Fisher-Yates into a new array. */
  shuffle<T>(items: readonly T[]): T[] {
    const a = [...items];
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)];
  }
}
