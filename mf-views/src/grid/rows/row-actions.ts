import { extractErrorText, type ApiClient, type ColumnMeta } from '@basalt/core';
import type { RowStore } from '../data/row-store';
import type { RowSet } from '../history/edit-history';
import { removeRecords, type RecordPaths } from './row-changes';

export type RowOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

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
