import type { Knex } from 'knex';
import { orderByColumn } from '../data/sort-sql';
import type { ListSort } from './list-args';
import type { RecordColumn, TableMeta } from './table-meta';

/** The name the page of rows has in the query that reads virtual fields over it. */
export const PAGE_ALIAS = 'basalt_page';

export const hasVirtual = (fields: readonly RecordColumn[]) => fields.some((f) => f.virtual);

/** What the page itself selects: the fields, or, when virtual fields are read over it, every physical column. */
export function pageColumns(table: TableMeta, fields: readonly RecordColumn[]): string[] {
  return (hasVirtual(fields) ? table.columns : fields).map((f) => f.column_name);
}

/**
 * Virtual fields are read after LIMIT (docs/ARCHITECTURE.md, virtual fields): the page is found first, filtered and
 * ordered as any page (virtual fields it filters or sorts by are compared there), then one query around it reads
 * each field of the page's rows only, in the same order, so the cost of a link or a lookup is paid for the rows shown,
 * never for the table, and the statement count stays one whatever the page size.
 */
export function readVirtualFields(
  table: TableMeta,
  fields: readonly RecordColumn[],
  page: Knex.QueryBuilder,
  order: readonly ListSort[] | undefined,
): Knex.QueryBuilder {
  if (!hasVirtual(fields)) return page;
  const { knex } = table;
  const select = fields.map((f) => {
    if (!f.virtual) return f.column_name;
    const sql = f.virtual(PAGE_ALIAS);
    return knex.raw('? as ??', [sql.select ?? sql.expression, f.column_name]);
  });
  const outer = knex.select(select).from(page.as(PAGE_ALIAS));
  for (const { column, direction } of order ?? []) {
    const onPage = column.virtual ? { ...column, expression: column.virtual(PAGE_ALIAS).expression } : column;
    orderByColumn(outer, table.dialect, onPage, direction);
  }
  return outer;
}
