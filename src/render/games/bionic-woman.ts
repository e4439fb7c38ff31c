// The Bionic Woman: a marker standing on a numbered location hides its number, and the number
// is what players talk about ("she is at 16"). So beside every occupied location its number is
// printed again, in a small tag on the location's top-left rim (marks use the top-right).
import type { Overlay } from '../plugin';
import { drawPill, PILL_MAX, tagPx } from '../tokens';

const TAG_FILL = '#f8fafc';

export const bionicWomanOverlay: Overlay = (ctx, geo, scene, _seats, label) => {
  const done = new Set<string>();
  for (const t of scene.tokens) {
    const s = geo.spaces.get(t.space);
    if (!s || s.kind !== 'loc' || !s.label || done.has(s.id)) continue;
    done.add(s.id);
    const off = (s.size / 2) * Math.SQRT1_2;
    const px = tagPx(geo);
    drawPill(ctx, label(s.label), Math.max(px, s.x - off), Math.max(px / 2 + 6, s.y - off), TAG_FILL, PILL_MAX, px);
  }
};
