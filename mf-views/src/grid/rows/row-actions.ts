import { extractErrorText, type ApiClient } from '@basalt/core';
import type { Row, RowStore } from '../data/row-store';

export type RowOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Creates an empty record (`POST P`, docs/API.md §1.11) and shows it at the end of the view. A table with a
 * required field refuses it: the outcome carries the server's message, and nothing was added.
 */
export async function addRow(api: ApiClient, store: RowStore, rowPath: string): Promise<RowOutcome<number>> {
  try {
    const row = await api.post(rowPath, { json: {} }).json<Row>();
    return { ok: true, value: store.appendRow(row) };
  } catch (err) {
    return { ok: false, message: await extractErrorText(err) };
  }
}

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
 * Deletes records in one request (`DELETE /api/v1/db/data/bulk/noco/:p/:t` with their keys) and has the grid read
 * the view again, since every row after them moves up. Answers how many were deleted.
 */
export async function deleteRows(
  api: ApiClient,
  store: RowStore,
  bulkPath: string,
  keys: readonly Record<string, unknown>[],
): Promise<RowOutcome<number>> {
  if (!keys.length) return { ok: true, value: 0 };
  try {
    await api.delete(bulkPath, { json: keys }).json<unknown>();
    store.reset();
    return { ok: true, value: keys.length };
  } catch (err) {
    return { ok: false, message: await extractErrorText(err) };
  }
}
