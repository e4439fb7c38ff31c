import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boardFault, boardSchema, validateBoard } from '../../src/engine/board';
import { parseData, withChecks } from '../../src/engine/schema';

const good = {
  id: 't',
  name: 'Test',
  width: 100,
  height: 100,
  cell: 10,
  background: '#fff',
  kinds: { plain: { name: 'plain', fill: '#eee', ink: '#000' } },
  linkKinds: { heli: { name: 'helicopter', color: '#f0f', width: 3, dash: [4, 4] } },
  spaces: [
    { id: 'a', kind: 'plain', x: 10, y: 10 },
    { id: 'b', kind: 'plain', x: 20, y: 10 },
  ],
  links: [
    ['a', 'b'],
    ['b', 'a', 'heli'],
  ],
};
const b2 = { id: 'b', kind: 'plain', x: 1, y: 1 };

describe('board schema (one check for every game)', () => {
  it('accepts a good board, link kinds included', () => {
    expect(boardFault(good)).toBeNull();
  });

  it.each([
    [{ ...good, width: 0 }, 'width: Too small: expected number to be >0 (found 0)'],
    [{ ...good, kinds: { plain: { name: 'p', fill: '#eee' } } }, 'kinds.plain.ink: missing (expected string)'],
    [
      { ...good, spaces: [...good.spaces, { id: 'a', kind: 'plain', x: 1, y: 1 }] },
      'spaces[2].id: "a" appears twice (first at spaces[0])',
    ],
    [{ ...good, spaces: [{ id: 'a', kind: 'lava', x: 1, y: 1 }, b2] }, 'spaces[0].kind: "lava" is not in kinds'],
    [{ ...good, spaces: [{ id: 'a', kind: 'plain', x: 1 }, b2] }, 'spaces[0].y: missing (expected number)'],
    [
      { ...good, spaces: [{ id: 'a', kind: 'plain', x: 1, y: 1, shape: 'hex' }, b2] },
      'spaces[0].shape: Invalid option: expected one of "square"|"circle" (found "hex")',
    ],
    [{ ...good, links: [['a', 'z']] }, 'links[0][1]: "z" is not a space'],
    [{ ...good, links: [['a', 'b', 'tube']] }, 'links[0][2]: "tube" is not in linkKinds'],
    [{ ...good, links: [['a']] }, 'links[0]: must be [a, b] or [a, b, kind]'],
    [{ ...good, linkKinds: { heli: { name: 'h', color: '#f0f' } } }, 'linkKinds.heli.width: missing (expected number)'],
    ['a board', 'Invalid input: expected object, received string (found "a board")'],
  ])('names the path at fault and what is wrong: %#', (board, message) => {
    expect(boardFault(board)).toBe(message);
  });

  it('validateBoard throws naming the file, then every fault on its own line', () => {
    expect(() => validateBoard({ ...good, cell: -1 }, 'data/boards/t.json')).toThrow(
      'board data/boards/t.json: cell: Too small: expected number to be >0 (found -1)',
    );
    const spaces = [
      { id: 'a', kind: 'plain', x: '1', y: 1 },
      { ...b2, size: 0 },
    ];
    expect(() => validateBoard({ ...good, spaces }, 'data/boards/t.json')).toThrow(
      'board data/boards/t.json: spaces[0].x: Invalid input: expected number, received string (found "1")\n' +
        'board data/boards/t.json: spaces[1].size: Too small: expected number to be >0 (found 0)',
    );
  });

  it('a game adds its own fields, may narrow the shared ones, and a field it did not declare is refused', () => {
    const schema = boardSchema({ space: { kind: z.enum(['plain']), col: z.number().int() }, board: { hq: z.string() } });
    const board = { ...good, hq: 'a', spaces: good.spaces.map((s, col) => ({ ...s, col })) };
    expect(parseData(schema, board, 'board t.json').spaces[1].col).toBe(1);
    const bad = {
      ...board,
      hqq: 'a',
      spaces: [
        { ...board.spaces[0], lable: 'A' },
        { ...board.spaces[1], kind: 'road' },
      ],
    };
    expect(() => parseData(schema, bad, 'board t.json')).toThrow(
      'board t.json: spaces[0]: Unrecognized key: "lable"\n' +
        'board t.json: spaces[1].kind: Invalid input: expected "plain" (found "road")\n' +
        'board t.json: Unrecognized key: "hqq"',
    );
    // The renderer's reading of any board checks the shared fields and drops a game's own.
    expect(validateBoard(board, 't.json').spaces[0]).toEqual(good.spaces[0]);
  });

  it("a game's own checks run once the shape is right, and report at a path", () => {
    const schema = withChecks(boardSchema({ board: { hq: z.string() } }), (b, fault) => {
      if (!b.spaces.some((s) => s.id === b.hq)) fault(['hq'], `${b.hq} is not a space`);
    });
    expect(() => parseData(schema, { ...good, hq: 'z' }, 'board t.json')).toThrow('board t.json: hq: z is not a space');
    // Not on a board whose shape is wrong: the checks may trust the types.
    expect(() => parseData(schema, { ...good, hq: 'z', cell: 'big' }, 'board t.json')).toThrow(
      /^board t\.json: cell: Invalid input: expected number, received string \(found "big"\)$/,
    );
  });

  it('a long list of faults is cut after ten, saying how many more', () => {
    const spaces = Array.from({ length: 14 }, (_, i) => ({ id: `s${i}`, kind: 'plain', x: 1 }));
    const lines = (() => {
      try {
        validateBoard({ ...good, links: [], spaces }, 'f.json');
      } catch (e) {
        return (e as Error).message.split('\n');
      }
      return [];
    })();
    expect(lines).toHaveLength(11);
    expect(lines[10]).toBe('board f.json: and 4 more faults');
  });
});
