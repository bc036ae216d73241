import { extractErrorText, type ApiClient, type ColumnMeta } from '@basalt/core';
import type { Row, RowStore } from '../data/row-store';

/**
 * One change to one row: the values before and after, by column title. Edits are plain records so an undo
 * history (a later slice) can keep them and apply `before` again through the same function.
 */
export interface RowEdit {
  rowIndex: number;
  rowId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export type EditOutcome = { ok: true } | { ok: false; message: string };

/** The values of `columns` in `row`, keyed by title: an edit's `before`. */
export const valuesOf = (row: Row, columns: readonly ColumnMeta[]) =>
  Object.fromEntries(columns.map((c) => [c.title, row[c.title] ?? null]));

/**
 * Saves an edit optimistically: the grid shows `after` at once, then `PATCH {rowPath}/{rowId}` (docs/API.md §1.11)
 * confirms it and the row takes the server's stored values; if the server refuses (e.g. 400), the row gets
 * `before` back and the outcome carries the server's message for the caller to show.
 */
export async function commitRowEdit(
  api: ApiClient,
  store: RowStore,
  rowPath: string,
  edit: RowEdit,
  idOf: (row: Row) => string | undefined,
): Promise<EditOutcome> {
  // the row at that index once the request settles, if it is still this row (pages may be refetched meanwhile)
  const rowNow = () => {
    const row = store.rowAt(edit.rowIndex);
    return row && idOf(row) === edit.rowId ? row : undefined;
  };
  const current = rowNow();
  if (current) store.setRow(edit.rowIndex, { ...current, ...edit.after });
  try {
    const saved = await api.patch(`${rowPath}/${encodeURIComponent(edit.rowId)}`, { json: edit.after }).json<Row>();
    const now = rowNow();
    if (now && saved && typeof saved === 'object') {
      const stored = Object.fromEntries(
        Object.keys(edit.after)
          .filter((k) => k in saved)
          .map((k) => [k, saved[k]]),
      );
      store.setRow(edit.rowIndex, { ...now, ...stored });
    }
    return { ok: true };
  } catch (err) {
    const now = rowNow();
    if (now) store.setRow(edit.rowIndex, { ...now, ...edit.before });
    return { ok: false, message: await extractErrorText(err) };
  }
}
