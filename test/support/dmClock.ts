// A clock for the DM bundler (src/discord/dmBundler.ts) that the test moves: its timers fire in
// order as the clock passes their moment, and nothing really waits. The unit tests and the
// in-process e2e (through BotHarness's `dms.clock`) use it.
import type { DmClock } from '../../src/discord/dmBundler';

export interface WarpClock extends DmClock {
  /** Moves the clock on by `ms`, firing each timer due on the way (letting what it started run a turn). */
  advance(ms: number): Promise<void>;
  /** Timers set and not yet fired or cancelled. */
  pending(): number;
}

export function warpClock(start = 1_000_000): WarpClock {
  let t = start;
  let next = 0;
  const timers = new Map<number, { at: number; f: () => void }>();
  const settle = () => new Promise((r) => setImmediate(r));
  return {
    now: () => t,
    set(ms, f) {
      const id = next++;
      timers.set(id, { at: t + ms, f });
      return () => timers.delete(id);
    },
    async advance(ms) {
      const end = t + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, x]) => x.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        t = due[1].at;
        due[1].f();
        await settle();
      }
      t = end;
      await settle();
    },
    pending: () => timers.size,
  };
}
