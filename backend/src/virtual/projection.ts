import { isVirtualUIType } from '@basalt/core';
import type { Knex } from 'knex';
import type { SqlDialect } from '../data/dialect';
import type { ColumnRecord, ModelRecord } from '../meta/types';
import { MAX_VIRTUAL_DEPTH, nullSql, type FieldSql, type ProjectionContext } from './field';
import type { ProjectSchema } from './schema';
import { VIRTUAL_FIELDS } from './registry';

/**
 * The one projection of the records engine (docs/ARCHITECTURE.md, virtual fields): any field of a table as a SQL
 * expression for the row of the query's table named `outer`. A physical field is its qualified column; a virtual
 * one what its type's definition (virtual/registry.ts) makes of it, reaching other tables through subqueries.
 */
export function fieldSql(
  base: { knex: Knex; dialect: SqlDialect; schema: ProjectSchema },
  column: ColumnRecord,
  at: { model: ModelRecord; outer: string; depth: number },
): FieldSql {
  const ctx: ProjectionContext = { ...base, ...at, fieldSql: (c, next) => fieldSql(base, c, next) };
  if (!column.virtual || !isVirtualUIType(column.uidt)) {
    return {
      expression: base.knex.raw('??', [`${at.outer}.${column.column_name ?? column.title}`]),
      resultUidt: column.uidt as FieldSql['resultUidt'],
    };
  }
  if (at.depth >= MAX_VIRTUAL_DEPTH) return nullSql(ctx, 'the field reads through too many other fields');
  return VIRTUAL_FIELDS[column.uidt].project(column, { ...ctx, depth: at.depth + 1 });
}
