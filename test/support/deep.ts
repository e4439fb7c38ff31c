// The deep run (`npm run test:deep`, RERUN_DEEP=1): every repetition at its full count. `npm test`
// keeps a small sample of each heavy repetition, so the everyday loop stays short while the
// deep run (which .ci/run also runs) still guards every case.

/** True in the deep run. */
export const DEEP = process.env.RERUN_DEEP === '1';

/** `full` in the deep run, else `small`. */
export const deepOr = <T>(full: T, small: T): T => (DEEP ? full : small);

/**
 * The whole list in the deep run, else the items at `picks` (indexes): a fixed sample, so that a
 * failure in `npm test` replays.
 */
export function sampled<T>(all: readonly T[], picks: readonly number[]): T[] {
  return DEEP ? [...all] : picks.map((i) => all[i]);
}
