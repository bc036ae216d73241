import type { Knex } from 'knex';
import { bool, jsonObject, num, str, timestamp } from './rows';
import { colOptionsOf } from './col-options';
import type { ColumnRecord, SelectOptionRecord } from './types';

export const COLUMNS = 'nc_columns';
export const SELECT_OPTIONS = 'nc_col_select_options';

const BOOLEANS = ['pk', 'pv', 'rqd', 'un', 'ai', 'unique', 'au', 'virtual', 'deleted', 'system'] as const;
const TEXTS = [
  'column_name',
  'dt',
  'np',
  'ns',
  'clen',
  'cop',
  'ct',
  'cdf',
  'cc',
  'csn',
  'dtx',
  'dtxp',
  'dtxs',
  'validate',
] as const;

function toRecord(row: Record<string, unknown>): ColumnRecord {
  const record = {
    id: String(row.id),
    fk_model_id: String(row.fk_model_id),
    base_id: String(row.base_id),
    project_id: String(row.project_id),
    title: String(row.title),
    uidt: String(row.uidt),
    meta: jsonObject(row.meta),
    order: num(row.order),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
  } as ColumnRecord;
  for (const key of BOOLEANS) record[key] = bool(row[key]);
  for (const key of TEXTS) record[key] = str(row[key]);
  return record;
}

function optionRecord(row: Record<string, unknown>): SelectOptionRecord {
  return {
    id: String(row.id),
    fk_column_id: String(row.fk_column_id),
    title: String(row.title),
    color: str(row.color),
    order: num(row.order),
  };
}

/** A column row to insert or update: the meta as an object, booleans as booleans. */
export type ColumnValues = Partial<Omit<ColumnRecord, 'options' | 'created_at' | 'updated_at'>>;

function toRow(values: ColumnValues): Record<string, unknown> {
  const { meta, ...rest } = values;
  return { ...rest, ...(meta !== undefined ? { meta: JSON.stringify(meta) } : {}) };
}

export async function insertColumn(db: Knex, column: ColumnValues & { id: string }): Promise<void> {
  await db(COLUMNS).insert(toRow(column));
}

export async function updateColumn(db: Knex, id: string, values: ColumnValues): Promise<void> {
  await db(COLUMNS)
    .where({ id })
    .update({ ...toRow(values), updated_at: db.fn.now() });
}

export async function deleteColumn(db: Knex, id: string): Promise<void> {
  await db(COLUMNS).where({ id }).delete();
}

async function attachOptions(db: Knex, columns: ColumnRecord[]): Promise<ColumnRecord[]> {
  const ids = columns.map((c) => c.id);
  if (!ids.length) return columns;
  const rows = await db(SELECT_OPTIONS)
    .whereIn('fk_column_id', ids)
    .orderBy([{ column: 'order' }, { column: 'id' }]);
  const byColumn = new Map<string, SelectOptionRecord[]>();
  for (const row of rows.map(optionRecord)) {
    byColumn.set(row.fk_column_id, [...(byColumn.get(row.fk_column_id) ?? []), row]);
  }
  for (const column of columns) column.options = byColumn.get(column.id) ?? [];
  const virtual = columns.filter((c) => c.virtual);
  if (virtual.length) {
    const options = await colOptionsOf(db, virtual);
    for (const column of virtual) column.colOptions = options.get(column.id);
  }
  return columns;
}

/** The columns of a table, by order, with their select options. */
export async function columnsOf(db: Knex, modelId: string): Promise<ColumnRecord[]> {
  const rows = await db(COLUMNS)
    .where({ fk_model_id: modelId, deleted: false })
    .orderBy([{ column: 'order' }, { column: 'created_at' }, { column: 'id' }]);
  return attachOptions(db, rows.map(toRecord));
}

/** The columns of every table of a project (one read), by table then order. */
export async function columnsOfProject(db: Knex, projectId: string): Promise<ColumnRecord[]> {
  const rows = await db(COLUMNS)
    .where({ project_id: projectId, deleted: false })
    .orderBy([{ column: 'fk_model_id' }, { column: 'order' }, { column: 'created_at' }, { column: 'id' }]);
  return attachOptions(db, rows.map(toRecord));
}

export async function getColumn(db: Knex, id: string): Promise<ColumnRecord | undefined> {
  const row = await db(COLUMNS).where({ id, deleted: false }).first();
  return row ? (await attachOptions(db, [toRecord(row)]))[0] : undefined;
}

export async function nextColumnOrder(db: Knex, modelId: string): Promise<number> {
  const row = await db(COLUMNS).where({ fk_model_id: modelId }).max({ max: 'order' }).first();
  return (num(row?.max) ?? 0) + 1;
}

/** Makes `columnId` the display value of its table and no other column. */
export async function setDisplayColumn(db: Knex, modelId: string, columnId: string): Promise<void> {
  await db(COLUMNS).where({ fk_model_id: modelId }).whereNot({ id: columnId }).update({ pv: false });
  await db(COLUMNS).where({ id: columnId }).update({ pv: true, updated_at: db.fn.now() });
}

export type NewSelectOption = Omit<SelectOptionRecord, 'fk_column_id'>;

/** Replaces a column's select options (ids kept by the caller where options survive). */
export async function replaceOptions(db: Knex, columnId: string, options: NewSelectOption[]): Promise<void> {
  await db(SELECT_OPTIONS).where({ fk_column_id: columnId }).delete();
  if (options.length) {
    await db(SELECT_OPTIONS).insert(options.map((o) => ({ ...o, fk_column_id: columnId })));
  }
}
