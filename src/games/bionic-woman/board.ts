// The map as rules data, read from data/boards/bionic-woman.json (made by
// scripts/make-bionic-woman-board.mjs): the road graph, the pink helicopter paths, the
// numbered locations, the airports and H.Q. All layout numbers stay in the JSON.
import { z } from 'zod';
import { boardSchema } from '../../engine/board';
import { adjacency, distances } from '../../engine/graph';
import { parseData, text, withChecks } from '../../engine/schema';
import { tx, type Text } from '../../engine/text';
import raw from '../../../data/boards/bionic-woman.json';

const FILE = 'data/boards/bionic-woman.json';
const KINDS = ['road', 'loc', 'airport', 'hq'] as const;
export type SpaceKind = (typeof KINDS)[number];

const SCHEMA = withChecks(
  boardSchema({
    space: { kind: z.enum(KINDS) },
    board: {
      /** Id of the H.Q. space. */
      hq: text,
      /** Every link is a road or a pink helicopter path. */
      links: z.array(z.tuple([text, text, z.enum(['road', 'heli'])], { error: 'must be [a, b, "road" or "heli"]' })),
    },
  }),
  (b, fault) => {
    if (!b.spaces.some((s) => s.id === b.hq && s.kind === 'hq')) fault(['hq'], 'must name the H.Q. space');
    const locs = b.spaces.filter((s) => s.kind === 'loc');
    const numbers = locs.map((s) => Number(s.label)).sort((x, y) => x - y);
    if (numbers.length !== 36 || numbers.some((n, i) => n !== i + 1))
      fault(['spaces'], 'locations must be numbered 1..36 (their labels), once each');
    if (b.spaces.filter((s) => s.kind === 'airport').length !== 4) fault(['spaces'], 'four airports expected');
    b.links.forEach(([from, to, kind], i) => {
      if (kind === 'heli' && ![from, to].every((id) => locs.some((s) => s.id === id)))
        fault(['links', i], `helicopter path ${from}-${to} must join numbered locations`);
    });
  },
);

type BionicBoard = z.output<typeof SCHEMA>;

/** Checks the map once at load, naming the file, the path and the fault. */
export function loadBoard(data: unknown): BionicBoard {
  return parseData(SCHEMA, data, `board ${FILE}`);
}

export const BOARD: BionicBoard = loadBoard(raw);
export const HQ = BOARD.hq;

const byId = new Map(BOARD.spaces.map((s) => [s.id, s]));
const links = BOARD.links;

/** The road (white circles, locations, airports, H.Q.): helicopter paths excluded. */
export const ROAD = adjacency(links, { only: new Set(['road']) });
/** The pink helicopter paths, both ways. */
export const HELI = adjacency(links, { only: new Set(['heli']) });

export const kindOf = (id: string): SpaceKind => byId.get(id)!.kind;
export const isSpace = (id: string): boolean => byId.has(id);

/** Space id of location n (1..36). */
const locIds = new Map<number, string>();
const locNumbers = new Map<string, number>();
for (const s of BOARD.spaces) {
  if (s.kind !== 'loc') continue;
  locIds.set(Number(s.label), s.id);
  locNumbers.set(s.id, Number(s.label));
}
export const locationSpace = (n: number): string => locIds.get(n)!;
/** The number of a location space, or null for any other space. */
export const locationNumber = (id: string): number | null => locNumbers.get(id) ?? null;

/** Airports in board order, with their quarter ("NE"). */
export const AIRPORTS: readonly string[] = BOARD.spaces.filter((s) => s.kind === 'airport').map((s) => s.id);
/** An airport's quarter as the map prints it ("NE"), a word of the catalogue's `board.<WORD>`. */
export const quarter = (id: string): Text => tx(`board.${byId.get(id)!.text ?? id}`);

/** The other ends of the pink paths from a space (empty when none). */
export const heliFrom = (id: string): readonly string[] => HELI[id] ?? [];

/** The forms a space's name takes in a text: alone ("12", "Airport NE"), where one is ("at 12"), where one goes ("to 12"). */
export type SpaceForm = 'space' | 'at' | 'to';

const FORMS: Record<SpaceForm, Record<SpaceKind, string>> = {
  space: { loc: 'space.loc', airport: 'space.airport', hq: 'space.hq', road: 'space.road' },
  at: { loc: 'at.loc', airport: 'at.airport', hq: 'at.hq', road: 'at.road' },
  to: { loc: 'to.loc', airport: 'to.airport', hq: 'to.hq', road: 'to.road' },
};

/** "12", "Airport NE", "H.Q.", "road" (or "at 12", "to a road circle", ...): a space in words. */
export function spaceName(id: string, form: SpaceForm = 'space'): Text {
  const key = FORMS[form][kindOf(id)];
  const k = kindOf(id);
  return k === 'loc' ? tx(key, { n: locationNumber(id)! }) : k === 'airport' ? tx(key, { quarter: quarter(id) }) : tx(key);
}

/**
 * Where a space comes in a list of ends: airports, then locations by number, H.Q., then plain
 * circles in reading order (top to bottom, left to right), so that their letters read A, B, C
 * across the map.
 */
const orderKeys = new Map<string, number>();
{
  const rows = (id: string) => Math.round(byId.get(id)!.y / 20) * 10000 + byId.get(id)!.x;
  const roads = BOARD.spaces
    .filter((s) => s.kind === 'road')
    .map((s) => s.id)
    .sort((a, b) => rows(a) - rows(b));
  BOARD.spaces.forEach((s) => {
    if (s.kind === 'airport') orderKeys.set(s.id, 100 + AIRPORTS.indexOf(s.id));
    else if (s.kind === 'loc') orderKeys.set(s.id, 200 + Number(s.label));
    else if (s.kind === 'hq') orderKeys.set(s.id, 300);
  });
  roads.forEach((id, i) => orderKeys.set(id, 400 + i));
}
export const orderKey = (id: string): number => orderKeys.get(id)!;

/**
 * Travel cost between spaces for the AI: road steps, with a helicopter hop counted as
 * HELI_COST steps (one turn, usually flying). All pairs, computed on first use (not at load: every
 * process loads the games, and most never ask an AI of this game where to drive).
 */
export const HELI_COST = 6;
const ids = BOARD.spaces.map((s) => s.id);
const index = new Map(ids.map((id, i) => [id, i]));
const n = ids.length;

function allPairs(): { cost: Float64Array; road: Float64Array } {
  const cost = new Float64Array(n * n).fill(Infinity);
  for (const a of ids) for (const [b, d] of distances(ROAD, a)) cost[index.get(a)! * n + index.get(b)!] = d;
  // Road steps only (no helicopter), before the hops are added.
  const road = cost.slice();
  for (const [a, z, kind] of links) {
    if (kind !== 'heli') continue;
    const [i, j] = [index.get(a)!, index.get(z)!];
    cost[i * n + j] = Math.min(cost[i * n + j], HELI_COST);
    cost[j * n + i] = Math.min(cost[j * n + i], HELI_COST);
  }
  for (let k = 0; k < n; k++) {
    for (let i = 0; i < n; i++) {
      const ik = cost[i * n + k];
      if (ik === Infinity) continue;
      for (let j = 0; j < n; j++) {
        const via = ik + cost[k * n + j];
        if (via < cost[i * n + j]) cost[i * n + j] = via;
      }
    }
  }
  return { cost, road };
}
let pairs: ReturnType<typeof allPairs> | null = null;
const tables = () => (pairs ??= allPairs());

/** A dense index per space (0..148), for tables. */
export const spaceIndex = (id: string): number => index.get(id)!;
export const SPACE_COUNT = n;
export const travelCost = (a: string, b: string): number => tables().cost[index.get(a)! * n + index.get(b)!];
/** Road steps only (no helicopter). */
export const roadDistance = (a: string, b: string): number => tables().road[index.get(a)! * n + index.get(b)!];
