// A Store that times each repository call for the metrics: `observe` hears the operation's name
// (a repository function's, never its arguments), how long it took and whether it threw. A
// transaction is not timed (it lasts as long as the flow inside it), but a database error of its
// own (BEGIN, COMMIT, a serialization failure) is heard as the operation `transaction`; a failed
// call inside it is heard once, where it failed, and an error of the flow itself not at all.
import { repository, type Store } from './contract';
import { isStoreUnreachable } from './unreachable';

export type StoreObserver = (operation: string, seconds: number, failed: boolean) => void;

export function meteredStore(store: Store, observe: StoreObserver): Store {
  const heard = new WeakSet<object>();
  const timed = async <T>(operation: string, call: () => Promise<T>, counts = (_e: unknown) => true): Promise<T> => {
    const start = process.hrtime.bigint();
    const took = () => Number(process.hrtime.bigint() - start) / 1e9;
    try {
      const value = await call();
      if (operation !== 'transaction') observe(operation, took(), false);
      return value;
    } catch (e) {
      if ((typeof e !== 'object' || e === null || !heard.has(e)) && counts(e)) {
        observe(operation, took(), true);
        if (typeof e === 'object' && e !== null) heard.add(e);
      }
      throw e;
    }
  };
  const out = { ...store } as Record<string, unknown>;
  for (const name of Object.keys(repository)) {
    const fn = store[name as keyof typeof repository] as (...a: unknown[]) => Promise<unknown>;
    out[name] = (...a: unknown[]) => timed(name, () => fn(...a));
  }
  out.transaction = <T>(fn: () => Promise<T>) => timed('transaction', () => store.transaction(fn), isDatabaseError);
  out.close = () => store.close();
  return out as Store;
}

/** SQLite's errors, PostgreSQL's (a code and a severity from the server), and a server unreachable. */
function isDatabaseError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  return (
    e.name === 'SqliteError' || isStoreUnreachable(e) || ('severity' in e && typeof (e as { code?: unknown }).code === 'string')
  );
}
