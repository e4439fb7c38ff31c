// Movement along a route: an ordered list of space indices (a spiral path, a circuit plus a
// home straight). Forward is +1, back is -1. The game decides what blocks or stops a move.

export type StepRule = 'pass' | 'stop' | 'block';

export interface TrackMove {
  /** Final index reached. */
  to: number;
  /** Every index entered, in order (the landing index last). */
  path: number[];
  /** Why the move ended before its count: stopped on a space, or at the end of the route. */
  cut?: 'stop' | 'end';
}

export interface TrackOptions {
  dir?: 1 | -1;
  /** Overshooting the route's end makes the move illegal (exact-count arrival). */
  exact?: boolean;
  /**
   * What entering index i means: 'pass' (go on), 'stop' (stop moving here even if count
   * remains: an occupied narrow passage, the VAULT), 'block' (cannot enter or pass: a blob).
   */
  rule?: (index: number, stepsLeft: number) => StepRule;
}

/**
 * Walks `steps` from `from` along a route of `length` indices (0..length-1).
 * Returns null when the move is illegal (blocked, or overshoot with exact).
 */
export function walk(length: number, from: number, steps: number, opts: TrackOptions = {}): TrackMove | null {
  const dir = opts.dir ?? 1;
  const path: number[] = [];
  let at = from;
  for (let left = steps; left > 0; left--) {
    const nextIndex = at + dir;
    if (nextIndex < 0 || nextIndex >= length) {
      if (opts.exact) return null;
      return { to: at, path, cut: 'end' };
    }
    const rule = opts.rule?.(nextIndex, left - 1) ?? 'pass';
    if (rule === 'block') return null;
    at = nextIndex;
    path.push(at);
    if (rule === 'stop' && left > 1) return { to: at, path, cut: 'stop' };
  }
  return { to: at, path };
}

/**
 * A ring track (Action Man's 48-square loop): no end, no exact count. Walks `steps` from
 * `from` in direction `dir`; returns the landing index and every index entered.
 */
export function ringWalk(length: number, from: number, steps: number, dir: 1 | -1 = 1): { to: number; path: number[] } {
  const path: number[] = [];
  let at = from;
  for (let i = 0; i < steps; i++) {
    at = (((at + dir) % length) + length) % length;
    path.push(at);
  }
  return { to: at, path };
}

/** Steps from `a` to `b` going in direction `dir` round a ring of `length`. */
export function ringDistance(length: number, a: number, b: number, dir: 1 | -1 = 1): number {
  return ((((b - a) * dir) % length) + length) % length;
}
