import { readFileSync } from 'node:fs';
import { en } from './helpers';
import { describe, expect, it } from 'vitest';
import {
  BOARD,
  ILLUSTRATED,
  kindAt,
  loadBoard,
  sideOf,
  squareId,
  squareName,
  startOf,
} from '../../../src/games/action-man/board';
import { BATTLE_INFO, CARD_IDS, battleOf, cardTitle, loadCards, scoreOf } from '../../../src/games/action-man/cards';

const rawBoard = () => JSON.parse(readFileSync('data/boards/action-man.json', 'utf8'));
const rawCards = () => JSON.parse(readFileSync('data/cards/action-man.json', 'utf8'));

describe('board data (data/boards/action-man.json)', () => {
  it('a loop of 48 squares, 12 per colour side, each side with 1 start, 8 illustrated, 2 danger and 1 POW square', () => {
    expect(BOARD.loop).toHaveLength(48);
    for (let side = 0; side < 4; side++) {
      const kinds = Array.from({ length: 12 }, (_, k) => kindAt(side * 12 + k));
      expect(kinds.filter((k) => k === 'illus')).toHaveLength(8);
      expect(kinds.filter((k) => k === 'danger')).toHaveLength(2);
      expect(kinds.filter((k) => k === 'pow')).toHaveLength(1);
      expect(kinds.filter((k) => k === 'start')).toHaveLength(1);
      for (let k = 0; k < 12; k++) expect(sideOf(side * 12 + k)).toBe(side);
    }
    expect(ILLUSTRATED).toHaveLength(32);
  });

  it("each colour's start square is the corner its side begins with, and the loop runs clockwise round the board", () => {
    expect([0, 1, 2, 3].map(startOf)).toEqual([0, 12, 24, 36]);
    const at = (i: number) => BOARD.spaces.find((s) => s.id === squareId(i))!;
    // Clockwise on the picture: along the top to the right, down the right side, back along the bottom, up the left.
    expect(at(1).x).toBeGreaterThan(at(0).x);
    expect(at(13).y).toBeGreaterThan(at(12).y);
    expect(at(25).x).toBeLessThan(at(24).x);
    expect(at(37).y).toBeLessThan(at(36).y);
    for (let i = 0; i < 48; i++) {
      const a = at(i);
      const b = at((i + 1) % 48);
      expect(Math.abs(a.x - b.x) + Math.abs(a.y - b.y), `${i}`).toBe(BOARD.cell);
    }
    // Corners: the four start squares sit at the corners of the board.
    const xs = [0, 12, 24, 36].map((i) => [at(i).x, at(i).y]);
    expect(new Set(xs.map(([x]) => x)).size).toBe(2);
    expect(new Set(xs.map(([, y]) => y)).size).toBe(2);
  });

  it('every colour has an HQ and a POW camp on the board, and square names say what a square is', () => {
    for (const c of ['red', 'blue', 'yellow', 'green']) {
      expect(BOARD.spaces.some((s) => s.id === `hq-${c}`)).toBe(true);
      expect(BOARD.spaces.some((s) => s.id === `camp-${c}`)).toBe(true);
    }
    expect(en(squareName(12))).toBe('the Blue start square (13)');
    expect(en(squareName(1))).toMatch(/^\w+ \(square 2\)$/);
    expect(en(squareName(3))).toMatch(/^danger square \w+ \(4\)$/);
    expect(en(squareName(6))).toBe('POW exchange square (7)');
  });

  it('a faulty board is refused at load, naming the file and the field', () => {
    const short = rawBoard();
    short.loop = short.loop.slice(0, 47);
    expect(() => loadBoard(short, 'x.json')).toThrow('board x.json: loop: must list 48 squares');
    const wrong = rawBoard();
    wrong.spaces.find((s: { id: string }) => s.id === wrong.loop[3]).kind = 'illus';
    expect(() => loadBoard(wrong, 'x.json')).toThrow(/board x.json: loop: side red has 9 illus squares/);
    const corner = rawBoard();
    [corner.loop[0], corner.loop[1]] = [corner.loop[1], corner.loop[0]];
    expect(() => loadBoard(corner, 'x.json')).toThrow(/board x.json: loop\[0\]: a side begins with its corner start square/);
    const noHq = rawBoard();
    noHq.spaces = noHq.spaces.filter((s: { id: string }) => s.id !== 'hq-green');
    expect(() => loadBoard(noHq, 'x.json')).toThrow('board x.json: spaces: missing hq-green');
    const offSide = rawBoard();
    offSide.spaces[5].side = 4;
    expect(() => loadBoard(offSide, 'x.json')).toThrow(
      'board x.json: spaces[5].side: Too big: expected number to be <=3 (found 4)',
    );
  });
});

describe('combat cards (data/cards/action-man.json)', () => {
  it('36 combat cards, 12 land, 12 sea and 12 air, each with its own title', () => {
    expect(CARD_IDS).toHaveLength(36);
    for (const b of ['land', 'sea', 'air'] as const) expect(CARD_IDS.filter((c) => battleOf(c) === b)).toHaveLength(12);
    expect(new Set(CARD_IDS.map(cardTitle)).size).toBe(36);
  });

  it('tank and soldier score in land battles, battleship and carrier at sea, plane and missile in the air', () => {
    expect(BATTLE_INFO.land.symbols).toEqual(['tank', 'soldier']);
    expect(BATTLE_INFO.sea.symbols).toEqual(['battleship', 'carrier']);
    expect(BATTLE_INFO.air.symbols).toEqual(['plane', 'missile']);
    // The rulebook's example: two tanks and a soldier score three in a land battle; sea and air symbols do not count.
    expect(scoreOf('land', ['tank', 'tank', 'soldier', 'battleship', 'plane'])).toBe(3);
    expect(scoreOf('sea', ['tank', 'tank', 'soldier', 'battleship', 'plane'])).toBe(1);
    expect(scoreOf('air', ['tank', 'missile', 'soldier', 'battleship', 'plane'])).toBe(2);
  });

  it('faulty card data is refused at load, naming the file and the field', () => {
    const few = rawCards();
    few.cards.pop();
    expect(() => loadCards(few, 'c.json')).toThrow('cards c.json: cards: must hold 36 cards');
    const badBattle = rawCards();
    badBattle.cards[4].battle = 'space';
    expect(() => loadCards(badBattle, 'c.json')).toThrow(
      'cards c.json: cards[4].battle: Invalid option: expected one of "land"|"sea"|"air" (found "space")',
    );
    const oneSymbol = rawCards();
    oneSymbol.battles.air.symbols = ['plane'];
    oneSymbol.battles.land.symbols[1] = 'horse';
    expect(() => loadCards(oneSymbol, 'c.json')).toThrow(
      'cards c.json: battles.land.symbols[1]: Invalid option: expected one of "tank"|"soldier"|"battleship"|"carrier"|"plane"|"missile" (found "horse")\n' +
        'cards c.json: battles.air.symbols: must name two symbols',
    );
    const twice = rawCards();
    twice.battles.sea.symbols = ['tank', 'carrier'];
    expect(() => loadCards(twice, 'c.json')).toThrow('cards c.json: battles.sea.symbols: tank already scores in another battle');
    const unbalanced = rawCards();
    unbalanced.cards[0].battle = 'air';
    expect(() => loadCards(unbalanced, 'c.json')).toThrow('cards c.json: cards: 11 land cards, not 12');
  });
});
