import { ImportSourceError } from './errors.js';
import type { ImportValue } from './types.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON value as a cell: scalars as they are, arrays (and objects when not flattened) as JSON text. */
function cellOf(value: unknown): ImportValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** The record's cells by column name, nested objects flattened into `parent_child` names when asked. */
function cellsOf(record: Record<string, unknown>, flatten: boolean, prefix = '', out = new Map<string, ImportValue>()) {
  for (const [key, value] of Object.entries(record)) {
    const name = prefix ? `${prefix}_${key}` : key;
    if (flatten && isRecord(value) && Object.keys(value).length > 0) cellsOf(value, flatten, name, out);
    else out.set(name, cellOf(value));
  }
  return out;
}

/**
 * Rows from a JSON array of objects (docs/IMPORT.md, JSON): the headers are the keys of all records in the order
 * first met; a record without a key has null there. With `normalizeNested`, nested objects become columns named
 * by their `_`-joined path; otherwise, like arrays, they are kept as JSON text.
 */
export function flattenJsonRecords(
  records: readonly unknown[],
  normalizeNested: boolean,
): { headers: string[]; rows: ImportValue[][] } {
  if (!Array.isArray(records)) throw new ImportSourceError('not-records', 'The JSON must be an array of objects');
  const cells = records.map((record, index) => {
    if (!isRecord(record)) {
      throw new ImportSourceError('not-records', `Item ${index + 1} of the JSON array is not an object`);
    }
    return cellsOf(record, normalizeNested);
  });
  const headers: string[] = [];
  const position = new Map<string, number>();
  for (const row of cells) {
    for (const name of row.keys()) {
      if (!position.has(name)) {
        position.set(name, headers.length);
        headers.push(name);
      }
    }
  }
  const rows = cells.map((row) => headers.map((name) => row.get(name) ?? null));
  return { headers, rows };
}

/** The records of a JSON text, or an {@link ImportSourceError} saying why there are none. */
export function parseJsonRecords(text: string, normalizeNested: boolean): { headers: string[]; rows: ImportValue[][] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ImportSourceError('invalid-json', `The file is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new ImportSourceError('not-records', 'The JSON must be an array of objects');
  return flattenJsonRecords(parsed, normalizeNested);
}
