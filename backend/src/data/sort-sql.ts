import type { PhysicalUIType } from '@basalt/core';
import type { Knex } from 'knex';
import type { SqlDialect } from './dialect';

/**
 * How a column is ordered and grouped where the column itself will not do: PostgreSQL's `json` has no ordering or
 * equality operator, so it sorts and groups by its text. One entry per type that needs one.
 */
const EXPRESSIONS: Partial<Record<PhysicalUIType, Partial<Record<SqlDialect, string>>>> = {
  JSON: { pg: '??::text' },
};

export interface SortableColumn {
  column_name: string;
  uidt: PhysicalUIType;
}

/** The column as an expression to group or compare by. */
export function groupExpression(knex: Knex, dialect: SqlDialect, column: SortableColumn): Knex.Raw {
  return knex.raw(EXPRESSIONS[column.uidt]?.[dialect] ?? '??', [column.column_name]);
}

/** ORDER BY a column: no value first ascending and last descending on every database (PostgreSQL is told so). */
export function orderByColumn(
  qb: Knex.QueryBuilder,
  dialect: SqlDialect,
  column: SortableColumn,
  direction: 'asc' | 'desc',
): Knex.QueryBuilder {
  const expression = EXPRESSIONS[column.uidt]?.[dialect];
  const nulls = dialect === 'pg' ? (direction === 'asc' ? 'first' : 'last') : undefined;
  if (!expression)
    return nulls ? qb.orderBy(column.column_name, direction, nulls) : qb.orderBy(column.column_name, direction);
  const dir = direction === 'desc' ? 'desc' : 'asc';
  return qb.orderByRaw(`${expression} ${dir}${nulls ? ` nulls ${nulls}` : ''}`, [column.column_name]);
}
