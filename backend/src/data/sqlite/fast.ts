import type { Knex } from 'knex';
import { clientOf, openSqlite, sqliteFileOf, type SqliteDatabase, type SqliteStatement } from './driver';

export type RunResult = ReturnType<SqliteStatement['run']>;

/** SQL and bindings as Knex compiles them (`toSQL()`); on SQLite the placeholders are `?`. */
export interface CompiledSql {
  sql: string;
  bindings: readonly unknown[];
}

const STATEMENTS_PER_CONNECTION = 500;
const WAL_AUTOCHECKPOINT_PAGES = 10_000;
const tuned = new WeakSet<object>();

/** Bindings as Knex's better-sqlite3 client passes them: dates as epoch milliseconds, booleans as 0/1. */
export function sqliteBindings(bindings: readonly unknown[]): unknown[] {
  return bindings.map((b) => (b instanceof Date ? b.valueOf() : typeof b === 'boolean' ? Number(b) : b));
}

/** Prepared statements of one connection, by SQL text, least recently used dropped first. */
class StatementCache {
  private readonly map = new Map<string, SqliteStatement>();
  constructor(private readonly db: SqliteDatabase) {}

  get(sql: string): SqliteStatement {
    let statement = this.map.get(sql);
    if (statement) {
      this.map.delete(sql);
    } else {
      statement = this.db.prepare(sql);
      if (this.map.size >= STATEMENTS_PER_CONNECTION) this.map.delete(this.map.keys().next().value!);
    }
    this.map.set(sql, statement);
    return statement;
  }
}

const caches = new WeakMap<object, StatementCache>();
const statementsOf = (db: SqliteDatabase) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new StatementCache(db)));
  return cache;
};

/**
 * The SQLite fast path (docs/PERFORMANCE.md): statements Knex compiled are prepared once and reused. Reads go through
 * a read-only connection of their own (WAL lets it read beside the writer, and it never waits for a write
 * transaction to end); writes borrow the Knex pool's single connection and run synchronously in one transaction.
 */
export class FastSqlite {
  private reader: SqliteDatabase | undefined;

  private constructor(
    private readonly knex: Knex,
    private readonly filename: string,
  ) {}

  /** The fast path of a Knex on a SQLite file, or undefined for other databases. */
  static of(knex: Knex): FastSqlite | undefined {
    const filename = sqliteFileOf(knex);
    if (!filename) return undefined;
    let fast = instances.get(knex);
    if (!fast) instances.set(knex, (fast = new FastSqlite(knex, filename)));
    return fast;
  }

  private readerDb(): SqliteDatabase {
    if (!this.reader?.open) this.reader = openSqlite(this.knex, this.filename, true);
    return this.reader;
  }

  /** Rows as objects keyed by column. */
  all(query: CompiledSql): Array<Record<string, unknown>> {
    return statementsOf(this.readerDb())
      .get(query.sql)
      .raw(false)
      .all(...sqliteBindings(query.bindings)) as Array<Record<string, unknown>>;
  }

  /** Rows as arrays, in select order (no per-row key objects). */
  rows(query: CompiledSql): unknown[][] {
    return statementsOf(this.readerDb())
      .get(query.sql)
      .raw(true)
      .all(...sqliteBindings(query.bindings)) as unknown[][];
  }

  /** The first column of the first row. */
  value(query: CompiledSql): unknown {
    const row = statementsOf(this.readerDb())
      .get(query.sql)
      .raw(true)
      .get(...sqliteBindings(query.bindings));
    return Array.isArray(row) ? row[0] : undefined;
  }

  /**
   * Runs `fn` in one transaction on the writer connection, borrowed from the Knex pool for the whole time, so no
   * Knex query and no other write can interleave; `run` executes a compiled statement synchronously. Anything
   * thrown rolls everything back.
   */
  async write<T>(
    fn: (
      run: (query: CompiledSql) => RunResult,
      all: (query: CompiledSql) => unknown[],
      prepare: (sql: string) => SqliteStatement,
    ) => Promise<T>,
  ): Promise<T> {
    const client = clientOf(this.knex);
    const db = (await client.acquireConnection()) as SqliteDatabase;
    try {
      if (!tuned.has(db)) {
        // Checkpoint the WAL every ~40 MB instead of ~4 MB: a bulk import syncs the file ten times less often.
        db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
        tuned.add(db);
      }
      const statements = statementsOf(db);
      const run = (query: CompiledSql) => statements.get(query.sql).run(...sqliteBindings(query.bindings));
      const all = (query: CompiledSql) =>
        statements
          .get(query.sql)
          .raw(false)
          .all(...sqliteBindings(query.bindings));
      statements.get('begin immediate').run();
      try {
        const result = await fn(run, all, (sql) => statements.get(sql));
        statements.get('commit').run();
        return result;
      } catch (err) {
        if (db.inTransaction) statements.get('rollback').run();
        throw err;
      }
    } finally {
      await client.releaseConnection(db);
    }
  }

  /** A connection of its own for a long read (an export's cursor); the caller closes it. */
  openCursorConnection(): SqliteDatabase {
    return openSqlite(this.knex, this.filename, true);
  }

  close(): void {
    this.reader?.close();
    this.reader = undefined;
  }
}

const instances = new WeakMap<Knex, FastSqlite>();
