// The A-Team, measured on the real board at the size a phone shows it.
import { CanvasRenderingContext2D } from 'canvas';
import { describe, expect, it, vi } from 'vitest';
import { allOf } from '../games/ateam/helpers';
import { ateam } from '../../src/games/ateam';
import { COLORS } from '../../src/games/ateam/state';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { DIE_FILLS } from '../../src/render/dice';
import { chanceGroups } from '../../src/render/groups';
import { createRenderer } from '../../src/render/index';
import { act, build, dice, en } from '../games/ateam/helpers';
import { decode, near, type Picture } from './pixels';
import { drawn, voice } from '../support/text';
import { boardWords } from '../../src/services/messages/picture';
import { LOCALES } from '../../src/engine/text';
import { spaceBox } from '../../src/render/geometry';
import { MIN_TEXT } from '../../src/render/fonts';
import { keepsWords, tokenDiscs } from '../../src/render/placement';

vi.setConfig({ testTimeout: 30_000 });

const CAPTION: Caption = { title: 'The A-Team', turn: 1, whose: 'p0', dice: [] };
const TEAM: SeatPaint[] = ['Hannibal', 'Face', 'Murdock', 'Amy'].map((role, i) => ({ name: `p${i}`, role, color: COLORS[i] }));

/** Runs of columns (left to right) in rows [top, bottom) holding some pixel of colour `css`. */
function columnsOf(pic: Picture, css: string, top: number, bottom: number): Array<{ from: number; to: number }> {
  const runs: Array<{ from: number; to: number }> = [];
  for (let x = 0; x < pic.width; x++) {
    let hit = false;
    for (let y = top; y < bottom && !hit; y++) hit = near(pic.at(x, y), css, 6);
    if (!hit) continue;
    const last = runs.at(-1);
    if (last && last.to === x - 1) last.to = x;
    else runs.push({ from: x, to: x });
  }
  // Dice are over 20 px wide: a lone column of the colour is a pip's or a letter's edge.
  return runs.filter((r) => r.to - r.from >= 12);
}

interface Written {
  text: string;
  x: number;
  y: number;
  w: number;
}

/** Every text drawn while `fn` runs: its centre through the canvas's transform, and its width. */
function written(fn: () => void): Written[] {
  const out: Written[] = [];
  const proto = CanvasRenderingContext2D.prototype;
  const original = proto.fillText;
  proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, max?: number) {
    const m = this.getTransform();
    const w = Math.min(this.measureText(text).width, max ?? Infinity);
    const left = this.textAlign === 'center' ? x - w / 2 : this.textAlign === 'right' ? x - w : x;
    const cx = left + w / 2;
    out.push({ text, x: m.a * cx + m.c * y + m.e, y: m.b * cx + m.d * y + m.f, w });
    return max === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, max);
  };
  try {
    fn();
  } finally {
    proto.fillText = original;
  }
  return out;
}

/** The box of a tab (drawPill) around text drawn at `t`: 10 px wider than its text, MIN_TEXT + 8 high. */
const pill = (t: Written, minText: number) => ({
  x: t.x - t.w / 2 - 5,
  y: t.y - 1 - (minText + 8) / 2,
  w: t.w + 10,
  h: minText + 8,
});

const meets = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** True when the disc of radius r at (x, y) comes into box b. */
const discMeets = (x: number, y: number, r: number, b: { x: number; y: number; w: number; h: number }) =>
  Math.hypot(x - Math.max(b.x, Math.min(x, b.x + b.w)), y - Math.max(b.y, Math.min(y, b.y + b.h))) < r;

describe('The A-Team at 450 px', () => {
  it.each(allOf('guard'))(
    'on GUARD space %i the HELD badge stands beside the held piece, never over its initial or its F badge',
    (pos) => {
      // Hannibal is held there with the formula; Face stands elsewhere.
      const state = build({ pos: [pos, 1], formula: 0, reached: [true, false] });
      const scene = drawn(ateam.scene(state), { game: 'ateam' });
      expect(scene.markers?.map((m) => m.label)).toEqual(['HELD']);
      const render = createRenderer();
      render.geometry('ateam');
      const texts = written(() => render('ateam', scene, TEAM.slice(0, 2), CAPTION));
      const board = render.geometry('ateam');
      const onBoard = texts.filter((t) => t.y < board.boardHeight);
      const held = onBoard.find((t) => t.text === 'HELD')!;
      const initial = onBoard.find((t) => t.text === 'H')!;
      const badge = onBoard.find((t) => t.text === 'F')!;
      const r = board.tokenRadius;
      const tab = pill(held, MIN_TEXT);
      // The piece's body (its initial in its middle) and its F badge stay clear of the HELD tab.
      expect(discMeets(initial.x, initial.y - 1, r, tab)).toBe(false);
      expect(meets(tab, pill(badge, MIN_TEXT))).toBe(false);
      // Beside it: the tab's nearest edge within a badge's height of the piece's rim.
      const gap =
        Math.hypot(
          initial.x - Math.max(tab.x, Math.min(initial.x, tab.x + tab.w)),
          initial.y - Math.max(tab.y, Math.min(initial.y, tab.y + tab.h)),
        ) - r;
      expect(gap).toBeLessThan(MIN_TEXT + 16);
    },
  );

  it('a lone piece stands on its own space row or column line, never at a corner between two spaces', () => {
    // The space's words stay whole (the legibility test reads them),
    // so a piece does not stand over them; it stands straight beside its space, centred on the
    // space's middle line (below, above or to the side, toward free corridor), so it cannot be
    // read as standing between two spaces. Only when no such spot clears every word may it go
    // out at an angle: on this board only the corner 18 (ROLL AGAIN), whose outer sides are the
    // picture's edge and whose inner sides are its neighbours' words.
    const geo = createRenderer().geometry('ateam');
    const off: string[] = [];
    for (const s of geo.spaces.values()) {
      if (s.big || !keepsWords(s) || s.id === 's18') continue;
      const [d] = tokenDiscs(geo, [{ seat: 0, space: s.id }]).get(s.id)!;
      const aligned = Math.abs(d.x - s.x) < 1 || Math.abs(d.y - s.y) < 1;
      // Touching its space: the piece's rim within 8 px of the space's edge.
      const gap = Math.max(Math.abs(d.x - s.x), Math.abs(d.y - s.y)) - s.size / 2 - d.r;
      if (!aligned || gap > 8) off.push(`${s.id} (${Math.round(d.x - s.x)}, ${Math.round(d.y - s.y)})`);
    }
    expect(off).toEqual([]);
  });

  it.each(LOCALES)(
    'in %s: every space word reads at 450 px unsqueezed, inside its space (LAB ★ / ★★ / ★★★, the passageway)',
    (locale) => {
      const render = createRenderer();
      const words = boardWords(voice({ game: 'ateam', locale }));
      const k = 450 / 720;
      const squeezed: string[] = [];
      const proto = CanvasRenderingContext2D.prototype;
      const original = proto.fillText;
      proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, max?: number) {
        const px = Number(/(\d+)px/.exec(this.font)?.[1]);
        if (max !== undefined && this.measureText(text).width > max) squeezed.push(`${text} squeezed`);
        if (px * k < 9) squeezed.push(`${text} ${(px * k).toFixed(1)} px`);
        return max === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, max);
      };
      try {
        // A fresh renderer draws the static board (the spaces' words) on its first picture.
        render('ateam', { tokens: [], highlight: [] }, TEAM, CAPTION, words);
      } finally {
        proto.fillText = original;
      }
      expect(squeezed).toEqual([]);
      // The words' box (1 px around the glyphs) stays off its space's edge (LAB touched it on 34 and 47).
      const geo = render.geometry('ateam', words);
      expect(geo.width).toBe(720);
      const touching = [...geo.spaces.values()]
        .filter((s) => {
          const w = geo.words.get(s.id);
          const b = spaceBox(s);
          return w !== undefined && (w.x < b.x + 1 || w.y < b.y + 1 || w.x + w.w > b.x + b.w - 1 || w.y + w.h > b.y + b.h - 1);
        })
        .map((s) => s.id);
      expect(touching).toEqual([]);
      // The labs say which they are by their stars, in every language.
      const lab3 = [...geo.spaces.values()].find((s) => s.kind === 'lab3')!;
      expect(lab3.text).toBe('★★★');
      if (locale !== 'en') expect(words.label('GUARD')).not.toBe('GUARD');
    },
  );

  it('a guard battle draws the red and the green die the text names, and a re-roll stands apart from the tie', async () => {
    // Hannibal lands on the GUARD space 13: guard 3 v Hannibal 3 (tie), then guard 5 v Hannibal 1.
    const r = act(build({ pos: [9, 13] }), 'roll', dice(4, 3, 3, 5, 1));
    const battle = r.events.find((e) => en(e.text).startsWith('Guard battle'))!;
    expect(en(battle.text)).toBe(
      'Guard battle for Ann: guard (red) 3 v Ann (green) 3 (tie, re-roll); guard (red) 5 v Ann (green) 1 — the guard holds Ann',
    );
    const caption: Caption = { title: 'The A-Team', turn: 3, whose: 'p0', dice: [], groups: chanceGroups([battle], en) };
    const render = createRenderer();
    const pic = await decode(render('ateam', { tokens: [], highlight: [] }, TEAM.slice(0, 2), caption));
    const top = render.geometry('ateam').boardHeight;
    const red = columnsOf(pic, DIE_FILLS.red, top, pic.height);
    const green = columnsOf(pic, DIE_FILLS.green, top, pic.height);
    // Two throws of each die, each in its colour: red (guard) then green (Hannibal), twice.
    expect(red).toHaveLength(2);
    expect(green).toHaveLength(2);
    const order = [...red.map((c) => ({ ...c, die: 'red' })), ...green.map((c) => ({ ...c, die: 'green' }))].sort(
      (a, b) => a.from - b.from,
    );
    expect(order.map((c) => c.die)).toEqual(['red', 'green', 'red', 'green']);
    // The re-roll is parted from the tie by a wider gap than the one between a round's two dice.
    const gaps = order.slice(1).map((c, i) => c.from - order[i].to);
    expect(gaps[1]).toBeGreaterThan(gaps[0] + 8);
    expect(gaps[1]).toBeGreaterThan(gaps[2] + 8);
  });

  it('a battle between two characters names no colour: its dice stay white, its re-roll still parted', () => {
    const r = act(build({ pos: [10, 14] }), 'roll', dice(4, 3, 3, 5, 4));
    const battle = r.events.find((e) => en(e.text).startsWith('Battle'))!;
    expect(battle.dice).toEqual([3, 3, 5, 4]);
    expect(battle.chance?.map((c) => [c.value, c.round, c.color])).toEqual([
      [3, 0, undefined],
      [3, 0, undefined],
      [5, 1, undefined],
      [4, 1, undefined],
    ]);
  });
});
