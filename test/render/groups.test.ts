// Dice grouped and labelled by what they decided, and the roll for first turn as a table.
import { CanvasRenderingContext2D } from 'canvas';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createMatch } from '../../src/engine/match';
import { tx, type Text } from '../../src/engine/text';
import { SYMBOL_DIE } from '../../src/games/action-man/chance';
import { ateam } from '../../src/games/ateam';
import { captionHeight, groupsHeight, layoutGroups } from '../../src/render/caption';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { chanceGroups } from '../../src/render/groups';
import { createRenderer } from '../../src/render/index';
import { pngSize } from './pixels';
import { english } from '../support/text';

// Pictures are rendered and decoded: slow on a shared 2-core machine, not a timing test.
vi.setConfig({ testTimeout: 30_000 });

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const SEATS: SeatPaint[] = [
  { name: 'alice', color: '#e53935', role: 'Hannibal' },
  { name: 'bob', color: '#1e88e5', role: 'Face' },
];

describe('group labels', () => {
  it('an event labels its dice with its own label, else the first seat its text names, else nothing', () => {
    const names = ['alice', 'bob'];
    const name = (l: Text) => english(l, undefined, names);
    const die = (value: number) => ({ kind: 'die' as const, value, sides: 6 });
    const events = [
      { text: tx('engine:first.roll', { who: { seat: 1 }, total: 4 }), dice: [4] },
      { text: tx('engine:first.roll', { who: { seat: 1 }, total: 6 }), dice: [6], label: tx('engine:name', { who: 'Face' }) },
      { text: tx('engine:first.goes', { who: 'nobody' }), dice: [2] },
    ];
    expect(chanceGroups(events, name)).toEqual([
      { label: 'bob', chance: [die(4)] },
      { label: 'Face', chance: [die(6)] },
      { label: '', chance: [die(2)] },
    ]);
  });

  it('the roll for first turn becomes one group per roll, each with its own dice', () => {
    const { events } = createMatch(
      ateam,
      ['alice', 'bob', 'cleo', 'dan'].map((name) => ({ name, ai: true })),
      {},
      5,
    );
    const names = ['alice', 'bob', 'cleo', 'dan'];
    const groups = chanceGroups(events, (l) => english(l, 'ateam', names));
    const rolls = events.filter((e) => (e.dice ?? []).length > 0);
    expect(groups).toHaveLength(rolls.length);
    expect(groups.length).toBeGreaterThanOrEqual(4);
    groups.forEach((g, i) => {
      expect(g.chance.map((c) => (c.kind === 'die' ? c.value : 0))).toEqual(rolls[i].dice);
      expect(names).toContain(g.label); // each roll is labelled with the seat it names: its player
    });
    // Events without dice make no group.
    expect(chanceGroups([{ text: tx('engine:first.goes', { who: { seat: 0 } }) }], (l) => english(l))).toEqual([]);
  });
});

describe('the caption table', () => {
  const caption = (groups: Caption['groups']): Caption => ({
    title: 'T',
    turn: 1,
    whose: 'alice',
    dice: [6, 2],
    groups,
    devices: [SYMBOL_DIE],
  });
  const groups = [
    {
      label: 'Face 6 v guard 2',
      chance: [
        { kind: 'die' as const, value: 6, sides: 6 },
        { kind: 'die' as const, value: 2, sides: 6 },
      ],
    },
    { label: 'Hannibal', chance: [{ kind: 'die' as const, value: 3, sides: 6 }] },
  ];

  it('prints each label beside its dice, in rows under the header, and grows the caption to hold them', () => {
    const render = createRenderer(FIXTURES);
    const width = render.geometry('graph').width;
    const rows = layoutGroups(groups, width);
    expect(rows.map((g) => g.label)).toEqual(['Face 6 v guard 2', 'Hannibal']);
    const texts: string[] = [];
    const proto = CanvasRenderingContext2D.prototype;
    const original = proto.fillText;
    proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, w?: number) {
      texts.push(text);
      return w === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, w);
    };
    let png: Buffer;
    try {
      png = render('graph', { tokens: [], highlight: [] }, SEATS, caption(groups));
    } finally {
      proto.fillText = original;
    }
    expect(texts).toEqual(expect.arrayContaining(['Face 6 v guard 2', 'Hannibal']));
    const geoH = render.geometry('graph').boardHeight;
    expect(pngSize(png!).height).toBe(geoH + captionHeight(2, 0, false, groupsHeight(rows)));
    expect(captionHeight(2, 0, false, groupsHeight(rows))).toBeGreaterThan(captionHeight(2, 0));
  });

  it('with groups, the same dice are not drawn again as anonymous dice in the header', () => {
    const render = createRenderer(FIXTURES);
    const scene = { tokens: [], highlight: [] };
    const withDice = render('graph', scene, SEATS, {
      ...caption(groups),
      dice: [6, 2, 3],
      chance: groups.flatMap((g) => g.chance),
    });
    const without = render('graph', scene, SEATS, { ...caption(groups), dice: [], chance: [] });
    expect(withDice.equals(without)).toBe(true);
    // Without groups the header does draw them: the pictures differ.
    const plain = render('graph', scene, SEATS, { ...caption(undefined), dice: [6, 2, 3] });
    const bare = render('graph', scene, SEATS, { ...caption(undefined), dice: [] });
    expect(plain.equals(bare)).toBe(false);
  });

  it('a throw of five symbol dice is drawn whole, each word clear of the next and of the row below', () => {
    const render = createRenderer(FIXTURES);
    const sym = (face: 'tank' | 'battleship' | 'missile') => ({ kind: 'symbol' as const, face });
    const throwOf = (label: string) => ({
      label,
      chance: [sym('tank'), sym('battleship'), sym('battleship'), sym('missile'), sym('missile')],
    });
    const drawn: Array<{ text: string; x: number; y: number; w: number }> = [];
    const proto = CanvasRenderingContext2D.prototype;
    const original = proto.fillText;
    proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, w?: number) {
      const width = this.measureText(text).width;
      // Words are drawn centred on x.
      drawn.push({ text, x: this.textAlign === 'center' ? x - width / 2 : x, y, w: width });
      return w === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, w);
    };
    try {
      render('graph', { tokens: [], highlight: [] }, SEATS, caption([throwOf('Blue score 1'), throwOf('Yellow score 2')]));
    } finally {
      proto.fillText = original;
    }
    const words = drawn.filter((d) => ['tank', 'ship', 'missile'].includes(d.text));
    expect(words.map((d) => d.text)).toEqual([
      'tank',
      'ship',
      'ship',
      'missile',
      'missile',
      'tank',
      'ship',
      'ship',
      'missile',
      'missile',
    ]);
    expect(drawn.map((d) => d.text)).toEqual(expect.arrayContaining(['Blue score 1', 'Yellow score 2']));
    for (let i = 1; i < words.length; i++) {
      if (words[i].y !== words[i - 1].y) continue;
      expect(words[i].x).toBeGreaterThanOrEqual(words[i - 1].x + words[i - 1].w);
    }
    // Two rows (the throws do not fit side by side), far enough apart for tile and word.
    const rows = [...new Set(words.map((d) => d.y))];
    expect(rows).toHaveLength(2);
    expect(rows[1] - rows[0]).toBeGreaterThanOrEqual(28 + 16);
  });

  it("a seat's next throw beside its last is not named again; on a new row, or in a battle, it is", () => {
    const throw2 = (label: string, a: number, b: number, set?: string) => ({
      label,
      chance: [
        { kind: 'die' as const, value: a, sides: 6 },
        { kind: 'die' as const, value: b, sides: 6 },
      ],
      ...(set ? { set } : {}),
    });
    const laid = layoutGroups(
      [throw2('Player 3 (Yellow)', 6, 5), throw2('Player 3 (Yellow)', 1, 2), throw2('Player 4 (Blue)', 3, 3)],
      720,
    );
    expect(laid.map((g) => [g.label, g.row])).toEqual([
      ['Player 3 (Yellow)', 0],
      ['', 0],
      ['Player 4 (Blue)', 0],
    ]);
    // The unnamed throw's dice start where it starts, after a gap, and it is no wider than its dice.
    expect(laid[1].chanceX).toBe(laid[1].x);
    expect(laid[1].x).toBeGreaterThan(laid[0].x + laid[0].w);
    // Wrapped onto a new row, the throw is named again.
    const many = Array.from({ length: 8 }, (_, i) => throw2('Alexandria the Great (Red)', 1 + (i % 6), 2));
    const rows = layoutGroups(many, 720);
    expect(rows.filter((g) => g.row > 0 && g.x === rows[0].x).every((g) => g.label === 'Alexandria the Great (Red)')).toBe(true);
    expect(rows.some((g) => g.row > 0)).toBe(true);
    // A battle's throws (a set) keep each side's name.
    const battle = layoutGroups([throw2('Face', 6, 1, 'b1'), throw2('Face', 2, 2, 'b1')], 720);
    expect(battle.map((g) => g.label)).toEqual(['Face', 'Face']);
  });

  it('many groups wrap to at most three rows, keeping the latest', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      label: `seat ${i}`,
      chance: [{ kind: 'die' as const, value: 1 + (i % 6), sides: 6 }],
    }));
    const laid = layoutGroups(many, 720);
    expect(Math.max(...laid.map((g) => g.row))).toBe(2);
    expect(laid[laid.length - 1].label).toBe('seat 29');
    expect(laid.length).toBeLessThan(30);
  });
});
