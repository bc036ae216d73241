import type { Knex } from 'knex';
import { registerFormulaFunctions, type SqliteFunctionHost } from './formula-functions';

/** The part of better-sqlite3 the fast path uses (the driver Knex already loaded; no typings package needed). */
export interface SqliteStatement {
  readonly reader: boolean;
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  iterate(...params: unknown[]): IterableIterator<unknown>;
  raw(toggle?: boolean): SqliteStatement;
  pluck(toggle?: boolean): SqliteStatement;
}

export interface SqliteDatabase extends SqliteFunctionHost {
  readonly open: boolean;
  readonly inTransaction: boolean;
  prepare(sql: string): SqliteStatement;
  pragma(sql: string): unknown;
  exec(sql: string): void;
  close(): void;
}

type SqliteConstructor = new (
  filename: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteDatabase;

interface KnexClientInternals {
  config: { client?: unknown; connection?: { filename?: string } };
  driver?: SqliteConstructor;
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
}

export const clientOf = (knex: Knex) => knex.client as unknown as KnexClientInternals;

/** The database file of a better-sqlite3 Knex, or undefined (another client, or an in-memory database). */
export function sqliteFileOf(knex: Knex): string | undefined {
  const client = clientOf(knex);
  if (client.config.client !== 'better-sqlite3') return undefined;
  const filename = client.config.connection?.filename;
  return filename && filename !== ':memory:' && !filename.startsWith('file::memory') ? filename : undefined;
}

/** Opens another connection to the same file with the driver Knex uses. */
export function openSqlite(knex: Knex, filename: string, readonly: boolean): SqliteDatabase {
  const Driver = clientOf(knex).driver;
  if (!Driver) throw new Error('the better-sqlite3 driver is not loaded');
  const db = new Driver(filename, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  registerFormulaFunctions(db);
  if (readonly) db.pragma('query_only = 1');
  return db;
}
