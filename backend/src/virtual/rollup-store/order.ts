import type { Knex } from 'knex';
import { orderByColumn } from '../../data/sort-sql';
import type { RecordColumn, TableMeta } from '../../records/table-meta';

/**
 * Orders by a rollup's stored copy when it is complete: the side table is joined by the row's key (one row per row
 * of the table, so the join keeps every row) and its index on (value, key) gives the first page without computing
 * the rollup for every row. Otherwise asks for the store (default bases only: an external base is its owner's) and
 * answers false, so the rollup's own SQL orders. True when ordered.
 */
export function orderByStored(
  qb: Knex.QueryBuilder,
  table: TableMeta,
  column: RecordColumn,
  direction: 'asc' | 'desc',
): boolean {
  const stored = column.stored;
  if (!stored || !table.base.is_meta) return false;
  if (!stored.ready) {
    stored.want();
    return false;
  }
  const { name, parentKey } = stored.plan;
  qb.join(name, `${name}.bx_k`, `${table.tableName}.${parentKey}`);
  const value = table.knex.raw('??', [`${name}.bx_v`]);
  orderByColumn(qb, table.dialect, { ...column, expression: value }, direction);
  return true;
}
