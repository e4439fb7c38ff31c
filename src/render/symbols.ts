// Combat-die faces (The Action Man Game) drawn as pictograms with canvas paths, so no font
// is needed: each has its own silhouette (tank, soldier, battleship, carrier, plane,
// missile), and the caption prints a short word under each as well.
import type { CanvasRenderingContext2D } from 'canvas';
import type { SymbolFace } from '../engine/chance';

type Pen = (x: number, y: number) => [number, number];

/** Draws `face` in ink `ink` inside the square (x, y, size); coordinates below are 0..1 of it. */
export function drawSymbol(
  ctx: CanvasRenderingContext2D,
  face: SymbolFace,
  x: number,
  y: number,
  size: number,
  ink: string,
): void {
  const at: Pen = (u, v) => [x + u * size, y + v * size];
  ctx.save();
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(2, size * 0.08);
  DRAW[face](ctx, at, size);
  ctx.restore();
}

function poly(ctx: CanvasRenderingContext2D, at: Pen, pts: Array<[number, number]>): void {
  ctx.beginPath();
  pts.forEach(([u, v], i) => (i === 0 ? ctx.moveTo(...at(u, v)) : ctx.lineTo(...at(u, v))));
  ctx.closePath();
  ctx.fill();
}

function rect(ctx: CanvasRenderingContext2D, at: Pen, u0: number, v0: number, u1: number, v1: number): void {
  poly(ctx, at, [
    [u0, v0],
    [u1, v0],
    [u1, v1],
    [u0, v1],
  ]);
}

function line(ctx: CanvasRenderingContext2D, at: Pen, pts: Array<[number, number]>): void {
  ctx.beginPath();
  pts.forEach(([u, v], i) => (i === 0 ? ctx.moveTo(...at(u, v)) : ctx.lineTo(...at(u, v))));
  ctx.stroke();
}

function dot(ctx: CanvasRenderingContext2D, at: Pen, size: number, u: number, v: number, r: number): void {
  ctx.beginPath();
  ctx.arc(...at(u, v), r * size, 0, Math.PI * 2);
  ctx.fill();
}

const DRAW: Record<SymbolFace, (ctx: CanvasRenderingContext2D, at: Pen, size: number) => void> = {
  // Side view: tracks, hull, turret and a long gun to the right.
  tank: (ctx, at) => {
    poly(ctx, at, [
      [0.1, 0.62],
      [0.9, 0.62],
      [0.82, 0.8],
      [0.18, 0.8],
    ]);
    rect(ctx, at, 0.2, 0.48, 0.8, 0.62);
    poly(ctx, at, [
      [0.34, 0.48],
      [0.38, 0.34],
      [0.6, 0.34],
      [0.64, 0.48],
    ]);
    rect(ctx, at, 0.6, 0.38, 0.94, 0.43);
  },
  // A figure with a helmet, carrying a rifle across the body.
  soldier: (ctx, at, size) => {
    dot(ctx, at, size, 0.5, 0.24, 0.09);
    poly(ctx, at, [
      [0.36, 0.2],
      [0.64, 0.2],
      [0.6, 0.12],
      [0.4, 0.12],
    ]);
    line(ctx, at, [
      [0.5, 0.34],
      [0.5, 0.6],
    ]);
    line(ctx, at, [
      [0.5, 0.6],
      [0.38, 0.86],
    ]);
    line(ctx, at, [
      [0.5, 0.6],
      [0.62, 0.86],
    ]);
    line(ctx, at, [
      [0.32, 0.5],
      [0.5, 0.4],
      [0.66, 0.46],
    ]);
    line(ctx, at, [
      [0.28, 0.64],
      [0.74, 0.3],
    ]);
  },
  // Deep hull, stepped superstructure, a mast and gun turrets fore and aft.
  battleship: (ctx, at) => {
    poly(ctx, at, [
      [0.04, 0.58],
      [0.96, 0.58],
      [0.84, 0.76],
      [0.14, 0.76],
    ]);
    rect(ctx, at, 0.36, 0.44, 0.64, 0.58);
    rect(ctx, at, 0.43, 0.34, 0.57, 0.44);
    line(ctx, at, [
      [0.5, 0.34],
      [0.5, 0.18],
    ]);
    rect(ctx, at, 0.18, 0.5, 0.28, 0.58);
    line(ctx, at, [
      [0.22, 0.51],
      [0.06, 0.47],
    ]);
    rect(ctx, at, 0.72, 0.5, 0.82, 0.58);
    line(ctx, at, [
      [0.78, 0.51],
      [0.94, 0.47],
    ]);
  },
  // A long flat deck wider than the hull, with the island to one side.
  carrier: (ctx, at) => {
    rect(ctx, at, 0.02, 0.52, 0.98, 0.6);
    poly(ctx, at, [
      [0.12, 0.6],
      [0.9, 0.6],
      [0.82, 0.76],
      [0.2, 0.76],
    ]);
    rect(ctx, at, 0.66, 0.32, 0.78, 0.52);
    line(ctx, at, [
      [0.72, 0.32],
      [0.72, 0.2],
    ]);
  },
  // Seen from above, nose up: fuselage, swept wings, tailplane.
  plane: (ctx, at) => {
    poly(ctx, at, [
      [0.5, 0.08],
      [0.56, 0.2],
      [0.56, 0.82],
      [0.44, 0.82],
      [0.44, 0.2],
    ]);
    poly(ctx, at, [
      [0.56, 0.38],
      [0.94, 0.58],
      [0.94, 0.64],
      [0.56, 0.56],
      [0.44, 0.56],
      [0.06, 0.64],
      [0.06, 0.58],
      [0.44, 0.38],
    ]);
    poly(ctx, at, [
      [0.56, 0.74],
      [0.72, 0.86],
      [0.72, 0.9],
      [0.28, 0.9],
      [0.28, 0.86],
      [0.44, 0.74],
    ]);
  },
  // Upright: pointed nose, slim body, swept fins at the base.
  missile: (ctx, at) => {
    poly(ctx, at, [
      [0.5, 0.06],
      [0.6, 0.24],
      [0.6, 0.78],
      [0.4, 0.78],
      [0.4, 0.24],
    ]);
    poly(ctx, at, [
      [0.4, 0.58],
      [0.24, 0.84],
      [0.4, 0.78],
    ]);
    poly(ctx, at, [
      [0.6, 0.58],
      [0.76, 0.84],
      [0.6, 0.78],
    ]);
    rect(ctx, at, 0.45, 0.78, 0.55, 0.92);
  },
};

/** The short word printed under a symbol die in the caption. */
export const SYMBOL_WORD: Record<SymbolFace, string> = {
  tank: 'tank',
  soldier: 'soldier',
  battleship: 'ship',
  carrier: 'carrier',
  plane: 'plane',
  missile: 'missile',
};
