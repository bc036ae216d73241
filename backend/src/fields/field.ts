import type { PhysicalUIType } from '@basalt/core';
import type { SqlDialect } from '../data/dialect';

/** What a column's SQL type may depend on: `dt` for SpecificDBType. */
export interface ColumnTypeInput {
  dt?: string | null;
}

/**
 * One field type on the server (ARCHITECTURE §4): its SQL type per dialect and how values cross between the
 * database and the API. Altering a column converts each value old `fromDb` -> core `parse` -> new `toDb`.
 */
export interface BackendField {
  uidt: PhysicalUIType;
  sqlType(dialect: SqlDialect, column: ColumnTypeInput): string;
  /** A value as the driver returns it -> the API value. */
  fromDb(value: unknown, dialect: SqlDialect): unknown;
  /** An API value (as core's `parse` gives it, never undefined) -> the parameter to bind. */
  toDb(value: unknown, dialect: SqlDialect): unknown;
  /** What rows already in the table get when the column is added: the current time, or 1, 2, 3... */
  fillOnAdd?: 'now' | 'sequence';
  /** New rows get the current time from the database when the table is created with the column. */
  defaultsToNow?: boolean;
  /** A problem with the column definition itself (SpecificDBType's `dt`), or undefined. */
  columnError?(column: ColumnTypeInput, dialect: SqlDialect): string | undefined;
}

/** A SQL type that only depends on the dialect. */
export const sqlTypes =
  (types: Record<SqlDialect, string>) =>
  (dialect: SqlDialect): string =>
    types[dialect];
