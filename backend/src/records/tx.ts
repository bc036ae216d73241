import type { Knex } from 'knex';
import { clientErrorOf } from '../data/db-errors';
import type { SqliteStatement } from '../data/sqlite/driver';
import type { CompiledSql, RunResult } from '../data/sqlite/fast';
import type { TableMeta } from './table-meta';

export type DbRow = Record<string, unknown>;

/**
 * One transaction of the records API. Statements are Knex builders made on the table's Knex; they run on the
 * SQLite writer connection (fast.ts) or with `.transacting(trx)` elsewhere, so a batch commits or rolls back whole.
 */
export interface RecordTx {
  /** Inserts a row (column name -> database value); answers its key (column name -> value). */
  insert(values: DbRow): Promise<DbRow>;
  /** Inserts rows in order; answers their keys in the same order. */
  insertMany(rows: DbRow[]): Promise<DbRow[]>;
  /** Runs an UPDATE or DELETE; answers the number of rows it changed. */
  run(qb: Knex.QueryBuilder): Promise<number>;
  /** Runs a SELECT. */
  rows(qb: Knex.QueryBuilder): Promise<DbRow[]>;
  /** Runs a compiled SELECT (SQLite) or its builder (elsewhere). */
  select(compiled: () => CompiledSql, qb: () => Knex.QueryBuilder): Promise<DbRow[]>;
}

const MARK = '\u0000basalt-insert-';
/** Rows per multi-row INSERT on PostgreSQL (well under its 65535 bindings for wide tables too). */
const PG_CHUNK = 500;

/**
 * The INSERT statement of a set of columns, compiled once: Knex decides the column order, so each binding is
 * traced back to its column through a marker value.
 */
function insertTemplate(table: TableMeta, columns: string[]): { sql: string; order: number[] } {
  const marked = Object.fromEntries(columns.map((c, i) => [c, `${MARK}${i}`]));
  const { sql, bindings } = table.knex(table.tableName).insert(marked).toSQL();
  return { sql, order: bindings.map((b) => Number(String(b).slice(MARK.length))) };
}

const templates = new WeakMap<TableMeta, Map<string, { sql: string; order: number[] }>>();

function keyOf(table: TableMeta, values: DbRow, generated: unknown): DbRow {
  const key: DbRow = {};
  for (const pk of table.pks)
    key[pk.column_name] = pk.ai && values[pk.column_name] === undefined ? generated : values[pk.column_name];
  return key;
}

function sqliteTx(
  table: TableMeta,
  run: (query: CompiledSql) => RunResult,
  all: (query: CompiledSql) => unknown[],
  prepare: (sql: string) => SqliteStatement,
): RecordTx {
  let cache = templates.get(table);
  if (!cache) templates.set(table, (cache = new Map()));
  const byColumns = cache;
  let lastColumns: string[] = [];
  let lastTemplate: { sql: string; order: number[] } | undefined;
  let statement: SqliteStatement | undefined;
  /** Inserts one row synchronously; rows with the columns of the one before reuse its statement. */
  const insertNow = (values: DbRow): DbRow => {
    const columns = Object.keys(values);
    if (!lastTemplate || !sameKeys(columns, lastColumns)) {
      const signature = columns.join('\u0000');
      lastTemplate = byColumns.get(signature);
      if (!lastTemplate) byColumns.set(signature, (lastTemplate = insertTemplate(table, columns)));
      lastColumns = columns;
      statement = prepare(lastTemplate.sql);
    }
    const bindings = lastTemplate.order.map((i) => {
      const value = values[columns[i]!];
      return typeof value === 'boolean' ? Number(value) : value;
    });
    const result = statement!.run(bindings);
    return keyOf(table, values, Number(result.lastInsertRowid));
  };
  return {
    async insert(values) {
      return insertNow(values);
    },
    async insertMany(rows) {
      return rows.map(insertNow);
    },
    async run(qb) {
      const { sql, bindings } = qb.toSQL();
      return run({ sql, bindings }).changes;
    },
    async rows(qb) {
      const { sql, bindings } = qb.toSQL();
      return all({ sql, bindings }) as DbRow[];
    },
    async select(compiled) {
      return all(compiled()) as DbRow[];
    },
  };
}

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * PostgreSQL does not move a serial key's sequence past a value an insert named itself (undo restoring a record):
 * move it past the largest key, so the next insert without a key does not collide.
 */
async function followNamedKeys(table: TableMeta, trx: Knex.Transaction, rows: DbRow[]): Promise<void> {
  const ai = table.pks.find((c) => c.ai);
  if (table.dialect !== 'pg' || !ai || !rows.some((row) => row[ai.column_name] !== undefined)) return;
  const quoted = `"${table.tableName.replace(/"/g, '""')}"`;
  await trx.raw(
    `select setval(pg_get_serial_sequence(?, ?), greatest((select max(??) from ??), nextval(pg_get_serial_sequence(?, ?)) - 1))`,
    [quoted, ai.column_name, ai.column_name, table.tableName, quoted, ai.column_name],
  );
}

function knexTx(table: TableMeta, trx: Knex.Transaction): RecordTx {
  return {
    async insert(values) {
      const qb = table.knex(table.tableName).insert(values).transacting(trx);
      const ai = table.pks.find((c) => c.ai);
      if (table.dialect === 'pg' || table.dialect === 'mssql') {
        const [row] = (await qb.returning(table.pks.map((c) => c.column_name))) as DbRow[];
        await followNamedKeys(table, trx, [values]);
        return row ?? keyOf(table, values, undefined);
      }
      const result = (await qb) as unknown[];
      return keyOf(table, values, ai ? Number(result[0]) : undefined);
    },
    async insertMany(rows) {
      if (table.dialect !== 'pg') {
        const keys: DbRow[] = [];
        for (const row of rows) keys.push(await this.insert(row));
        return keys;
      }
      // PostgreSQL answers the keys of a multi-row INSERT in order; rows with the same columns go together.
      const keys: DbRow[] = [];
      for (let i = 0; i < rows.length;) {
        const columns = Object.keys(rows[i]!);
        const signature = columns.join('\u0000');
        const size = Math.max(1, Math.min(PG_CHUNK, Math.floor(60_000 / Math.max(1, columns.length))));
        let end = i + 1;
        while (end < rows.length && end - i < size && Object.keys(rows[end]!).join('\u0000') === signature) end++;
        const chunk = rows.slice(i, end);
        if (!Object.keys(chunk[0]!).length) {
          for (const row of chunk) keys.push(await this.insert(row));
        } else {
          const returned = (await table
            .knex(table.tableName)
            .insert(chunk)
            .returning(table.pks.map((c) => c.column_name))
            .transacting(trx)) as DbRow[];
          keys.push(...returned);
        }
        i = end;
      }
      await followNamedKeys(table, trx, rows);
      return keys;
    },
    async run(qb) {
      return Number(await qb.transacting(trx));
    },
    async rows(qb) {
      return (await qb.transacting(trx)) as DbRow[];
    },
    async select(_compiled, qb) {
      return (await qb().transacting(trx)) as DbRow[];
    },
  };
}

/** Runs `fn` in one transaction on the table's database; values the database refuses are a 400 (db-errors.ts). */
export async function inRecordTx<T>(table: TableMeta, fn: (tx: RecordTx) => Promise<T>): Promise<T> {
  try {
    if (table.fast) return await table.fast.write((run, all, prepare) => fn(sqliteTx(table, run, all, prepare)));
    return await table.knex.transaction((trx) => fn(knexTx(table, trx)));
  } catch (err) {
    throw clientErrorOf(err) ?? err;
  }
}
