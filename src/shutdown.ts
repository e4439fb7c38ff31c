// Stop signals for the long-running bot. Every delivery of every stop signal keeps a listener:
// with `once`, Node restores the default action after the first, and the second SIGTERM that tsx
// forwards ~30 ms later killed the process before the database was closed.

export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** How long a stopping bot waits for Discord before closing its database anyway. */
export const DISCONNECT_GRACE_MS = 5000;
/** How long the shard manager waits for its shards to stop (each takes the grace above). */
export const SHARDS_GRACE_MS = DISCONNECT_GRACE_MS + 1000;
/** The last wait before leaving, for pending writes (log lines) to go out. */
export const EXIT_AFTER_MS = 200;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/** Anything that emits signals like `process` does (tests pass an EventEmitter). */
export interface SignalSource {
  on(event: StopSignal, listener: () => void): unknown;
}

/**
 * Calls `stop` on the first stop signal only; later ones (repeats, forwarded copies, a second
 * Ctrl-C) meet the `stopping` guard and change nothing while the first shutdown finishes.
 * Returns the same guarded stop for other reasons to leave (a failed log-in).
 */
export function onStopSignals(
  proc: SignalSource,
  stop: (reason: StopSignal | '', code: number) => Promise<void> | void,
): (reason: StopSignal | '', code: number) => void {
  let stopping = false;
  const once = (reason: StopSignal | '', code: number) => {
    if (stopping) return;
    stopping = true;
    void stop(reason, code);
  };
  for (const signal of STOP_SIGNALS) proc.on(signal, () => once(signal, 0));
  return once;
}

/**
 * Waits for `p`, but no longer than `ms`: a hung Discord disconnect must not keep the database open.
 * True when `p` settled in time.
 */
export async function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p.then(
        () => true,
        () => true,
      ),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
