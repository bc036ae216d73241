import type { ImportValue } from '@basalt/core';
import { isoCellText, serialDateText } from './xlsx-dates';
import { attribute, isSpace, stringItemText, unescapeXml } from './xml-text';

/**
 * A scanner over one worksheet's XML (`xl/worksheets/sheetN.xml`, ECMA-376 §18.3) that reads each `<row>` and its
 * `<c>` cells with `indexOf`, instead of xlsx 0.18.5's regular expressions and cell objects (docs/IMPORT.md,
 * "Excel"). Each cell is read as xlsx reads it, so the rows are the ones its full read gave: the rules below cite
 * its `parse_ws_xml_data`.
 */

/** What cell values need from the rest of the workbook. */
export interface WorkbookContext {
  /** The shared strings (`xl/sharedStrings.xml`), by index. */
  strings: readonly string[];
  /** Per cell format (a cell's `s`), whether its number format shows a date. */
  dateStyles: readonly boolean[];
  date1904: boolean;
}

/** Zero-based rows and columns, both ends included. */
export interface CellRange {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

/** One `<row>`: its zero-based index and the columns and values of the cells that hold something. */
export interface ScannedRow {
  index: number;
  /** Where the row ends in the XML, for progress. */
  end: number;
  columns: number[];
  values: ImportValue[];
}

export interface SheetXml {
  xml: string;
  /** The namespace prefix of the sheet's elements with its colon (`x:`), or '' (the usual default namespace). */
  prefix: string;
  /** Where the `<sheetData>` element's rows start and end. */
  dataStart: number;
  dataEnd: number;
}

const SHEET_DATA = /<(\w+:)?sheetData[\s/>]/;

/** Finds the rows of a worksheet's XML; null when it has none (an empty sheet). */
export function sheetXml(xml: string): SheetXml | null {
  const match = SHEET_DATA.exec(xml);
  if (!match) return null;
  const prefix = match[1] ?? '';
  const open = xml.indexOf('>', match.index);
  if (xml.charCodeAt(open - 1) === 47) return null;
  const dataEnd = xml.lastIndexOf(`</${prefix}sheetData>`);
  if (dataEnd < open) return null;
  return { xml, prefix, dataStart: open + 1, dataEnd };
}

const DIMENSION = /<(?:\w*:)?dimension/;
const DIMENSION_REF = /"(\w*:\w*)"/;
const CELL_REF = /^([A-Z]+)(\d+)$/;

/** The `<dimension ref="A1:J20001">` before the rows, as xlsx takes it: only a range with a colon, and a sane one. */
export function declaredRange(sheet: SheetXml): CellRange | null {
  const head = sheet.xml.slice(0, sheet.dataStart);
  const at = head.search(DIMENSION);
  if (at <= 0) return null;
  const ref = DIMENSION_REF.exec(head.slice(at, at + 50))?.[1];
  const [from, to] = (ref ?? '').split(':').map((cell) => CELL_REF.exec(cell.replace(/\$/g, '')));
  if (!from || !to) return null;
  const range = {
    s: { r: Number(from[2]) - 1, c: columnIndex(from[1]!) },
    e: { r: Number(to[2]) - 1, c: columnIndex(to[1]!) },
  };
  return range.s.r <= range.e.r && range.s.c <= range.e.c && range.s.r >= 0 && range.s.c >= 0 ? range : null;
}

function columnIndex(letters: string): number {
  let index = 0;
  for (let i = 0; i < letters.length; i++) index = index * 26 + letters.charCodeAt(i) - 64;
  return index - 1;
}

/** True when every `<row>` with a number comes after the one before, as Excel writes them. */
export function rowsInOrder(sheet: SheetXml): boolean {
  const { xml } = sheet;
  const open = `<${sheet.prefix}row`;
  let last = -1;
  for (let at = xml.indexOf(open, sheet.dataStart); at >= 0 && at < sheet.dataEnd; at = xml.indexOf(open, at + 1)) {
    const end = xml.indexOf('>', at);
    const r = attribute(xml, at, end, 'r');
    if (r === null) continue;
    const index = parseInt(r, 10);
    if (!(index > last)) return false;
    last = index;
  }
  return true;
}

const GREATER = 62;
const SLASH = 47;

/**
 * Scans the rows of a sheet in the order they are written. `guess` grows to hold every row and every cell with a
 * type or a value, as xlsx's guess of the used range does when a sheet has no `<dimension>`. With `maxRows`, rows
 * past it are left out (xlsx's `sheetRows`).
 */
export function* scanRows(
  sheet: SheetXml,
  book: WorkbookContext,
  guess: CellRange,
  maxRows?: number,
): Generator<ScannedRow, void, undefined> {
  const { xml, prefix } = sheet;
  const rowOpen = `<${prefix}row`;
  const rowClose = `</${prefix}row>`;
  const cellOpen = `<${prefix}c`;
  const cellClose = `</${prefix}c>`;
  let rowNumber = 0;
  let at = xml.indexOf(rowOpen, sheet.dataStart);
  while (at >= 0 && at < sheet.dataEnd) {
    const tagEnd = xml.indexOf('>', at);
    const after = xml.charCodeAt(at + rowOpen.length);
    if (!isSpace(after) && after !== GREATER && after !== SLASH) {
      at = xml.indexOf(rowOpen, at + 1);
      continue;
    }
    // A `<row/>` without cells changes nothing in xlsx's reading, not even the count of rows without `r`.
    if (xml.charCodeAt(tagEnd - 1) === SLASH) {
      at = xml.indexOf(rowOpen, tagEnd);
      continue;
    }
    let rowEnd = xml.indexOf(rowClose, tagEnd);
    if (rowEnd < 0 || rowEnd > sheet.dataEnd) rowEnd = sheet.dataEnd;
    const r = attribute(xml, at, tagEnd, 'r');
    rowNumber = r !== null ? parseInt(r, 10) : rowNumber + 1;
    at = xml.indexOf(rowOpen, rowEnd);
    if (maxRows && rowNumber > maxRows) continue;
    const index = rowNumber - 1;
    if (guess.s.r > index) guess.s.r = index;
    if (guess.e.r < index) guess.e.r = index;
    const row: ScannedRow = { index, end: rowEnd, columns: [], values: [] };
    let column = -1;
    let cell = xml.indexOf(cellOpen, tagEnd);
    while (cell >= 0 && cell < rowEnd) {
      const next = xml.charCodeAt(cell + cellOpen.length);
      if (next !== 32 && next !== SLASH && next !== GREATER) {
        cell = xml.indexOf(cellOpen, cell + 1);
        continue;
      }
      const cellTagEnd = xml.indexOf('>', cell);
      const empty = xml.charCodeAt(cellTagEnd - 1) === SLASH;
      let cellEnd = empty ? cellTagEnd : xml.indexOf(cellClose, cellTagEnd);
      if (cellEnd < 0 || cellEnd > rowEnd) cellEnd = rowEnd;
      const ref = attribute(xml, cell, cellTagEnd, 'r');
      column = ref === null ? column + 1 : refColumn(ref);
      const value = cellValue(xml, cell, cellTagEnd, cellEnd, prefix, book);
      cell = xml.indexOf(cellOpen, cellEnd);
      if (value === NO_CELL) continue;
      if (guess.s.c > column) guess.s.c = column;
      if (guess.e.c < column) guess.e.c = column;
      if (value === SKIPPED) continue;
      row.columns.push(column);
      row.values.push(value);
    }
    yield row;
  }
}

/** The column of a cell reference: its capital letters, as xlsx reads them (`AB12` is 27). */
function refColumn(ref: string): number {
  let index = 0;
  for (let i = 0; i < ref.length; i++) {
    const letter = ref.charCodeAt(i) - 64;
    if (letter < 1 || letter > 26) break;
    index = 26 * index + letter;
  }
  return index - 1;
}

/** A cell xlsx leaves out before it counts in the used range: no type and no value. */
const NO_CELL = Symbol('no cell');
/** A cell with a type but no value: it widens the used range and holds nothing. */
const SKIPPED = Symbol('skipped');

type CellResult = ImportValue | typeof NO_CELL | typeof SKIPPED;

/** The text between `<v>` and `</v>` of a cell's content, or undefined when it has none or it is empty. */
function rawValue(xml: string, from: number, to: number, prefix: string): string | undefined {
  const open = `<${prefix}v`;
  let at = xml.indexOf(open, from);
  while (at >= 0 && at < to) {
    const next = xml.charCodeAt(at + open.length);
    const tagEnd = xml.indexOf('>', at);
    if (xml.charCodeAt(tagEnd - 1) !== SLASH && (next === GREATER || isSpace(next))) {
      const end = xml.indexOf(`</${prefix}v>`, tagEnd);
      if (end < 0 || end > to) return undefined;
      return end > tagEnd + 1 ? unescapeXml(xml.slice(tagEnd + 1, end)) : undefined;
    }
    at = xml.indexOf(open, at + 1);
  }
  return undefined;
}

function cellValue(
  xml: string,
  start: number,
  tagEnd: number,
  end: number,
  prefix: string,
  book: WorkbookContext,
): CellResult {
  const type = attribute(xml, start, tagEnd, 't');
  const raw = rawValue(xml, tagEnd, end, prefix);
  // A formula without a cached value is 0 in xlsx, and a 0 then counts as no value ('n', `v == ""`): left out too.
  if (type === null && raw === undefined) return NO_CELL;
  switch (type ?? 'n') {
    case 'n': {
      if (raw === undefined) return SKIPPED;
      const number = parseFloat(raw);
      const style = attribute(xml, start, tagEnd, 's');
      if (style !== null && book.dateStyles[parseInt(style, 10)]) return serialDateText(number, book.date1904);
      return number;
    }
    case 's':
      if (raw === undefined) return SKIPPED;
      return book.strings[parseInt(raw, 10)] ?? '';
    case 'str':
      return raw ?? '';
    case 'inlineStr':
      return inlineText(xml, tagEnd, end, prefix);
    case 'b':
      return raw === '1' || raw === 'true' || raw === 'TRUE';
    case 'd':
      return raw === undefined ? null : isoCellText(raw);
    default:
      // 'e' (an error such as #DIV/0!) and unknown types hold no value
      return null;
  }
}

function inlineText(xml: string, from: number, to: number, prefix: string): string {
  const open = `<${prefix}is>`;
  const at = xml.indexOf(open, from);
  if (at < 0 || at > to) return '';
  const close = xml.indexOf(`</${prefix}is>`, at);
  if (close < 0 || close > to) return '';
  return stringItemText(xml.slice(at + open.length, close));
}
