import {
  DEFAULT_QUERY_LIMIT,
  MAX_QUERY_LIMIT,
  combineWhere,
  isQueryError,
  parseFilterArrJson,
  parseSort,
  parseSortArrJson,
  parseWhere,
  searchFilter,
  validateSort,
  validateWhere,
  type QueryError,
  type ResolvedGroup,
  type SortItem,
  type WhereGroup,
} from '@basalt/core';
import { filterOpsFor } from '../data/filters';
import { badRequest } from '../http/errors';
import type { RecordColumn, TableMeta } from './table-meta';
import type { ViewMeta } from './view-meta';

export type Query = Record<string, string | string[] | undefined>;

export interface ListSort {
  column: RecordColumn;
  direction: 'asc' | 'desc';
}

/** A list request read and checked against the table (docs/API.md §1.11 query parameters). */
export interface ListArgs {
  where: ResolvedGroup<RecordColumn>;
  sorts: ListSort[];
  fields: RecordColumn[];
  limit: number;
  offset: number;
  shuffle: boolean;
}

/**
 * A parameter given under any of its names (`where`, `w`, `filter`...), as a list. NUL characters are refused
 * here: PostgreSQL cannot hold them in text, so they could never match anything anyway.
 */
export function param(query: Query, ...names: string[]): string[] | undefined {
  for (const name of names) {
    for (const key of [name, `${name}[]`]) {
      const value = query[key];
      if (value === undefined) continue;
      const list = Array.isArray(value) ? value : [value];
      if (list.some((v) => v.includes('\u0000'))) throw badRequest(`${name} must not contain NUL characters`);
      return list;
    }
  }
  return undefined;
}

/** `limit` (`l`): a whole number from 1, at most 1000; anything else is the default 25 (docs/API.md §1.0). */
export function readLimit(query: Query): number {
  const text = param(query, 'limit', 'l')?.[0]?.trim() ?? '';
  if (!/^\d+$/.test(text)) return DEFAULT_QUERY_LIMIT;
  const n = Number(text);
  if (n < 1) return DEFAULT_QUERY_LIMIT;
  return Math.min(n, MAX_QUERY_LIMIT);
}

/** `offset` (`o`): a whole number from 0; anything else is 0. */
export function readOffset(query: Query): number {
  const text = param(query, 'offset', 'o')?.[0]?.trim() ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : 0;
}

function orThrow<T>(result: T, prefix = ''): Exclude<T, QueryError> {
  if (isQueryError(result)) throw badRequest(`${prefix}${result.error}`);
  return result as Exclude<T, QueryError>;
}

/** A `where` no row satisfies (a search no field can match). */
const NOTHING: ResolvedGroup<RecordColumn> = { type: 'group', connective: 'and', not: true, children: [] };

/** `where` (`w`, `filter`), `filterArrJson` and `search`, ANDed with the view's filters, checked and resolved. */
export function readWhere(table: TableMeta, view: ViewMeta | undefined, query: Query): ResolvedGroup<RecordColumn> {
  const parts: WhereGroup[] = view ? [view.where] : [];
  const json = param(query, 'filterArrJson');
  if (json) parts.push(orThrow(parseFilterArrJson(json[0])));
  for (const text of param(query, 'where', 'w', 'filter') ?? []) parts.push(orThrow(parseWhere(text), 'where: '));
  const search = param(query, 'search')?.[0];
  const searched = search ? searchFilter(view ? view.visible : table.readable, search) : undefined;
  if (searched === null) return NOTHING;
  if (searched) parts.push(searched);
  return orThrow(validateWhere(combineWhere(...parts), table.readable, { filterOpsFor }), 'where: ');
}

/** `sort` (`s`), else `sortArrJson`, else the view's sorts; unknown fields are ignored (docs/API.md §2.3). */
export function readSorts(table: TableMeta, view: ViewMeta | undefined, query: Query): ListSort[] {
  let items: SortItem[] = [];
  const sort = param(query, 'sort', 's');
  const json = param(query, 'sortArrJson');
  if (sort) items = orThrow(parseSort(sort.length === 1 ? sort[0]! : sort), 'sort: ');
  else if (json) items = orThrow(parseSortArrJson(json[0]));
  else if (view) items = view.sorts;
  return orThrow(validateSort(items, table.readable)).map(({ column, direction }) => ({ column, direction }));
}

/** `fields` (`f`): titles, comma-separated or repeated; `*` or nothing is every visible column; keys always come. */
export function readFields(table: TableMeta, view: ViewMeta | undefined, query: Query): RecordColumn[] {
  const visible = view ? view.visible : table.readable;
  const given = param(query, 'fields', 'f');
  if (!given) return visible;
  const names = new Set(
    given
      .flatMap((f) => f.split(','))
      .map((f) => f.trim())
      .filter(Boolean),
  );
  if (!names.size || names.has('*')) return visible;
  return visible.filter((c) => c.pk || names.has(c.title));
}

export function readListArgs(table: TableMeta, view: ViewMeta | undefined, query: Query): ListArgs {
  const shuffle = param(query, 'shuffle', 'r')?.[0];
  return {
    where: readWhere(table, view, query),
    sorts: readSorts(table, view, query),
    fields: readFields(table, view, query),
    limit: readLimit(query),
    offset: readOffset(query),
    shuffle: shuffle === '1' || shuffle === 'true',
  };
}
