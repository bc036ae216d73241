import type { Knex } from 'knex';
import { bool, jsonObject, num, str, timestamp } from './rows';
import type { ModelRecord } from './types';

export const MODELS = 'nc_models';

function toRecord(row: Record<string, unknown>): ModelRecord {
  return {
    id: String(row.id),
    project_id: String(row.project_id),
    base_id: String(row.base_id),
    table_name: String(row.table_name),
    title: String(row.title),
    type: String(row.type),
    meta: jsonObject(row.meta),
    enabled: bool(row.enabled),
    mm: bool(row.mm),
    tags: str(row.tags),
    pinned: bool(row.pinned),
    deleted: bool(row.deleted),
    order: num(row.order),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
  };
}

export type NewModel = Pick<ModelRecord, 'id' | 'project_id' | 'base_id' | 'table_name' | 'title' | 'meta' | 'order'> &
  Partial<Pick<ModelRecord, 'type' | 'mm'>>;

export async function insertModel(db: Knex, model: NewModel): Promise<void> {
  await db(MODELS).insert({ ...model, meta: JSON.stringify(model.meta ?? {}) });
}

export async function getModel(db: Knex, id: string): Promise<ModelRecord | undefined> {
  const row = await db(MODELS).where({ id, deleted: false }).first();
  return row ? toRecord(row) : undefined;
}

/** The tables of a project (optionally of one base), by order; junction tables only when asked. */
export async function listModels(
  db: Knex,
  projectId: string,
  opts: { baseId?: string; includeMm?: boolean } = {},
): Promise<ModelRecord[]> {
  const query = db(MODELS).where({ project_id: projectId, deleted: false });
  if (opts.baseId) query.andWhere({ base_id: opts.baseId });
  if (!opts.includeMm) query.andWhere({ mm: false });
  const rows = await query.orderBy([{ column: 'order' }, { column: 'created_at' }, { column: 'id' }]);
  return rows.map(toRecord);
}

export async function nextModelOrder(db: Knex, projectId: string): Promise<number> {
  const row = await db(MODELS).where({ project_id: projectId }).max({ max: 'order' }).first();
  return (num(row?.max) ?? 0) + 1;
}

export type ModelPatch = Partial<Pick<ModelRecord, 'title' | 'order' | 'meta'>>;

export async function updateModel(db: Knex, id: string, patch: ModelPatch): Promise<void> {
  const { meta, ...rest } = patch;
  await db(MODELS)
    .where({ id })
    .update({ ...rest, ...(meta ? { meta: JSON.stringify(meta) } : {}), updated_at: db.fn.now() });
}

/** Removes the table's metadata; its columns, options and views go with it (foreign keys cascade). */
export async function deleteModel(db: Knex, id: string): Promise<void> {
  await db(MODELS).where({ id }).delete();
}
