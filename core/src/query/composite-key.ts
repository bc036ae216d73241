import { fail, quote } from './text.js';
import type { QueryError } from './types.js';

/** Joins the values of a composite primary key in a row id (docs/API.md §3). */
export const COMPOSITE_KEY_SEPARATOR = '___';

/**
 * The row id of a primary key: its values, in `primaryKeys` order, joined with `___` (NocoDB's `getCompositePk`).
 * Values may hold `_` and `__`, and may start with `_`; a value holding `___`, or a value other than the last ending
 * in `_`, gives an id that `splitCompositeKey` cannot take apart the same way (NocoDB has the same limit).
 */
export function joinCompositeKey(values: readonly (string | number | bigint)[]): string {
  return values.map(String).join(COMPOSITE_KEY_SEPARATOR);
}

/**
 * The primary-key values of a row id: split on `___`, leftmost first (so `a____b` is `a` and `_b`). A one-column key
 * is the whole id, `___` included. A count of parts other than `pkCount` is an error (NocoDB answers "not found").
 */
export function splitCompositeKey(key: string, pkCount: number): string[] | QueryError {
  if (typeof key !== 'string') return fail('The row id must be a string');
  if (!Number.isSafeInteger(pkCount) || pkCount < 1) {
    return fail(`pkCount must be a whole number of at least 1, got ${String(pkCount)}`);
  }
  if (pkCount === 1) return [key];
  const parts = key.split(COMPOSITE_KEY_SEPARATOR);
  if (parts.length !== pkCount) {
    return fail(
      `The row id ${quote(key)} has ${parts.length} part(s) separated by ${COMPOSITE_KEY_SEPARATOR}; the primary key has ${pkCount}`,
    );
  }
  return parts;
}
