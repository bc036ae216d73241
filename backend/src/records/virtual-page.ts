import type { Knex } from 'knex';
import { orderByColumn } from '../data/sort-sql';
import { readTogether, readTogetherGroups, splitTogether } from '../virtual/read-together';
import type { ListSort } from './list-args';
import { arrayMapper, objectMapper, type ApiRow } from './rows';
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
  /** The rows are read through `pageRowMappers`, which split the fields SQLite reads together in one value. */
  inOneValue = false,
): Knex.QueryBuilder {
  if (!hasVirtual(fields)) return page;
  const { knex } = table;
  const sqls = fields.map((f) => f.virtual?.(PAGE_ALIAS));
  const outer = knex.from(page.as(PAGE_ALIAS));
  const together = readTogether(knex, table.dialect, outer, sqls, inOneValue);
  outer.select(
    fields.map((f, i) => {
      const sql = sqls[i];
      if (!sql) return f.column_name;
      return knex.raw('? as ??', [together[i] ?? sql.select ?? sql.expression, f.column_name]);
    }),
  );
  for (const { column, direction } of order ?? []) {
    const onPage = column.virtual ? { ...column, expression: column.virtual(PAGE_ALIAS).expression } : column;
    orderByColumn(outer, table.dialect, onPage, direction);
  }
  return outer;
}

/**
 * The API rows of a page read by `readVirtualFields(..., inOneValue)`, as arrays in `fields` order or as objects by
 * column name: on SQLite each group of fields read together is split back into its fields first.
 */
export function pageRowMappers(table: TableMeta, fields: readonly RecordColumn[]) {
  const groups =
    table.dialect === 'sqlite' && hasVirtual(fields)
      ? readTogetherGroups(
          table.knex,
          fields.map((f) => f.virtual?.(PAGE_ALIAS)),
        )
      : [];
  const fromArray = arrayMapper(fields, table.dialect);
  const fromObject = objectMapper(fields, table.dialect);
  if (!groups.length) return { fromArray, fromObject };
  const splitArray = splitTogether<unknown[]>(groups, (i) => i);
  const splitObject = splitTogether<Record<string, unknown>>(groups, (i) => fields[i]!.column_name);
  return {
    fromArray: (row: readonly unknown[]): ApiRow => fromArray(splitArray(row as unknown[])),
    fromObject: (row: Record<string, unknown>): ApiRow => fromObject(splitObject(row)),
  };
}
