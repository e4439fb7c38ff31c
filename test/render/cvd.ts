// Colour-vision deficiency for tests and samples: Machado, Oliveira & Fernandes (2009),
// severity 1.0, applied in linear RGB; colour difference as CIEDE2000 in CIELAB (D65).
import type { Canvas } from 'canvas';
import { parseColor, type Rgb } from '../../src/render/color';

export type Deficiency = 'deuteranopia' | 'protanopia' | 'tritanopia';
export const DEFICIENCIES: readonly Deficiency[] = ['deuteranopia', 'protanopia', 'tritanopia'];
/** What is compared: normal vision and the three simulations. */
export type Vision = 'normal' | Deficiency;
export const VISIONS: readonly Vision[] = ['normal', ...DEFICIENCIES];

type Matrix = readonly [number, number, number, number, number, number, number, number, number];

/** Machado 2009, table of simulation matrices, severity 1.0 (rows: R', G', B'). */
const MACHADO: Readonly<Record<Deficiency, Matrix>> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

const toLinear = (c: number): number => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (l: number): number => {
  const c = Math.min(1, Math.max(0, l));
  return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
};

/** Linear-RGB lookup for the 256 byte values (the sample pictures convert every pixel). */
const LINEAR = Array.from({ length: 256 }, (_, i) => toLinear(i));

/** How `rgb` looks to someone with deficiency `d` (or unchanged for normal vision). */
export function simulate(rgb: Rgb, v: Vision): Rgb {
  if (v === 'normal') return rgb;
  const m = MACHADO[v];
  const [r, g, b] = [LINEAR[rgb.r], LINEAR[rgb.g], LINEAR[rgb.b]];
  return {
    r: toSrgb(m[0] * r + m[1] * g + m[2] * b),
    g: toSrgb(m[3] * r + m[4] * g + m[5] * b),
    b: toSrgb(m[6] * r + m[7] * g + m[8] * b),
  };
}

/** Every pixel of `canvas` as seen with deficiency `d`, in place. */
export function simulateCanvas(canvas: Canvas, d: Deficiency): void {
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const px = img.data;
  for (let i = 0; i < px.length; i += 4) {
    const s = simulate({ r: px[i], g: px[i + 1], b: px[i + 2] }, d);
    px[i] = s.r;
    px[i + 1] = s.g;
    px[i + 2] = s.b;
  }
  ctx.putImageData(img, 0, 0);
}

export interface Lab {
  L: number;
  a: number;
  b: number;
}

/** sRGB to CIELAB under D65. */
export function toLab({ r, g, b }: Rgb): Lab {
  const [lr, lg, lb] = [LINEAR[r], LINEAR[g], LINEAR[b]];
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047;
  const y = 0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const deg = (rad: number) => (rad * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;

/** CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), kL = kC = kH = 1. */
export function deltaE2000(p: Lab, q: Lab): number {
  const c1 = Math.hypot(p.a, p.b);
  const c2 = Math.hypot(q.a, q.b);
  const cBar7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cBar7 / (cBar7 + 25 ** 7)));
  const a1 = (1 + g) * p.a;
  const a2 = (1 + g) * q.a;
  const C1 = Math.hypot(a1, p.b);
  const C2 = Math.hypot(a2, q.b);
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : (deg(Math.atan2(b, a)) + 360) % 360);
  const h1 = hue(p.b, a1);
  const h2 = hue(q.b, a2);
  const dL = q.L - p.L;
  const dC = C2 - C1;
  let dh = 0;
  if (C1 * C2 !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(C1 * C2) * Math.sin(rad(dh / 2));
  const Lbar = (p.L + q.L) / 2;
  const Cbar = (C1 + C2) / 2;
  let hBar = h1 + h2;
  if (C1 * C2 !== 0) {
    if (Math.abs(h1 - h2) <= 180) hBar = (h1 + h2) / 2;
    else hBar = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos(rad(hBar - 30)) +
    0.24 * Math.cos(rad(2 * hBar)) +
    0.32 * Math.cos(rad(3 * hBar + 6)) -
    0.2 * Math.cos(rad(4 * hBar - 63));
  const dTheta = 30 * Math.exp(-(((hBar - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(Cbar ** 7 / (Cbar ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (Lbar - 50) ** 2) / Math.sqrt(20 + (Lbar - 50) ** 2);
  const sc = 1 + 0.045 * Cbar;
  const sh = 1 + 0.015 * Cbar * t;
  const rt = -Math.sin(rad(2 * dTheta)) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

/** ΔE00 between two CSS colours as seen with vision `v`. */
export function seenDifference(a: string, b: string, v: Vision): number {
  return deltaE2000(toLab(simulate(parseColor(a), v)), toLab(simulate(parseColor(b), v)));
}
