// Seeded random source whose whole state is plain data, kept inside the game state,
// so that replaying stored decisions from the seed reproduces a game exactly.
import { BANDS, ForcedChanceError, SYMBOLS, type Band, type Chance, type Forced, type SymbolFace } from './chance';

export interface RngState {
  /** mulberry32 state (uint32). */
  s: number;
  /** Forced results, consumed in order before the generator (tests, the local table's --dice). */
  forced: Forced[];
}

export function seedState(seed: number, forced: readonly Forced[] = []): RngState {
  return { s: seed >>> 0, forced: [...forced] };
}

export class Rng {
  private s: number;
  private forced: Forced[];
  /** Every die result produced since construction, in order (dice only: see `chances`). */
  readonly rolls: number[] = [];
  /** Every chance result produced since construction, typed (dice, spins, symbols), in order. */
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
    const forced = this.takeForced(`a ${sides}-sided die`, (f) =>
      typeof f === 'number' && Number.isInteger(f) && f >= 1 && f <= sides ? f : null,
    );
    const v = forced ?? 1 + this.int(sides);
    this.rolls.push(v);
    this.chances.push({ kind: 'die', value: v, sides });
    return v;
  }

  dice(count: number, sides = 6): number[] {
    return Array.from({ length: count }, () => this.die(sides));
  }

  /**
   * One spin of a spinner numbered 1..3 with a WIN/LOSE inner band: nine equal sectors, each
   * number on two WIN sectors and one LOSE sector (numbers equally likely, WIN twice LOSE).
   */
  spin(): { value: number; band: Band } {
    const forced = this.takeForced('a spin', (f) =>
      typeof f === 'object' && 'spin' in f && Number.isInteger(f.spin) && f.spin >= 1 && f.spin <= 3
        ? { value: f.spin, band: f.band ?? 'WIN' }
        : null,
    );
    let r = forced;
    if (!r) {
      const k = this.int(9);
      r = { value: 1 + Math.floor(k / 3), band: k % 3 < 2 ? BANDS[0] : BANDS[1] };
    }
    this.chances.push({ kind: 'spin', value: r.value, band: r.band });
    return r;
  }

  /** `count` symbol dice, each showing one of `faces` (the six combat symbols by default). */
  symbols(count: number, faces: readonly SymbolFace[] = SYMBOLS): SymbolFace[] {
    return Array.from({ length: count }, () => {
      const forced = this.takeForced('a symbol die', (f) =>
        typeof f === 'object' && 'symbol' in f && faces.includes(f.symbol) ? f.symbol : null,
      );
      const face = forced ?? faces[this.int(faces.length)];
      this.chances.push({ kind: 'symbol', face });
      return face;
    });
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
