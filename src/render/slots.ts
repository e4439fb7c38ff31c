// A slot (a base's place for one piece) is in the static layer as an empty place; where a piece
// stands, the place is covered with its ground before the piece is drawn, so the piece stands
// alone on the base's ground (and its picture is lighter by the place's rims: about 3% of an
// Atcha! picture).
import type { CanvasRenderingContext2D } from 'canvas';
import type { DrawnToken as Token } from './contract';
import type { Geometry } from './geometry';
import { spacePath } from './shapes';
import { drawShape } from './sprites';
import { drawnAt, groundOf } from './staticLayer';

/** Past the place's outline (2 px, centred on its rim) and its antialiased edge. */
const BEYOND_RIM = 2.5;

export function coverTakenSlots(ctx: CanvasRenderingContext2D, geo: Geometry, tokens: readonly Token[]): void {
  const taken = new Set(tokens.map((t) => t.space));
  for (const id of taken) {
    const s = geo.spaces.get(id);
    if (!s?.slot) continue;
    // Covered where the static layer drew it.
    const at = drawnAt(s);
    const ground = groundOf(geo, s);
    const reach = Math.ceil(s.size / 2 + BEYOND_RIM + 1);
    drawShape(ctx, `slot\u0000${s.shape}\u0000${s.size}\u0000${ground}`, at.x, at.y, reach, (c, x, y) => {
      spacePath(c, { ...at, x, y }, BEYOND_RIM);
      c.fillStyle = ground;
      c.fill();
    });
  }
}
