import { describe, expect, it } from 'vitest';
import raw from '../../../data/boards/ateam.json';
import { BOARD, ROUTE_LENGTH, VAULT, kindAt, labAt, loadBoard, spaceAt } from '../../../src/games/ateam/board';
import { allOf } from './helpers';

describe('A-Team board data', () => {
  it('one path runs from START to the VAULT, about 56 spaces, each space once', () => {
    expect(ROUTE_LENGTH).toBeGreaterThanOrEqual(54);
    expect(ROUTE_LENGTH).toBeLessThanOrEqual(62);
    expect(new Set(BOARD.path).size).toBe(BOARD.path.length);
    expect(BOARD.path.length).toBe(BOARD.spaces.length);
    expect(kindAt(0)).toBe('start');
    expect(kindAt(VAULT)).toBe('vault');
  });

  it('space kinds follow RULINGS (GUARD 8, NARROW 4, TV 3, ROLL 7, SAFETY 6, LABs 4/3/2, ULTIMATE two before the VAULT)', () => {
    const counts = { guard: 8, narrow: 4, tv: 3, roll: 7, safety: 6, lab1: 4, lab2: 3, lab3: 2, ult: 1 };
    for (const [kind, n] of Object.entries(counts)) expect(allOf(kind).length, kind).toBe(n);
    expect(kindAt(VAULT - 2)).toBe('ult');
    expect(allOf('ahead').length).toBeGreaterThanOrEqual(2);
    expect(allOf('back').length).toBeGreaterThanOrEqual(2);
  });

  it('LAB spaces carry their symbol and printed directions carry their count', () => {
    const sym = { lab1: 'weapons', lab2: 'secret', lab3: 'topSecret', ult: 'ultimate' } as const;
    for (const [kind, s] of Object.entries(sym)) for (const i of allOf(kind)) expect(labAt(i)).toBe(s);
    for (const i of allOf('ahead')) expect(spaceAt(i).move).toBeGreaterThan(0);
    for (const i of allOf('back')) expect(spaceAt(i).move).toBeLessThan(0);
  });

  it('every kind has a name, fill and ink, and every space a label or a number', () => {
    for (const s of BOARD.spaces) {
      const k = BOARD.kinds[s.kind];
      expect(k, s.kind).toBeDefined();
      expect(k.fill).toMatch(/^#[0-9a-f]{6}$/i);
      expect(k.ink).toMatch(/^#[0-9a-f]{6}$/i);
      expect(k.fill.toLowerCase()).not.toBe(k.ink.toLowerCase());
      // A plain space shows only its number (in its corner, so a piece stands in its middle).
      expect(s.label ?? s.number).toBeTruthy();
    }
  });

  it('the spiral fits the canvas: neighbours are close, no two spaces overlap', () => {
    const sz = (i: number) => spaceAt(i).size ?? BOARD.cell;
    for (let i = 0; i < ROUTE_LENGTH; i++) {
      const a = spaceAt(i);
      expect(a.x - sz(i) / 2).toBeGreaterThanOrEqual(0);
      expect(a.y - sz(i) / 2).toBeGreaterThanOrEqual(0);
      expect(a.x + sz(i) / 2).toBeLessThanOrEqual(BOARD.width);
      expect(a.y + sz(i) / 2).toBeLessThanOrEqual(BOARD.height);
      if (i > 0) {
        const b = spaceAt(i - 1);
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThanOrEqual(120);
      }
      for (let j = 0; j < i; j++) {
        const b = spaceAt(j);
        const gap = (sz(i) + sz(j)) / 2;
        expect(Math.abs(a.x - b.x) >= gap || Math.abs(a.y - b.y) >= gap, `${i} overlaps ${j}`).toBe(true);
      }
    }
  });

  it('a broken board is refused at load, naming the file, the path in it and the fault', () => {
    const copy = () => structuredClone(raw) as { spaces: Record<string, unknown>[]; path: string[] };
    const lab = copy();
    lab.spaces[2].lab = 'cooking';
    expect(() => loadBoard(lab)).toThrow(
      'board data/boards/ateam.json: spaces[2].lab: Invalid option: expected one of "weapons"|"secret"|"topSecret"|"ultimate" (found "cooking")',
    );
    const wrongLab = copy();
    wrongLab.spaces[2].lab = 'secret';
    expect(() => loadBoard(wrongLab)).toThrow('board data/boards/ateam.json: spaces[2].lab: lab1 spaces show the weapons symbol');
    const still = copy();
    delete still.spaces[7].move;
    expect(() => loadBoard(still)).toThrow('board data/boards/ateam.json: spaces[7].move: ahead spaces move ahead (+n)');
    const lost = copy();
    lost.path[10] = 's99';
    expect(() => loadBoard(lost)).toThrow('board data/boards/ateam.json: path[10]: "s99" is not a space');
  });
});
