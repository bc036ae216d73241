import type { ViewColumnMeta } from '@basalt/core';
import type { Knex } from 'knex';
import { newId } from '../auth/tokens';
import { dialectOf } from '../data/dialect';
import { bool, jsonObject, num, str, timestamp } from './rows';

/**
 * A column's place in a view (docs/API.md §1.8): shown or hidden, order, width, grouping (grids); the wire shape is
 * core's `ViewColumnMeta`.
 */
export interface ViewColumnRecord extends ViewColumnMeta {
  created_at: string | null;
  updated_at: string | null;
}

export interface GridViewRecord {
  fk_view_id: string;
  row_height: number | null;
  /** Columns after the display column that stay frozen, 0 to 3 (Basalt's own setting). */
  frozen_columns: number;
  meta: Record<string, unknown>;
}

export const VIEW_COLUMNS = 'nc_view_columns';
export const GRID_VIEWS = 'nc_grid_views';
export const DEFAULT_GRID_COLUMN_WIDTH = '200px';

function viewColumn(row: Record<string, unknown>): ViewColumnRecord {
  return {
    id: String(row.id),
    fk_view_id: String(row.fk_view_id),
    fk_column_id: String(row.fk_column_id),
    show: bool(row.show),
    order: num(row.order),
    width: str(row.width),
    help: str(row.help),
    label: str(row.label),
    group_by: bool(row.group_by),
    group_by_order: num(row.group_by_order),
    group_by_sort: row.group_by_sort === 'asc' || row.group_by_sort === 'desc' ? row.group_by_sort : null,
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
  };
}

export async function viewColumnsOf(db: Knex, viewId: string): Promise<ViewColumnRecord[]> {
  const rows = await db(VIEW_COLUMNS)
    .where({ fk_view_id: viewId })
    .orderBy([{ column: 'order' }, { column: 'id' }]);
  return rows.map(viewColumn);
}

export async function getViewColumn(db: Knex, id: string): Promise<ViewColumnRecord | undefined> {
  const row = await db(VIEW_COLUMNS).where({ id }).first();
  return row ? viewColumn(row) : undefined;
}

export type ViewColumnValues = Partial<
  Pick<
    ViewColumnRecord,
    'show' | 'order' | 'width' | 'help' | 'label' | 'group_by' | 'group_by_order' | 'group_by_sort'
  >
>;

/**
 * Gives every column of the table a row in the view (columns added since the view was made get one, shown,
 * after the others); concurrent callers do not collide (the pair is unique).
 */
export async function ensureViewColumns(
  db: Knex,
  viewId: string,
  columns: ReadonlyArray<{ id: string; order: number | null }>,
  defaults: ViewColumnValues = {},
): Promise<ViewColumnRecord[]> {
  const existing = await viewColumnsOf(db, viewId);
  const have = new Set(existing.map((c) => c.fk_column_id));
  const missing = columns.filter((c) => !have.has(c.id));
  if (missing.length) {
    let order = Math.max(0, ...existing.map((c) => c.order ?? 0));
    await db(VIEW_COLUMNS)
      .insert(
        missing.map((c) => ({
          id: newId('nc_'),
          fk_view_id: viewId,
          fk_column_id: c.id,
          show: true,
          order: existing.length ? ++order : (c.order ?? ++order),
          ...defaults,
        })),
      )
      .onConflict(['fk_view_id', 'fk_column_id'])
      .ignore();
    return viewColumnsOf(db, viewId);
  }
  return existing;
}

export async function updateViewColumn(db: Knex, id: string, values: ViewColumnValues): Promise<void> {
  await db(VIEW_COLUMNS)
    .where({ id })
    .update({ ...values, updated_at: db.fn.now() });
}

/** Holds the view's column rows until the transaction ends (SQLite runs one write transaction at a time anyway). */
export async function lockViewColumns(trx: Knex.Transaction, viewId: string): Promise<void> {
  if (dialectOf(trx) !== 'sqlite') await trx(VIEW_COLUMNS).where({ fk_view_id: viewId }).forUpdate().select('id');
}

/** Ungroups every column of the view but `keepId` (a grid groups by one field at most). */
export async function clearGroupByExcept(db: Knex, viewId: string, keepId: string): Promise<void> {
  await db(VIEW_COLUMNS)
    .where({ fk_view_id: viewId, group_by: true })
    .whereNot({ id: keepId })
    .update({ group_by: false, group_by_order: null, group_by_sort: null, updated_at: db.fn.now() });
}

export async function setAllShown(db: Knex, viewId: string, show: boolean, exceptColumnIds: string[]): Promise<void> {
  const query = db(VIEW_COLUMNS).where({ fk_view_id: viewId });
  if (exceptColumnIds.length) query.whereNotIn('fk_column_id', exceptColumnIds);
  await query.update({ show, updated_at: db.fn.now() });
}

export async function getGridView(db: Knex, viewId: string): Promise<GridViewRecord> {
  const row = await db(GRID_VIEWS).where({ fk_view_id: viewId }).first();
  return {
    fk_view_id: viewId,
    row_height: num(row?.row_height),
    frozen_columns: num(row?.frozen_columns) ?? 0,
    meta: jsonObject(row?.meta),
  };
}

export async function saveGridView(
  db: Knex,
  viewId: string,
  values: { row_height?: number | null; frozen_columns?: number; meta?: Record<string, unknown> },
): Promise<void> {
  const row: Record<string, unknown> = {};
  if (values.row_height !== undefined) row.row_height = values.row_height;
  if (values.frozen_columns !== undefined) row.frozen_columns = values.frozen_columns;
  if (values.meta !== undefined) row.meta = JSON.stringify(values.meta);
  await db(GRID_VIEWS)
    .insert({ fk_view_id: viewId, ...row })
    .onConflict('fk_view_id')
    .merge({ ...row, updated_at: db.fn.now() });
}
