// Generates data/boards/action-man.json: the 48-square loop of The Action Man Game round a
// 13x13 board (cell 56), one side of 12 squares per colour, with each colour's HQ and POW
// camp inside. Usage: node scripts/make-action-man-board.mjs data/boards/action-man.json
import { writeFileSync } from 'node:fs';
const C = 56;
const N = 13;
const SIZE = 50; // squares leave a 3 px frame of their side's colour
const centre = (N * C) / 2;
const colours = [
  // Okabe-Ito seat colours (src/engine/palette.ts).
  { key: 'red', name: 'RED', css: '#d55e00' },
  { key: 'blue', name: 'BLUE', css: '#0072b2' },
  { key: 'yellow', name: 'YELLOW', css: '#f0e442' },
  { key: 'green', name: 'GREEN', css: '#009e73' },
];
// Positions along a side, from its corner start square, clockwise.
const PATTERN = ['start', 'illus', 'illus', 'danger', 'illus', 'illus', 'pow', 'illus', 'illus', 'danger', 'illus', 'illus'];
// Short words (five letters at most) stay large enough to read on a phone.
const NAMES = [
  ['Pilot', 'Diver', 'Navy', 'Medic', 'Scout', 'Rifle', 'Tank', 'Jeep'],
  ['Radio', 'Para', 'Guard', 'SAS', 'Skier', 'Truck', 'Flare', 'Depot'],
  ['Sand', 'Swamp', 'Ice', 'Docks', 'Beach', 'Gorge', 'Dam', 'Fort'],
  ['Heli', 'Recon', 'Gun', 'Flag', 'Raft', 'Radar', 'Ridge', 'Jet'],
];
const DANGER = [
  ['BOMB', 'MINE'],
  ['MINE', 'BOMB'],
  ['BOMB', 'MINE'],
  ['MINE', 'BOMB'],
];
// Cells (col, row) clockwise from the top-left corner: top row, right column, bottom row, left column.
const cells = [];
for (let c = 0; c < N - 1; c++) cells.push([c, 0]);
for (let r = 0; r < N - 1; r++) cells.push([N - 1, r]);
for (let c = N - 1; c > 0; c--) cells.push([c, N - 1]);
for (let r = N - 1; r > 0; r--) cells.push([0, r]);
if (cells.length !== 48) throw new Error('loop ' + cells.length);

const spaces = [];
const areas = [];
const loop = [];
cells.forEach(([col, row], i) => {
  const side = Math.floor(i / 12);
  const at = i % 12;
  const kind = PATTERN[at];
  const id = `s${i + 1}`;
  // Its number printed in a corner: texts say "square 15".
  const s = { id, kind, side, x: col * C + C / 2, y: row * C + C / 2, size: SIZE, number: i + 1 };
  if (kind === 'start') {
    s.label = 'START';
    s.fill = colours[side].css;
    // A corner: a piece beside it would stand between two sides' squares.
    s.cover = true;
  } else if (kind === 'illus') s.label = NAMES[side][PATTERN.slice(0, at).filter((k) => k === 'illus').length];
  else if (kind === 'danger') s.label = DANGER[side][at === 3 ? 0 : 1];
  else s.label = 'POW';
  spaces.push(s);
  loop.push(id);
  // The side's colour behind each of its squares (a frame round the square).
  areas.push({ x: col * C, y: row * C, w: C, h: C, fill: colours[side].css });
});
// HQ and POW camp of each colour inside its corner, rotated a quarter turn per colour.
const rot = ([x, y], k) => {
  let v = [x - centre, y - centre];
  for (let i = 0; i < k; i++) v = [-v[1], v[0]];
  return [centre + v[0], centre + v[1]];
};
areas.push({ x: C + 8, y: C + 8, w: (N - 2) * C - 16, h: (N - 2) * C - 16, fill: '#d7ccb0', stroke: '#5d4037', r: 12 });
colours.forEach((col, k) => {
  const [hx, hy] = rot([146, 146], k);
  const [px, py] = rot([266, 146], k);
  spaces.push({ id: `hq-${col.key}`, kind: 'hq', x: hx, y: hy, size: 104, label: `${col.name} HQ`, fill: col.css });
  // A camp holds one count per captor's colour: each must read, so they stand apart.
  spaces.push({ id: `camp-${col.key}`, kind: 'camp', x: px, y: py, size: 104, label: `${col.name} POW`, apart: true });
});
spaces.push({ id: 'cards', kind: 'cards', x: centre, y: centre, size: 96, label: 'COMBAT CARDS' });
const links = loop.map((id, i) => [id, loop[(i + 1) % loop.length]]);
const board = {
  id: 'action-man',
  name: 'The Action Man Game',
  width: N * C,
  height: N * C,
  cell: C,
  token: 19,
  // The track's squares are full of names and markers: a choice's letter just inside the track.
  marks: 'inside',
  // Its name fills a square's lower part under the number: a held square's marker top-right.
  markers: 'corner',
  background: '#3e4a2f',
  kinds: {
    start: { name: 'Start square', fill: '#d55e00', ink: '#ffffff' },
    illus: { name: 'Illustrated Action Man square', fill: '#fff8e1', ink: '#1b1b1b' },
    danger: { name: 'Danger square', fill: '#fb8c00', ink: '#1b1b1b' },
    pow: { name: 'POW exchange square', fill: '#cfd8dc', ink: '#1b1b1b' },
    hq: { name: 'HQ', fill: '#ffffff', ink: '#1b1b1b' },
    camp: { name: 'POW camp', fill: '#efebe9', ink: '#1b1b1b' },
    cards: { name: 'Combat cards', fill: '#263238', ink: '#ffffff' },
  },
  colours: colours.map((c) => c.key),
  loop,
  spaces,
  links,
  areas,
  // The bands above and below the combat cards, between the HQs and camps: where the names
  // too long for their square (in some languages) are listed, their squares showing the number.
  nameKey: [
    { x: 210, y: 212, w: 308, h: 92 },
    { x: 210, y: 424, w: 308, h: 92 },
  ],
};
writeFileSync(process.argv[2] ?? 'data/boards/action-man.json', JSON.stringify(board, null, 1) + '\n');
