// Picks at most 256 colours for a drawn frame and maps every pixel to one (no dithering).
// Boards are flat colour: a few hundred colours cover nearly every pixel, the rest are the
// antialiased edges of shapes and text. Colours are taken by how many pixels use them, skipping
// one too close to a colour already taken, so that a small piece in a colour of its own keeps
// it while the many in-between shades of an edge fold into their nearest neighbours.
// A frame is mostly its board's static layer: that layer is quantized once (a Base), and a frame
// only looks again at the pixels that differ from it, adding their colours to the board's.
import { MAX_COLOURS, Palette } from './palette';

export interface Indexed {
  /** One palette index per pixel, row by row (a shared buffer: valid until the next quantize). */
  indices: Uint8Array;
  /** The palette, 3 bytes (RGB) per entry. */
  palette: Uint8Array;
}

/** A static layer, quantized once: its pixels, indices and palette. */
export interface Base {
  px: Int32Array;
  width: number;
  height: number;
  indices: Uint8Array;
  palette: Palette;
  /**
   * Each edge shade's entry among the layer's own (nearestShade's search, which the same shades
   * of every frame on the layer would repeat: pieces, dice and words are drawn again and again).
   */
  shades: Map<number, number>;
}

/**
 * A colour used by this many pixels is a colour of the design (a space, a piece): it keeps its own
 * entry unless one within 3 of each channel has it already (a gradient's steps, told apart by none).
 * (16 fails test/render/deathStarTokens.test.ts: a green token's rim on a Force space fades.)
 */
const KEEP = 200;
const KEEP_MERGE = 9;
/**
 * A rarer colour (an edge shade) shares the entry of one closer than this in hue and lightness
 * (Palette.nearestShade). Fewer edge shades pack smaller: 24, rather than a channel distance of
 * 20, takes 4% off Atcha!'s and Death Star's pictures, and shown at 450 px, 99% of pixels stay
 * within 12 of 255 of the frame drawn (test/render/encode.test.ts). Past it, the shades drift.
 */
const MERGE = 24;
/** How many of the most used colours may take an entry (the rest are edge shades). */
const CANDIDATES = 2048;
/** Entries a static layer may take, leaving the rest to what each frame draws on it. */
const BASE_COLOURS = 176;
const OPAQUE = 0xff000000 | 0;
/** More than any count of pixels (2^28), small enough for a count and a colour in a double. */
const FEWEST = 2 ** 28;
const EMPTY = new Int32Array(0);

/**
 * Buffers reused from frame to frame: writing into freshly allocated megabytes costs more (page
 * faults) than all the rest of the work. Rendering is synchronous, so one set is enough.
 */
const scratch = {
  slotBuf: new Int32Array(0),
  atBuf: new Int32Array(0),
  indexBuf: new Uint8Array(0),
  colours: null as ColourTable | null,
  slots(n: number): Int32Array {
    if (this.slotBuf.length < n) this.slotBuf = new Int32Array(n);
    return this.slotBuf;
  },
  at(n: number): Int32Array {
    if (this.atBuf.length < n) this.atBuf = new Int32Array(n);
    return this.atBuf;
  },
  indices(n: number): Uint8Array {
    if (this.indexBuf.length < n) this.indexBuf = new Uint8Array(n);
    return this.indexBuf.subarray(0, n);
  },
  table(): ColourTable {
    this.colours ??= new ColourTable();
    this.colours.clear();
    return this.colours;
  },
};

/**
 * Pixels as the canvas holds them (`canvas.toBuffer('raw')`: 32-bit native words, 0xAARRGGBB on
 * little-endian machines); the frames are opaque, so alpha is ignored. Deterministic: the same
 * pixels (and base) always give the same palette and indices.
 */
export function pixelsOf(raw: Buffer, width: number, height: number): Int32Array {
  // Signed 32-bit throughout: V8 keeps such values as small integers, unsigned ones above 2^31 are not.
  return new Int32Array(raw.buffer, raw.byteOffset, width * height);
}

export function quantizeBase(px: Int32Array, width: number, height: number): Base {
  const { indices, palette } = quantizeWith(px, width * height, new Palette(), BASE_COLOURS, null, true);
  return { px, width, height, indices, palette, shades: new Map() };
}

/** `base`: the layer the frame was drawn on (from its top left: taller or shorter than the frame), when there is one. */
export function quantize(px: Int32Array, width: number, height: number, base?: Base): Indexed {
  const same = base && base.width === width ? base : null;
  const { indices, palette } = quantizeWith(px, width * height, same ? same.palette.clone() : new Palette(), MAX_COLOURS, same);
  return { indices, palette: palette.rgb() };
}

function quantizeWith(
  px: Int32Array,
  pixels: number,
  pal: Palette,
  max: number,
  base: Base | null,
  /** The indices are kept (a base's), not in the shared buffer. */
  own = false,
): { indices: Uint8Array; palette: Palette } {
  const indices = own ? new Uint8Array(pixels) : scratch.indices(pixels);
  const table = scratch.table();
  // The pixels that differ from the base (all of them without one), and their colours' slots.
  const at = scratch.at(pixels);
  const slotOf = scratch.slots(pixels);
  let n = 0;
  // The pixels the base has too: the rows both have.
  const known = base ? Math.min(base.width * base.height, pixels) : 0;
  const basePx = base ? base.px : EMPTY;
  const width = base ? base.width : pixels;
  const frameBytes = Buffer.from(px.buffer, px.byteOffset, pixels * 4);
  const baseBytes = base ? Buffer.from(basePx.buffer, basePx.byteOffset, known * 4) : null;
  // Every pixel the base has takes its index; those that differ are overwritten at the end.
  if (base) indices.set(base.indices.subarray(0, known));
  let counts = table.counts;
  let last = 0;
  let lastSlot = 0;
  // Row by row (the caption's rows past the base too): a row the frame left as the base drew it is
  // skipped after a memory compare; in any other, each pixel is compared with the base's, in this
  // loop (a call per stretch costs more than the pixels it saves). Locals only: it is the hot loop.
  for (let row = 0; row < pixels; row += width) {
    const end = Math.min(row + width, pixels);
    const shared = Math.min(end, known);
    if (shared === end && frameBytes.compare(baseBytes!, row * 4, end * 4, row * 4, end * 4) === 0) continue;
    for (let i = row; i < end; i++) {
      // The stretch still as the base drew it, in a loop of its own (the most pixels, the least work).
      if (shared === end) while (i < end && px[i] === basePx[i]) i++;
      if (i === end) break;
      const c = px[i] | OPAQUE;
      if (i < shared && c === (basePx[i] | OPAQUE)) continue;
      if (c !== last) {
        lastSlot = table.add(c);
        if (table.moved) for (let k = 0; k < n; k++) slotOf[k] = table.moved[slotOf[k]];
        counts = table.counts;
        last = c;
      }
      counts[lastSlot]++;
      at[n] = i;
      slotOf[n++] = lastSlot;
    }
  }

  // Distinct colours, most used first (ties by colour, so the order never depends on the table).
  const { keys } = table;
  counts = table.counts;
  // Sorted as numbers (native, no comparator): fewer pixels, then the colour, in one exact double.
  const order = new Float64Array(table.distinct);
  let u = 0;
  for (let s = 0; s < keys.length; s++) if (keys[s] !== 0) order[u++] = (FEWEST - counts[s]) * 2 ** 24 + (keys[s] & 0xffffff);
  order.sort();
  const used = new Int32Array(order.length);
  for (let c = 0; c < order.length; c++) used[c] = table.slot((order[c] % 2 ** 24) | OPAQUE);

  const entryOf = new Int32Array(keys.length).fill(-1);
  const exact = pal.length + used.length <= max;
  const candidates = Math.min(used.length, CANDIDATES);
  // The base's entries are searched by green; the frame's own few, one by one.
  pal.index();
  for (let c = 0; c < candidates && pal.length < max; c++) {
    const k = keys[used[c]];
    const r = (k >>> 16) & 0xff;
    const g = (k >>> 8) & 0xff;
    const b = k & 0xff;
    const near = exact
      ? pal.nearest(r, g, b, 1)
      : counts[used[c]] >= KEEP
        ? pal.nearest(r, g, b, KEEP_MERGE)
        : pal.nearestShade(r, g, b, MERGE, base ? shadesOf(base) : undefined);
    entryOf[used[c]] = near >= 0 ? near : pal.add(r, g, b);
  }
  pal.index();
  for (let c = 0; c < used.length; c++) {
    const s = used[c];
    if (entryOf[s] >= 0) continue;
    const k = keys[s];
    entryOf[s] = pal.nearest((k >>> 16) & 0xff, (k >>> 8) & 0xff, k & 0xff, Infinity);
  }
  for (let k = 0; k < n; k++) indices[at[k]] = entryOf[slotOf[k]];
  return { indices, palette: pal };
}

/** A few MB of remembered shades at most per layer; past it, the memory starts over. */
const SHADES_KEPT = 100_000;

function shadesOf(base: Base): Map<number, number> {
  if (base.shades.size >= SHADES_KEPT) base.shades.clear();
  return base.shades;
}

/** Open-addressing table of distinct colours (alpha forced on, so a key is never 0). */
class ColourTable {
  bits = 12;
  keys = new Int32Array(1 << this.bits);
  counts = new Int32Array(1 << this.bits);
  distinct = 0;

  clear(): void {
    this.keys.fill(0);
    this.counts.fill(0);
    this.distinct = 0;
  }

  /** After an add that grew the table: where each old slot went (null after any other add). */
  moved: Int32Array | null = null;

  /** The slot of colour `c`, added if new (growing the table sets `moved`). */
  add(c: number): number {
    this.moved = null;
    let s = this.find(c);
    if (this.keys[s] !== 0) return s;
    this.keys[s] = c;
    if (++this.distinct * 2 > this.keys.length) {
      this.moved = this.grow();
      s = this.find(c);
    }
    return s;
  }

  /** The slot of colour `c`, which is in the table. */
  slot(c: number): number {
    return this.find(c);
  }

  private find(c: number): number {
    const mask = this.keys.length - 1;
    let s = Math.imul(c, 0x9e3779b1) >>> (32 - this.bits);
    while (this.keys[s] !== 0 && this.keys[s] !== c) s = (s + 1) & mask;
    return s;
  }

  private grow(): Int32Array {
    const { keys, counts } = this;
    this.bits += 2;
    this.keys = new Int32Array(1 << this.bits);
    this.counts = new Int32Array(1 << this.bits);
    const moved = new Int32Array(keys.length);
    for (let s = 0; s < keys.length; s++) {
      if (keys[s] === 0) continue;
      const t = this.find(keys[s]);
      this.keys[t] = keys[s];
      this.counts[t] = counts[s];
      moved[s] = t;
    }
    return moved;
  }
}
