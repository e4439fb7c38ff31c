// Seeded random source whose whole state is plain data, kept inside the game state,
// so that replaying stored decisions from the seed reproduces a game exactly.

export interface RngState {
  /** mulberry32 state (uint32). */
  s: number;
  /** Forced die results, consumed in order by die() before the generator (tests, --dice). */
  forced: number[];
}

export function seedState(seed: number, forced: number[] = []): RngState {
  return { s: seed >>> 0, forced: [...forced] };
}

export class Rng {
  private s: number;
  private forced: number[];
  /** Every die result produced since construction, in order. */
  readonly rolls: number[] = [];

  constructor(state: RngState) {
    this.s = state.s >>> 0;
    this.forced = [...state.forced];
  }

  state(): RngState {
    return { s: this.s, forced: [...this.forced] };
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

  /** One die (or spinner) with `sides` faces, 1..sides. A forced value outside that range is skipped. */
  die(sides = 6): number {
    while (this.forced.length > 0) {
      const v = this.forced.shift()!;
      if (Number.isInteger(v) && v >= 1 && v <= sides) {
        this.rolls.push(v);
        return v;
      }
    }
    const v = 1 + this.int(sides);
    this.rolls.push(v);
    return v;
  }

  dice(count: number, sides = 6): number[] {
    return Array.from({ length: count }, () => this.die(sides));
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
