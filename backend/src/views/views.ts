import { gridUpdateSchema, viewCreateSchema, viewUpdateSchema } from '@basalt/core';
import type { Knex } from 'knex';
import type { AuthUser } from '../auth/users';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validate';
import { newMetaId } from '../meta/ids';
import { VIEW_TYPES, type ViewRecord } from '../meta/types';
import { getGridView, saveGridView } from '../meta/view-settings';
import { deleteView, getView, insertView, nextViewOrder, updateView, viewsOf, type ViewPatch } from '../meta/views';
import { tableById } from '../records/resolve';
import type { Services } from '../services';
import { metaObject } from '../workspace/columns/request';
import { page, viewJson } from '../workspace/serialise';
import { VIEW_MESSAGES, viewFor } from './access';
import { copyViewSettings } from './copy';

async function checkedTitle(db: Knex, modelId: string, title: unknown, exceptId?: string): Promise<string> {
  const text = typeof title === 'string' ? title.trim() : '';
  if (!text) throw badRequest(VIEW_MESSAGES.titleRequired);
  if (text.length > 255) throw badRequest(VIEW_MESSAGES.titleTooLong);
  const views = await viewsOf(db, modelId);
  if (views.some((v) => v.id !== exceptId && v.title.trim().toLowerCase() === text.toLowerCase())) {
    throw badRequest(VIEW_MESSAGES.duplicateTitle);
  }
  return text;
}

/** `GET /tables/:tableId/views`: the table's views, in order (paged envelope). */
export async function listViews(services: Services, user: AuthUser, tableId: string) {
  const table = await tableById(services.records, user, tableId, 'read');
  return page((await viewsOf(services.db, table.model.id)).map(viewJson));
}

/**
 * A new view of `type` on the table, optionally a copy of another view's settings: `POST /tables/:tableId/grids`
 * and `/forms` (docs/API.md §1.8); what a kind keeps besides its `nc_views` row is created on first use.
 */
export async function createView(services: Services, user: AuthUser, tableId: string, body: unknown, type: number) {
  const { db } = services;
  const table = await tableById(services.records, user, tableId, 'schema');
  const input = parseBody(viewCreateSchema, body);
  const title = await checkedTitle(db, table.model.id, input.title);
  let source: ViewRecord | undefined;
  if (input.copy_from_id) {
    source = await getView(db, input.copy_from_id);
    if (!source || source.fk_model_id !== table.model.id) throw badRequest(VIEW_MESSAGES.copyFromOtherTable);
  }
  const id = newMetaId('view');
  await db.transaction(async (trx) => {
    await insertView(trx, {
      id,
      fk_model_id: table.model.id,
      project_id: table.project.id,
      base_id: table.base.id,
      title,
      type,
      is_default: false,
      order: await nextViewOrder(trx, table.model.id),
    });
    if (source) await copyViewSettings(trx, source.id, id);
  });
  return viewJson((await getView(db, id))!);
}

export const createGrid = (services: Services, user: AuthUser, tableId: string, body: unknown) =>
  createView(services, user, tableId, body, VIEW_TYPES.grid);

/** `PATCH /views/:viewId`: title, lock type, meta, order, system fields. */
export async function patchView(services: Services, user: AuthUser, viewId: string, body: unknown) {
  const { db } = services;
  const { view } = await viewFor(services, user, viewId, 'schema');
  const input = parseBody(viewUpdateSchema, body);
  const patch: ViewPatch = {};
  if (input.title !== undefined && input.title !== null) {
    patch.title = await checkedTitle(db, view.fk_model_id, input.title, view.id);
  }
  if (input.lock_type) patch.lock_type = input.lock_type;
  if (input.meta !== undefined && input.meta !== null) patch.meta = metaObject(input.meta);
  if (input.order !== undefined && input.order !== null) patch.order = input.order;
  if (input.show_system_fields !== undefined) patch.show_system_fields = input.show_system_fields;
  if (Object.keys(patch).length) await updateView(db, view.id, patch);
  return viewJson((await getView(db, view.id))!);
}

export async function removeView(services: Services, user: AuthUser, viewId: string) {
  const { view } = await viewFor(services, user, viewId, 'schema');
  if (view.is_default) throw badRequest(VIEW_MESSAGES.defaultView);
  await deleteView(services.db, view.id);
  return true;
}

/** `PATCH /grids/:viewId`: row height, frozen columns (0-3; null is 0) and meta of a grid view. */
export async function patchGrid(services: Services, user: AuthUser, viewId: string, body: unknown) {
  const { view } = await viewFor(services, user, viewId, 'views');
  const input = parseBody(gridUpdateSchema, body);
  await saveGridView(services.db, view.id, {
    ...(input.row_height !== undefined ? { row_height: input.row_height } : {}),
    ...(input.frozen_columns !== undefined ? { frozen_columns: input.frozen_columns ?? 0 } : {}),
    ...(input.meta !== undefined && input.meta !== null ? { meta: metaObject(input.meta) } : {}),
  });
  return getGridView(services.db, view.id);
}
