import { fieldOf, type ApiClient, type ColumnMeta } from '@basalt/core';
import { PASTE_CHUNK } from '../clipboard/apply-paste';
import { rowIdOf } from '../data/grid-columns';
import type { Row } from '../data/row-store';
import type { RowSet } from '../history/edit-history';

/** Keys per read of the records a step removes: a short `in` list keeps the query string small. */
const READ_CHUNK = 200;

export interface RecordPaths {
  /** The table's record route `P` (docs/API.md §1.11): every field of a record, not only the view's. */
  rowPath: string;
  /** The table's bulk route: DELETE takes keys, POST takes records. */
  bulkPath: string;
}

/** A record's key as the bulk routes take it: `{<key title>: value}`. */
export const keyOfRecord = (row: Row, pks: readonly ColumnMeta[]) =>
  Object.fromEntries(pks.map((pk) => [pk.title, row[pk.title]]));

/**
 * The records of `rows` (of which only the keys are needed) with every field as stored: integer keys in chunks
 * through `where=(key,in,…)`, other keys one record at a time. Records gone meanwhile are left out.
 */
export async function readRecords(
  api: ApiClient,
  rowPath: string,
  pks: readonly ColumnMeta[],
  rows: readonly Row[],
): Promise<Row[]> {
  const pk = pks[0];
  if (pks.length === 1 && pk && rows.every((row) => Number.isSafeInteger(row[pk.title]))) {
    const out: Row[] = [];
    for (let i = 0; i < rows.length; i += READ_CHUNK) {
      const ids = rows.slice(i, i + READ_CHUNK).map((row) => row[pk.title]);
      const searchParams = { where: `(${pk.title},in,${ids.join(',')})`, limit: ids.length, sort: pk.title };
      const { list } = await api.get(rowPath, { searchParams }).json<{ list: Row[] }>();
      out.push(...list);
    }
    return out;
  }
  const out: Row[] = [];
  for (const row of rows) {
    const rowId = rowIdOf(row, pks);
    if (rowId === undefined) continue;
    try {
      out.push(await api.get(`${rowPath}/${encodeURIComponent(rowId)}`).json<Row>());
    } catch {
      // deleted meanwhile: nothing to bring back
    }
  }
  return out;
}

/** The values an insert may carry back: keys and stored fields, not computed or server-kept ones. */
function restorable(row: Row, columns: readonly ColumnMeta[]): Row {
  const out: Row = {};
  for (const column of columns) {
    const field = fieldOf(column.uidt);
    const kept = column.pk || (field && !field.virtual && !field.system);
    if (kept && row[column.title] !== undefined) out[column.title] = row[column.title];
  }
  return out;
}

/**
 * Deletes the records of `set` in one request, first reading their full values into `set.rows` so undo can bring
 * them back as they were.
 */
export async function removeRecords(
  api: ApiClient,
  paths: RecordPaths,
  pks: readonly ColumnMeta[],
  set: RowSet,
): Promise<void> {
  set.rows = await readRecords(api, paths.rowPath, pks, set.rows);
  if (!set.rows.length) return;
  await api.delete(paths.bulkPath, { json: set.rows.map((row) => keyOfRecord(row, pks)) }).json<unknown>();
}

/** Inserts the records of `set` again under their own keys (docs/API.md §1.11), in requests of 500. */
export async function restoreRecords(
  api: ApiClient,
  bulkPath: string,
  columns: readonly ColumnMeta[],
  set: RowSet,
): Promise<void> {
  for (let i = 0; i < set.rows.length; i += PASTE_CHUNK) {
    const chunk = set.rows.slice(i, i + PASTE_CHUNK).map((row) => restorable(row, columns));
    await api.post(bulkPath, { json: chunk }).json<unknown>();
  }
}
