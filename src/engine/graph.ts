// Movement on a graph of spaces joined by links (Bionic Woman roads, Death Star corridors).

export type Adjacency = Readonly<Record<string, readonly string[]>>;

/** Builds an undirected adjacency from link pairs. */
export function adjacency(links: ReadonlyArray<readonly [string, string]>): Record<string, string[]> {
  const adj: Record<string, string[]> = {};
  for (const [a, b] of links) {
    (adj[a] ??= []).push(b);
    (adj[b] ??= []).push(a);
  }
  return adj;
}

/**
 * Every space reachable in exactly `steps` moves without turning straight back
 * (never stepping to the space just left). `blocked` spaces cannot be entered.
 */
export function reachableExactly(
  adj: Adjacency,
  from: string,
  steps: number,
  blocked: (space: string) => boolean = () => false,
): Set<string> {
  let frontier: Array<{ at: string; prev: string | null }> = [{ at: from, prev: null }];
  for (let i = 0; i < steps; i++) {
    const nextFrontier = new Map<string, { at: string; prev: string | null }>();
    for (const { at, prev } of frontier) {
      for (const n of adj[at] ?? []) {
        if (n === prev || blocked(n)) continue;
        nextFrontier.set(`${n}<${at}`, { at: n, prev: at });
      }
    }
    frontier = [...nextFrontier.values()];
  }
  return new Set(frontier.map((f) => f.at));
}
