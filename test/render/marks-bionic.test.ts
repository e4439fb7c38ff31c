// The Bionic Woman, measured on the real board.
import { CanvasRenderingContext2D } from 'canvas';
import { describe, expect, it, vi } from 'vitest';
import { aiDecision, applyDecision, createMatch, type Match } from '../../src/engine/match';
import type { Scene } from '../../src/engine/types';
import { bionicWoman } from '../../src/games/bionic-woman';
import type { BionicState } from '../../src/games/bionic-woman/state';
import { COLORS } from '../../src/games/bionic-woman/state';
import { luminance } from '../../src/render/color';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { spaceBox } from '../../src/render/geometry';
import { createRenderer } from '../../src/render/index';
import { letterClearOf, markCentre } from '../../src/render/marks';
import { tokenDiscs } from '../../src/render/placement';
import { decode } from './pixels';
import { drawn } from '../support/text';

vi.setConfig({ testTimeout: 30_000 });

const CAPTION: Caption = { title: 'The Bionic Woman', turn: 1, whose: 'a', dice: [] };
const SEATS: SeatPaint[] = ['Red', 'Blue', 'Green', 'Yellow'].map((role, i) => ({ name: `p${i}`, role, color: COLORS[i] }));

const hex = (p: readonly number[]) => `#${p.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
};

/** The first scene of an all-AI game (seed 3) that offers ways with a path of several roads. */
function sceneWithWays(): Scene {
  let { match } = createMatch(
    bionicWoman,
    SEATS.map((s) => ({ name: s.name, ai: true })),
    {},
    3,
  ) as { match: Match<BionicState> };
  for (let i = 0; i < 60; i++) {
    const scene = bionicWoman.scene(match.state);
    if ((scene.marks ?? []).some((m) => (m.path ?? []).length >= 3)) return scene;
    const r = applyDecision(bionicWoman, match, aiDecision(bionicWoman, match)!);
    if (!r.ok) break;
    match = r.value.match;
  }
  throw new Error('no ways offered');
}

describe('The Bionic Woman at 450 px', () => {
  it('an offered way shows: along its roads the trail stands out 3:1 from what it runs over', async () => {
    const scene = sceneWithWays();
    const render = createRenderer();
    const geo = render.geometry('bionic-woman');
    const withWays = drawn(scene, { game: 'bionic-woman' });
    const without = { ...withWays, marks: withWays.marks?.map((m) => ({ space: m.space, letter: m.letter })) };
    const pic = await decode(render('bionic-woman', withWays, SEATS, CAPTION));
    const plain = await decode(render('bionic-woman', without, SEATS, CAPTION));
    const boxes = [...geo.spaces.values()].map(spaceBox);
    const weak: string[] = [];
    let probed = 0;
    for (const m of scene.marks ?? []) {
      const ids = [...(m.path ?? [])];
      if (ids.at(-1) !== m.space) ids.push(m.space);
      for (let i = 1; i < ids.length; i++) {
        const [p, q] = [geo.spaces.get(ids[i - 1])!, geo.spaces.get(ids[i])!];
        const len = Math.hypot(q.x - p.x, q.y - p.y);
        const [nx, ny] = [-(q.y - p.y) / len, (q.x - p.x) / len];
        let best = 1;
        let changed = false;
        // Across the road at a few points between the two spaces (a space itself is copied back over the trail).
        for (const t of [0.3, 0.35, 0.4, 0.5, 0.6, 0.65, 0.7]) {
          const [x, y] = [p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t];
          if (boxes.some((b) => x > b.x - 1 && x < b.x + b.w + 1 && y > b.y - 1 && y < b.y + b.h + 1)) continue;
          for (let d = -8; d <= 8; d++) {
            const [px, py] = [Math.round(x + nx * d), Math.round(y + ny * d)];
            changed ||= pic.at(px, py).join() !== plain.at(px, py).join();
            best = Math.max(best, contrast(hex(pic.at(px, py)), hex(plain.at(px, py))));
          }
        }
        // Where a letter or a piece drawn later covers the trail, there is nothing to see.
        if (!changed) continue;
        probed++;
        if (best < 3) weak.push(`${ids[i - 1]}-${ids[i]} ${best.toFixed(2)}:1`);
      }
    }
    expect(probed).toBeGreaterThan(2);
    expect(weak).toEqual([]);
  });
  it('the adventure stars (★1) and bonus scores (+50) and location tags have glyphs at least 9 px tall at 450', () => {
    const render = createRenderer();
    const geo = render.geometry('bionic-woman');
    const k = 450 / geo.width;
    // Player 1 stands on a location heading for an adventure marked ★1; a +50 and a +100 assignment.
    const loc = [...geo.spaces.values()].filter((s) => s.kind === 'loc' && (s.label ?? '').length >= 2);
    const scene = {
      tokens: [{ seat: 0, space: loc[0].id, label: '1' }],
      highlight: [],
      markers: [
        { space: loc[1].id, label: '★1', color: COLORS[0] },
        { space: loc[2].id, label: '+50', color: '#f59e0b' },
        { space: loc[3].id, label: '+100', color: '#dc2626' },
      ],
    };
    const tall: Array<{ text: string; h: number }> = [];
    const proto = CanvasRenderingContext2D.prototype;
    const original = proto.fillText;
    proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, max?: number) {
      const m = this.measureText(text);
      tall.push({ text, h: (m.actualBoundingBoxAscent + m.actualBoundingBoxDescent) * k });
      return max === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, max);
    };
    try {
      render('bionic-woman', scene, SEATS, CAPTION);
    } finally {
      proto.fillText = original;
    }
    const wanted = ['★1', '+50', '+100', loc[0].label!];
    const seen = tall.filter((t) => wanted.includes(t.text));
    expect(seen.map((t) => t.text).sort()).toEqual([...wanted].sort());
    expect(seen.filter((t) => t.h < 9).map((t) => `${t.text} ${t.h.toFixed(1)} px`)).toEqual([]);
  });
});

describe('The Bionic Woman: letters on the map', () => {
  it('never cover a piece: a letter on a space where pieces stand sits just off them, still by its space', () => {
    const geo = createRenderer().geometry('bionic-woman');
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      let { match } = createMatch(
        bionicWoman,
        SEATS.map((s) => ({ name: s.name, ai: true })),
        {},
        seed,
      ) as { match: Match<BionicState> };
      for (let i = 0; i < 200 && bionicWoman.pending(match.state); i++) {
        const scene = drawn(bionicWoman.scene(match.state), { game: 'bionic-woman' });
        const discs = tokenDiscs(geo, scene.tokens);
        const all = [...discs.values()].flat();
        for (const m of scene.marks ?? []) {
          const s = geo.spaces.get(m.space)!;
          const at = letterClearOf(geo, s, markCentre(geo, s), discs);
          if (!discs.has(m.space)) continue;
          checked++;
          for (const d of all)
            expect(Math.hypot(d.x - at.x, d.y - at.y), `${m.letter} on ${m.space}`).toBeGreaterThanOrEqual(d.r + at.r);
          // Still by its own space: within two letters' width of its edge.
          expect(Math.hypot(s.x - at.x, s.y - at.y)).toBeLessThan(s.size / 2 + geo.tokenRadius * 2 + 4 * at.r);
        }
        const r = applyDecision(bionicWoman, match, aiDecision(bionicWoman, match)!);
        if (!r.ok) break;
        match = r.value.match;
      }
    }
    // Drives that end where a piece stands come up in these games: the case is met, not assumed.
    expect(checked).toBeGreaterThan(3);
  });
});
