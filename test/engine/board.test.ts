import { describe, expect, it } from 'vitest';
import { boardFault, validateBoard } from '../../src/engine/board';

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

describe('board schema (one check for every game)', () => {
  it('accepts a good board, link kinds included', () => {
    expect(boardFault(good)).toBeNull();
  });

  it.each([
    [{ ...good, width: 0 }, /^width: must be a positive number/],
    [{ ...good, kinds: { plain: { name: 'p', fill: '#eee' } } }, /^kinds\.plain: needs name, fill and ink/],
    [{ ...good, spaces: [...good.spaces, { id: 'a', kind: 'plain', x: 1, y: 1 }] }, /^spaces\[2\]\.id: a appears twice/],
    [{ ...good, spaces: [{ id: 'a', kind: 'lava', x: 1, y: 1 }] }, /^spaces\[0\]\.kind: unknown kind "lava"/],
    [{ ...good, spaces: [{ id: 'a', kind: 'plain', x: 1 }] }, /^spaces\[0\]\.x\/y: missing/],
    [{ ...good, links: [['a', 'z']] }, /^links\[0\]: a-z names a missing space/],
    [{ ...good, links: [['a', 'b', 'tube']] }, /^links\[0\]: unknown link kind "tube"/],
    [{ ...good, linkKinds: { heli: { name: 'h', color: '#f0f' } } }, /^linkKinds\.heli: needs name, color and width/],
  ])('names the field at fault: %#', (board, message) => {
    expect(boardFault(board)).toMatch(message);
  });

  it('validateBoard throws naming the file and the field', () => {
    expect(() => validateBoard({ ...good, cell: -1 }, 'data/boards/t.json')).toThrow(
      'board data/boards/t.json: cell: must be a positive number',
    );
  });
});
