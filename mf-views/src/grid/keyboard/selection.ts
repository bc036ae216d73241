/** A cell of the grid by position: row index in the view (0-based) and column index among the shown fields. */
export interface CellPos {
  row: number;
  col: number;
}

/**
 * The selection model: the active cell (where focus and typing go) and the anchor a range was started from.
 * The range is the rectangle between them; one cell when they are equal. Copy, paste, fill and clear act on it.
 */
export interface Selection {
  active: CellPos;
  anchor: CellPos;
}

export interface CellRange {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export const selectionAt = (pos: CellPos): Selection => ({ active: pos, anchor: pos });

export function rangeOf({ active, anchor }: Selection): CellRange {
  return {
    top: Math.min(active.row, anchor.row),
    bottom: Math.max(active.row, anchor.row),
    left: Math.min(active.col, anchor.col),
    right: Math.max(active.col, anchor.col),
  };
}

export function inRange(range: CellRange, row: number, col: number): boolean {
  return row >= range.top && row <= range.bottom && col >= range.left && col <= range.right;
}

export const isSingleCell = (s: Selection) => s.active.row === s.anchor.row && s.active.col === s.anchor.col;
