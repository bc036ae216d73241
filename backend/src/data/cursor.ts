import type { Knex } from 'knex';
import { dialectOf } from './dialect';
import type { FastSqlite } from './sqlite/fast';

export type CursorRow = Record<string, unknown>;

/** Rows per batch a cursor hands over. */
export const CURSOR_BATCH = 500;

/**
 * Reads every row of a query in batches through a real cursor, so memory stays flat whatever the size: SQLite
 * iterates a statement on a connection of its own (one snapshot), PostgreSQL declares a cursor in a transaction and
 * fetches from it, MySQL streams the result set. Stopping early (the client went away) closes the cursor.
 */
export async function* rowCursor(
  knex: Knex,
  qb: Knex.QueryBuilder,
  fast: FastSqlite | undefined,
  batch = CURSOR_BATCH,
): AsyncGenerator<CursorRow[]> {
  if (fast) return yield* sqliteCursor(fast, qb, batch);
  const dialect = dialectOf(knex);
  if (dialect === 'pg') return yield* pgCursor(knex, qb, batch);
  return yield* streamCursor(qb, batch);
}

async function* sqliteCursor(fast: FastSqlite, qb: Knex.QueryBuilder, batch: number): AsyncGenerator<CursorRow[]> {
  const db = fast.openCursorConnection();
  try {
    const { sql, bindings } = qb.toSQL();
    const rows = db
      .prepare(sql)
      .iterate(...(bindings as unknown[]).map((b) => (typeof b === 'boolean' ? Number(b) : b)));
    let chunk: CursorRow[] = [];
    for (const row of rows) {
      chunk.push(row as CursorRow);
      if (chunk.length >= batch) {
        yield chunk;
        chunk = [];
      }
    }
    if (chunk.length) yield chunk;
  } finally {
    db.close();
  }
}

async function* pgCursor(knex: Knex, qb: Knex.QueryBuilder, batch: number): AsyncGenerator<CursorRow[]> {
  const trx = await knex.transaction();
  try {
    await trx.raw('declare basalt_cursor no scroll cursor for ?', [qb]);
    for (;;) {
      const result = (await trx.raw(`fetch ${batch} from basalt_cursor`)) as { rows: CursorRow[] };
      if (!result.rows.length) break;
      yield result.rows;
      if (result.rows.length < batch) break;
    }
    await trx.commit();
  } finally {
    if (!trx.isCompleted()) await trx.rollback().catch(() => undefined);
  }
}

async function* streamCursor(qb: Knex.QueryBuilder, batch: number): AsyncGenerator<CursorRow[]> {
  const stream = qb.stream();
  try {
    let chunk: CursorRow[] = [];
    for await (const row of stream) {
      chunk.push(row as CursorRow);
      if (chunk.length >= batch) {
        yield chunk;
        chunk = [];
      }
    }
    if (chunk.length) yield chunk;
  } finally {
    stream.destroy();
  }
}
