// Generates data/boards/bionic-woman.json (the map) and data/cards/bionic-woman.json (the 40
// cards) from one topology: an outer ring road, an inner ring round H.Q., four spokes from
// H.Q., four straight and four diagonal connectors between the rings, 36 numbered locations
// with 2-4 road circles between neighbours, one airport per quarter, 8 pink helicopter paths.
// Adventure points grow with the road distance from H.Q. (10..40 in fives).
// Usage: node scripts/make-bionic-woman-board.mjs
import { writeFileSync } from 'node:fs';

const W = 800;
const O1 = 34; // outer ring edge
const O2 = W - O1;
const I1 = 200; // inner ring edge
const I2 = W - I1;
const M = W / 2;
const R = { c: 10, l: 23, a: 23, hq: 38 }; // radii in board pixels

const spaces = new Map(); // id -> space
const links = [];
let roadCount = 0;
let locCount = 0;

function node(kind, x, y) {
  if (kind === 'c') {
    const id = `r${++roadCount}`;
    spaces.set(id, { id, kind: 'road', x, y, shape: 'circle', size: 2 * R.c });
    return id;
  }
  throw new Error(kind);
}

/** Fixed nodes (junctions, H.Q.). */
function fixed(id, kind, x, y, extra = {}) {
  const size = kind === 'hq' ? 2 * R.hq : kind === 'road' ? 2 * R.c : 2 * R.l;
  spaces.set(id, { id, kind, x, y, shape: kind === 'hq' ? 'square' : 'circle', size, ...extra });
  return id;
}

const radius = (id) => spaces.get(id).size / 2;

/**
 * Places the nodes of `pattern` ("c L c", "A" = airport) between existing nodes `from` and `to`
 * along a straight line, spacing them by their sizes, and links the road. Returns the ids.
 */
function segment(from, to, pattern, airport) {
  const a = spaces.get(from);
  const b = spaces.get(to);
  const kinds = pattern.split(' ').filter(Boolean);
  const ids = [];
  // Provisional ids for sizes: weights between neighbours are r1 + r2 + a gap.
  const rad = kinds.map((k) => (k === 'c' ? R.c : R.l));
  const all = [radius(from), ...rad, radius(to)];
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const bare = all.slice(1).reduce((sum, r, i) => sum + all[i] + r, 0);
  // The space left over is shared equally: every gap on a segment is the same.
  const gap = (len - bare) / (all.length - 1);
  const weights = all.slice(1).map((r, i) => all[i] + r + gap);
  const total = len;
  let acc = 0;
  kinds.forEach((k, i) => {
    acc += weights[i];
    const t = acc / total;
    const x = Math.round(a.x + (b.x - a.x) * t);
    const y = Math.round(a.y + (b.y - a.y) * t);
    let id;
    if (k === 'c') id = node('c', x, y);
    else if (k === 'L') {
      id = `l${++locCount}`;
      spaces.set(id, { id, kind: 'loc', x, y, shape: 'circle', size: 2 * R.l, label: String(locCount) });
    } else if (k === 'A') {
      id = `ap-${airport}`;
      spaces.set(id, { id, kind: 'airport', x, y, shape: 'circle', size: 2 * R.a, label: '✈', text: airport.toUpperCase() });
    } else throw new Error(k);
    ids.push(id);
  });
  if (gap < 7) throw new Error(`segment ${from}-${to} too short: gaps of ${gap.toFixed(1)}`);
  const chain = [from, ...ids, to];
  for (let i = 1; i < chain.length; i++) links.push([chain[i - 1], chain[i], 'road']);
  return ids;
}

// Junctions: outer corners and mid-sides, inner corners and mid-sides; H.Q. in the centre.
const J = (name, x, y) => fixed(name, 'road', x, y);
const oc = { nw: J('r-onw', O1, O1), ne: J('r-one', O2, O1), se: J('r-ose', O2, O2), sw: J('r-osw', O1, O2) };
const om = { n: J('r-on', M, O1), e: J('r-oe', O2, M), s: J('r-os', M, O2), w: J('r-ow', O1, M) };
const ic = { nw: J('r-inw', I1, I1), ne: J('r-ine', I2, I1), se: J('r-ise', I2, I2), sw: J('r-isw', I1, I2) };
const im = { n: J('r-in', M, I1), e: J('r-ie', I2, M), s: J('r-is', M, I2), w: J('r-iw', I1, M) };
fixed('hq', 'hq', M, M, { label: 'H.Q.' });

// Outer ring, clockwise from the NW corner. Half A of a side carries three locations; half B
// one location and the quarter's airport, so that each quarter has one airport.
const HALF_A = 'c L c c L c c L c';
const HALF_B = 'c c L c c A c c';
const outerA = []; // middle location of each half A (helicopter ends)
const outerB = []; // location of each half B
const sides = [
  [oc.nw, om.n, oc.ne, 'ne'],
  [oc.ne, om.e, oc.se, 'se'],
  [oc.se, om.s, oc.sw, 'sw'],
  [oc.sw, om.w, oc.nw, 'nw'],
];
for (const [c1, mid, c2, ap] of sides) {
  outerA.push(segment(c1, mid, HALF_A)[4]);
  outerB.push(segment(mid, c2, HALF_B, ap)[2]);
}
// Connectors between the rings: diagonal ones at the corners, straight ones at mid-sides.
const corners = ['nw', 'ne', 'se', 'sw'];
const mids = ['n', 'e', 's', 'w'];
const diag = [];
const straight = [];
for (let k = 0; k < 4; k++) {
  diag.push(segment(oc[corners[k]], ic[corners[k]], 'c L c c')[1]);
  straight.push(segment(om[mids[k]], im[mids[k]], 'L c')[0]);
}
// Inner ring, clockwise from the NW corner: one location per half-side.
const innerHalves = [];
for (let k = 0; k < 4; k++) {
  const c1 = ic[corners[k]];
  const mid = im[mids[k]];
  const c2 = ic[corners[(k + 1) % 4]];
  innerHalves.push(segment(c1, mid, 'c L c')[1], segment(mid, c2, 'c L c')[1]);
}
// Spokes from each inner mid-side junction to H.Q.
const spokes = mids.map((m) => segment(im[m], 'hq', 'c c L c')[2]);

// Helicopter paths (pink, both ways): across the band between the rings, from an outer
// location to the inner location of the same half-side, and two across H.Q.'s quarters,
// both from the north spoke (the one location with two paths).
const heli = [];
for (let k = 0; k < 4; k++) heli.push([outerA[k], innerHalves[2 * k]]);
heli.push([outerB[0], innerHalves[1]], [outerB[2], innerHalves[5]]);
heli.push([spokes[0], spokes[1]], [spokes[0], spokes[3]]);
for (const [a, b] of heli) links.push([a, b, 'heli']);

// Locations are renumbered 1..36 in reading order by ring: outer ring clockwise from the NW
// corner, then the connectors, then the inner ring, then the spokes (so that finding a
// number on the map is easy).
const order = [...spaces.values()].filter((s) => s.kind === 'loc');
const ringOf = (s) => {
  const d = Math.max(Math.abs(s.x - M), Math.abs(s.y - M));
  if (d >= M - O1 - 1) return 0;
  if (d > M - I1 + 1) return 1;
  if (d >= M - I1 - 1) return 2;
  return 3;
};
const angle = (s) => (Math.atan2(s.y - M, s.x - M) + (3 * Math.PI) / 4 + 2 * Math.PI) % (2 * Math.PI);
order.sort((a, b) => ringOf(a) - ringOf(b) || angle(a) - angle(b));
const rename = new Map(order.map((s, i) => [s.id, `l${i + 1}`]));
const finalSpaces = [...spaces.values()].map((s) => {
  const id = rename.get(s.id) ?? s.id;
  return s.kind === 'loc' ? { ...s, id, label: id.slice(1) } : s;
});
const finalLinks = links.map(([a, b, k]) => [rename.get(a) ?? a, rename.get(b) ?? b, k]);
// Plain road circles get short ids r1.. in placement order (junctions included).
let rn = 0;
const roadIds = new Map(finalSpaces.filter((s) => s.kind === 'road').map((s) => [s.id, `r${++rn}`]));
const sp = finalSpaces.map((s) => ({ ...s, id: roadIds.get(s.id) ?? s.id }));
const ln = finalLinks.map(([a, b, k]) => [roadIds.get(a) ?? a, roadIds.get(b) ?? b, k]);

// Checks: counts, spacing, gaps of 2-4 circles between neighbouring locations.
const count = (k) => sp.filter((s) => s.kind === k).length;
if (count('loc') !== 36 || count('airport') !== 4) throw new Error('counts');
let minGap = Infinity;
for (let i = 0; i < sp.length; i++) {
  for (let j = i + 1; j < sp.length; j++) {
    const a = sp[i];
    const b = sp[j];
    const gap = Math.hypot(a.x - b.x, a.y - b.y) - a.size / 2 - b.size / 2;
    minGap = Math.min(minGap, gap);
  }
}
if (minGap < 6) throw new Error(`spaces too close: ${minGap}`);
const adj = new Map(sp.map((s) => [s.id, []]));
for (const [a, b, k] of ln)
  if (k === 'road') {
    adj.get(a).push(b);
    adj.get(b).push(a);
  }
const byId = new Map(sp.map((s) => [s.id, s]));
const keyKinds = new Set(['loc', 'airport']);
for (const s of sp.filter((x) => x.kind === 'loc')) {
  // Walk outward without the keys: the circles met before the next location.
  const seen = new Set([s.id]);
  let frontier = [s.id];
  for (let d = 1; frontier.length; d++) {
    const next = [];
    for (const at of frontier) {
      for (const n of adj.get(at)) {
        if (seen.has(n)) continue;
        seen.add(n);
        if (byId.get(n).kind === 'loc') {
          if (d - 1 < 2 || d - 1 > 4) throw new Error(`${s.id}-${n}: ${d - 1} circles`);
        } else if (!keyKinds.has(byId.get(n).kind)) next.push(n);
      }
    }
    frontier = next;
  }
}

// Road distance from H.Q. (for the report). Points follow the distance as the crow flies:
// locations ranked by it, equal distances sharing a rank, spread over 10..40 in fives.
const dist = new Map([['hq', 0]]);
const queue = ['hq'];
for (let i = 0; i < queue.length; i++) {
  for (const n of adj.get(queue[i]))
    if (!dist.has(n)) {
      dist.set(n, dist.get(queue[i]) + 1);
      queue.push(n);
    }
}
const locs = sp.filter((s) => s.kind === 'loc').sort((a, b) => Number(a.label) - Number(b.label));
const ds = locs.map((s) => dist.get(s.id));
const [dmin, dmax] = [Math.min(...ds), Math.max(...ds)];
const crow = (s) => Math.hypot(s.x - M, s.y - M);
const ranked = locs.map(crow).sort((a, b) => a - b);
const midRank = (e) => {
  const same = ranked.flatMap((x, i) => (Math.abs(x - e) < 0.5 ? [i] : []));
  return same.reduce((a, b) => a + b, 0) / same.length;
};
const points = (s) => 10 + 5 * Math.round((6 * midRank(crow(s))) / (locs.length - 1));

const board = {
  id: 'bionic-woman',
  name: 'The Bionic Woman: the map',
  width: W,
  height: W,
  cell: 46,
  token: 15,
  tagText: 22,
  background: '#4d7a52',
  kinds: {
    road: { name: 'Road', fill: '#ffffff', ink: '#111111' },
    loc: { name: 'Location', fill: '#1d3f8f', ink: '#ffffff' },
    airport: { name: 'Airport', fill: '#7dd3fc', ink: '#0c2a4a' },
    hq: { name: 'H.Q.', fill: '#b91c1c', ink: '#ffffff' },
  },
  linkKinds: {
    road: { name: 'Road', color: '#e9e2c8', width: 5 },
    heli: { name: 'Helicopter path', color: '#ff8fd0', width: 4, dash: [12, 8] },
  },
  hq: 'hq',
  spaces: sp,
  links: ln,
  areas: [{ x: I1 + 30, y: I1 + 30, w: I2 - I1 - 60, h: I2 - I1 - 60, fill: '#5f8f5c', r: 18 }],
};
writeFileSync('data/boards/bionic-woman.json', JSON.stringify(board, null, 1) + '\n');

const cards = {
  adventures: locs.map((s) => ({ location: Number(s.label), points: points(s) })),
  specials: [
    {
      kind: 'steve',
      count: 2,
      name: 'STEVE AUSTIN ASSISTS',
      text: 'Play instead of travelling: go straight to the location of your adventure.',
    },
    {
      kind: 'airport',
      count: 1,
      name: 'GO TO ANY AIRPORT',
      text: 'Play instead of travelling: move to any airport (no flight this turn).',
    },
    { kind: 'hq', count: 1, name: 'GO TO H.Q.', text: 'Play instead of travelling: move to H.Q.' },
  ],
};
writeFileSync('data/cards/bionic-woman.json', JSON.stringify(cards, null, 1) + '\n');
console.log(
  `spaces ${sp.length}: ${count('road')} road circles, 36 locations, 4 airports, H.Q.; min gap ${minGap.toFixed(1)}; distances ${dmin}..${dmax}`,
);
