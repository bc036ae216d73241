import { extractErrorText, type ApiClient } from '@basalt/core';
import type { Row, RowStore } from '../data/row-store';
import type { PastePlan, PasteUpdate } from './paste-plan';

/** Rows per bulk request: the size the import uses too (docs/API.md §6), well inside a request body's limit. */
export const PASTE_CHUNK = 500;

/** The table's bulk data route (docs/API.md §1.11), by the same ids the grid's row path uses. */
export const bulkPathOf = (projectId: string, tableId: string) =>
  `/api/v1/db/data/bulk/noco/${encodeURIComponent(projectId)}/${encodeURIComponent(tableId)}`;

export interface PastePaths {
  /** `bulkPathOf(projectId, tableId)`: PATCH takes `[{<key>, …changes}]`, POST takes new rows. */
  bulkPath: string;
}

export interface PasteOutcome {
  ok: boolean;
  /** Rows the server confirmed changed, and rows it created. */
  updated: number;
  inserted: number;
  /** The keys of the rows created, as the bulk insert answered them (undo deletes them). */
  insertedKeys: Row[];
  /** The server's message when a request was refused; the rows of that request and later ones got their old values. */
  message?: string;
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The row at the update's index if it is still that row (a page may have been read again meanwhile). */
function rowNow(store: RowStore, update: PasteUpdate): Row | undefined {
  const row = store.rowAt(update.rowIndex);
  if (!row) return undefined;
  for (const [title, value] of Object.entries(update.key)) if (String(row[title]) !== String(value)) return undefined;
  return row;
}

/**
 * Sends a paste: the grid shows every changed value at once (the rows it holds), then the changes go to the bulk
 * update in requests of 500 rows, then the new rows to the bulk insert. Each request is one transaction on the
 * server (backend/src/records/bulk.ts), so a refusal changes none of its rows: they and the rows not yet sent get
 * their old values back, nothing more is sent, and the outcome carries the server's message. `onProgress` hears
 * (rows done, rows in all) after each request, for a progress bar on big pastes. When rows were added the store is
 * reset, so the grid reads the view again and shows them where its sorts and filters put them.
 */
export async function applyPaste(
  api: ApiClient,
  store: RowStore,
  paths: PastePaths,
  plan: Pick<PastePlan, 'updates' | 'inserts'>,
  onProgress?: (done: number, total: number) => void,
): Promise<PasteOutcome> {
  const total = plan.updates.length + plan.inserts.length;
  let updated = 0;
  let inserted = 0;
  const insertedKeys: Row[] = [];
  onProgress?.(0, total);

  for (const update of plan.updates) {
    const row = rowNow(store, update);
    if (row) store.setRow(update.rowIndex, { ...row, ...update.after });
  }

  const updateChunks = chunksOf(plan.updates, PASTE_CHUNK);
  for (const [i, chunk] of updateChunks.entries()) {
    try {
      await api.patch(paths.bulkPath, { json: chunk.map((u) => ({ ...u.key, ...u.after })) }).json();
    } catch (err) {
      for (const update of updateChunks.slice(i).flat()) {
        const row = rowNow(store, update);
        if (row) store.setRow(update.rowIndex, { ...row, ...update.before });
      }
      return { ok: false, updated, inserted, insertedKeys, message: await extractErrorText(err) };
    }
    updated += chunk.length;
    onProgress?.(updated, total);
  }

  let message: string | undefined;
  for (const chunk of chunksOf(plan.inserts, PASTE_CHUNK)) {
    try {
      insertedKeys.push(...(await api.post(paths.bulkPath, { json: chunk }).json<Row[]>()));
    } catch (err) {
      message = await extractErrorText(err);
      break;
    }
    inserted += chunk.length;
    onProgress?.(updated + inserted, total);
  }
  if (inserted) store.reset();
  return message === undefined
    ? { ok: true, updated, inserted, insertedKeys }
    : { ok: false, updated, inserted, insertedKeys, message };
}
