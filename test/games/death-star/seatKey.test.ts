// Escape from the Death Star's seat key at 720 px: each seat's line (missions,
// detention, the Falcon, hyperspace) is printed whole under its seat, in every language. At
// 720 px an ellipsis cut "L detained" to "L detain…", and French and Hungarian lost more.
import { createCanvas } from 'canvas';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/engine/match';
import type { Draft } from '../../../src/engine/readonly';
import { LOCALES } from '../../../src/engine/text';
import { deathStar } from '../../../src/games/death-star';
import { DETENTION, FALCON } from '../../../src/games/death-star/board';
import type { DsState } from '../../../src/games/death-star/state';
import { seatLine } from '../../../src/games/death-star/view';
import { seatLineAt } from '../../../src/render/caption';
import { font, MIN_TEXT } from '../../../src/render/fonts';
import { createRenderer } from '../../../src/render/index';
import { words } from '../../support/text';

const players = ['A', 'B', 'C', 'D'].map((name) => ({ name, ai: true }));
const start = createMatch(deathStar, players, {}, 1).match.state as DsState;

/** Seat 0 with both tokens detained (no mission done, or both), aboard the Falcon, in hyperspace. */
function states(): DsState[] {
  return (['none', 'both', 'falcon', 'hyperspace'] as const).map((where) => {
    const s = structuredClone(start) as Draft<DsState>;
    const p = s.players[0];
    p.blueprint = p.tractor = where !== 'none';
    if (where === 'none' || where === 'both') for (const t of Object.values(p.tokens)) t.at = DETENTION;
    else p.ship = where === 'falcon' ? FALCON : 'h22';
    return s;
  });
}

describe('Death Star seat key at the picture width', () => {
  it.each(LOCALES)('in %s: the longest seat lines fit their column whole', (locale) => {
    const width = createRenderer().geometry('death-star').width;
    const room = seatLineAt(0, 4, 1, width, true).w;
    const ctx = createCanvas(10, 10).getContext('2d');
    ctx.font = font(MIN_TEXT, false);
    const lines = states().map((s) => words(seatLine(s, 0), { game: 'death-star', locale }));
    // Every kind of line was made (missions, detention, Falcon, hyperspace).
    expect(new Set(lines).size).toBe(4);
    const cut = lines
      .filter((l) => ctx.measureText(l).width > room)
      .map((l) => `${l}: ${ctx.measureText(l).width.toFixed(0)} > ${room}`);
    expect(cut).toEqual([]);
  });
});
