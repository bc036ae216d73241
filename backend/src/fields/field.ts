import type { PhysicalUIType } from '@basalt/core';
import type { SqlDialect } from '../data/dialect';
import type { FilterFamily } from '../data/filters/types';

/** What a column's SQL type may depend on: `dt` for SpecificDBType. */
export interface ColumnTypeInput {
  dt?: string | null;
}

/**
 * One field type on the server (docs/ARCHITECTURE.md, field types): its SQL type per dialect and how values cross
 * between the database and the API. Altering a column converts each value old `fromDb` -> core `parse` -> new `toDb`.
 */
export interface BackendField {
  uidt: PhysicalUIType;
  sqlType(dialect: SqlDialect, column: ColumnTypeInput): string;
  /** A value as the driver returns it -> the API value. */
  fromDb(value: unknown, dialect: SqlDialect): unknown;
  /**
   * A value the statement handed over as its text (groups are formed by text, records/groupby.ts) -> the API value;
   * `fromDb` when absent. Differs where a driver parses the column's own type (JSON on PostgreSQL and MariaDB).
   */
  fromText?(value: unknown, dialect: SqlDialect): unknown;
  /** An API value (as core's `parse` gives it, never undefined) -> the parameter to bind. */
  toDb(value: unknown, dialect: SqlDialect): unknown;
  /**
   * What rows already in the table get when the column is added: the current time, or 1, 2, 3... A `sequence`
   * type is numbered by the engine on every insert too, unless it is the (auto-increment) key.
   */
  fillOnAdd?: 'now' | 'sequence';
  /** Kept by the server, never taken from a request: set on insert (`created`) or on every write (`modified`). */
  serverKept?: 'created' | 'modified';
  /** As a key, a row id names a row only when it is a whole number (the column is an integer). */
  integerKey?: boolean;
  /** New rows get the current time from the database when the table is created with the column. */
  defaultsToNow?: boolean;
  /** Only a new table's columns may have the type (the key types): adding one later is a 400. */
  tableCreationOnly?: boolean;
  /** A column of the type is always the primary key (ID). */
  alwaysKey?: boolean;
  /** As the primary key the column may auto-increment, and does unless the request says otherwise. */
  autoIncrement?: boolean;
  /** The precision and scale the column reports in `dtxp`/`dtxs` (a fixed SQL precision); null otherwise. */
  dtx?: { dtxp: string; dtxs: string };
  /** A problem with the column definition itself (SpecificDBType's `dt`), or undefined. */
  columnError?(column: ColumnTypeInput, dialect: SqlDialect): string | undefined;
  /**
   * The `where` SQL of the type: a family of `data/filters/` (one function per op it implements). The ops a
   * type takes are those of its core definition that this family implements; anything else is a 400.
   */
  filter: FilterFamily;
  /**
   * What ORDER BY and GROUP BY use instead of the bare column, per dialect (`??` is the column): for a type the
   * database cannot order or compare as it is (PostgreSQL's `json` is sorted and grouped by its text).
   */
  orderExpression?: Partial<Record<SqlDialect, string>>;
}

/** A SQL type that only depends on the dialect. */
export const sqlTypes =
  (types: Record<SqlDialect, string>) =>
  (dialect: SqlDialect): string =>
    types[dialect];
