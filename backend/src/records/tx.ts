import type { Knex } from 'knex';
import { clientErrorOf } from '../data/db-errors';
import type { SqliteStatement } from '../data/sqlite/driver';
import type { CompiledSql, RunResult } from '../data/sqlite/fast';
import { consecutiveIdStep } from './mysql-ids';
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
  /**
   * Inserts rows in order, several per statement, and answers nothing (the import, which needs no keys): fewer
   * statements to run for the same rows, the same ids, defaults and errors.
   */
  insertRows(rows: DbRow[]): Promise<void>;
  /** Runs an UPDATE or DELETE; answers the number of rows it changed. */
  run(qb: Knex.QueryBuilder): Promise<number>;
  /** Runs a SELECT. */
  rows(qb: Knex.QueryBuilder): Promise<DbRow[]>;
  /** Runs a compiled SELECT (SQLite) or its builder (elsewhere). */
  select(compiled: () => CompiledSql, qb: () => Knex.QueryBuilder): Promise<DbRow[]>;
}

const MARK = '\u0000basalt-insert-';
/** Rows per multi-row INSERT through Knex (PostgreSQL, MariaDB), at most; fewer on wide tables (KNEX_MAX_BINDINGS). */
const KNEX_CHUNK = 500;
/** Under PostgreSQL's 65,535 bindings a statement; MariaDB takes as many. */
const KNEX_MAX_BINDINGS = 60_000;
/**
 * Rows per multi-row INSERT on SQLite, at most: each statement run costs a call into the driver, binding and a
 * reset; a hundred rows share that (docs/PERFORMANCE.md, import). Fewer on wide tables (SQLITE_MAX_BINDINGS).
 */
const SQLITE_CHUNK = 100;
/** SQLite's limit of bindings a statement (SQLITE_MAX_VARIABLE_NUMBER since 3.32). */
const SQLITE_MAX_BINDINGS = 32_766;

type InsertTemplate = { sql: string; order: number[] };

/**
 * The INSERT statement of a set of columns, compiled once: Knex decides the column order, so each binding is
 * traced back to its column through a marker value.
 */
function insertTemplate(table: TableMeta, columns: string[]): InsertTemplate {
  const marked = Object.fromEntries(columns.map((c, i) => [c, `${MARK}${i}`]));
  const { sql, bindings } = table.knex(table.tableName).insert(marked).toSQL();
  return { sql, order: bindings.map((b) => Number(String(b).slice(MARK.length))) };
}

/**
 * The one-row INSERT's values tuple repeated for `rows` rows (`values (?, ?), (?, ?)`), whose bindings are each row's
 * in the one-row order; undefined when the statement has no such tuple (a row of defaults only). Knex's own
 * multi-row SQLite form is a compound SELECT, limited to 500 terms; VALUES rows are not.
 */
function multiRowSql(one: InsertTemplate, rows: number): string | undefined {
  const at = one.sql.lastIndexOf(' values (');
  if (at < 0 || !one.sql.endsWith(')')) return undefined;
  return one.sql + `, ${one.sql.slice(at + ' values '.length)}`.repeat(rows - 1);
}

const templates = new WeakMap<TableMeta, Map<string, InsertTemplate>>();

/**
 * Runs of rows naming the same columns, of `maxRows` at most and fewer on wide tables (`maxBindings`), as
 * [start, end) with the run's columns.
 */
function* sameColumnRuns(
  rows: DbRow[],
  maxRows: number,
  maxBindings: number,
): Generator<{ start: number; end: number; columns: string[]; full: boolean }> {
  for (let start = 0; start < rows.length;) {
    const columns = Object.keys(rows[start]!);
    const size = Math.max(1, Math.min(maxRows, Math.floor(maxBindings / Math.max(1, columns.length))));
    let end = start + 1;
    while (end < rows.length && end - start < size && sameKeys(Object.keys(rows[end]!), columns)) end++;
    yield { start, end, columns, full: end - start === size };
    start = end;
  }
}

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
  /** Inserts a run of rows with the same columns in one statement; false when the statement has no VALUES rows. */
  const insertRunNow = (rows: DbRow[], start: number, end: number, columns: string[]): boolean => {
    const signature = `${columns.join('\u0000')}\u0001${end - start}`;
    let template = byColumns.get(signature);
    if (!template) {
      const one = insertTemplate(table, columns);
      const sql = multiRowSql(one, end - start);
      if (!sql) return false;
      byColumns.set(signature, (template = { sql, order: one.order }));
    }
    const bindings: unknown[] = [];
    for (let r = start; r < end; r++) {
      const values = rows[r]!;
      for (const i of template.order) {
        const value = values[columns[i]!];
        bindings.push(typeof value === 'boolean' ? Number(value) : value);
      }
    }
    prepare(template.sql).run(bindings);
    return true;
  };
  return {
    async insert(values) {
      return insertNow(values);
    },
    async insertMany(rows) {
      return rows.map(insertNow);
    },
    async insertRows(rows) {
      for (const { start, end, columns, full } of sameColumnRuns(rows, SQLITE_CHUNK, SQLITE_MAX_BINDINGS)) {
        // A short run (the end of a batch) goes row by row: a statement of its own size would serve once only.
        if (full && end - start > 1 && insertRunNow(rows, start, end, columns)) continue;
        for (let r = start; r < end; r++) insertNow(rows[r]!);
      }
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
      if (table.dialect === 'mysql') return insertManyMysql(table, trx, rows, (row) => this.insert(row));
      if (table.dialect !== 'pg') {
        const keys: DbRow[] = [];
        for (const row of rows) keys.push(await this.insert(row));
        return keys;
      }
      // PostgreSQL answers the keys of a multi-row INSERT in order; rows with the same columns go together.
      const keys: DbRow[] = [];
      for (const { start, end, columns } of sameColumnRuns(rows, KNEX_CHUNK, KNEX_MAX_BINDINGS)) {
        const chunk = rows.slice(start, end);
        if (!columns.length) {
          for (const row of chunk) keys.push(await this.insert(row));
        } else {
          const returned = (await table
            .knex(table.tableName)
            .insert(chunk)
            .returning(table.pks.map((c) => c.column_name))
            .transacting(trx)) as DbRow[];
          keys.push(...returned);
        }
      }
      await followNamedKeys(table, trx, rows);
      return keys;
    },
    async insertRows(rows) {
      for (const { start, end, columns } of sameColumnRuns(rows, KNEX_CHUNK, KNEX_MAX_BINDINGS)) {
        const chunk = rows.slice(start, end);
        if (!columns.length) for (const row of chunk) await this.insert(row);
        else await table.knex(table.tableName).insert(chunk).transacting(trx);
      }
      await followNamedKeys(table, trx, rows);
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

/**
 * MySQL/MariaDB: rows with the same columns go several to a statement when the server spaces a statement's ids
 * evenly (mysql-ids.ts), and each key is the first generated id plus its row's place times the step. A row naming
 * its own auto-increment key (undo restoring a record) goes alone: its statement's ids are not a plain run.
 */
async function insertManyMysql(
  table: TableMeta,
  trx: Knex.Transaction,
  rows: DbRow[],
  insertOne: (row: DbRow) => Promise<DbRow>,
): Promise<DbRow[]> {
  const ai = table.pks.find((c) => c.ai);
  const step = rows.length > 1 ? await consecutiveIdStep(table.knex, trx) : undefined;
  const keys: DbRow[] = [];
  for (const { start, end, columns } of sameColumnRuns(rows, KNEX_CHUNK, KNEX_MAX_BINDINGS)) {
    const chunk = rows.slice(start, end);
    if (step === undefined || chunk.length < 2 || !columns.length || (ai && columns.includes(ai.column_name))) {
      for (const row of chunk) keys.push(await insertOne(row));
      continue;
    }
    const [first] = (await table.knex(table.tableName).insert(chunk).transacting(trx)) as unknown[];
    chunk.forEach((row, i) => keys.push(keyOf(table, row, ai ? Number(first) + i * step : undefined)));
  }
  return keys;
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
