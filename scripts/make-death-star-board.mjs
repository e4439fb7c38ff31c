// Generates data/boards/death-star.json: the Death Star's corridors (a loop crossed by two
// shortcuts), its rooms, the Trash Compactor, the Millennium Falcon and the hyperspace grid.
// Usage: node scripts/make-death-star-board.mjs data/boards/death-star.json
import { writeFileSync } from 'node:fs';

// Laid out in output pixels at 720 wide, the width every other board draws at (800 px cost a sixth
// more bytes in each of the ~170 pictures of a game). Whole-pixel centres and even sizes keep edges
// on pixel boundaries: the same spot draws the same pixels everywhere.
const U = 50; // corridor spacing
const X = (c) => 28 + U * c;
const Y = (r) => 44 + U * r;
const spaces = [];
const links = [];
const areas = [];

// Corridor spots in grid units, numbered in this order: the loop (from the bottom-left
// corner, up, across the top, down the right, back along the bottom), then the two
// shortcuts, then the hangar.
const loop = [];
for (let r = 11; r >= 0; r--) loop.push([0, r]);
for (let c = 1; c <= 8; c++) loop.push([c, 0]);
for (let r = 1; r <= 11; r++) loop.push([8, r]);
for (let c = 7; c >= 1; c--) loop.push([c, 11]);
const vertical = [];
for (let r = 1; r <= 10; r++) vertical.push([4, r]);
const horizontal = [
  [1, 6],
  [2, 6],
  [3, 6],
  [5, 6],
  [6, 6],
  [7, 6],
];
const key = ([c, r]) => `${c},${r}`;
const FORCE = new Set(
  [
    [4, 2],
    [4, 3],
    [4, 5],
    [4, 7],
    [4, 8],
    [4, 10], // vertical shortcut
    [2, 6],
    [3, 6],
    [5, 6],
    [6, 6], // horizontal shortcut
    [2, 0],
    [0, 5],
    [8, 7],
    [6, 11], // the loop
  ].map(key),
);
const idAt = new Map();
let n = 0;
for (const cell of [...loop, ...vertical, ...horizontal]) {
  n++;
  const id = `s${n}`;
  idAt.set(key(cell), id);
  spaces.push({
    id,
    kind: FORCE.has(key(cell)) ? 'force' : 'corridor',
    x: X(cell[0]),
    y: Y(cell[1]),
    label: String(n),
    shape: 'circle',
  });
}
const at = (c, r) => {
  const id = idAt.get(key([c, r]));
  if (!id) throw new Error(`no spot at ${c},${r}`);
  return id;
};
for (let i = 0; i < loop.length; i++)
  links.push([idAt.get(key(loop[i])), idAt.get(key(loop[(i + 1) % loop.length])), 'corridor']);
links.push([at(4, 0), at(4, 1), 'corridor']);
for (let r = 1; r < 10; r++) links.push([at(4, r), at(4, r + 1), 'corridor']);
links.push([at(4, 10), at(4, 11), 'corridor']);
const row6 = [[0, 6], ...horizontal.slice(0, 3), [4, 6], ...horizontal.slice(3), [8, 6]];
for (let i = 0; i + 1 < row6.length; i++) links.push([at(...row6[i]), at(...row6[i + 1]), 'corridor']);

// The hangar: two spots from the right side out to the Falcon.
const hangar = [
  { id: `s${n + 1}`, x: 482, y: Y(9) },
  { id: `s${n + 2}`, x: 536, y: Y(9) },
];
for (const h of hangar) spaces.push({ id: h.id, kind: 'corridor', x: h.x, y: h.y, label: h.id.slice(1), shape: 'circle' });
links.push([at(8, 9), hangar[0].id, 'corridor'], [hangar[0].id, hangar[1].id, 'corridor']);

// Rooms (spurs: entered only by exact count) and the Detention Block (not on the lines).
// The panels have no outline: a near-black line on the near-black ground was not seen, and each
// antialiased edge costs bytes in every picture.
areas.push({ x: 4, y: 10, w: 458, h: 618, fill: '#2a2f3b', r: 32 });
// A room holds its tokens under its words: 100 px leaves two lines of words at the smallest size.
const ROOM = 100;
// Rooms and hyperspace rows sit off the whole pixel: there, shrunk to a phone's 450 px, every
// seat's piece keeps a rim of 3:1 on each (test/render/deathStarTokens.test.ts; on whole pixels
// some rims blur to 2.5:1).
const RX = (c) => X(c) + 0.5;
const RY = (r) => Y(r) + 0.5;
spaces.push({ id: 'control', kind: 'control', x: RX(2), y: RY(3), size: ROOM, label: 'CONTROL ROOM' });
links.push([at(0, 3), 'control', 'door']);
spaces.push({ id: 'tractor', kind: 'tractor', x: RX(6), y: RY(3), size: ROOM, label: 'TRACTOR BEAM ROOM' });
links.push([at(8, 3), 'tractor', 'door']);
spaces.push({ id: 'detention', kind: 'detention', x: RX(2), y: RY(8.5), size: ROOM, label: 'DETENTION BLOCK' });
links.push([at(0, 9), 'detention', 'cell']);
// Up to eight pieces board the Falcon: they stand apart, each one's shape whole.
spaces.push({ id: 'falcon', kind: 'falcon', x: 614, y: Y(9), size: 80, label: 'FALCON', shape: 'circle', apart: true });
links.push([hangar[1].id, 'falcon', 'corridor']);

// The Trash Compactor: one area per colour below the bottom corridor.
areas.push({ x: 28, y: 640, w: 400, h: 117, fill: '#4b5563', r: 11, label: 'TRASH COMPACTOR' });
// Okabe-Ito seat colours (src/engine/palette.ts).
const colours = [
  ['Red', '#d55e00'],
  ['Blue', '#0072b2'],
  ['Green', '#009e73'],
  ['Yellow', '#f0e442'],
];
colours.forEach(([name, css], i) => {
  const c = 1 + 2 * i;
  spaces.push({ id: `tc${i}`, kind: 'compactor', x: X(c), y: 712, size: 74, label: name.toUpperCase(), fill: css });
  links.push([`tc${i}`, at(c, 11), 'corridor']);
});

// Hyperspace: 5 columns x 7 rows; the Rebel Base on the far row, entries next to the Falcon.
const H = 45;
const HX = (c) => 497 + H * c;
const HY = (r) => 96.4 + H * r;
areas.push({ x: 468, y: 16, w: 246, h: 376, fill: '#0b1026', stroke: '#3b4a7a', r: 10, label: 'HYPERSPACE' });
const TIES = new Set(['1,1', '3,1', '2,2', '0,3', '4,3', '1,4', '3,4', '2,5']);
for (let r = 0; r < 7; r++) {
  for (let c = 0; c < 5; c++) {
    const id = `h${c}${r}`;
    const base = c === 2 && r === 0;
    const entry = r === 6 && c >= 1 && c <= 3;
    const kind = base ? 'base' : TIES.has(`${c},${r}`) ? 'tie' : entry ? 'entry' : 'hyper';
    // Only the base is printed: a piece on a TIE Fighter or an entry would push its words aside,
    // so the game draws those as markers (TIE) and the Falcon's arrows show the entries.
    const label = kind === 'base' ? 'BASE' : undefined;
    const s = { id, kind, x: HX(c), y: HY(r), size: 42, col: c, row: r };
    if (label) s.label = label;
    // The ship that reaches the base stands on it, over BASE (its orange says what it is):
    // beside the word it would straddle the navy squares, its outline lost half on each.
    if (base) s.cover = true;
    spaces.push(s);
    if (entry) links.push(['falcon', id, 'hyper']);
  }
}

const board = {
  id: 'death-star',
  name: 'Escape from the Death Star',
  width: 720,
  height: 769,
  // A spot of 46 px holds a seat's piece whole, a triangle's corners too (2 r and its outline
  // from the centre): none reaches over the dark ground, so the spots need no dark ring. A
  // radius of 10.4 holds the letter H in a triangle (1.2 r wide).
  cell: 46,
  token: 10.4,
  // Hyperspace is a grid of bare squares: a choice's letter in the middle of its square.
  marks: 'middle',
  background: '#151923',
  kinds: {
    corridor: { name: 'Corridor', fill: '#d7dce4', ink: '#111827' },
    force: { name: 'Force spot', fill: '#a5f3fc', ink: '#111827' },
    control: { name: 'Control Room', fill: '#7c2d12', ink: '#ffffff' },
    tractor: { name: 'Tractor Beam Room', fill: '#c4b5fd', ink: '#111827' },
    detention: { name: 'Detention Block', fill: '#7f1d1d', ink: '#ffffff' },
    falcon: { name: 'Millennium Falcon', fill: '#9ca3af', ink: '#111827' },
    compactor: { name: 'Trash Compactor', fill: '#6b7280', ink: '#ffffff' },
    hyper: { name: 'Hyperspace', fill: '#1e2a52', ink: '#ffffff' },
    entry: { name: 'Entry', fill: '#334155', ink: '#ffffff' },
    tie: { name: 'TIE Fighter', fill: '#52525b', ink: '#ffffff' },
    base: { name: 'Rebel Base', fill: '#f59e0b', ink: '#111827' },
  },
  spaces,
  links,
  linkKinds: {
    corridor: { name: 'Corridor', color: '#8b93a3', width: 5 },
    door: { name: 'Door', color: '#f5c26b', width: 5 },
    cell: { name: 'Detention door', color: '#ef4444', width: 3, dash: [6, 5] },
    hyper: { name: 'Into hyperspace', color: '#67e8f9', width: 2.4, dash: [5, 5], oneWay: true },
  },
  areas,
};
const out = process.argv[2] ?? 'data/boards/death-star.json';
writeFileSync(out, JSON.stringify(board, null, 1) + '\n');
console.log(
  `${out}: ${spaces.length} spaces, ${links.length} links, ${spaces.filter((s) => s.kind === 'force').length} Force spots`,
);
