// Remembering the answer for the last object asked about: a game's pending() is asked several
// times about one state in a row (the AI's view, the match, apply's own check), and states are
// never changed once made.

/**
 * `compute`, remembering its answer for the last key only. Not a WeakMap: every state of an
 * all-AI game was a WeakMap key, and the entries (each with its choice list) lived on until a
 * full collection, which made every young-generation collection slow (a sixth of self-play's
 * time). One strong reference to the latest state is all this keeps.
 */
export function rememberLast<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  let lastKey: K | null = null;
  let lastValue: V | undefined;
  return (key: K): V => {
    if (key !== lastKey) {
      lastValue = compute(key);
      lastKey = key;
    }
    return lastValue as V;
  };
}
