// Issue 21 item 2 for The A-Team, measured on the real board at the size a phone shows it.
import { describe, expect, it, vi } from 'vitest';
import { COLORS } from '../../src/games/ateam/state';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { DIE_FILLS } from '../../src/render/dice';
import { chanceGroups } from '../../src/render/groups';
import { createRenderer } from '../../src/render/index';
import { act, build, dice, en } from '../games/ateam/helpers';
import { decode, near, type Picture } from './pixels';

vi.setConfig({ testTimeout: 30_000 });

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

describe('The A-Team at 450 px (issue 21)', () => {
  it('a guard battle draws the red and the green die the text names, and a re-roll stands apart from the tie', async () => {
    // Hannibal lands on the GUARD space 13: guard 3 v Hannibal 3 (tie), then guard 5 v Hannibal 1.
    const r = act(build({ pos: [9, 13] }), 'roll', dice(4, 3, 3, 5, 1));
    const battle = r.events.find((e) => en(e.text).startsWith('Guard battle'))!;
    expect(en(battle.text)).toBe(
      'Guard battle: guard (red) 3 v Hannibal (green) 3 (tie, re-roll); guard (red) 5 v Hannibal (green) 1 — the guard holds Hannibal',
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
