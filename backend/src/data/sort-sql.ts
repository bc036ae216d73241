import type { PhysicalUIType } from '@basalt/core';
import type { Knex } from 'knex';
import { BACKEND_FIELDS } from '../fields/registry';
import type { SqlDialect } from './dialect';

/** The expression a column is ordered and grouped by where the column itself will not do (its type says). */
const orderExpression = (dialect: SqlDialect, column: SortableColumn): string | undefined =>
  BACKEND_FIELDS[column.uidt].orderExpression?.[dialect];

export interface SortableColumn {
  column_name: string;
  uidt: PhysicalUIType;
  /** A key column: it always has a value. */
  pk?: boolean;
  /** A virtual field's SQL, ordered in place of a column (virtual/projection.ts). */
  expression?: Knex.Raw;
}

/** The column (or a virtual field's expression) as Knex takes an identifier. */
const target = (column: SortableColumn) => (column.expression ?? column.column_name) as unknown as string;

/** The column as an expression to group or compare by. */
export function groupExpression(knex: Knex, dialect: SqlDialect, column: SortableColumn): Knex.Raw {
  return knex.raw(orderExpression(dialect, column) ?? '??', [target(column)]);
}

/**
 * ORDER BY a column: no value first ascending and last descending on every database (PostgreSQL is told so). A key
 * always has a value: PostgreSQL is told nothing for it, or it could not read a key-ordered page from the key's
 * index (`ASC NULLS FIRST` is not the index's order) and would sort the whole table for every page.
 */
export function orderByColumn(
  qb: Knex.QueryBuilder,
  dialect: SqlDialect,
  column: SortableColumn,
  direction: 'asc' | 'desc',
): Knex.QueryBuilder {
  const expression = orderExpression(dialect, column);
  const nulls = dialect === 'pg' && !column.pk ? (direction === 'asc' ? 'first' : 'last') : undefined;
  const dir = direction === 'desc' ? 'desc' : 'asc';
  // Knex drops the nulls option on an expression: written out.
  if (!expression && column.expression)
    return qb.orderByRaw(`? ${dir}${nulls ? ` nulls ${nulls}` : ''}`, [column.expression]);
  if (!expression) return nulls ? qb.orderBy(target(column), direction, nulls) : qb.orderBy(target(column), direction);
  return qb.orderByRaw(`${expression} ${dir}${nulls ? ` nulls ${nulls}` : ''}`, [target(column)]);
}
