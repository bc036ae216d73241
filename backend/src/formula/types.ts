import type { CallNode, FormulaField, ValueType } from '@basalt/core';
import type { SqlDialect } from '../data/dialect';
import type { Sql } from './sql';

/**
 * What the compiler needs of the table and the query: the fields (types, and Formula fields' own formulas, compiled
 * in place), and the SQL of each field's value. `fieldSql` is the one place a field becomes SQL: the physical
 * column today, a lookup's or rollup's subquery later.
 */
export interface FormulaCompileContext {
  dialect: SqlDialect;
  fields: readonly FormulaField[];
  /** The field's value as the database stores it (a quoted column, or a subquery); undefined when it has none. */
  fieldSql(id: string): Sql | undefined;
  /** What NOW() and TODAY() read: a fixed instant (tests, previews), else the database's clock. */
  now?: Date;
  /** RECORD_ID(): the record's key as SQL; blank when not given. */
  recordIdSql?: Sql;
  /**
   * SQLite only: whether the connection has the formula functions of `registerFormulaFunctions`
   * (backend/src/data/sqlite/formula-functions.ts); without them REGEX_* do not compile on SQLite.
   */
  sqliteFunctions?: boolean;
}

/**
 * A compiled part of a formula. `value` is SQL of the part's type: numbers are floating point, text is text, true
 * and false are 1 and 0 (on every database, so CASE branches agree), dates are UTC timestamps (SQLite: text
 * `YYYY-MM-DD HH:MM:SS.SSS`; PostgreSQL: timestamp without time zone; MySQL: datetime(3)). `error`, when the part
 * can fail (division by zero, an invalid date text…), is a condition that holds where it does (docs/FORMULAS.md:
 * ISERROR sees it, the cell shows blank); null when it never fails.
 */
export interface Compiled {
  value: Sql;
  type: ValueType;
  error: Sql | null;
}

/** One function's compiler: its compiled arguments, the call (for literal arguments such as units) and the context. */
export type FunctionCompiler = (args: Compiled[], call: CallNode, ctx: FormulaCompileContext) => Compiled;

export type FormulaCompileErrorCode = 'unsupportedFunction' | 'invalidFormula' | 'circularReference';

/** A formula that cannot be compiled for a database: said before the query runs, never as a database error. */
export class FormulaCompileError extends Error {
  constructor(
    readonly code: FormulaCompileErrorCode,
    message: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

export const unsupported = (name: string, dialect: SqlDialect, why = ''): FormulaCompileError =>
  new FormulaCompileError('unsupportedFunction', `${name} cannot be computed on ${dialect}${why ? `: ${why}` : ''}`, {
    name,
    dialect,
  });
