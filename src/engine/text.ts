// Text clipping shared by the games (choice labels) and the platform (message limits).

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair, ending with an ellipsis. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  let out = '';
  for (const cp of s) {
    if (out.length + cp.length > max - 1) break;
    out += cp;
  }
  return out + '…';
}
