// Straight-line moves on a grid (Escape from the Death Star's hyperspace): along a row, a
// column or a diagonal, exactly n squares, staying on the grid.

export interface Cell {
  col: number;
  row: number;
}

/** The eight straight directions: rows, columns and diagonals. */
export const DIRECTIONS: readonly Cell[] = [
  { col: 1, row: 0 },
  { col: -1, row: 0 },
  { col: 0, row: 1 },
  { col: 0, row: -1 },
  { col: 1, row: 1 },
  { col: 1, row: -1 },
  { col: -1, row: 1 },
  { col: -1, row: -1 },
];

export interface Line {
  end: Cell;
  /** Cells entered in order, the end last. */
  path: Cell[];
  dir: Cell;
}

export interface GridOptions {
  /** A cell that cannot be entered or passed (off the playing area). */
  blocked?: (c: Cell) => boolean;
}

/** Every straight line of exactly `n` squares from `from` that stays on a cols x rows grid. */
export function straightLines(cols: number, rows: number, from: Cell, n: number, opts: GridOptions = {}): Line[] {
  const out: Line[] = [];
  for (const dir of DIRECTIONS) {
    const path: Cell[] = [];
    let ok = true;
    for (let k = 1; k <= n; k++) {
      const c = { col: from.col + dir.col * k, row: from.row + dir.row * k };
      if (c.col < 0 || c.row < 0 || c.col >= cols || c.row >= rows || opts.blocked?.(c)) {
        ok = false;
        break;
      }
      path.push(c);
    }
    if (ok && n > 0) out.push({ end: path[path.length - 1], path, dir });
  }
  return out;
}

/** The (up to eight) squares next to `c` on the grid, diagonals included. */
export function neighbours(cols: number, rows: number, c: Cell): Cell[] {
  return DIRECTIONS.map((d) => ({ col: c.col + d.col, row: c.row + d.row })).filter(
    (x) => x.col >= 0 && x.row >= 0 && x.col < cols && x.row < rows,
  );
}

/** Squares between two cells counted as king moves (the fewest one-square steps). */
export const kingDistance = (a: Cell, b: Cell): number => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));
