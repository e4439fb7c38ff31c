// The strip under the board: game and turn, who moves, the last dice, public notes and
// the seat key. Every piece of user text is measured and ellipsized: it never overflows.
import type { CanvasRenderingContext2D } from 'canvas';
import type { Caption, SeatPaint } from './contract';
import { DARK } from './color';
import { font } from './fonts';
import { drawDie } from './dice';
import { circlePath, roundRectPath } from './shapes';
import { cleanText, ellipsize } from './textFit';

const BG = '#1e1f22';
const INK = '#f2f3f5';
const SOFT = '#c4c9d0';
const PAD = 14;
const HEAD = 64; // two header rows: title + turn, whose move
const NOTE_ROW = 24;
const KEY_ROW = 28;
const MAX_NOTES = 2;

export interface CaptionInput {
  caption: Caption;
  seats: readonly SeatPaint[];
  notes: readonly string[];
}

const keyColumns = (seats: number) => (seats <= 4 ? 2 : 3);

export function captionHeight(seatCount: number, noteCount: number): number {
  const notes = Math.min(noteCount, MAX_NOTES);
  const keyRows = Math.ceil(seatCount / keyColumns(seatCount));
  return 10 + HEAD + notes * NOTE_ROW + (keyRows > 0 ? 6 + keyRows * KEY_ROW : 0) + 8;
}

export function drawCaption(ctx: CanvasRenderingContext2D, top: number, width: number, input: CaptionInput): void {
  const { caption, seats } = input;
  const notes = input.notes.map(cleanText).filter((n) => n.length > 0).slice(0, MAX_NOTES);
  const height = captionHeight(seats.length, notes.length);
  ctx.fillStyle = BG;
  ctx.fillRect(0, top, width, height);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const measure = (t: string) => ctx.measureText(t).width;

  // Dice sit at the right of the two header rows; the texts get what is left.
  const diceRight = width - PAD;
  const diceLeft = drawDiceRow(ctx, caption.dice, diceRight, top + 10, HEAD - 8, width * 0.45);
  const textRight = diceLeft - 12;

  // Row 1: title, then "Turn N" (the turn number is never cut; the title gives way).
  const row1 = top + 10 + 14;
  ctx.font = font(18, false);
  const turn = `Turn ${caption.turn}`;
  const turnW = measure(turn);
  ctx.font = font(21, true);
  const title = ellipsize(cleanText(caption.title), textRight - PAD - turnW - 24, measure);
  ctx.fillStyle = INK;
  ctx.fillText(title, PAD, row1);
  const afterTitle = PAD + measure(title) + 12;
  ctx.font = font(18, false);
  ctx.fillStyle = SOFT;
  ctx.fillText(`· ${turn}`, afterTitle, row1);

  // Row 2: whose move (or the winner line), with that seat's colour when it is a seat.
  const row2 = top + 10 + 44;
  const whose = cleanText(caption.whose);
  const seat = seats.findIndex((s) => cleanText(s.name) === whose);
  let x = PAD;
  if (seat >= 0) {
    ctx.font = font(18, false);
    ctx.fillStyle = SOFT;
    ctx.fillText('To move:', x, row2);
    x += measure('To move:') + 10;
    seatDot(ctx, x + 10, row2, 10, seats[seat].color);
    x += 26;
  }
  ctx.font = font(20, true);
  ctx.fillStyle = INK;
  ctx.fillText(ellipsize(whose, textRight - x, measure), x, row2);

  // Public notes ("Formula: Face"), one line each.
  let y = top + 10 + HEAD;
  ctx.font = font(16, false);
  for (const note of notes) {
    ctx.fillStyle = INK;
    ctx.fillText(ellipsize(note, width - 2 * PAD, measure), PAD, y + NOTE_ROW / 2);
    y += NOTE_ROW;
  }

  if (seats.length > 0) drawSeatKey(ctx, seats, seat, y + 6, width);
}

/** Draws the dice right-aligned ending at `right`; returns the left edge used. */
function drawDiceRow(ctx: CanvasRenderingContext2D, dice: readonly number[], right: number, top: number, rowH: number, maxW: number): number {
  if (dice.length === 0) return right;
  const gap = 8;
  const size = Math.max(24, Math.min(rowH - 4, (maxW - gap * (dice.length - 1)) / dice.length));
  const shown = dice.slice(-Math.max(1, Math.floor((maxW + gap) / (size + gap))));
  let x = right - shown.length * size - (shown.length - 1) * gap;
  const left = x;
  const y = top + (rowH - size) / 2;
  for (const d of shown) {
    drawDie(ctx, x, y, size, d);
    x += size + gap;
  }
  return left;
}

function drawSeatKey(ctx: CanvasRenderingContext2D, seats: readonly SeatPaint[], toMove: number, top: number, width: number): void {
  const cols = keyColumns(seats.length);
  const colW = (width - 2 * PAD) / cols;
  const measure = (t: string) => ctx.measureText(t).width;
  seats.forEach((s, i) => {
    const x0 = PAD + (i % cols) * colW;
    const cy = top + Math.floor(i / cols) * KEY_ROW + KEY_ROW / 2;
    if (i === toMove) {
      roundRectPath(ctx, x0 - 4, cy - KEY_ROW / 2 + 2, colW - 6, KEY_ROW - 4, 6);
      ctx.fillStyle = '#3a3d44';
      ctx.fill();
    }
    seatDot(ctx, x0 + 10, cy, 9, s.color);
    let x = x0 + 26;
    const room = x0 + colW - 10;
    ctx.font = font(16, true);
    ctx.fillStyle = INK;
    const role = ellipsize(cleanText(s.role), (room - x) * 0.5, measure);
    ctx.fillText(role, x, cy);
    x += measure(role) + 8;
    ctx.font = font(16, false);
    ctx.fillStyle = SOFT;
    ctx.fillText(ellipsize(cleanText(s.name), room - x, measure), x, cy);
  });
}

function seatDot(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, color: string): void {
  circlePath(ctx, x, y, r);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.stroke();
  circlePath(ctx, x, y, r + 1.5);
  ctx.strokeStyle = DARK;
  ctx.lineWidth = 1;
  ctx.stroke();
}
