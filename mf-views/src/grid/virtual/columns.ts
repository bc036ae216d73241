/**
 * Horizontal virtualization math. Columns have their own widths, so their start offsets are prefix sums; the
 * first `frozenCount` columns are always drawn (they stick to the inline start) and the others are drawn only
 * when they cross the part of the viewport the frozen ones leave free.
 */
export interface ColumnLayout {
  /** Start of each column, from the first column's start (the row-number column is not included). */
  offsets: number[];
  widths: number[];
  totalWidth: number;
  frozenCount: number;
  /** Width of the frozen columns together. */
  frozenWidth: number;
}

export function columnLayout(widths: readonly number[], frozenCount: number): ColumnLayout {
  const offsets: number[] = [];
  let x = 0;
  for (const w of widths) {
    offsets.push(x);
    x += w;
  }
  const frozen = Math.min(Math.max(frozenCount, 0), widths.length);
  return {
    offsets,
    widths: [...widths],
    totalWidth: x,
    frozenCount: frozen,
    frozenWidth: frozen ? offsets[frozen - 1]! + widths[frozen - 1]! : 0,
  };
}

/** The first column (at or after `from`) whose end is past `x`: a binary search over the offsets. */
function columnAt(layout: ColumnLayout, x: number, from: number): number {
  let lo = from;
  let hi = layout.widths.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (layout.offsets[mid]! + layout.widths[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface ColumnWindow {
  /** First and last scrolling (non-frozen) column to draw, inclusive; `last < first` when there are none. */
  first: number;
  last: number;
}

/**
 * The scrolling columns to draw when the columns area is scrolled by `scrollLeft` (its magnitude: right-to-left
 * scrollers report negative positions) and `viewportWidth` px of it are visible.
 */
export function columnWindow(layout: ColumnLayout, scrollLeft: number, viewportWidth: number, overscan = 1) {
  const count = layout.widths.length;
  if (layout.frozenCount >= count) return { first: count, last: count - 1 };
  const left = Math.abs(scrollLeft) + layout.frozenWidth;
  const right = Math.abs(scrollLeft) + viewportWidth;
  const first = columnAt(layout, left, layout.frozenCount);
  const last = right <= left ? first : columnAt(layout, right - 1, first);
  return {
    first: Math.max(layout.frozenCount, first - overscan),
    last: Math.min(count - 1, last + overscan),
  };
}

/** The scrollLeft magnitude after bringing column `col` into view beside the frozen columns (unchanged if it is). */
export function scrollLeftToShow(layout: ColumnLayout, col: number, scrollLeft: number, viewportWidth: number) {
  if (col < layout.frozenCount) return Math.abs(scrollLeft);
  const current = Math.abs(scrollLeft);
  const start = layout.offsets[col]! - layout.frozenWidth;
  const end = layout.offsets[col]! + layout.widths[col]! - viewportWidth;
  if (start < current) return Math.max(0, start);
  if (end > current) return Math.min(end, start);
  return current;
}
