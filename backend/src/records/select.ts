import type { ResolvedGroup } from '@basalt/core';
import type { Knex } from 'knex';
import { autoIndexesOf } from '../data/auto-index';
import { applyWhere, type FilterContext } from '../data/filters';
import { TEXT_INDEX_DIALECTS } from '../data/text-index';
import { orderByColumn } from '../data/sort-sql';
import { orderByStored } from '../virtual/rollup-store/order';
import type { ListSort } from './list-args';
import type { RecordColumn, TableMeta } from './table-meta';

/** Where `like` can narrow by a column's text index (data/text-index.ts: the table needs an integer key). */
function textSearch(table: TableMeta): Pick<FilterContext, 'textIndex' | 'textKey' | 'textTable' | 'textIndexOf'> {
  if (!TEXT_INDEX_DIALECTS.has(table.dialect)) return {};
  const manager = autoIndexesOf(table.knex);
  const textIndexOf = (tableName: string, column: string) => manager.textIndexOf(tableName, column);
  const key = table.pks.length === 1 && table.pks[0]!.ai ? table.pks[0]!.column_name : undefined;
  if (!key) return { textIndexOf };
  return {
    textIndex: (column) => textIndexOf(table.tableName, column),
    textKey: key,
    textTable: { name: table.tableName, key },
    textIndexOf,
  };
}

/**
 * The table's rows matching `where` (no select list, no order yet). Without `narrowByTextIndex`, `like` is written
 * so that no text index serves it, nor (SQLite) an index on a link column a lookup's filter probes: list.ts picks
 * that for filters that match many rows, found sooner by walking the table in order; `inKeyOrder` (the walk stops
 * after a page) has a lookup's filter probe each row's linked records rather than read the set of every match.
 */
export function filtered(
  table: TableMeta,
  where: ResolvedGroup<RecordColumn>,
  now: Date,
  narrowByTextIndex = true,
  inKeyOrder = false,
): Knex.QueryBuilder {
  const qb = table.knex(table.tableName);
  const text = narrowByTextIndex
    ? textSearch(table)
    : {
        avoidTextIndex: table.dialect === 'pg',
        scanThroughLinks: table.dialect === 'sqlite',
        probeLinks: table.dialect === 'sqlite' && inKeyOrder,
        // A lookup's key set, when one is read whole, is still served by the related table's text index.
        textIndexOf: textSearch(table).textIndexOf,
      };
  applyWhere(qb, where, { knex: table.knex, dialect: table.dialect, now, ...text });
  return qb;
}

/** The requested sorts followed by the table's tie-breakers (docs/API.md §1.11 ordering), each column once. */
export function orderOf(table: TableMeta, sorts: ListSort[]): ListSort[] {
  const seen = new Set(sorts.map((s) => s.column.id));
  return [
    ...sorts,
    ...table.tieBreakers.filter((c) => !seen.has(c.id)).map((column) => ({ column, direction: 'asc' as const })),
  ];
}

/**
 * ORDER BY: no value sorts first when ascending and last when descending on every database (PostgreSQL's
 * default is the other way round); `shuffle` orders randomly instead.
 */
export function applyOrder(qb: Knex.QueryBuilder, table: TableMeta, order: ListSort[], shuffle = false) {
  if (shuffle) return qb.orderByRaw(table.dialect === 'mysql' ? 'rand()' : 'random()');
  for (const { column, direction } of order) {
    if (!orderByStored(qb, table, column, direction)) orderByColumn(qb, table.dialect, column, direction);
  }
  return qb;
}
