// Errors from game plug-ins are bugs, but their messages may quote game state (a hand, a deck),
// so the operator's log gets where it happened, never what it said.

/** The error's name and stack frames, without its message. */
export function faultTrace(e: unknown): string {
  if (!(e instanceof Error)) return `a thrown ${typeof e} (withheld)`;
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 10);
  return [`${e.name} (message withheld: it may quote game state)`, ...frames].join('\n');
}
