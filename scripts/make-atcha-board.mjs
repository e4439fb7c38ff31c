// Generates data/boards/atcha.json: a 15x15 cross-shaped Ludo/Uckers layout, cell 48.
// Usage: node scripts/make-atcha-board.mjs data/boards/atcha.json
import { writeFileSync } from 'node:fs';
const C = 48;
const cx = (col) => col * C + C / 2;
const cy = (row) => row * C + C / 2;
// Track cells (row, col), clockwise, g0 = Red's start square.
const cells = [];
for (let c = 1; c <= 5; c++) cells.push([6, c]);
for (let r = 5; r >= 0; r--) cells.push([r, 6]);
cells.push([0, 7]);
cells.push([0, 8]);
for (let r = 1; r <= 5; r++) cells.push([r, 8]);
for (let c = 9; c <= 14; c++) cells.push([6, c]);
cells.push([7, 14]);
cells.push([8, 14]);
for (let c = 13; c >= 9; c--) cells.push([8, c]);
for (let r = 9; r <= 14; r++) cells.push([r, 8]);
cells.push([14, 7]);
cells.push([14, 6]);
for (let r = 13; r >= 9; r--) cells.push([r, 6]);
for (let c = 5; c >= 0; c--) cells.push([8, c]);
cells.push([7, 0]);
cells.push([6, 0]);
if (cells.length !== 52) throw new Error('track ' + cells.length);

// Okabe-Ito colours (src/engine/palette.ts); each tint is half white, the yellow one paler so
// that it still differs from a yellow piece through tritanopia (test/render/colourVision.test.ts).
const colours = [
  {
    key: 'red',
    name: 'Red',
    letter: 'R',
    css: '#d55e00',
    tint: '#eaae80',
    ink: '#111111',
    yard: [0, 0],
    straight: [
      [7, 1],
      [7, 2],
      [7, 3],
      [7, 4],
      [7, 5],
    ],
    home: [7, 6],
  },
  {
    key: 'green',
    name: 'Green',
    letter: 'G',
    css: '#009e73',
    tint: '#80ceb9',
    ink: '#111111',
    yard: [0, 9],
    straight: [
      [1, 7],
      [2, 7],
      [3, 7],
      [4, 7],
      [5, 7],
    ],
    home: [6, 7],
  },
  {
    key: 'yellow',
    name: 'Yellow',
    letter: 'Y',
    css: '#f0e442',
    tint: '#fcfad9',
    ink: '#111111',
    yard: [9, 9],
    straight: [
      [7, 13],
      [7, 12],
      [7, 11],
      [7, 10],
      [7, 9],
    ],
    home: [7, 8],
  },
  {
    key: 'blue',
    name: 'Blue',
    letter: 'B',
    css: '#0072b2',
    tint: '#80b8d8',
    ink: '#ffffff',
    yard: [9, 0],
    straight: [
      [13, 7],
      [12, 7],
      [11, 7],
      [10, 7],
      [9, 7],
    ],
    home: [8, 7],
  },
];
const PATH = 6; // coloured track squares leading to the foot square
const spaces = [];
const areas = [];
const tid = (g) => `t${g + 1}`;
const kindOf = new Array(52).fill('track');
const fillOf = new Array(52).fill(undefined);
colours.forEach((col, i) => {
  const start = 13 * i;
  const foot = (start + 50) % 52;
  kindOf[start] = 'start';
  fillOf[start] = col.css;
  kindOf[foot] = 'foot';
  for (let k = 1; k <= PATH; k++) {
    const g = (foot - k + 52) % 52;
    kindOf[g] = 'path';
    fillOf[g] = col.tint;
  }
});
// Yards and centre first (areas are drawn under spaces).
colours.forEach((col) => {
  const [r0, c0] = col.yard;
  areas.push({ x: c0 * C, y: r0 * C, w: 6 * C, h: 6 * C, fill: col.css, stroke: '#222222' });
  areas.push({
    x: c0 * C + 36,
    y: r0 * C + 36,
    w: 6 * C - 72,
    h: 6 * C - 72,
    fill: '#fdfaf2',
    stroke: '#222222',
    r: 18,
    label: col.name.toUpperCase(),
  });
});
areas.push({ x: 6 * C, y: 6 * C, w: 3 * C, h: 3 * C, fill: '#3a3a3a', stroke: '#222222', label: 'HOME' });
cells.forEach(([r, c], g) => {
  const kind = kindOf[g];
  const s = { id: tid(g), kind, x: cx(c), y: cy(r), label: String(g + 1) };
  if (fillOf[g]) s.fill = fillOf[g];
  if (kind === 'foot') {
    const owner = colours[((g + 2) % 52) / 13];
    // The frame: a coloured, outlined square under a smaller white square.
    areas.push({ x: cx(c) - 24, y: cy(r) - 24, w: 48, h: 48, fill: owner.css, stroke: '#111111' });
    s.size = 30;
  }
  spaces.push(s);
});
const out = [];
colours.forEach((col, i) => {
  const start = 13 * i;
  const route = [];
  for (let k = 0; k <= 50; k++) route.push(tid((start + k) % 52));
  col.straight.forEach(([r, c], k) => {
    const id = `${col.letter.toLowerCase()}s${k + 1}`;
    spaces.push({ id, kind: 'straight', x: cx(c), y: cy(r), label: `${col.letter}${k + 1}`, fill: col.css });
    route.push(id);
  });
  const home = `${col.letter.toLowerCase()}home`;
  spaces.push({ id: home, kind: 'home', x: cx(col.home[1]), y: cy(col.home[0]), label: 'HOME', fill: col.css, size: 44 });
  route.push(home);
  const base = [];
  const [r0, c0] = col.yard;
  [
    [2, 2],
    [2, 4],
    [4, 2],
    [4, 4],
  ].forEach(([dr, dc], k) => {
    const id = `${col.letter.toLowerCase()}base${k + 1}`;
    spaces.push({ id, kind: 'base', x: c0 * C + dc * C, y: r0 * C + dr * C, shape: 'circle', size: 56, fill: col.tint });
    base.push(id);
  });
  out.push({
    key: col.key,
    name: col.name,
    letter: col.letter,
    css: col.css,
    start: route[0],
    foot: route[50],
    route,
    base,
    home,
  });
});
const board = {
  id: 'atcha',
  name: 'Atcha!',
  width: 720,
  height: 720,
  cell: 48,
  background: '#efe7d6',
  kinds: {
    track: { name: 'Track', fill: '#ffffff', ink: '#555555' },
    start: { name: 'Start square', fill: '#888888', ink: '#111111' },
    path: { name: 'Coloured path', fill: '#dddddd', ink: '#333333' },
    foot: { name: 'Framed foot square', fill: '#ffffff', ink: '#111111' },
    straight: { name: 'Home straight', fill: '#888888', ink: '#111111' },
    home: { name: 'Home', fill: '#888888', ink: '#111111' },
    base: { name: 'Base', fill: '#eeeeee', ink: '#333333' },
  },
  spaces,
  areas,
  colours: out,
};
writeFileSync(process.argv[2], JSON.stringify(board, null, 1) + '\n');
console.log(spaces.length, 'spaces');
