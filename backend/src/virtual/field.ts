import type { PhysicalUIType, VirtualUIType } from '@basalt/core';
import type { Knex } from 'knex';
import type { SqlDialect } from '../data/dialect';
import type { ColumnRecord, ModelRecord } from '../meta/types';
import type { ProjectSchema } from './schema';
import type { FilterColumn } from '../data/filters/types';
import type { RollupStorePlan } from './rollup-store/plan';

/**
 * Where a virtual field is read (docs/ARCHITECTURE.md, virtual fields): the query's table (`outer`, by its name or
 * alias: every column is qualified with it so subqueries can reach the outer row) within the project's schema.
 */
export interface ProjectionContext {
  knex: Knex;
  dialect: SqlDialect;
  schema: ProjectSchema;
  model: ModelRecord;
  /** The name the query gives the table whose row is being read. */
  outer: string;
  /** How many virtual fields deep this read is (a lookup of a lookup): bounded, so no definition loops forever. */
  depth: number;
  /** SQL expression of any field of any table, for the row of the table named `outer` (virtual ones recursively). */
  fieldSql(column: ColumnRecord, at: Pick<ProjectionContext, 'model' | 'outer' | 'depth'>): FieldSql;
}

/** A field as SQL: what filters, sorts and groups compare, and what the SELECT list reads (as the API value). */
export interface FieldSql {
  expression: Knex.Raw;
  /** The value as selected, when it differs from `expression` (a date turned into ISO text on PostgreSQL). */
  select?: Knex.Raw;
  /** The physical type whose filters, ordering and value reading the result takes. */
  resultUidt: PhysicalUIType;
  /** Reads the selected value into its API value, where the result type's own reading does not do. */
  fromDb?: (value: unknown, dialect: SqlDialect) => unknown;
  /** Why the field cannot be read (a formula whose field was deleted): its value is then always null. */
  error?: string;
  /** The value is a list (a lookup through an hm or mm link): a lookup of it flattens the lists. */
  many?: boolean;
  /** Filters through the link (a lookup): data/filters/types.ts. */
  through?: FilterColumn['through'];
  /** A rollup's stored copy, which sorts read through its index once it is complete (virtual/rollup-store). */
  stored?: StoredValue;
  /** The selected value as `(select value from rows)` over the linked rows: read together (read-together.ts). */
  overLinked?: OverLinked;
}

/** What a field selects from the linked rows of the outer row (`rows`: correlated, never more than one row out). */
export interface OverLinked {
  rows: Knex.QueryBuilder;
  value: Knex.Raw;
}

/** A value kept in a side table (`plan.name`: bx_k the row's key, bx_v the value) by triggers. */
export interface StoredValue {
  plan: RollupStorePlan;
  /** Complete and exact: reading it gives the same answer as the field's expression. */
  readonly ready: boolean;
  /** Asks for it to be built (in the background, once). */
  want(): void;
}

/** One virtual field type on the server: how a field of the type reads as SQL (one scalar expression per row). */
export interface VirtualBackendField {
  uidt: VirtualUIType;
  project(column: ColumnRecord, ctx: ProjectionContext): FieldSql;
}

/** Deeper than this, a chain of virtual fields reads as null (a lookup of a lookup of ... is refused on creation). */
export const MAX_VIRTUAL_DEPTH = 6;

/** A field that reads as no value, with the reason. */
export function nullSql(ctx: Pick<ProjectionContext, 'knex'>, error: string): FieldSql {
  return { expression: ctx.knex.raw('null'), resultUidt: 'SingleLineText', error };
}
