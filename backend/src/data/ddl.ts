import type { Knex } from 'knex';
import type { PhysicalUIType } from '@basalt/core';
import { BACKEND_FIELDS } from '../fields/registry';
import { dialectOf, type SqlDialect } from './dialect';
import { dropColumnIndexes } from './indexes';
import { dropTableTextIndexes } from './text-index';

/** What the DDL needs of a column; `cdf` is the default as an API value (already checked). */
export interface PhysicalColumn {
  column_name: string;
  uidt: PhysicalUIType;
  dt?: string | null;
  pk?: boolean;
  ai?: boolean;
  rqd?: boolean;
  cdf?: unknown;
}

export function sqlTypeOf(column: Pick<PhysicalColumn, 'uidt' | 'dt'>, dialect: SqlDialect): string {
  return BACKEND_FIELDS[column.uidt].sqlType(dialect, column);
}

/** MySQL takes no literal DEFAULT on TEXT, BLOB, JSON or GEOMETRY columns; the default then lives in meta only. */
function literalDefaultAllowed(dialect: SqlDialect, sqlType: string): boolean {
  return !(dialect === 'mysql' && /text|blob|json|geometry/i.test(sqlType));
}

export interface DefineOptions {
  /** Created with the table (so a CURRENT_TIMESTAMP default is allowed on SQLite too). */
  creating?: boolean;
  /** Leave out NOT NULL and DEFAULT (staging columns, filled before the constraints apply). */
  bare?: boolean;
}

/** Adds one column to a create/alter builder: auto-increment keys with Knex `increments`, others by SQL type. */
export function defineColumn(
  knex: Knex,
  t: Knex.TableBuilder,
  column: PhysicalColumn,
  opts: DefineOptions = {},
): Knex.ColumnBuilder {
  const dialect = dialectOf(knex);
  if (column.pk && column.ai) return t.increments(column.column_name, { primaryKey: true });
  const field = BACKEND_FIELDS[column.uidt];
  const type = field.sqlType(dialect, column);
  const builder = t.specificType(column.column_name, type);
  if (opts.bare) return builder.nullable();
  if (column.rqd || column.pk) builder.notNullable();
  else builder.nullable();
  if (column.cdf !== undefined && column.cdf !== null) {
    if (literalDefaultAllowed(dialect, type)) builder.defaultTo(field.toDb(column.cdf, dialect) as Knex.Value);
  } else if (field.defaultsToNow && (opts.creating || dialect !== 'sqlite')) {
    builder.defaultTo(dialect === 'mysql' ? knex.fn.now(3) : knex.fn.now());
  }
  return builder;
}

/** CREATE TABLE for `columns`, in order; a key without auto-increment becomes a PRIMARY KEY constraint. */
export function createTableSql(knex: Knex, tableName: string, columns: PhysicalColumn[]): Knex.SchemaBuilder {
  const dialect = dialectOf(knex);
  return knex.schema.createTable(tableName, (t) => {
    for (const column of columns) defineColumn(knex, t, column, { creating: true });
    const keys = columns.filter((c) => c.pk && !c.ai);
    if (keys.length && !columns.some((c) => c.pk && c.ai)) t.primary(keys.map((c) => c.column_name));
    if (dialect === 'mysql') t.charset('utf8mb4');
  });
}

export async function createTable(knex: Knex, tableName: string, columns: PhysicalColumn[]): Promise<void> {
  await createTableSql(knex, tableName, columns);
}

export async function dropTable(knex: Knex, tableName: string): Promise<void> {
  // Text indexes are tables of their own: the triggers go with the table, the FTS5 or side tables would stay.
  await dropTableTextIndexes(knex, tableName);
  await knex.schema.dropTableIfExists(tableName);
}

export function addColumnSql(
  knex: Knex,
  tableName: string,
  column: PhysicalColumn,
  opts: DefineOptions & { after?: string } = {},
) {
  return knex.schema.alterTable(tableName, (t) => {
    const builder = defineColumn(knex, t, column, opts);
    if (opts.after && dialectOf(knex) === 'mysql') builder.after(opts.after);
  });
}

export async function addColumn(
  knex: Knex,
  tableName: string,
  column: PhysicalColumn,
  opts: DefineOptions & { after?: string } = {},
) {
  await addColumnSql(knex, tableName, column, opts);
}

/** Re-applies NOT NULL and DEFAULT to an existing column of the right type. */
export async function applyConstraints(knex: Knex, tableName: string, column: PhysicalColumn): Promise<void> {
  await knex.schema.alterTable(tableName, (t) => {
    defineColumn(knex, t, column).alter();
  });
}

/** SQLite drops columns itself since 3.35; the Knex helper would rebuild the table its own way. */
export async function dropColumn(knex: Knex, tableName: string, columnName: string): Promise<void> {
  // The indexes Basalt made on the column go first (indexes.ts): SQLite refuses to drop an indexed column.
  await dropColumnIndexes(knex, tableName, columnName);
  if (dialectOf(knex) === 'sqlite') {
    await knex.raw('alter table ?? drop column ??', [tableName, columnName]);
    return;
  }
  await knex.schema.alterTable(tableName, (t) => {
    t.dropColumn(columnName);
  });
}

/** RENAME COLUMN (SQLite 3.25+, PostgreSQL, MySQL 8 / MariaDB 10.5+); sp_rename through Knex on MSSQL. */
export function renameColumnSql(
  knex: Knex,
  tableName: string,
  from: string,
  to: string,
): Knex.Raw | Knex.SchemaBuilder {
  if (dialectOf(knex) === 'mssql') {
    return knex.schema.alterTable(tableName, (t) => {
      t.renameColumn(from, to);
    });
  }
  return knex.raw('alter table ?? rename column ?? to ??', [tableName, from, to]);
}

export async function renameColumn(knex: Knex, tableName: string, from: string, to: string): Promise<void> {
  await renameColumnSql(knex, tableName, from, to);
}
