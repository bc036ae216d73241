import type { ResolvedNode } from '@basalt/core';
import { autoIndexesOf } from '../data/auto-index';
import type { RelatedColumn } from '../data/filters/types';
import type { SortDirection } from '../data/index-catalog';
import { TEXT_INDEX_DIALECTS } from '../data/text-index';
import type { RecordsEngine } from './engine';
import type { ListArgs } from './list-args';
import type { RecordColumn, TableMeta } from './table-meta';

/** The header that names, on a table Basalt does not index, the indexes that would serve a request. */
export const INDEX_SUGGESTION_HEADER = 'X-Basalt-Index-Suggestion';

/** Filter ops a B-tree index serves (a range or a point of the column's order). */
const COMPARISONS: ReadonlySet<string> = new Set(['eq', 'gt', 'lt', 'gte', 'ge', 'lte', 'le', 'btw', 'in']);

/** A column an index on itself can serve: not the key (indexed already), ordered by the column itself. */
const indexable = (table: TableMeta, column: RecordColumn) =>
  !column.pk && !column.virtual && !column.backend.orderExpression?.[table.dialect];

function compared(node: ResolvedNode<RecordColumn>, into: RecordColumn[]): RecordColumn[] {
  if (node.type === 'term') {
    if (COMPARISONS.has(node.op)) into.push(node.column);
  } else node.children.forEach((child) => compared(child, into));
  return into;
}

function searched(node: ResolvedNode<RecordColumn>, into: RecordColumn[]): RecordColumn[] {
  if (node.type === 'term') {
    if (node.op === 'like' && node.column.field.valueKind === 'text') into.push(node.column);
  } else node.children.forEach((child) => searched(child, into));
  return into;
}

/** The related tables' columns a filter searches through lookups (`like` on a looked-up text column). */
export function searchedThroughLinks(where: ResolvedNode<RecordColumn>): RelatedColumn[] {
  return searched(where, []).flatMap((c) => (c.through?.related ? [c.through.related] : []));
}

/**
 * The index a `groupby` on a column would use: an ordered one on the column, where groups are of the column's own
 * values (text groups by `nullif(column, '')` and checkboxes by `coalesce`, which no index on the column serves).
 */
export function groupIndexWanted(table: TableMeta, column: RecordColumn): WantedIndexes {
  const plain = indexable(table, column) && !['text', 'boolean'].includes(column.field.valueKind);
  return { order: plain ? [column.column_name] : [], text: [] };
}

const names = (columns: RecordColumn[]) => [...new Set(columns.map((c) => c.column_name))];

/** The indexes that would serve a list request: ordered ones for its first sort and the columns its filter compares, text ones for the columns it searches. */
export function indexWanted(table: TableMeta, args: Pick<ListArgs, 'sorts' | 'where' | 'shuffle'>): WantedIndexes {
  const columns = [...(args.shuffle ? [] : args.sorts.slice(0, 1).map((s) => s.column)), ...compared(args.where, [])];
  const texts = TEXT_INDEX_DIALECTS.has(table.dialect);
  const text = texts ? searched(args.where, []).filter((c) => !c.pk && !c.virtual) : [];
  const related = texts ? searchedThroughLinks(args.where) : [];
  const first = args.shuffle ? undefined : args.sorts[0];
  const sort = first && { column: first.column.column_name, direction: first.direction };
  return { order: names(columns.filter((c) => indexable(table, c))), text: names(text), related, sort };
}

export interface WantedIndexes {
  order: string[];
  text: string[];
  /** Text indexes on the related tables of lookups a filter searches (as a search of that table would ask). */
  related?: RelatedColumn[];
  /** The column the request sorts by first and its direction (its index is built for that direction). */
  sort?: { column: string; direction: SortDirection };
}

/**
 * On a default-base table, queues the missing indexes a request would use (built in the background, data/auto-index.ts);
 * on an external base, which is its owner's, makes nothing and answers what it would have made, as
 * `table(column)` items (`table(column DESC)` for a descending sort on MySQL/MariaDB) for INDEX_SUGGESTION_HEADER.
 */
export async function indexesFor(
  engine: RecordsEngine,
  table: TableMeta,
  wanted: WantedIndexes,
): Promise<string | undefined> {
  if (!wanted.order.length && !wanted.text.length && !wanted.related?.length) return undefined;
  const manager = autoIndexesOf(table.knex);
  const key = table.pks.length === 1 ? table.pks[0]!.column_name : undefined;
  if (table.base.is_meta) {
    manager.request(table.tableName, 'order', wanted.order, key, engine.generation, wanted.sort);
    const integerKey = key && table.pks[0]!.ai ? key : undefined;
    manager.request(table.tableName, 'text', wanted.text, integerKey, engine.generation);
    for (const r of wanted.related ?? []) manager.request(r.table, 'text', [r.column], r.key, engine.generation);
    return undefined;
  }
  if (!wanted.order.length) return undefined;
  const missing = await manager
    .missing(table.tableName, wanted.order, engine.generation, key, wanted.sort)
    .catch((): string[] => []);
  return missing.length ? missing.map((c) => `${table.tableName}(${c})`).join(', ') : undefined;
}

const suggestions = new WeakMap<object, string>();

/** Remembers the suggestion for an answer body, for the route to put in a header. */
export function suggestIndexes<T extends object>(body: T, suggestion: string | undefined): T {
  if (suggestion) suggestions.set(body, suggestion);
  return body;
}

/** The index suggestion made for an answer body, if any. */
export const indexSuggestionOf = (body: object): string | undefined => suggestions.get(body);
