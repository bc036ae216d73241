import type { Knex } from 'knex';

/** The SQL dialects the data engine speaks. MSSQL is generated (and tested as SQL text) but not run here. */
export type SqlDialect = 'sqlite' | 'pg' | 'mysql' | 'mssql';

/** A base's `type` as NocoDB names it (docs/API.md §1.3; docs/PRODUCT.md §3). */
export type BaseType = 'sqlite3' | 'pg' | 'mysql2' | 'mssql';

const BY_CLIENT: Record<string, SqlDialect> = {
  'better-sqlite3': 'sqlite',
  sqlite3: 'sqlite',
  pg: 'pg',
  postgres: 'pg',
  postgresql: 'pg',
  mysql: 'mysql',
  mysql2: 'mysql',
  mssql: 'mssql',
};

export const BASE_TYPE: Record<SqlDialect, BaseType> = { sqlite: 'sqlite3', pg: 'pg', mysql: 'mysql2', mssql: 'mssql' };

const BY_BASE_TYPE: Record<string, SqlDialect> = {
  sqlite3: 'sqlite',
  pg: 'pg',
  mysql2: 'mysql',
  mysql: 'mysql',
  mssql: 'mssql',
};

/** The dialect of a Knex instance (or transaction), from its client name. */
export function dialectOf(knex: Knex): SqlDialect {
  const client = (knex.client as { config: { client?: unknown } }).config.client;
  const name =
    typeof client === 'string' ? client : ((client as { prototype?: { dialect?: string } })?.prototype?.dialect ?? '');
  const dialect = BY_CLIENT[name];
  if (!dialect) throw new Error(`unsupported database client "${name}"`);
  return dialect;
}

export function dialectOfBaseType(type: string): SqlDialect {
  const dialect = BY_BASE_TYPE[type];
  if (!dialect) throw new Error(`unsupported base type "${type}"`);
  return dialect;
}

/** The longest table or column name each database takes (PostgreSQL counts bytes). */
export const MAX_IDENTIFIER: Record<SqlDialect, number> = { sqlite: 255, pg: 63, mysql: 64, mssql: 128 };

export function identifierLength(dialect: SqlDialect, name: string): number {
  return dialect === 'pg' ? Buffer.byteLength(name, 'utf8') : [...name].length;
}

/** Whether the database rolls DDL back with the transaction (MySQL commits it on the spot). */
export const TRANSACTIONAL_DDL: Record<SqlDialect, boolean> = { sqlite: true, pg: true, mysql: false, mssql: true };
