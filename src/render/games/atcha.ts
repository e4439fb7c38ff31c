// Atcha!: a two-player game uses two of the four bases; the other two are dimmed so the
// board shows at a glance who plays. A base is known by its yard's label (RED, GREEN, ...)
// matching a seat's role (the colour it plays), both in the picture's language.
import type { BoardArea } from '../../engine/board';
import type { Overlay } from '../plugin';

/** Drawn over an unused base: dark enough to read as "not in play", light enough to see through. */
export const UNUSED_BASE = 'rgba(40,40,40,0.6)';

const contains = (outer: BoardArea, inner: BoardArea) =>
  outer !== inner &&
  outer.x <= inner.x &&
  outer.y <= inner.y &&
  outer.x + outer.w >= inner.x + inner.w &&
  outer.y + outer.h >= inner.y + inner.h;

export const atchaOverlay: Overlay = (ctx, geo, _scene, seats, label) => {
  const playing = new Set(seats.map((s) => s.role.trim().toUpperCase()));
  const areas = geo.board.areas ?? [];
  const shown = (a: BoardArea) => (a.label ? label(a.label).trim().toUpperCase() : '');
  // Roles that name no base (a test's seats): nothing is known to be unused.
  if (!areas.some((a) => a.label && playing.has(shown(a)))) return;
  for (const yard of areas) {
    const name = shown(yard);
    if (!name || yard.label?.trim().toUpperCase() === 'HOME' || playing.has(name)) continue;
    // The whole corner holding the yard (its coloured square), else the yard itself.
    const corner = areas.find((a) => contains(a, yard) && a.w < geo.board.width / 2) ?? yard;
    ctx.fillStyle = UNUSED_BASE;
    ctx.fillRect(corner.x * geo.scale, corner.y * geo.scale, corner.w * geo.scale, corner.h * geo.scale);
  }
};
