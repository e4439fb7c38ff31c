// Test helpers: decode a PNG and read pixels back.
import { createCanvas, loadImage } from 'canvas';
import { parseColor } from '../../src/render/color';

export interface Picture {
  width: number;
  height: number;
  at(x: number, y: number): [number, number, number];
}

export async function decode(png: Buffer): Promise<Picture> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, img.width, img.height).data;
  return {
    width: img.width,
    height: img.height,
    at(x, y) {
      const i = (Math.round(y) * img.width + Math.round(x)) * 4;
      return [data[i], data[i + 1], data[i + 2]];
    },
  };
}

export function near(px: [number, number, number], css: string, tolerance = 3): boolean {
  const { r, g, b } = parseColor(css);
  return Math.abs(px[0] - r) <= tolerance && Math.abs(px[1] - g) <= tolerance && Math.abs(px[2] - b) <= tolerance;
}

/** True when some pixel within `radius` of (x, y) is `css`. */
export function anyNear(pic: Picture, x: number, y: number, radius: number, css: string): boolean {
  for (let dy = -radius; dy <= radius; dy++)
    for (let dx = -radius; dx <= radius; dx++) {
      const px = x + dx;
      const py = y + dy;
      if (px < 0 || py < 0 || px >= pic.width || py >= pic.height) continue;
      if (near(pic.at(px, py), css)) return true;
    }
  return false;
}

/** Width and height from the PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
