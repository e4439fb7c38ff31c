// Movement on a graph of spaces joined by links (Bionic Woman roads, Death Star corridors).
// A walk never steps straight back onto the space it has just left; links may be one-way.

export type Adjacency = Readonly<Record<string, readonly string[]>>;

/** A link as boards store it: [a, b] or [a, b, kind]. */
export type LinkSpec = readonly [a: string, b: string, kind?: string];

/**
 * Builds an adjacency from links: two-way, except links whose kind is in `oneWay` (a -> b only).
 * `only` keeps just the links of those kinds (a game moving by road ignores helicopter paths).
 */
export function adjacency(
  links: readonly LinkSpec[],
  opts: { oneWay?: ReadonlySet<string>; only?: ReadonlySet<string> } = {},
): Record<string, string[]> {
  const adj: Record<string, string[]> = {};
  for (const l of links) {
    const [a, b] = l;
    const kind = l[2] ?? 'link';
    if (opts.only && !opts.only.has(kind)) continue;
    (adj[a] ??= []).push(b);
    adj[b] ??= [];
    if (!opts.oneWay?.has(kind)) adj[b].push(a);
  }
  return adj;
}

/** One way a walk can go: the spaces entered, in order (the start not included). */
export interface Walk {
  end: string;
  path: string[];
  /** True when the walk ended early on a space the game offers as a stop (its count unused). */
  stopped?: boolean;
}

export interface WalkOptions {
  /** Spaces that cannot be entered. */
  blocked?: (space: string) => boolean;
  /**
   * Spaces where the walker may end early when passing (Bionic Woman: her own adventure): such a
   * space reached with steps left is offered as an extra end, marked `stopped`.
   */
  mayStop?: (space: string) => boolean;
  /** The space the walker came from before this walk (so its first step cannot go back there). */
  cameFrom?: string | null;
}

/**
 * Every walk of exactly `steps` moves from `from`, never stepping back onto the space just
 * left, with its path. Different paths to one end are all returned (see `distinctEnds`).
 */
export function walks(adj: Adjacency, from: string, steps: number, opts: WalkOptions = {}): Walk[] {
  if (steps <= 0) return [{ end: from, path: [] }];
  const out: Walk[] = [];
  walkOn(adj, opts, out, [], from, opts.cameFrom ?? null, steps);
  return out;
}

/**
 * One level of `walks`: a module function with its context as arguments rather than a closure
 * made per call, because every choice list and every AI weighing walks (under tsx each closure
 * made is also named by a property definition, which showed in self-play profiles).
 */
function walkOn(
  adj: Adjacency,
  opts: WalkOptions,
  out: Walk[],
  path: string[],
  at: string,
  prev: string | null,
  left: number,
): void {
  if (left === 0) {
    out.push({ end: at, path: [...path] });
    return;
  }
  const next = adj[at];
  if (!next) return;
  for (const n of next) {
    if (n === prev || opts.blocked?.(n)) continue;
    path.push(n);
    if (left > 1 && opts.mayStop?.(n)) out.push({ end: n, path: [...path], stopped: true });
    walkOn(adj, opts, out, path, n, at, left - 1);
    path.pop();
  }
}

/**
 * A split move (Bionic Woman): walk `first` steps, turn round, walk `second` steps. Turning
 * round means the first step of the second walk goes back onto the space just left; after
 * that the walk goes on without stepping back. A zero leg is no walk.
 */
export function splitWalks(adj: Adjacency, from: string, first: number, second: number, opts: WalkOptions = {}): Walk[] {
  const out: Walk[] = [];
  for (const w1 of walks(adj, from, first, opts)) {
    if (w1.stopped) {
      out.push(w1);
      continue;
    }
    if (second === 0 || w1.path.length === 0) {
      if (second === 0) out.push(w1);
      continue;
    }
    const back = w1.path.length >= 2 ? w1.path[w1.path.length - 2] : from;
    if (opts.blocked?.(back)) continue;
    const turned = [...w1.path, back];
    if (second === 1) {
      out.push({ end: back, path: turned });
      continue;
    }
    if (opts.mayStop?.(back)) out.push({ end: back, path: turned, stopped: true });
    for (const w2 of walks(adj, back, second - 1, { ...opts, cameFrom: w1.end })) {
      out.push({ end: w2.end, path: [...turned, ...w2.path], stopped: w2.stopped });
    }
  }
  return out;
}

/** One walk per (end, stopped) pair: the shortest path, the first found among equals (stable). */
export function distinctEnds(all: readonly Walk[]): Walk[] {
  const seen = new Map<string, Walk>();
  for (const w of all) {
    const key = `${w.end}|${w.stopped ? 1 : 0}`;
    const had = seen.get(key);
    if (!had || w.path.length < had.path.length) seen.set(key, w);
  }
  return [...seen.values()];
}

/** Fewest links from `from` to every reachable space (ignoring the no-stepping-back rule). */
export function distances(adj: Adjacency, from: string): Map<string, number> {
  const dist = new Map<string, number>([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i];
    const d = dist.get(at)!;
    for (const n of adj[at] ?? []) {
      if (!dist.has(n)) {
        dist.set(n, d + 1);
        queue.push(n);
      }
    }
  }
  return dist;
}

/** A shortest path from `from` to `to` (spaces entered, `to` last), or null if unreachable. */
export function shortestPath(adj: Adjacency, from: string, to: string): string[] | null {
  if (from === to) return [];
  const prev = new Map<string, string>([[from, from]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i];
    for (const n of adj[at] ?? []) {
      if (prev.has(n)) continue;
      prev.set(n, at);
      if (n === to) {
        const path = [to];
        for (let p = at; p !== from; p = prev.get(p)!) path.unshift(p);
        return path;
      }
      queue.push(n);
    }
  }
  return null;
}

/** Every space reachable in exactly `steps` moves without turning straight back. */
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
