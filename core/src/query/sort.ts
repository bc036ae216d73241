import { fail, isRecord, quote, readJson } from './text.js';
import type { FilterField, QueryError, ResolvedSort, SortDirection, SortItem } from './types.js';
import { filterFieldFinder } from './validate.js';

export const MAX_SORT_LENGTH = 8_192;
export const MAX_SORTS = 100;
export const MAX_SORT_JSON_LENGTH = 65_536;

export type SortResult = SortItem[] | QueryError;

/**
 * The `sort` parameter (docs/API.md §2.3): a comma list of column titles, or the list of a repeated parameter (whose
 * items are not split, so a title may hold a comma there). A leading `-` means descending; there is no `+`. Blank
 * items are skipped.
 */
export function parseSort(input: string | readonly string[]): SortResult {
  const parts: readonly unknown[] | null =
    typeof input === 'string' ? input.split(',') : Array.isArray(input) ? input : null;
  if (parts === null) return fail('sort must be a string or a list of strings');
  if (typeof input === 'string' && input.length > MAX_SORT_LENGTH) {
    return fail(`sort is too long: at most ${MAX_SORT_LENGTH} characters are allowed`);
  }
  let length = 0;
  const items: SortItem[] = [];
  for (const part of parts) {
    if (typeof part !== 'string') return fail('sort must be a string or a list of strings');
    length += part.length + 1;
    if (length > MAX_SORT_LENGTH + 1)
      return fail(`sort is too long: at most ${MAX_SORT_LENGTH} characters are allowed`);
    const text = part.trim();
    if (!text) continue;
    const desc = text.startsWith('-');
    const field = desc ? text.slice(1).trim() : text;
    if (!field) return fail(`sort has a '-' with no field name after it`);
    if (items.push({ field, direction: desc ? 'desc' : 'asc' }) > MAX_SORTS) {
      return fail(`sort has more than ${MAX_SORTS} fields`);
    }
  }
  return items;
}

/** The `sort` text of a list: `parseSort(toSortString(items))` deep-equals `items`, or `{error}` if it cannot. */
export function toSortString(items: readonly SortItem[]): string | QueryError {
  const parts: string[] = [];
  for (const { field, direction } of items) {
    if (typeof field !== 'string' || !field.trim() || field !== field.trim() || field.includes(',')) {
      return fail(`The field name ${quote(String(field))} cannot be written in a sort string`);
    }
    if (direction !== 'asc' && direction !== 'desc') return fail(`Bad sort direction ${quote(String(direction))}`);
    if (direction === 'asc' && field.startsWith('-')) {
      return fail(`The field name ${quote(field)} starts with '-', so it cannot be sorted ascending in a sort string`);
    }
    parts.push(direction === 'desc' ? `-${field}` : field);
  }
  return parts.join(',');
}

/** `sortArrJson`: a JSON array (text or parsed) of `{fk_column_id, direction}`; `field` is the column id. */
export function parseSortArrJson(input: unknown): SortResult {
  const read = readJson(input, 'sortArrJson', MAX_SORT_JSON_LENGTH);
  if ('error' in read) return read;
  if (!Array.isArray(read.data)) return fail('sortArrJson must be a JSON array of sorts');
  if (read.data.length > MAX_SORTS) return fail(`sortArrJson has more than ${MAX_SORTS} sorts`);
  const items: SortItem[] = [];
  for (const [i, sort] of read.data.entries()) {
    const at = `sortArrJson[${i}]`;
    if (!isRecord(sort)) return fail(`${at} must be an object`);
    const { fk_column_id: field, direction } = sort;
    if (typeof field !== 'string' || !field.trim()) return fail(`${at}.fk_column_id must be a non-empty string`);
    if (direction !== undefined && direction !== null && direction !== 'asc' && direction !== 'desc') {
      return fail(`${at}.direction must be asc or desc, got ${quote(String(direction))}`);
    }
    items.push({ field, direction: (direction ?? 'asc') as SortDirection });
  }
  return items;
}

/** Finds each sort's field (title, `column_name` or id); unknown ones are dropped, as NocoDB does, unless `'error'`. */
export function validateSort<F extends FilterField>(
  items: readonly SortItem[],
  fields: readonly F[],
  options: { unknownFields?: 'ignore' | 'error' } = {},
): ResolvedSort<F>[] | QueryError {
  const find = filterFieldFinder(fields);
  const resolved: ResolvedSort<F>[] = [];
  for (const { field, direction } of items) {
    const column = find(field);
    if (column) resolved.push({ field: column.title, column, direction });
    else if (options.unknownFields === 'error') return fail(`Field ${quote(field)} not found`);
  }
  return resolved;
}
