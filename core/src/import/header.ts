import type { ImportRow } from './types.js';

/**
 * Whether a row reads as column headers (docs/IMPORT.md, headers): every cell is text or empty. A number, a
 * boolean or a date among the cells means the row is data.
 */
export function isHeaderRow(row: ImportRow): boolean {
  return row.every((cell) => cell === null || cell === undefined || typeof cell === 'string');
}
