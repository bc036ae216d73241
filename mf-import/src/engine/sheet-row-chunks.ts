import type { ImportValue } from '@basalt/core';
import { SLICE_ROWS } from './row-slices';
import {
  declaredRange,
  rowsInOrder,
  scanRows,
  type CellRange,
  type ScannedRow,
  type SheetXml,
  type WorkbookContext,
} from './sheet-xml-scanner';
import type { RowChunk } from './sheet-source';

/**
 * A worksheet's rows as the import takes them (the rows excel-sheets.ts's `sheetRows` gives from xlsx's full
 * read): the used range row by row, each row as wide as the range, rows without a value left out. When the sheet
 * declares its range and writes its rows in order, as Excel does, rows are handed on while the rest of the sheet
 * is still unread, so they are converted and sent while the scanner goes on (docs/IMPORT.md, "Excel").
 */
export function* sheetRowChunks(sheet: SheetXml, book: WorkbookContext, maxRows?: number): Generator<RowChunk> {
  const guess: CellRange = { s: { r: 2_000_000, c: 2_000_000 }, e: { r: 0, c: 0 } };
  const declared = declaredRange(sheet);
  if (declared && !maxRows && rowsInOrder(sheet)) {
    yield* streamed(sheet, book, declared, guess);
    return;
  }
  // Without a declared range (or for a preview, whose range xlsx cuts to the rows read) the range is known only
  // once every row is read; rows out of order are put in order, and a row written twice gets both's cells.
  const byIndex = new Map<number, ScannedRow[]>();
  for (const row of scanRows(sheet, book, guess, maxRows)) {
    const same = byIndex.get(row.index);
    if (same) same.push(row);
    else byIndex.set(row.index, [row]);
  }
  let range = declared;
  if (!range && guess.e.c >= guess.s.c && guess.e.r >= guess.s.r) range = guess;
  if (!range) return;
  if (maxRows) range = previewRange(range, guess, maxRows);
  const rows: ImportValue[][] = [];
  for (const index of [...byIndex.keys()].sort((a, b) => a - b)) {
    let dense: ImportValue[] | null = null;
    for (const row of byIndex.get(index)!) dense = placeCells(dense, row, range);
    if (dense && isFilled(dense)) rows.push(dense);
  }
  for (let start = 0; start < rows.length; start += SLICE_ROWS) {
    const end = Math.min(rows.length, start + SLICE_ROWS);
    yield { rows: rows.slice(start, end), errors: [], firstRecord: start + 1, fraction: end / rows.length };
  }
}

function* streamed(sheet: SheetXml, book: WorkbookContext, range: CellRange, guess: CellRange): Generator<RowChunk> {
  let rows: ImportValue[][] = [];
  let firstRecord = 1;
  for (const row of scanRows(sheet, book, guess)) {
    const dense = placeCells(null, row, range);
    if (!dense || !isFilled(dense)) continue;
    rows.push(dense);
    if (rows.length < SLICE_ROWS) continue;
    yield { rows, errors: [], firstRecord, fraction: row.end / sheet.xml.length };
    firstRecord += rows.length;
    rows = [];
  }
  if (rows.length) yield { rows, errors: [], firstRecord, fraction: 1 };
}

/** xlsx's `sheetRows`: a range longer than the rows read ends at the last row and column read. */
function previewRange(declared: CellRange, guess: CellRange, maxRows: number): CellRange {
  const range = { s: { ...declared.s }, e: { ...declared.e } };
  if (maxRows > range.e.r) return range;
  range.e.r = Math.min(maxRows - 1, guess.e.r);
  if (range.e.r < range.s.r) range.s.r = range.e.r;
  if (range.e.c > guess.e.c) range.e.c = guess.e.c;
  if (range.e.c < range.s.c) range.s.c = range.e.c;
  return range;
}

/** The cells of a scanned row inside the range, on `dense` (a row as wide as the range) or a new one. */
function placeCells(dense: ImportValue[] | null, row: ScannedRow, range: CellRange): ImportValue[] | null {
  if (row.index < range.s.r || row.index > range.e.r) return dense;
  const width = range.e.c - range.s.c + 1;
  for (let i = 0; i < row.columns.length; i++) {
    const column = row.columns[i]! - range.s.c;
    if (column < 0 || column >= width) continue;
    dense ??= new Array<ImportValue>(width).fill(null);
    dense[column] = row.values[i]!;
  }
  return dense;
}

const isFilled = (row: ImportValue[]) => row.some((value) => value !== null && value !== '');
