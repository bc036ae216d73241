import type { ColumnMeta, ParseResult } from '@basalt/core';
import { rowIdOf, type GridColumn } from '../data/grid-columns';
import type { Row } from '../data/row-store';
import type { RowEdit } from '../edit/commit-edit';
import { sameValue } from '../edit/check-value';
import type { CellPos, CellRange } from '../keyboard/selection';
import { parseTsv } from './tsv';

/**
 * A change to an existing row: a `RowEdit` (what undo keeps) plus the row's key values by title, which the bulk
 * update route reads from each body object (docs/API.md §1.11 and §3: bulk routes take keys in the body).
 */
export interface PasteUpdate extends RowEdit {
  key: Record<string, unknown>;
}

/** A pasted value the field refused; `row` and `col` are grid positions (rows past the end count on from it). */
export interface PasteError {
  row: number;
  col: number;
  message: string;
}

export interface PastePlan {
  /** Rows whose values change, only the values that differ; rows with nothing to change are left out. */
  updates: PasteUpdate[];
  /** New rows for the lines pasted past the last row, values by title. */
  inserts: Record<string, unknown>[];
  errors: PasteError[];
  /** Pasted cells not written: past the last column, on a read-only or key column, or past the end without inserts. */
  skipped: number;
  /** Rows of the target not loaded (or without a key): their cells are not planned. Load them first (`target`). */
  unloaded: number;
  /** The cells the paste covers, inserted rows included. */
  target: CellRange;
}

export interface PasteInput {
  /** Where the block goes when there is no range of several cells (the active cell). */
  anchor: CellPos;
  /** The selection: a block that fits it a whole number of times fills it; otherwise it goes to its top-left cell. */
  range?: CellRange;
  /** Clipboard text (TSV), or the cells already parsed. */
  text?: string;
  grid?: readonly (readonly string[])[];
  columns: readonly GridColumn[];
  /** The view's row count: pasted rows from here on become new rows. */
  rowCount: number;
  rowAt: (index: number) => Row | undefined;
  /** The table's primary-key columns: a row's id (§3) and the key the bulk update reads. */
  pks: readonly ColumnMeta[];
  /** Rows pasted past the end become new rows (the default, as in a spreadsheet); false counts them as skipped. */
  allowInserts?: boolean;
}

/** Distinct texts whose reading is kept per column (see `fromText` in planPaste). */
const READINGS_KEPT = 256;

/** What `read` answers for a value its field refused (the error is reported, the cell left alone). */
const REFUSED = Symbol('refused');

const blockWidth = (grid: readonly (readonly string[])[]) => grid.reduce((w, line) => Math.max(w, line.length), 0);

/**
 * The cells a block of `height` × `width` covers: a selected range it fits a whole number of times (one copied
 * value onto many cells, a row onto many rows), as Excel and Sheets tile it; otherwise the block once from the
 * range's top-left cell, or from the anchor when nothing larger than one cell is selected.
 */
export function pasteTarget(anchor: CellPos, range: CellRange | undefined, height: number, width: number): CellRange {
  if (range && height > 0 && width > 0) {
    const rows = range.bottom - range.top + 1;
    const cols = range.right - range.left + 1;
    if (rows * cols > 1 && rows % height === 0 && cols % width === 0) return range;
    anchor = { row: range.top, col: range.left };
  }
  return { top: anchor.row, left: anchor.col, bottom: anchor.row + height - 1, right: anchor.col + width - 1 };
}

/**
 * What pasting does, decided before anything is sent (pure): each pasted text is read through its cell's
 * `fromText`, the rule typing in that cell follows, so `TRUE`, `1 200` or a date paste as the field reads them. An
 * empty text clears the cell (the field's empty value, as Delete does). A refused value leaves that cell as it was
 * and is reported; the rest of its row still changes. Read-only columns keep their values, and so do key columns:
 * the bulk update finds rows by their key, so it cannot change it.
 */
export function planPaste(input: PasteInput): PastePlan {
  const { columns, rowCount, rowAt, pks } = input;
  const grid = input.grid ?? parseTsv(input.text ?? '');
  const height = grid.length;
  const width = blockWidth(grid);
  const target = pasteTarget(input.anchor, input.range, height, width);
  const plan: PastePlan = { updates: [], inserts: [], errors: [], skipped: 0, unloaded: 0, target };
  if (!height || !width) return plan;

  const keyTitles = new Set(pks.map((pk) => pk.title));
  // per target column: may a pasted value be written there, in an existing row and in a new one?
  const writable = (col: number, inserting: boolean) => {
    const gridColumn = columns[col];
    if (!gridColumn || gridColumn.cell.editMode === 'readonly') return false;
    if (inserting) return input.allowInserts !== false;
    return !keyTitles.has(gridColumn.column.title);
  };
  const forUpdate: boolean[] = [];
  const forInsert: boolean[] = [];
  for (let col = target.left; col <= target.right; col++) {
    forUpdate.push(writable(col, false));
    forInsert.push(writable(col, true));
  }

  // A column's readings by text: pasted data repeats (yes/no words, options, one value filling a range), and reading
  // is the costly part of a big paste (a number's reading asks Intl for the locale's separators each time). Only
  // the first texts of a column are kept: a column of distinct values would pay for a large map it never reuses.
  const readings = columns.map(() => new Map<string, ParseResult>());
  const fromText = (col: number, text: string): ParseResult => {
    const known = readings[col]!;
    let parsed = known.get(text);
    if (!parsed) {
      const { cell, column } = columns[col]!;
      parsed = cell.fromText(text, column);
      if (known.size < READINGS_KEPT) known.set(text, parsed);
    }
    return parsed;
  };

  /** The field's value for `text`, or REFUSED (and an error reported) when the field refuses it. */
  const read = (row: number, col: number, text: string): unknown => {
    const parsed = fromText(col, text);
    if (parsed.ok) return parsed.value;
    if (text === '') return null; // a field with no empty text of its own still clears
    plan.errors.push({ row, col, message: parsed.error });
    return REFUSED;
  };

  for (let row = target.top; row <= target.bottom; row++) {
    const line = grid[(row - target.top) % height]!;
    const inserting = row >= rowCount;
    const allowed = inserting ? forInsert : forUpdate;
    const current = inserting ? undefined : rowAt(row);
    const rowId = current && rowIdOf(current, pks);
    if (!inserting && (!current || !rowId)) {
      plan.unloaded += 1;
      continue;
    }
    const values: Record<string, unknown> = {};
    let before: Record<string, unknown> | undefined;
    for (let col = target.left; col <= target.right; col++) {
      // a short line (ragged text) pastes only the cells it has
      const text = line[(col - target.left) % width];
      if (text === undefined) continue;
      if (!allowed[col - target.left]) {
        plan.skipped += 1;
        continue;
      }
      if (inserting && text === '') continue; // a new row's empty cell keeps the field's default
      const value = read(row, col, text);
      if (value === REFUSED) continue;
      const title = columns[col]!.column.title;
      if (current) {
        if (sameValue(current[title], value)) continue;
        (before ??= {})[title] = current[title] ?? null;
      }
      values[title] = value;
    }
    if (inserting) {
      if (allowed.some(Boolean)) plan.inserts.push(values);
    } else if (before) {
      const key = Object.fromEntries(pks.map((pk) => [pk.title, current![pk.title]]));
      plan.updates.push({ rowIndex: row, rowId: rowId!, key, before, after: values });
    }
  }
  return plan;
}

/** Cut's second half, Delete through the same path: every writable cell of `range` emptied as one bulk change. */
export function planClear(input: Omit<PasteInput, 'text' | 'grid' | 'anchor' | 'allowInserts'> & { range: CellRange }) {
  return planPaste({ ...input, anchor: { row: input.range.top, col: input.range.left }, grid: [['']] });
}
