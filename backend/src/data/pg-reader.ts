import type { Knex } from 'knex';
import { dialectOf } from './dialect';
import type { CompiledSql } from './sqlite/fast';

/** What this file uses of a `pg` client borrowed from the Knex pool. */
interface PgClient {
  query(config: { text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}

interface PoolClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
  emit(event: 'query', data: { sql: string; bindings: readonly unknown[]; method: string }): boolean;
}

const readers = new WeakMap<Knex, PgReader>();

/**
 * PostgreSQL's read path for list pages (docs/PERFORMANCE.md, ad-hoc sorts): a statement compiled once per list
 * plan, in PostgreSQL's own placeholders, run on a connection borrowed from the Knex pool and read as arrays. A
 * sorted 25-row page costs PostgreSQL about half a millisecond; building and compiling the query with Knex, its
 * runner and a row object per row cost the server as much again, on the same 2 cores.
 */
export class PgReader {
  private constructor(private readonly knex: Knex) {}

  /** The reader of a Knex on PostgreSQL, or undefined for other databases. */
  static of(knex: Knex): PgReader | undefined {
    if (dialectOf(knex) !== 'pg') return undefined;
    let reader = readers.get(knex);
    if (!reader) readers.set(knex, (reader = new PgReader(knex)));
    return reader;
  }

  /** A query builder compiled for `rows`: `$1`-style placeholders, bindings as Knex's PostgreSQL client sends them. */
  static compile(qb: Knex.QueryBuilder): CompiledSql {
    const { sql, bindings } = qb.toSQL().toNative();
    return { sql, bindings };
  }

  /** Rows as arrays, in the statement's column order. */
  async rows(query: CompiledSql): Promise<unknown[][]> {
    const client = this.knex.client as PoolClient;
    const connection = (await client.acquireConnection()) as PgClient;
    // As Knex would: its `query` listeners (the meta watch, query logging, tests) see every statement.
    client.emit('query', { sql: query.sql, bindings: query.bindings, method: 'select' });
    try {
      const result = await connection.query({ text: query.sql, values: [...query.bindings], rowMode: 'array' });
      return result.rows;
    } finally {
      await client.releaseConnection(connection);
    }
  }
}
