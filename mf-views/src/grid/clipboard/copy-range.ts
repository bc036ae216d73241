import type { GridColumn } from '../data/grid-columns';
import type { Row } from '../data/row-store';
import type { CellRange } from '../keyboard/selection';
import { toTsv } from './tsv';

/**
 * The selected cells as clipboard text (TSV, see tsv.ts), each written by its cell's `toText`: the text a person
 * sees, which is also what `fromText` reads back on paste. Undefined when a row of the range is not loaded yet (its
 * page is still on its way); the caller says so rather than copying a partial range. Columns past the last shown
 * one are left out.
 */
export function copyRange(
  range: CellRange,
  columns: readonly GridColumn[],
  rowAt: (index: number) => Row | undefined,
): string | undefined {
  const targets = columns.slice(Math.max(0, range.left), range.right + 1);
  const cells: string[][] = [];
  for (let index = range.top; index <= range.bottom; index++) {
    const row = rowAt(index);
    if (!row) return undefined;
    cells.push(targets.map(({ cell, column }) => cell.toText(row[column.title] ?? null, column)));
  }
  return toTsv(cells);
}
