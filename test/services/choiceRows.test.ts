// How a decision's public choices are laid out: buttons when few, else menus, with the choices
// lettered on the picture (The Bionic Woman's road ends "A".."P") all on one menu of their own.
import { describe, expect, it } from 'vitest';
import { tx } from '../../src/engine/text';
import type { Choice } from '../../src/engine/types';
import { choiceRows, MAX_BUTTONS, PAGE_SIZE } from '../../src/services/messages/choiceRows';
import { voice } from '../support/text';

const me = voice({ game: 'bionic-woman' });
const place = (n: number): Choice => ({ id: `to:${n}`, label: tx('platform:legacy-note', { text: `Location ${n}` }) });
const road = (i: number): Choice => ({ ...place(100 + i), mark: String.fromCharCode(65 + i) });
const selects = (rows: ReturnType<typeof choiceRows>) => rows.flatMap((r) => ('select' in r ? [r.select] : []));

describe('choice rows', () => {
  it('puts every lettered choice on one menu, the others on the paged menu (issue 20: A..P ran over two pages)', () => {
    // 16 road ends and 20 places: 36 choices, more than a menu page holds.
    const choices = [...Array.from({ length: 20 }, (_, i) => place(i + 1)), ...Array.from({ length: 16 }, (_, i) => road(i))];
    expect(choices.length).toBeGreaterThan(PAGE_SIZE);
    const [letters, rest] = selects(choiceRows(me, 1, 1, choices, false));
    expect(letters.placeholder).toBe('A letter on the picture…');
    expect(letters.options.map((o) => o.value)).toEqual(choices.filter((c) => c.mark).map((c) => c.id));
    expect(rest.options.map((o) => o.value)).toEqual(choices.filter((c) => !c.mark).map((c) => c.id));
    expect(new Set([letters.customId, rest.customId]).size).toBe(2);
  });

  it('keeps buttons while the choices are few, and one paged menu when nothing is lettered', () => {
    const few = Array.from({ length: MAX_BUTTONS }, (_, i) => road(i));
    expect(selects(choiceRows(me, 1, 1, few, false))).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) => place(i));
    const menus = selects(choiceRows(me, 1, 1, many, false));
    expect(menus).toHaveLength(1);
    expect(menus[0].options).toHaveLength(PAGE_SIZE);
  });
});
