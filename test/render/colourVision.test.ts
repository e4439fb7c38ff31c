// Seats told apart without colour. Every game's seat colours and the colours
// of the spaces its pieces stand on are compared through deuteranopia, protanopia and
// tritanopia (Machado 2009, severity 1.0) as well as normal vision.
//
// Threshold: CIEDE2000 ΔE00 >= 10. About 2 is just noticeable side by side on large patches;
// a piece is a small patch seen beside, not touching, the others, at phone size, and a
// difference of 10 separates "another colour" from "the same colour, a little lighter"
// (pure Okabe-Ito pairs are 11-14 apart at their closest under the three simulations).
import { createCanvas, loadImage } from 'canvas';
import { describe, expect, it } from 'vitest';
import { SEAT_COLOURS, seatMark, seatShape } from '../../src/engine/palette';
import { allGames } from '../../src/games/registry';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { loadBoard } from '../../src/render/geometry';
import { createRenderer } from '../../src/render/index';
import { DEFAULT_BOARDS_DIR } from '../../src/render/paths';
import { fanCentre, fanOut } from '../../src/render/placement';
import { coverTakenSlots } from '../../src/render/slots';
import { seenDifference, VISIONS, type Vision } from './cvd';

const THRESHOLD = 10;
/** The width a phone shows a picture at: the shapes must still differ there. */
const PHONE = 450;
/** Space kinds no piece ever stands on (the Action Man's combat card pile is a picture of cards). */
const NEVER_STOOD_ON: Readonly<Record<string, readonly string[]>> = { 'action-man': ['cards'] };

const games = allGames();
const lower = (c: string) => c.toLowerCase();

/** Seat colours: every colour the game can give a seat (Atcha!: all four, whoever plays them). */
const seatColours = (gameId: string): string[] => games.find((g) => g.id === gameId)!.colors.map(lower);

/** Each colour a piece can stand on, with the space kinds painted in it. */
function spaceColours(gameId: string): Map<string, string[]> {
  const board = loadBoard(DEFAULT_BOARDS_DIR, gameId);
  const out = new Map<string, string[]>();
  for (const s of board.spaces) {
    if (NEVER_STOOD_ON[gameId]?.includes(s.kind)) continue;
    const fill = lower(s.fill ?? board.kinds[s.kind].fill);
    out.set(fill, [...new Set([...(out.get(fill) ?? []), s.kind])]);
  }
  return out;
}

interface Clash {
  a: string;
  b: string;
  vision: Vision;
  dE: number;
}

function clashes(pairs: Array<[string, string]>): Clash[] {
  return pairs.flatMap(([a, b]) =>
    VISIONS.map((vision) => ({ a, b, vision, dE: seenDifference(a, b, vision) })).filter((c) => c.dE < THRESHOLD),
  );
}

const show = (cs: Clash[]) => cs.map((c) => `${c.a} v ${c.b} (${c.vision}) ΔE00 ${c.dE.toFixed(1)}`);

/**
 * Each seat's piece drawn alone by the renderer on a space, shrunk to phone width: the
 * pixels it changed within 1.6 r of where the piece goes (tags an overlay adds beside an occupied
 * space stay out). Every seat is painted the same grey, so only its shape can differ.
 */
async function pieceMasks(gameId: string, seats: number): Promise<boolean[][]> {
  const render = createRenderer();
  const geo = render.geometry(gameId);
  // A space wider than a piece (on a smaller one the renderer draws a frame around the piece).
  const s = [...geo.spaces.values()].find(
    (sp) => sp.size >= 2 * geo.tokenRadius + 8 && !NEVER_STOOD_ON[gameId]?.includes(sp.kind),
  )!;
  const space = s.id;
  const at = fanCentre(geo, s, fanOut(1, geo.tokenRadius));
  const k = PHONE / geo.width;
  const reach = 1.6 * geo.tokenRadius * k;
  const near = (x: number, y: number) => Math.abs(x - at.x * k) <= reach && Math.abs(y - at.y * k) <= reach;
  const paint: SeatPaint[] = Array.from({ length: seats }, (_, i) => ({ name: `p${i}`, role: `R${i}`, color: '#777777' }));
  const caption: Caption = { title: 'T', turn: 1, whose: 'x', dice: [] };
  const shrink = async (png: Buffer, slot = false) => {
    const img = await loadImage(png);
    const h = Math.round((img.height * PHONE) / img.width);
    const full = createCanvas(img.width, img.height);
    const ctx = full.getContext('2d');
    ctx.drawImage(img, 0, 0);
    // A taken slot is covered with its ground under the piece: so is the board it is compared with.
    if (slot) coverTakenSlots(ctx, geo, [{ seat: 0, space, label: '' }]);
    const c = createCanvas(PHONE, h);
    c.getContext('2d').drawImage(full, 0, 0, PHONE, h);
    return c.getContext('2d').getImageData(0, 0, PHONE, h).data;
  };
  const empty = await shrink(render(gameId, { tokens: [], highlight: [] }, paint, caption), s.slot === true);
  const masks: boolean[][] = [];
  for (let seat = 0; seat < seats; seat++) {
    const px = await shrink(render(gameId, { tokens: [{ seat, space, label: '' }], highlight: [] }, paint, caption));
    const mask: boolean[] = [];
    for (let i = 0; i < px.length; i += 4) {
      const changed = Math.abs(px[i] - empty[i]) + Math.abs(px[i + 1] - empty[i + 1]) + Math.abs(px[i + 2] - empty[i + 2]) > 60;
      mask.push(changed && near((i / 4) % PHONE, Math.floor(i / 4 / PHONE)));
    }
    masks.push(mask);
  }
  return masks;
}

describe.each(games.map((g) => g.id))('%s: seats told apart without colour', (gameId) => {
  const seats = seatColours(gameId);

  it('every seat colour is an Okabe-Ito member, each seat with its own shape', () => {
    const okabeIto: string[] = Object.values(SEAT_COLOURS);
    expect(seats.filter((c) => !okabeIto.includes(c))).toEqual([]);
    const shapes = seats.map((_, i) => seatShape(i));
    expect(new Set(shapes).size).toBe(seats.length);
    expect(new Set(seats.map((_, i) => seatMark(i))).size).toBe(seats.length);
  });

  it('the Okabe-Ito seat colours differ by ΔE00 >= 10 in normal vision', () => {
    const pairs = seats.flatMap((a, i) => seats.slice(i + 1).map((b): [string, string] => [a, b]));
    expect(show(clashes(pairs).filter((c) => c.vision === 'normal'))).toEqual([]);
  });

  it('every two seats differ by the shape drawn at 450 px (all the more where colours look alike)', async () => {
    const pairs = seats.flatMap((_, i) => seats.slice(i + 1).map((__, k): [number, number] => [i, i + 1 + k]));
    const masks = await pieceMasks(gameId, seats.length);
    // Every pair, not only those alike through a simulation: a seat's shape is its mark, and a
    // palette change must not make the test stop looking at it.
    const fails = pairs.flatMap(([i, j]) => {
      const union = masks[i].filter((m, k) => m || masks[j][k]).length;
      const apart = masks[i].filter((m, k) => m !== masks[j][k]).length;
      // Told apart by shape: a tenth of the pieces' area differs (a square's corners against a
      // disc, the closest pair, differ by about a sixth), and at least 12 pixels.
      if (apart >= 12 && apart >= 0.1 * union) return [];
      const alike = show(clashes([[seats[i], seats[j]]]));
      return [
        `seats ${i} and ${j}: shapes ${apart}/${union} px apart${alike.length ? `; colours alike: ${alike.join(', ')}` : ''}`,
      ];
    });
    expect(fails).toEqual([]);
  });

  it('no seat looks like a space its pieces stand on (ΔE00 >= 10 in every vision)', () => {
    const spaces = spaceColours(gameId);
    // A space painted in a seat's own colour (its start, HQ, home straight) is that seat's mark:
    // its own pieces stand on it by design, others are told from it by their shape like seats.
    const neutral = [...spaces.keys()].filter((fill) => !seats.includes(fill));
    const pairs = seats.flatMap((seat) => neutral.map((fill): [string, string] => [seat, fill]));
    const named = clashes(pairs).map((c) => ({ ...c, b: `${c.b} ${spaces.get(c.b)!.join('/')}` }));
    expect(show(named)).toEqual([]);
  });
});

describe('the seat key', () => {
  it("draws each seat's shape beside its name (the key reads without colour)", async () => {
    const render = createRenderer();
    const caption: Caption = { title: 'T', turn: 1, whose: 'x', dice: [] };
    const grey =
      (shape?: SeatPaint['shape']) =>
      (i: number): SeatPaint => ({ name: `p${i}`, role: `R${i}`, color: '#777777', ...(shape ? { shape } : {}) });
    const seats = [0, 1, 2, 3].map(grey());
    const pixels = async (paint: SeatPaint[]) => {
      const img = await loadImage(render('action-man', { tokens: [], highlight: [] }, paint, caption));
      const c = createCanvas(img.width, img.height);
      c.getContext('2d').drawImage(img, 0, 0);
      return c.getContext('2d').getImageData(0, 0, img.width, img.height).data;
    };
    const base = await pixels(seats);
    const boardEnd = render.geometry('action-man').boardHeight * render.geometry('action-man').width * 4;
    // Seat i drawn as a disc instead of its own shape: only its key mark, under the board, changes.
    const changed: number[] = [];
    for (let i = 0; i < 4; i++) {
      const px = await pixels(seats.map((s, k) => (k === i ? grey('circle')(k) : s)));
      let n = 0;
      for (let k = 0; k < px.length; k += 4) if (px[k] !== base[k]) n += k >= boardEnd ? 1 : 1000;
      changed.push(n);
    }
    expect(changed[0]).toBe(0);
    for (const n of changed.slice(1)) expect(n).toBeGreaterThanOrEqual(20);
    for (const n of changed) expect(n).toBeLessThan(1000);
  });
});
