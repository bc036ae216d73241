import type { Knex } from 'knex';
import { sqlTemplate, type SqlTemplate } from '../data/query/template';
import { notFound } from '../http/errors';
import type { RecordsEngine } from './engine';
import { countFor, listPlan, readPage } from './list';
import type { Query } from './list-args';
import { objectMapper, type ApiRow } from './rows';
import type { RecordColumn, TableMeta } from './table-meta';
import { inRecordTx, type DbRow, type RecordTx } from './tx';
import { keyOfRowId, RECORD_MESSAGES, rowValues } from './values';
import type { ViewMeta } from './view-meta';
import { pageColumns, readVirtualFields } from './virtual-page';

/** The columns a route answers with: the view's visible ones, or all. */
export const fieldsOf = (table: TableMeta, view?: ViewMeta) => (view ? view.visible : table.readable);

/** Runs a SELECT outside any transaction (the SQLite reader, or the pool). */
export async function selectRows(table: TableMeta, qb: Knex.QueryBuilder): Promise<DbRow[]> {
  if (table.fast) {
    const { sql, bindings } = qb.toSQL();
    return table.fast.all({ sql, bindings });
  }
  return (await qb) as DbRow[];
}

/** `select <fields> where <key> limit 1`, compiled once per table and field list. */
const byKeyTemplates = new WeakMap<TableMeta, Map<string, SqlTemplate>>();
function byKeyTemplate(table: TableMeta, fields: RecordColumn[]): SqlTemplate {
  let templates = byKeyTemplates.get(table);
  if (!templates) byKeyTemplates.set(table, (templates = new Map()));
  const signature = fields.map((f) => f.id).join(',');
  let template = templates.get(signature);
  if (!template) {
    template = sqlTemplate(table.pks.length, (values) => {
      const qb = table.knex(table.tableName).select(pageColumns(table, fields));
      table.pks.forEach((pk, i) => qb.where(pk.column_name, values[i] as Knex.Value));
      return readVirtualFields(table, fields, qb.limit(1), undefined);
    });
    templates.set(signature, template);
  }
  return template;
}

const byKeyQuery = (table: TableMeta, key: DbRow, fields: RecordColumn[]) =>
  readVirtualFields(
    table,
    fields,
    table.knex(table.tableName).select(pageColumns(table, fields)).where(key).limit(1),
    undefined,
  );
const byKeySql = (table: TableMeta, key: DbRow, fields: RecordColumn[]) =>
  byKeyTemplate(table, fields)(table.pks.map((pk) => key[pk.column_name]));

export async function readByKey(table: TableMeta, key: DbRow, fields: RecordColumn[]): Promise<ApiRow | undefined> {
  const [row] = table.fast
    ? table.fast.all(byKeySql(table, key, fields))
    : await selectRows(table, byKeyQuery(table, key, fields));
  return row ? objectMapper(fields, table.dialect)(row) : undefined;
}

/** The same inside a write's transaction (the row just written, read on the connection that wrote it). */
async function readBack(tx: RecordTx, table: TableMeta, key: DbRow, fields: RecordColumn[]): Promise<ApiRow> {
  const [row] = await tx.select(
    () => byKeySql(table, key, fields),
    () => byKeyQuery(table, key, fields),
  );
  return row ? objectMapper(fields, table.dialect)(row) : {};
}

const keyOrNotFound = (table: TableMeta, rowId: string): DbRow => {
  const key = keyOfRowId(table, rowId);
  if (!key) throw notFound(RECORD_MESSAGES.rowNotFound);
  return key;
};

export async function readRow(table: TableMeta, view: ViewMeta | undefined, rowId: string): Promise<ApiRow> {
  const row = await readByKey(table, keyOrNotFound(table, rowId), fieldsOf(table, view));
  if (!row) throw notFound(RECORD_MESSAGES.rowNotFound);
  return row;
}

export async function rowExists(table: TableMeta, rowId: string): Promise<boolean> {
  const key = keyOfRowId(table, rowId);
  if (!key) return false;
  const rows = await selectRows(
    table,
    table.knex(table.tableName).select(table.pks[0]!.column_name).where(key).limit(1),
  );
  return rows.length > 0;
}

/** Gives new rows the next numbers of the table's running-number columns (AutoNumber that is not the key). */
export async function assignSequences(table: TableMeta, tx: RecordTx, rows: DbRow[]): Promise<void> {
  for (const column of table.columns.filter((c) => c.sequence)) {
    const [top] = await tx.rows(table.knex(table.tableName).max({ top: column.column_name }));
    let next = Number(top?.top ?? 0) || 0;
    for (const row of rows) row[column.column_name] = ++next;
  }
}

export async function insertRow(engine: RecordsEngine, table: TableMeta, view: ViewMeta | undefined, body: unknown) {
  const values = rowValues(table, body, 'insert', new Date());
  const row = await inRecordTx(table, async (tx) => {
    await assignSequences(table, tx, [values]);
    return readBack(tx, table, await tx.insert(values), fieldsOf(table, view));
  });
  engine.touched(table.model.id);
  return row;
}

export async function updateRow(
  engine: RecordsEngine,
  table: TableMeta,
  view: ViewMeta | undefined,
  rowId: string,
  body: unknown,
) {
  const key = keyOrNotFound(table, rowId);
  const values = rowValues(table, body, 'update', new Date());
  const changed = Object.keys(values).length
    ? await inRecordTx(table, (tx) => tx.run(table.knex(table.tableName).where(key).update(values)))
    : Number(await rowExists(table, rowId));
  if (!changed) throw notFound(RECORD_MESSAGES.rowNotFound);
  engine.touched(table.model.id);
  return (await readByKey(table, key, fieldsOf(table, view))) ?? {};
}

/** Deletes a row; answers the number of rows deleted (0 for a row that is not there, as NocoDB does). */
export async function deleteRow(engine: RecordsEngine, table: TableMeta, rowId: string): Promise<number> {
  const key = keyOfRowId(table, rowId);
  if (!key) return 0;
  const deleted = await inRecordTx(table, (tx) => tx.run(table.knex(table.tableName).where(key).delete()));
  engine.touched(table.model.id);
  return deleted;
}

/** The first row a list request would answer, or `{}`. */
export async function findOne(
  engine: RecordsEngine,
  table: TableMeta,
  view: ViewMeta | undefined,
  query: Query,
  queryString: string,
): Promise<ApiRow> {
  const plan = listPlan(engine, table, view, { ...query, limit: '1', l: undefined }, `one|${queryString}`);
  const [row] = await readPage(engine, table, plan);
  return row ?? {};
}

export async function countRows(
  engine: RecordsEngine,
  table: TableMeta,
  view: ViewMeta | undefined,
  query: Query,
  queryString: string,
): Promise<{ count: number }> {
  const plan = listPlan(engine, table, view, query, queryString);
  return { count: await countFor(engine, table, plan) };
}
