import type { ResolvedNode } from '@basalt/core';
import { autoIndexesOf } from '../data/auto-index';
import type { RecordsEngine } from './engine';
import type { ListArgs } from './list-args';
import type { RecordColumn, TableMeta } from './table-meta';

/** The header that names, on a table Basalt does not index, the indexes that would serve a request. */
export const INDEX_SUGGESTION_HEADER = 'X-Basalt-Index-Suggestion';

/** Filter ops a B-tree index serves (a range or a point of the column's order). */
const COMPARISONS: ReadonlySet<string> = new Set(['eq', 'gt', 'lt', 'gte', 'ge', 'lte', 'le', 'btw', 'in']);

/** A column an index on itself can serve: not the key (indexed already), ordered by the column itself. */
const indexable = (table: TableMeta, column: RecordColumn) =>
  !column.pk && !column.backend.orderExpression?.[table.dialect];

function compared(node: ResolvedNode<RecordColumn>, into: RecordColumn[]): RecordColumn[] {
  if (node.type === 'term') {
    if (COMPARISONS.has(node.op)) into.push(node.column);
  } else node.children.forEach((child) => compared(child, into));
  return into;
}

/** The columns whose index would serve a list request: its first sort, and the columns its filter compares. */
export function indexWanted(table: TableMeta, args: Pick<ListArgs, 'sorts' | 'where' | 'shuffle'>): string[] {
  const columns = [...(args.shuffle ? [] : args.sorts.slice(0, 1).map((s) => s.column)), ...compared(args.where, [])];
  return [...new Set(columns.filter((c) => indexable(table, c)).map((c) => c.column_name))];
}

/**
 * On a default-base table, queues the missing indexes a request would use (built in the background, data/auto-index.ts);
 * on an external base, which is its owner's, makes nothing and answers what it would have made, as
 * `table(column)` items for INDEX_SUGGESTION_HEADER.
 */
export async function indexesFor(
  engine: RecordsEngine,
  table: TableMeta,
  wanted: string[],
): Promise<string | undefined> {
  if (!wanted.length) return undefined;
  const manager = autoIndexesOf(table.knex);
  const key = table.pks.length === 1 ? table.pks[0]!.column_name : undefined;
  if (table.base.is_meta) {
    manager.request(table.tableName, wanted, key, engine.generation);
    return undefined;
  }
  const missing = await manager.missing(table.tableName, wanted, engine.generation).catch(() => []);
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
