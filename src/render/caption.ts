// The strip under the board: game and turn, who moves, the last chance results (dice and
// the game's devices), public notes and the seat key with each seat's public line. Every piece of user text is measured and ellipsized: it never overflows.
import type { CanvasRenderingContext2D } from 'canvas';
import type { Caption, SeatPaint } from './contract';
import { drawText } from './sprites';
import { textWidth } from './measure';
import { DARK } from './color';
import { font, MIN_TEXT } from './fonts';
import { createCanvas } from 'canvas';
import { chanceWidth, drawChanceRow, layoutChance, pictureOf, type ChanceBox } from './chance';
import { wordedSize } from './faces';
import type { ChanceGroup } from './groups';
import type { Chance, Device } from '../engine/chance';
import { roundRectPath, seatShapePath } from './shapes';
import { paintOf } from './tokens';
import type { SeatShape } from '../engine/palette';
import { cleanText, ellipsize, wrapWords } from './textFit';

/** The caption's ground: part of each frame height's base (see index.ts). */
export const CAPTION_BG = '#1e1f22';
const BG = CAPTION_BG;
const INK = '#f2f3f5';
const SOFT = '#c4c9d0';
const PAD = 14;
const HEAD = 64; // two header rows: title + turn, whose move
const NOTE_ROW = 24;
const KEY_ROW = 28;
/** The seat's public line (score, adventure, ...) under its name. */
const LINE_ROW = 20;
const MAX_NOTES = 2;
/** The table of grouped chance results: rows of "label [dice]" items. */
const GROUP_ROW = 36;
const GROUP_DIE = 28;
/** A row with worded faces (symbol dice) is taller: each pictogram has its word under it. */
const WORDED_ROW = wordedSize(GROUP_DIE) + 8;
const MAX_GROUP_ROWS = 3;
const measurer = createCanvas(1, 1).getContext('2d');

export interface CaptionInput {
  caption: Caption;
  seats: readonly SeatPaint[];
  notes: readonly string[];
  /** One public line per seat (by seat index); empty lines are left out. */
  seatLines?: readonly string[];
}

const NOTE_PX = 16;

/**
 * The notes as the caption prints them: a note too long for one row wraps onto the next while
 * rows are left (at most MAX_NOTES in all, each note at least one), the rest ellipsized.
 */
export function fitNotes(notes: readonly string[], width: number): string[] {
  const clean = notes
    .map(cleanText)
    .filter((n) => n.length > 0)
    .slice(0, MAX_NOTES);
  measurer.font = font(NOTE_PX, false);
  const measure = (t: string) => textWidth(measurer, t);
  const room = width - 2 * PAD;
  let spare = MAX_NOTES - clean.length;
  return clean.flatMap((n) => {
    const rows = wrapWords(n, room, measure);
    const take = Math.min(rows.length, 1 + spare);
    spare -= take - 1;
    const kept = rows.slice(0, take);
    if (take < rows.length) kept[take - 1] = rows.slice(take - 1).join(' ');
    return kept.map((r) => ellipsize(r, room, measure));
  });
}

// Seat lines need room: two columns at most when there are any.
const keyColumns = (seats: number, lines: boolean) => (seats <= 4 || lines ? 2 : 3);
const keyRow = (lines: boolean) => KEY_ROW + (lines ? LINE_ROW : 0);

/** True when some seat has a public line to show. */
export const hasSeatLines = (lines: readonly string[] | undefined): boolean => (lines ?? []).some((l) => cleanText(l).length > 0);

/**
 * The two header rows' height: none in a slim caption (a turn message's, whose text already
 * says the game, the turn and whose move it is: lighter pictures, docs/decisions/0006-picture-budget.md).
 */
const headOf = (slim: boolean) => (slim ? 0 : HEAD);

/** The seat key's top, relative to the caption top. */
const keyTop = (noteCount: number, slim: boolean) => 10 + headOf(slim) + Math.min(noteCount, MAX_NOTES) * NOTE_ROW + 6;

/** Where a seat's public line is printed: its cell's left edge and the line's middle, relative to the caption top. */
export function seatLineAt(
  seat: number,
  seatCount: number,
  noteCount: number,
  width: number,
  slim = false,
): { x: number; y: number; w: number } {
  const cols = keyColumns(seatCount, true);
  const colW = (width - 2 * PAD) / cols;
  const top = keyTop(noteCount, slim) + Math.floor(seat / cols) * keyRow(true);
  return { x: PAD + (seat % cols) * colW + 26, y: top + KEY_ROW + LINE_ROW / 2 - 4, w: colW - 36 };
}

/** `tableH`: the height of the group table (groupsHeight), 0 without one; `slim`: no header rows. */
export function captionHeight(seatCount: number, noteCount: number, seatLines = false, tableH = 0, slim = false): number {
  const notes = Math.min(noteCount, MAX_NOTES);
  const keyRows = Math.ceil(seatCount / keyColumns(seatCount, seatLines));
  return 10 + headOf(slim) + notes * NOTE_ROW + tableH + (keyRows > 0 ? 6 + keyRows * keyRow(seatLines) : 0) + 8;
}

export interface GroupItem {
  group: ChanceGroup;
  label: string;
  x: number;
  /** Row index from the top of the table. */
  row: number;
  /** Where the results start. */
  chanceX: number;
  w: number;
  /** Some result shows a word under its picture: drawn larger, in a taller row. */
  worded: boolean;
}

/**
 * The groups the caption shows: when the latest belongs to a set (one battle's throws), that
 * set alone, whole; otherwise all of them (the latest kept when rows run out, see layoutGroups).
 */
export function shownGroups(groups: readonly ChanceGroup[] | undefined): readonly ChanceGroup[] {
  if (!groups || groups.length === 0) return [];
  const set = groups[groups.length - 1].set;
  return set === undefined ? groups : groups.filter((g) => g.set === set);
}

/**
 * Lays the groups out in rows across the caption; when they need more than the rows allowed,
 * the latest are kept. A set is never cut: it takes the rows it needs.
 */
export function layoutGroups(
  all: readonly ChanceGroup[] | undefined,
  width: number,
  devices: readonly Device[] = [],
): GroupItem[] {
  const groups = shownGroups(all);
  if (groups.length === 0) return [];
  const whole = groups[groups.length - 1].set !== undefined;
  const ctx = measurer;
  const room = width - 2 * PAD;
  const sized = groups.map((group) => {
    ctx.font = font(MIN_TEXT, false);
    const label = ellipsize(cleanText(group.label), room * 0.5, (t) => textWidth(ctx, t));
    const labelW = label ? textWidth(ctx, label) + 8 : 0;
    // Measured as drawn: a symbol's word is wider than its tile ("carrier").
    const worded = group.chance.some((c) => pictureOf(devices, c)?.word !== undefined);
    const diceW = chanceWidth(ctx, group.chance.slice(0, MAX_GROUP_CHANCE), sizeOf(worded), devices);
    return { group, label, labelW, diceW, worded };
  });
  const place = (items: typeof sized): GroupItem[] => {
    const out: GroupItem[] = [];
    let [x, row] = [PAD, 0];
    let set: string | undefined;
    let before: (typeof sized)[number] | undefined;
    for (const it of items) {
      // A set (one battle) starts its own row: two battles' throws never share one.
      const newSet = it.group.set !== set && (it.group.set !== undefined || set !== undefined);
      // A seat's next throw beside its last is not named again ("Player 3 (Yellow) ⚅⚄  ⚀⚁").
      const again = before !== undefined && !newSet && it.group.set === undefined && it.label === before.label;
      let labelW = again ? 0 : it.labelW;
      if (x > PAD && (newSet || x + labelW + it.diceW > PAD + room)) {
        [x, row] = [PAD, row + 1];
        labelW = it.labelW;
      }
      set = it.group.set;
      before = it;
      const w = labelW + it.diceW;
      out.push({ group: it.group, label: labelW > 0 ? it.label : '', x, row, chanceX: x + labelW, w, worded: it.worded });
      x += w + 18;
    }
    return out;
  };
  let from = 0;
  let laid = place(sized);
  // Older groups give way, a set only whole.
  const next = (i: number): number => {
    let j = i + 1;
    while (j < sized.length && sized[j].group.set !== undefined && sized[j].group.set === sized[i].group.set) j++;
    return j;
  };
  while (!whole && laid.length > 0 && laid[laid.length - 1].row >= MAX_GROUP_ROWS) laid = place(sized.slice((from = next(from))));
  return laid;
}

export const groupRows = (items: readonly GroupItem[]): number => (items.length === 0 ? 0 : items[items.length - 1].row + 1);

/** Five combat symbols are a whole throw; more than six results in one group never occur. */
const MAX_GROUP_CHANCE = 6;
/** The size (a die's height, see layoutChance) a group's results are drawn at. */
const sizeOf = (worded: boolean) => (worded ? wordedSize(GROUP_DIE) : GROUP_DIE);
const rowHeight = (items: readonly GroupItem[]) => (items.some((i) => i.worded) ? WORDED_ROW : GROUP_ROW);

/** The group table's height in pixels. */
export const groupsHeight = (items: readonly GroupItem[]): number => groupRows(items) * rowHeight(items);

/** The typed results a caption shows: `chance` when given, else its dice as d6 results. */
export function captionChance(caption: Caption): readonly Chance[] {
  return caption.chance && caption.chance.length > 0
    ? caption.chance
    : caption.dice.map((value) => ({ kind: 'die' as const, value, sides: 6 }));
}

/** Where the caption at `top` of a `width`-wide picture places its chance results. */
export function captionChanceBoxes(ctx: CanvasRenderingContext2D, top: number, width: number, caption: Caption): ChanceBox[] {
  return layoutChance(ctx, captionChance(caption), width - PAD, top + 10, HEAD - 8, width * 0.45, caption.devices ?? []);
}

export function drawCaption(ctx: CanvasRenderingContext2D, top: number, width: number, input: CaptionInput): void {
  const { caption, seats } = input;
  const devices = caption.devices ?? [];
  const notes = input.notes
    .map(cleanText)
    .filter((n) => n.length > 0)
    .slice(0, MAX_NOTES);
  const lines = hasSeatLines(input.seatLines) ? seats.map((_, i) => cleanText(input.seatLines?.[i] ?? '')) : null;
  const slim = caption.slim === true;
  const groups = layoutGroups(caption.groups, width, devices);
  const height = captionHeight(seats.length, notes.length, lines !== null, groupsHeight(groups), slim);
  ctx.fillStyle = BG;
  ctx.fillRect(0, top, width, height);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const measure = (t: string) => textWidth(ctx, t);

  const seat = slim ? seatOf(caption, seats) : drawHeader(ctx, top, width, caption, seats, groups.length > 0);

  // Public notes ("Formula: Face"), a row each (fitNotes wraps a long one).
  let y = top + 10 + headOf(slim);
  ctx.font = font(NOTE_PX, false);
  for (const note of notes) {
    ctx.fillStyle = INK;
    drawText(ctx, ellipsize(note, width - 2 * PAD, measure), PAD, y + NOTE_ROW / 2);
    y += NOTE_ROW;
  }

  const rowH = rowHeight(groups);
  for (const g of groups) {
    const cy = y + g.row * rowH + rowH / 2;
    ctx.font = font(MIN_TEXT, false);
    ctx.fillStyle = SOFT;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    drawText(ctx, g.label, g.x, cy);
    const size = sizeOf(g.worded);
    drawChanceRow(
      ctx,
      g.group.chance.slice(0, MAX_GROUP_CHANCE),
      g.x + g.w,
      cy - size / 2 - 2,
      size + 4,
      g.w - (g.chanceX - g.x),
      devices,
    );
  }

  if (seats.length > 0) drawSeatKey(ctx, seats, lines, seat, top, notes.length, groupsHeight(groups), width, slim);
}

/** The seat to move, or -1 (a winner line, or a name no seat has). */
const seatOf = (caption: Caption, seats: readonly SeatPaint[]): number =>
  seats.findIndex((s) => cleanText(s.name) === cleanText(caption.whose));

/**
 * The two header rows: title and turn, whose move, the chance results at their right unless
 * `grouped` in the table below. Returns the seat to move, or -1.
 */
function drawHeader(
  ctx: CanvasRenderingContext2D,
  top: number,
  width: number,
  caption: Caption,
  seats: readonly SeatPaint[],
  grouped: boolean,
): number {
  const measure = (t: string) => textWidth(ctx, t);
  // Chance results sit at the right of the two header rows (unless grouped in the table
  // below); the texts get what is left.
  const diceLeft = grouped
    ? width - PAD
    : drawChanceRow(ctx, captionChance(caption), width - PAD, top + 10, HEAD - 8, width * 0.45, caption.devices ?? []);
  const textRight = diceLeft - 12;

  // Row 1: title, then "Turn N" (the turn number is never cut; the title gives way).
  const row1 = top + 10 + 14;
  ctx.font = font(18, false);
  const turn = caption.words?.turn ?? `Turn ${caption.turn}`;
  const turnW = measure(turn);
  ctx.font = font(21, true);
  const title = ellipsize(cleanText(caption.title), textRight - PAD - turnW - 24, measure);
  ctx.fillStyle = INK;
  drawText(ctx, title, PAD, row1);
  const afterTitle = PAD + measure(title) + 12;
  ctx.font = font(18, false);
  ctx.fillStyle = SOFT;
  drawText(ctx, `· ${turn}`, afterTitle, row1);

  // Row 2: whose move (or the winner line), with that seat's colour when it is a seat.
  const row2 = top + 10 + 44;
  const whose = cleanText(caption.whose);
  const seat = seatOf(caption, seats);
  let x = PAD;
  if (seat >= 0) {
    ctx.font = font(18, false);
    ctx.fillStyle = SOFT;
    const toMove = caption.words?.toMove ?? 'To move:';
    drawText(ctx, toMove, x, row2);
    x += measure(toMove) + 10;
    seatDot(ctx, x + 10, row2, 10, paintOf(seats, seat));
    x += 26;
  }
  ctx.font = font(20, true);
  ctx.fillStyle = INK;
  drawText(ctx, ellipsize(whose, textRight - x, measure), x, row2);

  return seat;
}

function drawSeatKey(
  ctx: CanvasRenderingContext2D,
  seats: readonly SeatPaint[],
  lines: readonly string[] | null,
  toMove: number,
  captionTop: number,
  noteCount: number,
  tableH: number,
  width: number,
  slim: boolean,
): void {
  const top = captionTop + keyTop(noteCount, slim) + tableH;
  const cols = keyColumns(seats.length, lines !== null);
  const rowH = keyRow(lines !== null);
  const colW = (width - 2 * PAD) / cols;
  const measure = (t: string) => textWidth(ctx, t);
  seats.forEach((s, i) => {
    const x0 = PAD + (i % cols) * colW;
    const rowTop = top + Math.floor(i / cols) * rowH;
    const cy = rowTop + KEY_ROW / 2;
    if (i === toMove) {
      roundRectPath(ctx, x0 - 4, rowTop + 2, colW - 6, rowH - 4, 6);
      ctx.fillStyle = '#3a3d44';
      ctx.fill();
    }
    seatDot(ctx, x0 + 10, cy, 9, paintOf(seats, i));
    let x = x0 + 26;
    const room = x0 + colW - 10;
    ctx.font = font(16, true);
    ctx.fillStyle = INK;
    const role = ellipsize(cleanText(s.role), (room - x) * 0.5, measure);
    drawText(ctx, role, x, cy);
    x += measure(role) + 8;
    ctx.font = font(16, false);
    ctx.fillStyle = SOFT;
    drawText(ctx, ellipsize(cleanText(s.name), room - x, measure), x, cy);
    const line = lines?.[i];
    if (line) {
      ctx.font = font(MIN_TEXT, false);
      ctx.fillStyle = INK;
      const at = seatLineAt(i, seats.length, noteCount, width, slim);
      drawText(ctx, ellipsize(line, at.w, measure), at.x, captionTop + tableH + at.y);
    }
  });
}

/** The seat's key mark: its piece's shape and colour, so the key reads without colour too. */
function seatDot(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  paint: { color: string; shape: SeatShape },
): void {
  ctx.save();
  ctx.lineJoin = 'round';
  seatShapePath(ctx, paint.shape, x, y, r);
  ctx.fillStyle = paint.color;
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.stroke();
  seatShapePath(ctx, paint.shape, x, y, r, -1.5);
  ctx.strokeStyle = DARK;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.restore();
}
