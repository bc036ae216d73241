import type { FilterScalar, FilterValue } from '@basalt/core';
import type { Knex } from 'knex';
import type { SqlDialect } from '../dialect';
import type { FilterContext, FilterFamily, FilterTerm, OpSql } from './types';

/** Building blocks shared by the filter families. Every value is a binding; columns are `??` identifiers. */

/** An expression where Knex's typings want a column name (Knex takes raw expressions there too). */
export const asColumn = (expr: Knex.Raw | string) => expr as unknown as string;

/** The term's column, or a virtual field's expression (Knex quotes the one and writes the other as it is). */
export const col = (term: FilterTerm) => asColumn(term.column.expression ?? term.column.column_name);

export const scalar = (value: FilterValue | undefined): FilterScalar => (Array.isArray(value) ? value[0]! : value!);

export const list = (value: FilterValue | undefined): FilterScalar[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** The column as text, for `like` and text equality on types that are not text in the database. */
export function textExpr(knex: Knex, dialect: SqlDialect, column: string): Knex.Raw {
  if (dialect === 'pg') return knex.raw('??::text', [column]);
  if (dialect === 'mysql') return knex.raw('cast(?? as char)', [column]);
  if (dialect === 'mssql') return knex.raw('cast(?? as nvarchar(max))', [column]);
  return knex.raw('??', [column]);
}

/**
 * `like` as docs/API.md §2.2 describes: `%v%` unless the value brings its own `%`; case-insensitive on every
 * database (PostgreSQL's ILIKE). Backslashes are literal everywhere (PostgreSQL and MySQL would read them as escapes).
 */
export function likePattern(value: FilterScalar | undefined, dialect: SqlDialect): string {
  let text = value === undefined ? '' : String(value);
  if (!text.includes('%')) text = `%${text}%`;
  return dialect === 'pg' || dialect === 'mysql' ? text.replace(/\\/g, '\\\\') : text;
}

export function whereLike(b: Knex.QueryBuilder, ctx: FilterContext, expr: Knex.Raw, pattern: string, not = false) {
  const op = ctx.dialect === 'pg' ? 'ilike' : 'like';
  b.where(ctx.knex.raw(`? ${not ? 'not ' : ''}${op} ?`, [expr, pattern]));
}

/** Escapes `%`, `_` and the escape character itself for a literal match inside LIKE, with `escape '!'`. */
export const likeLiteral = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

export const isNull: OpSql = (b, term) => void b.whereNull(col(term));
export const notNull: OpSql = (b, term) => void b.whereNotNull(col(term));

/** NULL or the empty string (text-like types). */
export const blankText: OpSql = (b, term) => void b.whereNull(col(term)).orWhere(col(term), '');
export const notBlankText: OpSql = (b, term) => void b.whereNotNull(col(term)).andWhere(col(term), '<>', '');

/** `<> v`, or no value at all (docs/API.md §2.2). */
export function notEqualOrNull(b: Knex.QueryBuilder, column: string, value: unknown) {
  b.where(column, '<>', value as Knex.Value).orWhereNull(column);
}

/**
 * The older `is` / `isnot` spelling (`null`, `notnull`, `empty`, `notempty`, `true`, `false`) through the family's
 * own ops: `empty` falls back to null on types without an empty value, `true`/`false` to checked/unchecked, and to
 * not-blank/blank on types that are not booleans.
 */
export function isOps(family: FilterFamily): FilterFamily {
  const pick = (...ops: Array<keyof FilterFamily>): OpSql => {
    for (const op of ops) {
      const fn = family[op];
      if (fn) return fn;
    }
    return isNull;
  };
  const forValue: Record<string, [OpSql, OpSql]> = {
    null: [pick('null'), pick('notnull')],
    notnull: [pick('notnull'), pick('null')],
    empty: [pick('empty', 'null'), pick('notempty', 'notnull')],
    notempty: [pick('notempty', 'notnull'), pick('empty', 'null')],
    true: [pick('checked', 'notblank'), pick('notchecked', 'blank')],
    false: [pick('notchecked', 'blank'), pick('checked', 'notblank')],
  };
  const run =
    (negated: 0 | 1): OpSql =>
    (b, term, ctx: FilterContext) =>
      forValue[String(term.value)]?.[negated](b, term, ctx);
  return { ...family, is: run(0), isnot: run(1) };
}
