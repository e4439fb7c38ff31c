// One work queue per place (a game's thread, or the channel it plays or is opened in): the work
// of one place runs one piece at a time, in the order it came; different places run at once.
// It replaces one queue for everything, where a 429 that discord.js sleeps through on one game's
// request held every other game's answers behind it.

export interface Queues {
  /** Runs `f` once the work queued on `key` before it is done; resolves (or rejects) with `f`'s result. */
  run<T>(key: string, f: () => Promise<T>): Promise<T>;
  /** True while work runs or waits on `key`: something queued there now would wait. */
  busy(key: string): boolean;
}

export function createQueues(): Queues {
  /** Per busy key: the end of its chain and how many pieces are in it (idle keys are dropped). */
  const tails = new Map<string, { end: Promise<unknown>; count: number }>();
  return {
    run<T>(key: string, f: () => Promise<T>): Promise<T> {
      const q = tails.get(key) ?? { end: Promise.resolve(), count: 0 };
      const next = q.end.then(f, f);
      q.count += 1;
      q.end = next
        .catch(() => undefined)
        .finally(() => {
          q.count -= 1;
          if (q.count === 0 && tails.get(key) === q) tails.delete(key);
        });
      tails.set(key, q);
      return next;
    },
    busy: (key) => (tails.get(key)?.count ?? 0) > 0,
  };
}
