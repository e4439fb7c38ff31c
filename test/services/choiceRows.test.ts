// How a decision's public choices are laid out: buttons when few; else the ones that matter
// first (buttons while two rows hold them) and the choices lettered on the picture (The Bionic
// Woman's road ends) in menus of their own. Never paged: every choice is in the message at once.
import { describe, expect, it } from 'vitest';
import { letter } from '../../src/games/bionic-woman/moves';
import { tx } from '../../src/engine/text';
import type { Choice } from '../../src/engine/types';
import { choiceRows, MAX_BUTTONS, PAGE_SIZE } from '../../src/services/messages/choiceRows';
import { voice } from '../support/text';

const me = voice({ game: 'bionic-woman' });
const place = (n: number): Choice => ({ id: `to:${n}`, label: tx('platform:legacy-note', { text: `Location ${n}` }) });
const road = (i: number): Choice => ({ ...place(100 + i), mark: letter(i) });
type Rows = ReturnType<typeof choiceRows>;
const selects = (rows: Rows) => rows.flatMap((r) => ('select' in r ? [r.select] : []));
const buttons = (rows: Rows) => rows.flatMap((r) => ('buttons' in r ? r.buttons : []));
/** Every choice id the rows offer, in order. */
const offered = (rows: Rows) =>
  rows.flatMap((r) =>
    'select' in r ? r.select.options.map((o) => o.value) : r.buttons.map((b) => b.customId.split(':').slice(3).join(':')),
  );

describe('choice rows', () => {
  it('keeps buttons while the choices are few', () => {
    const few = Array.from({ length: MAX_BUTTONS }, (_, i) => road(i));
    const rows = choiceRows(me, 1, 1, few, false);
    expect(selects(rows)).toEqual([]);
    expect(offered(rows)).toEqual(few.map((c) => c.id));
  });

  it('shows the places that matter as buttons first, the road ends lettered on the picture in one menu after them', () => {
    const choices = [...Array.from({ length: 5 }, (_, i) => place(i + 1)), ...Array.from({ length: 20 }, (_, i) => road(i))];
    const rows = choiceRows(me, 1, 1, choices, true);
    expect(buttons(rows).map((b) => b.label)).toEqual([
      'Location 1',
      'Location 2',
      'Location 3',
      'Location 4',
      'Location 5',
      'My hand',
    ]);
    expect(selects(rows)).toHaveLength(1);
    expect(selects(rows)[0].placeholder).toBe('A letter on the picture…');
    expect(selects(rows)[0].options.map((o) => o.label)).toEqual(choices.slice(5).map((c) => `Location ${c.id.slice(3)}`));
    expect('buttons' in rows[0]).toBe(true);
  });

  it('never pages: 12 places and 30 road ends are all in the message at once, in at most four rows', () => {
    const choices = [...Array.from({ length: 12 }, (_, i) => place(i + 1)), ...Array.from({ length: 30 }, (_, i) => road(i))];
    const rows = choiceRows(me, 1, 1, choices, true);
    expect(offered(rows).filter((id) => id !== '0')).toEqual(choices.map((c) => c.id));
    expect(rows.length).toBeLessThanOrEqual(4);
    expect(selects(rows).map((s) => s.placeholder)).toEqual([
      'Choose…',
      'A letter on the picture, A to Y…',
      'A letter on the picture, Z to AD…',
    ]);
    for (const s of selects(rows)) expect(s.options.length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(new Set(selects(rows).map((s) => s.customId)).size).toBe(3);
    expect(buttons(rows).map((b) => b.label)).toEqual(['My hand']);
    expect(JSON.stringify(rows)).not.toMatch(/Prev|Next|page/);
  });

  it('splits a long unlettered list into menus of 25 side by side', () => {
    const many = Array.from({ length: 30 }, (_, i) => place(i));
    const rows = choiceRows(me, 1, 1, many, false);
    expect(selects(rows).map((s) => [s.placeholder, s.options.length])).toEqual([
      ['Choose… (1–25 of 30)', 25],
      ['Choose… (26–30 of 30)', 5],
    ]);
    expect(offered(rows)).toEqual(many.map((c) => c.id));
  });
});
