import type { ImportValue } from '@basalt/core';
import type { RowChunk } from './sheet-source';

/** Excel and JSON rows are handed on in slices this big, so progress moves and batches fill evenly. */
export const SLICE_ROWS = 5000;

/** Rows already read whole, handed on a slice at a time. */
export async function* slices(rows: ImportValue[][]): AsyncGenerator<RowChunk> {
  for (let start = 0; start < rows.length; start += SLICE_ROWS) {
    const end = Math.min(rows.length, start + SLICE_ROWS);
    yield { rows: rows.slice(start, end), errors: [], firstRecord: start + 1, fraction: end / rows.length };
  }
}
