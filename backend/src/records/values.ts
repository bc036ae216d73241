import { splitCompositeKey } from '@basalt/core';
import { badRequest } from '../http/errors';
import type { RecordColumn, TableMeta } from './table-meta';
import type { DbRow } from './tx';

export const RECORD_MESSAGES = {
  notObject: 'A row must be a JSON object',
  notList: 'The body must be a JSON array of rows',
  missing: (titles: string[]) => `Missing required columns: ${titles.join(', ')}`,
  keyMissing: (titles: string[]) => `The primary key is missing: ${titles.join(', ')}`,
  rowNotFound: 'Row not found',
  noChanges: 'Nothing to update: the body names no column of the table',
} as const;

export type WriteMode = 'insert' | 'update';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value a body gives a column, as NocoDB reads it (`mapAliasToColumn`): by `column_name` first, else by title.
 * Own properties only, so a column titled `constructor` does not read Object's.
 */
function given(body: Record<string, unknown>, column: RecordColumn): unknown {
  if (Object.hasOwn(body, column.column_name)) return body[column.column_name];
  return Object.hasOwn(body, column.title) ? body[column.title] : undefined;
}

/** The columns a body names, with their values. */
function named(table: TableMeta, body: Record<string, unknown>): Map<RecordColumn, unknown> {
  const picked = new Map<RecordColumn, unknown>();
  for (const column of table.columns) {
    const value = given(body, column);
    if (value !== undefined) picked.set(column, value);
  }
  return picked;
}

/** A timestamp as one column stores it, computed once per write (a bulk insert stamps every row the same). */
let stampNow: Date | undefined;
let stampValues = new Map<RecordColumn, unknown>();
function stampOf(table: TableMeta, column: RecordColumn, now: Date): unknown {
  if (now !== stampNow) {
    stampNow = now;
    stampValues = new Map();
  }
  if (!stampValues.has(column)) stampValues.set(column, column.backend.toDb(now.toISOString(), table.dialect));
  return stampValues.get(column);
}

/**
 * Written by the client: not server-kept times or running numbers, no key on update. An insert may name an
 * auto-increment key's value (undo brings a deleted record back under its own key, docs/API.md §1.11); left out,
 * the database picks it.
 */
function writable(column: RecordColumn, mode: WriteMode): boolean {
  if (column.managed || column.sequence) return false;
  return mode === 'insert' || !column.pk;
}

/**
 * A request row as database values (column name -> value): each value read by its field type from the core
 * registry (400 naming the field), required columns checked (docs/PRODUCT.md §3, §5), times kept by the server set.
 * `label` prefixes messages in bulk writes (`Row 3: ...`). Columns in `parsed` hold values their field's own
 * reading already gave under the same definition (the import's converter): read again they would not change, so
 * only the required check and the database form are applied to them.
 */
export function rowValues(
  table: TableMeta,
  body: unknown,
  mode: WriteMode,
  now: Date,
  label = '',
  parsed?: ReadonlySet<RecordColumn>,
): DbRow {
  if (!isPlainObject(body)) throw badRequest(`${label}${RECORD_MESSAGES.notObject}`);
  const values: DbRow = {};
  let missing: string[] | undefined;
  for (const column of table.columns) {
    if (column.managed === 'modified' || (column.managed === 'created' && mode === 'insert')) {
      values[column.column_name] = stampOf(table, column, now);
      continue;
    }
    if (!writable(column, mode)) continue;
    const raw = given(body, column);
    if (column.ai && (raw === undefined || raw === null)) continue;
    if (raw === undefined) {
      if (mode === 'insert' && column.required) (missing ??= []).push(column.title);
      continue;
    }
    let value: unknown = raw;
    if (!parsed?.has(column)) {
      const read = column.field.parse(raw, column.context);
      if (!read.ok) throw badRequest(`${label}${column.title}: ${read.error}`);
      value = read.value;
    }
    if (value === null) {
      if (column.required || column.notNull) (missing ??= []).push(column.title);
      values[column.column_name] = null;
    } else {
      values[column.column_name] = column.backend.toDb(value, table.dialect);
    }
  }
  if (missing) throw badRequest(`${label}${RECORD_MESSAGES.missing(missing)}`);
  return values;
}

/** A key value from text: whole numbers for integer keys (anything else cannot match a row), text otherwise. */
function keyValue(column: RecordColumn, text: unknown, table: TableMeta): unknown {
  const parsed = column.field.parse(text, column.context);
  if (!parsed.ok || parsed.value === null) return undefined;
  if (column.backend.integerKey && !(typeof parsed.value === 'number' && Number.isSafeInteger(parsed.value)))
    return undefined;
  return column.backend.toDb(parsed.value, table.dialect);
}

/** The key of a row id (`___`-joined for composite keys, docs/API.md §3); undefined when it cannot name a row. */
export function keyOfRowId(table: TableMeta, rowId: string): DbRow | undefined {
  if (!table.pks.length) return undefined;
  const parts = splitCompositeKey(rowId, table.pks.length);
  if ('error' in parts) return undefined;
  const key: DbRow = {};
  for (const [i, column] of table.pks.entries()) {
    const value = keyValue(column, parts[i], table);
    if (value === undefined) return undefined;
    key[column.column_name] = value;
  }
  return key;
}

/** The key a bulk row names in its body (by title or column name); 400 when a part is missing. */
export function keyOfBody(table: TableMeta, body: unknown, label: string): DbRow | undefined {
  if (!isPlainObject(body)) throw badRequest(`${label}${RECORD_MESSAGES.notObject}`);
  const picked = named(table, body);
  const absent = table.pks.filter((c) => picked.get(c) === undefined || picked.get(c) === null);
  if (!table.pks.length || absent.length) {
    throw badRequest(`${label}${RECORD_MESSAGES.keyMissing((absent.length ? absent : table.pks).map((c) => c.title))}`);
  }
  const key: DbRow = {};
  for (const column of table.pks) {
    const value = keyValue(column, picked.get(column), table);
    if (value === undefined) return undefined;
    key[column.column_name] = value;
  }
  return key;
}
