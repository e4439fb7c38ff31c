// Every registered game's picture, read as a phone shows it (450 px wide): no text under the
// minimum size (fonts.ts says why 9 px), no word squeezed past MIN_SQUEEZE, and every space
// still shows what kind it is with a piece standing on it. In each language: the
// board's own words, the roles, notes, seat lines and the caption as the game's language has them.
import { CanvasRenderingContext2D } from 'canvas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameDef } from '../../src/engine/types';
import { allGames, exampleGames } from '../../src/games/registry';
import type { Caption } from '../../src/render/contract';
import { MIN_SQUEEZE, MIN_TEXT_AT_450 } from '../../src/render/fonts';
import { spaceBox, type Box, type Geometry, type SpaceGeo } from '../../src/render/geometry';
import { createRenderer } from '../../src/render/index';
import { fanCentre, fanOut, keepsWords } from '../../src/render/placement';
import { decode, near, type Picture } from './pixels';
import { LOCALES, type Locale } from '../../src/engine/text';
import { boardWords } from '../../src/services/messages/picture';
import { drawn as drawnScene, voice } from '../support/text';
import { playedTable, tableCaption } from './table';
import { sampled } from '../support/deep';

// Pictures are rendered and decoded: slow on a shared 2-core machine, not a timing test.
vi.setConfig({ testTimeout: 30_000 });

const PHONE = 450;

interface Drawn {
  text: string;
  px: number;
  /** Width after fillText's maxWidth over the natural width (1: not squeezed). */
  squeeze: number;
}

// The drawing code's own text calls, as it makes them: font size and any squeeze.
const drawn: Drawn[] = [];
const proto = CanvasRenderingContext2D.prototype;
const original = proto.fillText;
beforeAll(() => {
  proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
    const px = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? NaN);
    const natural = this.measureText(text).width;
    if (text.trim().length > 0)
      drawn.push({ text, px, squeeze: maxWidth !== undefined && natural > maxWidth ? maxWidth / natural : 1 });
    return maxWidth === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, maxWidth);
  };
});
afterAll(() => {
  proto.fillText = original;
});

type AnyGame = GameDef<any, any>;
const NAMES = ['Alexandria', 'Bartholomew', 'Cleo', 'Dan', 'Eve', 'Fred'];

const table = (def: AnyGame, locale: Locale) => playedTable(def, locale, { names: NAMES, seed: 11, decisions: 40 });

/** How far a piece reaches past the edge of a space smaller than it. */
const overhang = (geo: Geometry, s: SpaceGeo): number => Math.max(0, geo.tokenRadius + 6 - s.size / 2);

const grown = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });

/** Within the picture (a pixel past the right edge would be read from the next row's left edge). */
const inside = (pic: Picture, x: number, y: number): boolean => x >= 0 && y >= 0 && x < pic.width && y < pic.height;

const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The pixels the check reads for `s`: its words, or its area and the piece's overhang. */
function checked(geo: Geometry, s: SpaceGeo): Box {
  const words = geo.words.get(s.id);
  return words && keepsWords(s, geo.tokenRadius) ? words : grown(spaceBox(s), overhang(geo, s));
}

/**
 * Everything a lone piece on `s` may draw, with room to spare: the piece where the renderer puts
 * it (beside the space's words, or in its middle), its outline, label and frame, and tags on the
 * space's rim (The Bionic Woman repeats an occupied location's number there).
 */
function reach(geo: Geometry, s: SpaceGeo): Box {
  const r = geo.tokenRadius;
  const c = fanCentre(geo, s, fanOut(1, r));
  const piece = grown({ x: c.x, y: c.y, w: 0, h: 0 }, 1.5 * r + 24);
  const rim = grown(spaceBox(s), 48);
  const x = Math.min(piece.x, rim.x);
  const y = Math.min(piece.y, rim.y);
  return { x, y, w: Math.max(piece.x + piece.w, rim.x + rim.w) - x, h: Math.max(piece.y + piece.h, rim.y + rim.h) - y };
}

/**
 * The board's spaces in groups whose pieces reach none of each other's checked pixels, so that
 * one picture per group reads every space as a picture of its piece alone would.
 */
function apart(geo: Geometry): SpaceGeo[][] {
  const groups: Array<Array<{ s: SpaceGeo; reach: Box; checked: Box }>> = [];
  for (const s of geo.spaces.values()) {
    const me = { s, reach: reach(geo, s), checked: checked(geo, s) };
    const fits = (g: (typeof groups)[number]) => g.every((o) => !overlap(me.reach, o.checked) && !overlap(o.reach, me.checked));
    const g = groups.find(fits);
    if (g) g.push(me);
    else groups.push([me]);
  }
  return groups.map((g) => g.map((x) => x.s));
}

const GAMES = [...allGames(), ...exampleGames()];

describe.each(GAMES.map((g, i) => [g.id, g, i] as const))('%s at 450 px', (_id, def, i) => {
  it.each(LOCALES)(`in %s: no text under ${MIN_TEXT_AT_450} px and none squeezed below ${MIN_SQUEEZE}`, (locale) => {
    const { match, seats } = table(def, locale);
    const me = voice({ game: def.id, locale });
    const render = createRenderer();
    drawn.length = 0;
    const scene = drawnScene(def.scene(match.state), { game: def.id, locale });
    const caption = tableCaption(def, locale, match, seats);
    const lines = scene.seatLines ?? seats.map(() => 'Score 120 · 2 prisoners');
    render(def.id, { ...scene, seatLines: lines }, seats, caption, boardWords(me));
    const k = PHONE / render.geometry(def.id).width;
    // Both the static board's words and the per-turn layer were recorded.
    expect(drawn.length).toBeGreaterThan(def.id === 'ateam' ? 59 : 20);
    const small = drawn.filter((d) => d.px * k < MIN_TEXT_AT_450 - 1e-9).map((d) => `${d.text} ${(d.px * k).toFixed(1)}px`);
    const squeezed = drawn.filter((d) => d.squeeze < MIN_SQUEEZE).map((d) => `${d.text} x${d.squeeze.toFixed(2)}`);
    expect(small).toEqual([]);
    expect(squeezed).toEqual([]);
  });

  // A picture a group of spaces, each decoded: npm test draws each game in one language (the three
  // spread over the games), the deep run in all three.
  it.each(sampled(LOCALES, [i % LOCALES.length]))(
    'in %s: every space still shows its kind with a piece standing on it',
    async (locale) => {
      const { seats } = table(def, locale);
      const words = boardWords(voice({ game: def.id, locale }));
      const render = createRenderer();
      const caption: Caption = { title: def.name, turn: 1, whose: seats[0].name, dice: [] };
      const geo = render.geometry(def.id, words);
      const empty = await decode(render(def.id, { tokens: [], highlight: [] }, seats, caption, words));
      const hidden: string[] = [];
      // A piece on each space of a group, one picture per group: no piece reaches another's pixels.
      for (const group of apart(geo)) {
        const tokens = group.map((s) => ({ seat: 0, space: s.id, label: 'XX' }));
        const pic = await decode(render(def.id, { tokens, highlight: [] }, seats, caption, words));
        for (const s of group) {
          // A taken slot is drawn as its piece alone on the ground (test/render/slots.test.ts).
          if (s.slot) continue;
          const box = geo.words.get(s.id);
          if (box && keepsWords(s, geo.tokenRadius)) {
            // The words that name the space (GUARD, LAB, its number) are untouched.
            let changed = 0;
            for (let y = Math.floor(box.y); y <= box.y + box.h; y++)
              for (let x = Math.floor(box.x); x <= box.x + box.w; x++)
                if (inside(pic, x, y) && pic.at(x, y).join() !== empty.at(x, y).join()) changed++;
            if (changed > 0) hidden.push(`${s.id} words (${changed} px)`);
          } else {
            // Its colour still shows around the piece: at least 15% of the space's area.
            const b = grown(spaceBox(s), overhang(geo, s));
            let seen = 0;
            for (let y = Math.floor(b.y); y <= b.y + b.h; y++)
              for (let x = Math.floor(b.x); x <= b.x + b.w; x++) if (inside(pic, x, y) && near(pic.at(x, y), s.fill, 4)) seen++;
            if (seen < 0.15 * s.size * s.size) hidden.push(`${s.id} fill (${seen} px)`);
          }
        }
      }
      expect(hidden).toEqual([]);
    },
    60_000,
  );
});
