import { read, utils, type CellObject, type WorkSheet } from 'xlsx';
import type { ImportValue } from '@basalt/core';
import { ImportSourceError } from './source-error';

/**
 * The largest workbook read. xlsx 0.18.5 holds the whole workbook in memory and has known flaws on crafted files
 * (CVE-2023-30533, CVE-2024-22363): it runs only in the import Web Worker, on files up to this size (docs/IMPORT.md).
 */
export const MAX_WORKBOOK_BYTES = 100 * 1024 * 1024;

export interface SheetRows {
  name: string;
  rows: ImportValue[][];
}

export interface WorkbookOptions {
  /** Read at most this many rows of each sheet (a preview). */
  maxRows?: number;
  /** Read only these sheets. */
  sheets?: readonly string[];
}

/** Each sheet of a workbook (xls, xlsx, xlsm, ods, ots) as rows of plain values; dates as ISO text. */
export function readWorkbook(bytes: Uint8Array, options: WorkbookOptions = {}): SheetRows[] {
  if (bytes.length > MAX_WORKBOOK_BYTES) {
    throw new ImportSourceError(
      'import.errors.tooLarge',
      'The workbook is larger than 100 MB, the most this import reads',
    );
  }
  let workbook;
  try {
    workbook = read(bytes, {
      type: 'array',
      cellDates: true,
      cellHTML: false,
      cellText: false,
      // Rows as arrays instead of one object key per cell ("B7"): a 100,000-row sheet reads faster and in less memory.
      dense: true,
      ...(options.maxRows ? { sheetRows: options.maxRows } : {}),
      ...(options.sheets ? { sheets: [...options.sheets] } : {}),
    });
  } catch (error) {
    throw new ImportSourceError(
      'import.errors.workbookUnreadable',
      `The workbook could not be read: ${(error as Error).message}`,
    );
  }
  const names = options.sheets ? workbook.SheetNames.filter((n) => options.sheets!.includes(n)) : workbook.SheetNames;
  return names.map((name) => ({ name, rows: sheetRows(workbook.Sheets[name]) }));
}

/** A dense sheet (xlsx 0.18's `dense` reading) is an array of rows of cells, with the sheet's keys beside them. */
type DenseCells = (CellObject | undefined)[][];

/** The cell at row `r`, column `c` of a dense or a sparse sheet. */
function cellAt(sheet: WorkSheet, r: number, c: number): CellObject | undefined {
  if (Array.isArray(sheet)) return (sheet as unknown as DenseCells)[r]?.[c];
  return sheet[utils.encode_cell({ r, c })] as CellObject | undefined;
}

/** A sheet's used range, row by row; rows with no value at all are left out, as blank CSV lines are. */
export function sheetRows(sheet: WorkSheet | undefined): ImportValue[][] {
  const ref = sheet?.['!ref'];
  if (!sheet || !ref) return [];
  const range = utils.decode_range(ref);
  const rows: ImportValue[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row: ImportValue[] = [];
    let filled = false;
    for (let c = range.s.c; c <= range.e.c; c++) {
      const value = cellValue(cellAt(sheet, r, c));
      if (value !== null && value !== '') filled = true;
      row.push(value);
    }
    if (filled) rows.push(row);
  }
  return rows;
}

function cellValue(cell: CellObject | undefined): ImportValue {
  if (!cell) return null;
  switch (cell.t) {
    case 'n':
      return typeof cell.v === 'number' ? cell.v : null;
    case 'b':
      return Boolean(cell.v);
    case 's':
      return typeof cell.v === 'string' ? cell.v : String(cell.v ?? '');
    case 'd':
      return cell.v instanceof Date ? isoText(cell.v) : String(cell.v ?? '');
    default:
      // 'e' (an error such as #DIV/0!) and 'z' (a blank with a style) hold no value
      return null;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A workbook date as ISO text: the day alone when it has no time of day, else day and time. xlsx builds the Date
 * in the local time zone (and can be off by a fraction of a second), so local parts are read after rounding.
 */
export function isoText(date: Date): string {
  const d = new Date(Math.round(date.getTime() / 1000) * 1000);
  const day = `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  if (!d.getHours() && !d.getMinutes() && !d.getSeconds()) return day;
  return `${day}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
