// A palette of at most 256 colours and the search for the nearest entry to a colour.
// Distance is weighted as the eye weighs the channels (green most, blue least), so the shades
// of an antialiased edge keep their brightness and text stays crisp. An edge shade looking for an
// entry to share measures hue apart from lightness (nearestShade): it may lighten or darken, a
// step the eye does not see at a phone's 450 px, but not change hue (grey text turning teal).

export const MAX_COLOURS = 256;

const WR = 2;
const WG = 4;
const WB = 3;
/** nearestShade's weights: lightness (luma) and each chroma axis (blue and red minus luma). */
const SHADE_LUMA = 0.25;
const SHADE_CHROMA = 2;

/** Luma (Rec. 601): the lightness the eye sees in a colour. */
const lumaOf = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** A palette being built, with a search ordered by green that stops once green alone is too far. */
export class Palette {
  private readonly r = new Int32Array(MAX_COLOURS);
  private readonly g = new Int32Array(MAX_COLOURS);
  private readonly b = new Int32Array(MAX_COLOURS);
  /** Entries by green, then the first of them with at least each green value. */
  private byGreen = new Int32Array(0);
  private from = new Int32Array(0);
  /** Entries by lightness (lumaOf), for nearestShade. */
  private byLuma = new Int32Array(0);
  /** Each entry's luma, kept as entries are added. */
  private readonly luma = new Float64Array(MAX_COLOURS);
  /** Entries added since index(), by lightness too (a frame adds up to a hundred, each searched by every shade after it). */
  private readonly lateByLuma = new Int32Array(MAX_COLOURS);
  private late = 0;
  length = 0;

  /** A copy, to add a frame's own colours to a board's palette. */
  clone(): Palette {
    const p = new Palette();
    p.r.set(this.r);
    p.g.set(this.g);
    p.b.set(this.b);
    p.luma.set(this.luma);
    p.lateByLuma.set(this.lateByLuma);
    p.late = this.late;
    p.length = this.length;
    return p;
  }

  add(r: number, g: number, b: number): number {
    this.r[this.length] = r;
    this.g[this.length] = g;
    this.b[this.length] = b;
    const y = (this.luma[this.length] = lumaOf(r, g, b));
    // Kept in order of lightness (after those as light: entries in the order added on a tie).
    let at = this.late++;
    while (at > 0 && this.luma[this.lateByLuma[at - 1]] > y) {
      this.lateByLuma[at] = this.lateByLuma[at - 1];
      at--;
    }
    this.lateByLuma[at] = this.length;
    return this.length++;
  }

  /** Orders the entries by green for the fast search (once the palette is complete; until then every entry is tried). */
  index(): void {
    const order = Array.from({ length: this.length }, (_, i) => i).sort((x, y) => this.g[x] - this.g[y] || x - y);
    this.byGreen = Int32Array.from(order);
    this.from = new Int32Array(257);
    let e = 0;
    for (let v = 0; v <= 256; v++) {
      while (e < order.length && this.g[order[e]] < v) e++;
      this.from[v] = e;
    }
    this.late = 0;
    this.byLuma = Int32Array.from(
      Array.from({ length: this.length }, (_, i) => i).sort((x, y) => this.luma[x] - this.luma[y] || x - y),
    );
  }

  /**
   * The nearest entry in hue and lightness closer than `within`, or -1: lightness counts a
   * quarter and each chroma axis twice what the channel distance would (SHADE_*), so a shade
   * folds into a lighter or darker one of its own hue first. Ties go to the first entry.
   */
  nearestShade(r: number, g: number, b: number, within: number, memo?: Map<number, number>): number {
    const y = lumaOf(r, g, b);
    const cb = b - y;
    const cr = r - y;
    const limit = within * within;
    // The indexed entries' answer, remembered by the caller while they stay the same (a layer's palette).
    const key = (r << 16) | (g << 8) | b;
    let best = memo?.get(key);
    if (best === undefined) {
      best = this.shadeAmong(this.byLuma, this.byLuma.length, y, cb, cr, -1, limit);
      memo?.set(key, best);
    }
    if (this.late === 0) return best;
    // Then the entries added since index() (they lose a tie to an indexed one: a larger index).
    return this.shadeAmong(this.lateByLuma, this.late, y, cb, cr, best, best >= 0 ? this.shadeDist(best, y, cb, cr) : limit);
  }

  /** nearestShade's distance from entry `e` to the colour of luma `y` and chroma `cb`, `cr`. */
  private shadeDist(e: number, y: number, cb: number, cr: number): number {
    const ey = this.luma[e];
    const dy = ey - y;
    const db = this.b[e] - ey - cb;
    const dr = this.r[e] - ey - cr;
    return SHADE_LUMA * dy * dy + SHADE_CHROMA * (db * db + dr * dr);
  }

  /**
   * The nearest of `count` entries of `order` (by lightness) under `bestD`, else `best`: outwards
   * from lightness `y` while lightness alone could still be nearer. Ties go to the first entry.
   */
  private shadeAmong(order: Int32Array, count: number, y: number, cb: number, cr: number, best: number, bestD: number): number {
    const luma = this.luma;
    let lo = 0;
    for (let hi = count; lo < hi;) {
      const mid = (lo + hi) >> 1;
      if (luma[order[mid]] < y) lo = mid + 1;
      else hi = mid;
    }
    for (let up = lo; up < count; up++) {
      const e = order[up];
      const dy = luma[e] - y;
      if (SHADE_LUMA * dy * dy > bestD) break;
      const d = this.shadeDist(e, y, cb, cr);
      if (d < bestD || (d === bestD && e < best)) [bestD, best] = [d, e];
    }
    for (let down = lo - 1; down >= 0; down--) {
      const e = order[down];
      const dy = luma[e] - y;
      if (SHADE_LUMA * dy * dy > bestD) break;
      const d = this.shadeDist(e, y, cb, cr);
      if (d < bestD || (d === bestD && e < best)) [bestD, best] = [d, e];
    }
    return best;
  }

  /** The nearest entry closer than `within` (weighted squared distance / 9), or -1; ties go to the first entry. */
  nearest(r: number, g: number, b: number, within: number): number {
    let best = -1;
    let bestD = within * 9;
    // Entries added since `index()` are tried one by one, after the indexed ones (so later on ties).
    const indexed = this.byGreen.length;
    const order = this.byGreen;
    const start = indexed > 0 ? this.from[g] : 0;
    // Outwards from the entries of this green, both ways, while green alone could still be nearer.
    for (let up = start, down = start - 1; up < indexed || down >= 0;) {
      let moved = false;
      if (up < indexed) {
        const e = order[up];
        const dg = this.g[e] - g;
        if (WG * dg * dg < bestD) {
          const d = this.dist(e, r, g, b);
          if (d < bestD || (d === bestD && e < best)) {
            bestD = d;
            best = e;
          }
          up++;
          moved = true;
        } else up = indexed;
      }
      if (down >= 0) {
        const e = order[down];
        const dg = this.g[e] - g;
        if (WG * dg * dg < bestD || (WG * dg * dg === bestD && e < best)) {
          const d = this.dist(e, r, g, b);
          if (d < bestD || (d === bestD && e < best)) {
            bestD = d;
            best = e;
          }
          down--;
          moved = true;
        } else down = -1;
      }
      if (!moved) break;
    }
    for (let e = indexed; e < this.length; e++) {
      const d = this.dist(e, r, g, b);
      if (d < bestD) {
        bestD = d;
        best = e;
      }
    }
    return best;
  }

  private dist(e: number, r: number, g: number, b: number): number {
    const dr = this.r[e] - r;
    const dg = this.g[e] - g;
    const db = this.b[e] - b;
    return WR * dr * dr + WG * dg * dg + WB * db * db;
  }

  rgb(): Uint8Array {
    const out = new Uint8Array(this.length * 3);
    for (let e = 0; e < this.length; e++) {
      out[e * 3] = this.r[e];
      out[e * 3 + 1] = this.g[e];
      out[e * 3 + 2] = this.b[e];
    }
    return out;
  }
}
