// The bot's one timer for its timed work: it ticks at the shortest period among its jobs (the
// pump, each minute) and runs each job on the ticks that fall due (the upkeep sweeps, each hour:
// every 60th tick). Jobs start asynchronous work and do not throw.

export interface TimedJob {
  /** The job's period; 0 (or less): never, the job is left out. */
  everyMs: number;
  run(): void;
}

export interface Timer {
  /** The tick's period, or null when no job runs on a timer. */
  tickMs: number | null;
  stop(): void;
}

export function startTimer(jobs: readonly TimedJob[]): Timer {
  const live = jobs.filter((j) => j.everyMs > 0);
  if (live.length === 0) return { tickMs: null, stop: () => undefined };
  const tickMs = Math.min(...live.map((j) => j.everyMs));
  // A period is a whole number of ticks (rounded): one hour is exactly sixty one-minute ticks.
  const every = live.map((j) => Math.max(1, Math.round(j.everyMs / tickMs)));
  let ticks = 0;
  const timer = setInterval(() => {
    ticks++;
    live.forEach((j, i) => {
      if (ticks % every[i] === 0) j.run();
    });
  }, tickMs);
  timer.unref();
  return { tickMs, stop: () => clearInterval(timer) };
}
