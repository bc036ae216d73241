import type { Knex } from 'knex';
import { bool, jsonObject, num, str, timestamp } from './rows';
import { VIEW_TYPES, type ViewRecord } from './types';
import { GRID_VIEWS } from './view-settings';

export const VIEWS = 'nc_views';

function toRecord(row: Record<string, unknown>): ViewRecord {
  return {
    id: String(row.id),
    fk_model_id: String(row.fk_model_id),
    project_id: String(row.project_id),
    base_id: String(row.base_id),
    title: String(row.title),
    type: Number(row.type),
    is_default: bool(row.is_default),
    show_system_fields: bool(row.show_system_fields),
    lock_type: String(row.lock_type),
    uuid: str(row.uuid),
    password: str(row.password),
    show: bool(row.show),
    order: num(row.order),
    meta: jsonObject(row.meta),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
  };
}

export type NewView = Pick<
  ViewRecord,
  'id' | 'fk_model_id' | 'project_id' | 'base_id' | 'title' | 'type' | 'is_default' | 'order'
>;

export async function insertView(db: Knex, view: NewView): Promise<void> {
  await db(VIEWS).insert({ ...view, meta: '{}' });
}

export async function viewsOf(db: Knex, modelId: string): Promise<ViewRecord[]> {
  const rows = await db(VIEWS)
    .where({ fk_model_id: modelId })
    .orderBy([{ column: 'order' }, { column: 'id' }]);
  const views = rows.map(toRecord);
  // a grid view's row height and frozen columns travel with it, so a grid opens as set without another request
  const grids = views.filter((v) => v.type === VIEW_TYPES.grid).map((v) => v.id);
  if (!grids.length) return views;
  const settings = new Map<string, { row_height: number | null; frozen_columns: number }>(
    (await db(GRID_VIEWS).whereIn('fk_view_id', grids).select('fk_view_id', 'row_height', 'frozen_columns')).map(
      (r) => [String(r.fk_view_id), { row_height: num(r.row_height), frozen_columns: num(r.frozen_columns) ?? 0 }],
    ),
  );
  return views.map((v) =>
    v.type === VIEW_TYPES.grid ? { ...v, ...(settings.get(v.id) ?? { row_height: null, frozen_columns: 0 }) } : v,
  );
}

/** The default view carries the table's title (renamed with it). */
export async function renameDefaultView(db: Knex, modelId: string, title: string): Promise<void> {
  await db(VIEWS).where({ fk_model_id: modelId, is_default: true }).update({ title, updated_at: db.fn.now() });
}

export async function getView(db: Knex, id: string): Promise<ViewRecord | undefined> {
  const row = await db(VIEWS).where({ id }).first();
  return row ? toRecord(row) : undefined;
}

export async function nextViewOrder(db: Knex, modelId: string): Promise<number> {
  const row = await db(VIEWS).where({ fk_model_id: modelId }).max({ max: 'order' }).first();
  return (Number(row?.max) || 0) + 1;
}

export type ViewPatch = Partial<Pick<ViewRecord, 'title' | 'lock_type' | 'meta' | 'order' | 'show_system_fields'>>;

export async function updateView(db: Knex, id: string, patch: ViewPatch): Promise<void> {
  const { meta, ...rest } = patch;
  await db(VIEWS)
    .where({ id })
    .update({ ...rest, ...(meta !== undefined ? { meta: JSON.stringify(meta) } : {}), updated_at: db.fn.now() });
}

/** Removes a view; its column settings, sorts and filters go with it (foreign keys cascade). */
export async function deleteView(db: Knex, id: string): Promise<void> {
  await db(VIEWS).where({ id }).delete();
}
