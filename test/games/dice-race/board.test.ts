import { describe, expect, it } from 'vitest';
import raw from '../../../data/boards/dice-race.json';
import { BOARD, FINISH, isLucky, loadBoard, RACE_LENGTH } from '../../../src/games/dice-race/board';

const copy = () => structuredClone(raw) as typeof raw;

describe('the track', () => {
  it('40 spaces from START (0) to FINISH (39), each joined to the next; LUCKY on 13 and 27', () => {
    expect([RACE_LENGTH, FINISH]).toEqual([40, 39]);
    expect(BOARD.spaces[0].kind).toBe('start');
    expect(BOARD.spaces[39].kind).toBe('finish');
    expect(BOARD.spaces.flatMap((s, n) => (isLucky(n) ? [n] : []))).toEqual([13, 27]);
  });

  it('a broken track is refused at load, naming the file and the field', () => {
    const a = copy();
    a.links = a.links.filter(([x]) => x !== 's5');
    expect(() => loadBoard(a)).toThrow(/data\/boards\/dice-race\.json: links: s5 is not joined to s6/);
    const b = copy();
    b.spaces[7].kind = 'finish';
    expect(() => loadBoard(b)).toThrow(/spaces\[7\]\.kind: START first, FINISH last/);
    const c = copy();
    c.spaces[3].kind = 'lava';
    c.spaces[4].x = 'left' as unknown as number;
    expect(() => loadBoard(c)).toThrow(
      'board data/boards/dice-race.json: spaces[3].kind: Invalid option: expected one of "start"|"plain"|"lucky"|"finish" (found "lava")\n' +
        'board data/boards/dice-race.json: spaces[4].x: Invalid input: expected number, received string (found "left")',
    );
  });
});
