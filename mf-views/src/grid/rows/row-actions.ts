import { extractErrorText, type ApiClient, type ColumnMeta } from '@basalt/core';
import type { Row, RowStore } from '../data/row-store';
import type { RowSet } from '../history/edit-history';
import { removeRecords, type RecordPaths } from './row-changes';

export type RowOutcome<T> = { ok: true; value: T } | { ok: false; message: string; status?: number };

/**
 * Creates a record (`POST P`, docs/API.md §1.11), empty or with `values`, and shows it at the end of the view. A table with a
 * required field refuses it: the outcome carries the server's message, and nothing was added. Answers where the
 * record shows and the record as stored.
 */
export async function addRow(
  api: ApiClient,
  store: RowStore,
  rowPath: string,
  values: Record<string, unknown> = {},
): Promise<RowOutcome<{ index: number; row: Row }>> {
  try {
    const row = await api.post(rowPath, { json: values }).json<Row>();
    return { ok: true, value: { index: store.appendRow(row), row } };
  } catch (err) {
    return { ok: false, message: await extractErrorText(err), status: statusOf(err) };
  }
}

/** The HTTP status of a refused request (ky's HTTPError carries the response). */
const statusOf = (err: unknown): number | undefined => (err as { response?: { status?: number } })?.response?.status;

/** The loaded rows of `top..bottom` as the keys the bulk routes take (`[{<pk title>: value}]`). */
export function keysOf(
  store: RowStore,
  top: number,
  bottom: number,
  pkTitles: readonly string[],
): Record<string, unknown>[] {
  const keys: Record<string, unknown>[] = [];
  for (let index = top; index <= bottom; index++) {
    const row = store.rowAt(index);
    if (row && pkTitles.every((title) => row[title] !== undefined && row[title] !== null)) {
      keys.push(Object.fromEntries(pkTitles.map((title) => [title, row[title]])));
    }
  }
  return keys;
}

/**
 * Deletes the records of `set` (read in full first, so undo can bring them back: row-changes.ts) in one request,
 * and has the grid read the view again, since every row after them moves up. Answers how many were deleted.
 */
export async function deleteRows(
  api: ApiClient,
  store: RowStore,
  paths: RecordPaths,
  pks: readonly ColumnMeta[],
  set: RowSet,
): Promise<RowOutcome<number>> {
  if (!set.rows.length) return { ok: true, value: 0 };
  try {
    await removeRecords(api, paths, pks, set);
    store.reset();
    return { ok: true, value: set.rows.length };
  } catch (err) {
    return { ok: false, message: await extractErrorText(err) };
  }
}
