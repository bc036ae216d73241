import { read, SSF, utils, type CellObject, type WorkSheet } from 'xlsx';
import type { ImportValue } from '@basalt/core';
import { ImportSourceError } from './source-error';
import { openDocumentDateText, serialDateText } from './xlsx-dates';

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
      // Dates stay numbers with their format, as xlsx and xls keep them: xlsx would make them Dates in the local time
      // zone (xlsx-dates.ts). OpenDocument keeps dates as ISO text, which xlsx makes a Date of; without cellDates it
      // would count that Date in local time too.
      cellDates: isOpenDocument(bytes),
      cellNF: true,
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
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  return names.map((name) => ({ name, rows: sheetRows(workbook.Sheets[name], date1904) }));
}

const OPEN_DOCUMENT_MIME = 'application/vnd.oasis.opendocument';

/**
 * An OpenDocument spreadsheet: a zip whose first entry, stored uncompressed, is its `mimetype` (ODF 1.2 §3.3),
 * or the flat XML form, which names its mimetype near the top.
 */
function isOpenDocument(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  return head.includes(OPEN_DOCUMENT_MIME);
}

/** A dense sheet (xlsx 0.18's `dense` reading) is an array of rows of cells, with the sheet's keys beside them. */
type DenseCells = (CellObject | undefined)[][];

/** The cell at row `r`, column `c` of a dense or a sparse sheet. */
function cellAt(sheet: WorkSheet, r: number, c: number): CellObject | undefined {
  if (Array.isArray(sheet)) return (sheet as unknown as DenseCells)[r]?.[c];
  return sheet[utils.encode_cell({ r, c })] as CellObject | undefined;
}

/** A sheet's used range, row by row; rows with no value at all are left out, as blank CSV lines are. */
export function sheetRows(sheet: WorkSheet | undefined, date1904 = false): ImportValue[][] {
  const ref = sheet?.['!ref'];
  if (!sheet || !ref) return [];
  const range = utils.decode_range(ref);
  const rows: ImportValue[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row: ImportValue[] = [];
    let filled = false;
    for (let c = range.s.c; c <= range.e.c; c++) {
      const value = cellValue(cellAt(sheet, r, c), date1904);
      if (value !== null && value !== '') filled = true;
      row.push(value);
    }
    if (filled) rows.push(row);
  }
  return rows;
}

const isDateFormat = (format: CellObject['z']) => typeof format === 'string' && Boolean(SSF.is_date(format));

function cellValue(cell: CellObject | undefined, date1904: boolean): ImportValue {
  if (!cell) return null;
  switch (cell.t) {
    case 'n':
      if (typeof cell.v !== 'number') return null;
      return isDateFormat(cell.z) ? serialDateText(cell.v, date1904) : cell.v;
    case 'b':
      return Boolean(cell.v);
    case 's':
      return typeof cell.v === 'string' ? cell.v : String(cell.v ?? '');
    case 'd':
      return cell.v instanceof Date ? openDocumentDateText(cell.v) : null;
    default:
      // 'e' (an error such as #DIV/0!) and 'z' (a blank with a style) hold no value
      return null;
  }
}
