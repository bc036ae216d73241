import { notFound } from '../http/errors';
import type { RecordsEngine } from './engine';
import { assignSequences } from './crud';
import { readWhere, type Query } from './list-args';
import { badRequest } from '../http/errors';
import { filtered } from './select';
import type { RecordColumn, TableMeta } from './table-meta';
import { inRecordTx, type DbRow } from './tx';
import { keyOfBody, RECORD_MESSAGES, rowValues } from './values';

const label = (i: number) => `Row ${i + 1}: `;

function rowsOf(body: unknown): unknown[] {
  if (!Array.isArray(body)) throw badRequest(RECORD_MESSAGES.notList);
  return body;
}

/** A key as the bulk routes answer it: `{<key title>: value}`. */
function keyJson(table: TableMeta, key: DbRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pk of table.pks) out[pk.title] = pk.backend.fromDb(key[pk.column_name], table.dialect);
  return out;
}

/** For the import's writer only. */
export interface BulkInsertOptions {
  /** Columns whose values its converter already read by the same field definitions (rowValues). */
  parsed?: ReadonlySet<RecordColumn>;
  /** false: the new keys are not wanted, so rows go several per INSERT statement (RecordTx.insertRows). */
  keys?: boolean;
}

/**
 * Bulk insert (docs/API.md §1.11): every row is read and checked before any is written, then all are inserted in one
 * transaction, so one bad row leaves the table as it was. Answers the new keys, in order (none when `keys` is false).
 */
export async function bulkInsert(
  engine: RecordsEngine,
  table: TableMeta,
  body: unknown,
  options: BulkInsertOptions = {},
) {
  const now = new Date();
  const rows = rowsOf(body).map((row, i) => rowValues(table, row, 'insert', now, label(i), options.parsed));
  if (!rows.length) return [];
  const keys = await inRecordTx(table, async (tx) => {
    await assignSequences(table, tx, rows);
    if (options.keys !== false) return tx.insertMany(rows);
    await tx.insertRows(rows);
    return [];
  });
  engine.touched(table.model.id);
  return keys.map((key) => keyJson(table, key));
}

/** Bulk update by key: each body row names its key and the changes; a key with no row fails the whole batch. */
export async function bulkUpdate(engine: RecordsEngine, table: TableMeta, body: unknown) {
  const now = new Date();
  const changes = rowsOf(body).map((row, i) => ({
    key: keyOfBody(table, row, label(i)),
    values: rowValues(table, row, 'update', now, label(i)),
  }));
  await inRecordTx(table, async (tx) => {
    for (const [i, { key, values }] of changes.entries()) {
      const query = table.knex(table.tableName).where(key ?? {});
      const changed = key
        ? Object.keys(values).length
          ? await tx.run(query.update(values))
          : (await tx.rows(query.select(table.pks[0]!.column_name).limit(1))).length
        : 0;
      if (!changed) throw notFound(`${label(i)}${RECORD_MESSAGES.rowNotFound}`);
    }
  });
  engine.touched(table.model.id);
  return changes.map(({ key }) => keyJson(table, key!));
}

/** Bulk delete by key; a key with no row fails the whole batch. */
export async function bulkDelete(engine: RecordsEngine, table: TableMeta, body: unknown) {
  const keys = rowsOf(body).map((row, i) => keyOfBody(table, row, label(i)));
  await inRecordTx(table, async (tx) => {
    for (const [i, key] of keys.entries()) {
      const deleted = key ? await tx.run(table.knex(table.tableName).where(key).delete()) : 0;
      if (!deleted) throw notFound(`${label(i)}${RECORD_MESSAGES.rowNotFound}`);
    }
  });
  engine.touched(table.model.id);
  return keys.map((key) => keyJson(table, key!));
}

/** `PATCH .../all?where=`: the same change to every matching row; answers how many changed. */
export async function updateAll(engine: RecordsEngine, table: TableMeta, query: Query, body: unknown) {
  const where = readWhere(table, undefined, query);
  const values = rowValues(table, body, 'update', new Date());
  if (!table.columns.some((c) => !c.managed && c.column_name in values)) throw badRequest(RECORD_MESSAGES.noChanges);
  const count = await inRecordTx(table, (tx) => tx.run(filtered(table, where, new Date()).update(values)));
  engine.touched(table.model.id);
  return count;
}

/** `DELETE .../all?where=`: deletes every matching row; answers how many. */
export async function deleteAll(engine: RecordsEngine, table: TableMeta, query: Query) {
  const where = readWhere(table, undefined, query);
  const count = await inRecordTx(table, (tx) => tx.run(filtered(table, where, new Date()).delete()));
  engine.touched(table.model.id);
  return count;
}
