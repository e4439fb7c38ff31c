import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adjacency } from '../../../src/engine/graph';
import { neighbours } from '../../../src/engine/grid';
import {
  BASE,
  BOARD,
  COLS,
  CONTROL,
  CORRIDORS,
  DOOR,
  ENTRIES,
  ROWS,
  TRACTOR,
  cellOf,
  loadBoard,
} from '../../../src/games/death-star/board';
import { CARD_IDS, FORCE_CARDS, effectOf, loadCards } from '../../../src/games/death-star/cards';

const raw = () => JSON.parse(readFileSync('data/boards/death-star.json', 'utf8'));
const kinds = (k: string) => BOARD.spaces.filter((s) => s.kind === k);

describe('the board', () => {
  it('has about 70 spots: corridors with 14 blue Force spots mostly on the shortcuts, the rooms, the Falcon and four compactor areas', () => {
    const spots = BOARD.spaces.filter((s) => s.col === undefined);
    expect(spots.length).toBeGreaterThanOrEqual(60);
    expect(spots.length).toBeLessThanOrEqual(75);
    expect(kinds('force').length).toBe(14);
    // The shortcuts are the spots numbered after the 38 of the loop (39..54).
    const onShortcuts = kinds('force').filter((s) => Number(s.id.slice(1)) >= 39 && Number(s.id.slice(1)) <= 54);
    expect(onShortcuts.length).toBeGreaterThan(7);
    for (const k of ['control', 'tractor', 'detention', 'falcon']) expect(kinds(k).length).toBe(1);
    expect(kinds('compactor').map((s) => s.id)).toEqual(['tc0', 'tc1', 'tc2', 'tc3']);
  });

  it('rooms, the Falcon and each compactor area hang off one corridor spot; the Detention Block is off the lines', () => {
    for (const id of [CONTROL, TRACTOR, 'falcon', 'tc0', 'tc1', 'tc2', 'tc3']) expect(CORRIDORS[id].length, id).toBe(1);
    expect(CORRIDORS.detention).toBeUndefined();
    expect(DOOR).toBe('s3');
    // Every corridor spot is reachable from every compactor area.
    const all = adjacency(BOARD.links ?? [], { only: new Set(['corridor', 'door']) });
    const seen = new Set(['tc0']);
    const q = ['tc0'];
    while (q.length)
      for (const n of all[q.pop()!])
        if (!seen.has(n)) {
          seen.add(n);
          q.push(n);
        }
    expect(seen.size).toBe(BOARD.spaces.filter((s) => s.col === undefined).length - 1);
  });

  it('hyperspace is a 5 x 7 grid: 3 entries next to the Falcon, 8 TIE Fighters, the Rebel Base on the far row', () => {
    expect([COLS, ROWS]).toEqual([5, 7]);
    expect(BOARD.spaces.filter((s) => s.col !== undefined).length).toBe(35);
    expect(ENTRIES.length).toBe(3);
    for (const e of ENTRIES) expect(cellOf(e).row).toBe(ROWS - 1);
    expect(
      (BOARD.links ?? [])
        .filter((l) => l[0] === 'falcon' && l[2] === 'hyper')
        .map((l) => l[1])
        .sort(),
    ).toEqual([...ENTRIES].sort());
    expect(kinds('tie').length).toBe(8);
    expect(cellOf(BASE).row).toBe(0);
    // A won dogfight next to the base can reach it.
    expect(
      kinds('tie').some((t) =>
        neighbours(COLS, ROWS, cellOf(t.id)).some((c) => c.col === cellOf(BASE).col && c.row === cellOf(BASE).row),
      ),
    ).toBe(true);
  });

  it('a broken board is refused at load, naming the file and the field', () => {
    const b = raw();
    b.kinds.lava = { name: 'Lava', fill: '#f00', ink: '#fff' };
    b.spaces.find((s: { id: string }) => s.id === 's7').kind = 'lava';
    expect(() => loadBoard(b)).toThrow(
      /data\/boards\/death-star\.json: spaces\[6\]\.kind: Invalid option: expected one of "corridor"\|.*\(found "lava"\)/,
    );
    const c = raw();
    c.spaces = c.spaces.filter((s: { kind: string }) => s.kind !== 'base');
    expect(() => loadBoard(c)).toThrow(/death-star\.json: spaces: exactly one base/);
    // The grid position is the game's own field: both or neither, whole numbers.
    const d = raw();
    delete d.spaces.find((s: { kind: string }) => s.kind === 'tie').row;
    expect(() => loadBoard(d)).toThrow(/death-star\.json: spaces\[\d+\]\.row: missing: a grid square has both col and row/);
    const e = raw();
    e.spaces.find((s: { kind: string }) => s.kind === 'tie').col = 1.5;
    expect(() => loadBoard(e)).toThrow(/death-star\.json: spaces\[\d+\]\.col: Invalid input: expected int.*\(found 1\.5\)/);
    // A field the board does not know (a misspelt one) is refused, not ignored.
    const f = raw();
    f.spaces[3].lable = '4';
    expect(() => loadBoard(f)).toThrow('board data/boards/death-star.json: spaces[3]: Unrecognized key: "lable"');
    const g = raw();
    Object.assign(
      g.spaces.find((s: { kind: string }) => s.kind === 'corridor'),
      { col: 2, row: 2 },
    );
    expect(() => loadBoard(g)).toThrow(/spaces\[\d+\]: hyperspace squares and only they sit on the grid/);
  });
});

describe('the Force deck', () => {
  const count = (pred: (e: ReturnType<typeof effectOf>) => boolean) => CARD_IDS.filter((id) => pred(effectOf(id))).length;

  it('holds the 52 cards of RULINGS: 6 EXTRA TURN, 10 MOVE AHEAD, 8 GO TO, 4 ESCAPE, 6 LOSE A TURN, 8 MOVE BACK, 5 DETENTION, 5 TRASH MONSTER', () => {
    expect(CARD_IDS.length).toBe(52);
    expect(count((e) => e.type === 'extra')).toBe(6);
    expect([1, 2, 3].map((n) => count((e) => e.type === 'ahead' && e.steps === n))).toEqual([4, 3, 3]);
    expect(count((e) => e.type === 'goto')).toBe(8);
    expect(count((e) => e.type === 'escape')).toBe(4);
    expect(count((e) => e.type === 'lose')).toBe(6);
    expect([1, 2, 3].map((n) => count((e) => e.type === 'back' && e.steps === n))).toEqual([4, 2, 2]);
    expect(count((e) => e.type === 'detention')).toBe(5);
    expect(count((e) => e.type === 'trash')).toBe(5);
  });

  it('the 8 GO TO cards name 8 different corridor spots', () => {
    const spots = FORCE_CARDS.flatMap((c) => (c.effect.type === 'goto' ? [c.effect.space] : []));
    expect(new Set(spots).size).toBe(8);
    for (const s of spots) expect(['corridor']).toContain(BOARD.spaces.find((x) => x.id === s)!.kind);
  });

  it('broken card data is refused at load, naming the file and the field', () => {
    const d = JSON.parse(readFileSync('data/cards/death-star.json', 'utf8'));
    d.cards[0].count = 5;
    expect(() => loadCards(d)).toThrow(/data\/cards\/death-star\.json: cards: 51 cards/);
    d.cards[0].count = 6;
    d.cards.find((c: { kind: string }) => c.kind === 'goto5').effect.space = 'falcon';
    expect(() => loadCards(d)).toThrow(/cards\[\d+\]\.effect\.space: falcon is not a corridor spot/);
    // A malformed entry is refused with its path: the effect's own fields, by its type.
    const e = JSON.parse(readFileSync('data/cards/death-star.json', 'utf8'));
    e.cards[2].effect.steps = 4;
    e.cards[5].effect.type = 'jump';
    expect(() => loadCards(e)).toThrow(
      'cards data/cards/death-star.json: cards[2].effect.steps: Too big: expected number to be <=3 (found 4)\n' +
        "cards data/cards/death-star.json: cards[5].effect.type: Invalid discriminator value. Expected 'extra' | 'ahead'",
    );
  });
});
