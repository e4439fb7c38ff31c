import { describe, expect, it } from 'vitest';
import raw from '../../../data/boards/atcha.json';
import { board, COLORS, FOOT, HOME, loadBoard } from '../../../src/games/atcha/board';

const byId = new Map(board.spaces.map((s) => [s.id, s]));

describe('board data (data/boards/atcha.json)', () => {
  it('is a 720x720 board, cell 48, with unique space ids and known kinds', () => {
    expect([board.width, board.height, board.cell]).toEqual([720, 720, 48]);
    expect(byId.size).toBe(board.spaces.length);
    for (const s of board.spaces) {
      expect(board.kinds[s.kind], s.id).toBeDefined();
      expect(s.x).toBeGreaterThan(0);
      expect(s.x).toBeLessThan(720);
      expect(s.y).toBeGreaterThan(0);
      expect(s.y).toBeLessThan(720);
    }
  });

  it('has 52 track squares, no two spaces on the same spot', () => {
    const track = new Set(COLORS.flatMap((c) => c.route.slice(0, FOOT + 1)));
    expect(track.size).toBe(52);
    const spots = new Set(board.spaces.map((s) => `${s.x},${s.y}`));
    expect(spots.size).toBe(board.spaces.length);
  });

  it('routes: start square, the circuit to the framed foot square, a 5-square home straight, home', () => {
    expect(HOME - FOOT - 1).toBe(5);
    for (const c of COLORS) {
      expect(c.route).toHaveLength(57);
      expect(c.route[0]).toBe(c.start);
      expect(c.route[FOOT]).toBe(c.foot);
      expect(c.route[HOME]).toBe(c.home);
      expect(byId.get(c.start)?.kind).toBe('start');
      expect(byId.get(c.foot)?.kind).toBe('foot');
      for (const id of c.route.slice(FOOT + 1, HOME)) expect(byId.get(id)?.kind).toBe('straight');
      expect(byId.get(c.home)?.kind).toBe('home');
      expect(c.base.map((id) => byId.get(id)?.kind)).toEqual(['base', 'base', 'base', 'base']);
      // Neighbouring route squares are neighbouring cells (diagonal at the cross's inner corners).
      for (let i = 1; i <= HOME; i++) {
        const a = byId.get(c.route[i - 1])!;
        const b = byId.get(c.route[i])!;
        expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)), `${c.route[i - 1]}-${c.route[i]}`).toBe(48);
      }
    }
  });

  it('starts are 13 squares apart, so every colour walks the same circuit', () => {
    const red = COLORS[0].route;
    COLORS.forEach((c, i) => expect(red.indexOf(c.start)).toBe(13 * i));
  });

  it('the six squares before each foot square form the coloured path', () => {
    for (const c of COLORS) {
      for (const id of c.route.slice(FOOT - 6, FOOT)) expect(byId.get(id)?.kind).toBe('path');
    }
  });

  it('a broken board is refused at load, naming the file, the path in it and the fault', () => {
    const lost = structuredClone(raw);
    lost.colours[2].route[9] = 't99';
    expect(() => loadBoard(lost)).toThrow('board data/boards/atcha.json: colours[2].route[9]: "t99" is not a space');
    const short = structuredClone(raw);
    short.colours[1].route.pop();
    expect(() => loadBoard(short)).toThrow(
      'board data/boards/atcha.json: colours[1].route[55]: the route ends at home ghome\n' +
        'board data/boards/atcha.json: colours[1].route: 57 squares, as colours[0]',
    );
    const typo = structuredClone(raw) as { colours: Record<string, unknown>[] };
    typo.colours[3].bases = typo.colours[3].base;
    delete typo.colours[3].base;
    expect(() => loadBoard(typo)).toThrow(
      'board data/boards/atcha.json: colours[3].base: missing (expected array)\n' +
        'board data/boards/atcha.json: colours[3]: Unrecognized key: "bases"',
    );
  });
});
