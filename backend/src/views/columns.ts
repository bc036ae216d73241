import { viewColumnSchema, type ViewColumnBody } from '@basalt/core';
import type { AuthUser } from '../auth/users';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import type { TableMeta } from '../records/table-meta';
import type { ViewRecord } from '../meta/types';
import {
  DEFAULT_GRID_COLUMN_WIDTH,
  ensureViewColumns,
  getViewColumn,
  setAllShown,
  type ViewColumnRecord,
  type ViewColumnValues,
} from '../meta/view-settings';
import type { Services } from '../services';
import { page } from '../workspace/serialise';
import { VIEW_MESSAGES, viewFor } from './access';
import { groupingChanges, saveViewColumn } from './group-by';

/** The view's column settings, one per column of the table (columns added since get theirs now). */
async function settingsOf(services: Services, table: TableMeta, view: ViewRecord): Promise<ViewColumnRecord[]> {
  const known = new Set(table.readable.map((c) => c.id));
  const all = await ensureViewColumns(services.db, view.id, table.readable, { width: DEFAULT_GRID_COLUMN_WIDTH });
  return all.filter((c) => known.has(c.fk_column_id));
}

/** What a request changes in a column's settings; grouping is checked against the field's type. */
function changesOf(input: ViewColumnBody, setting: ViewColumnRecord, table: TableMeta): ViewColumnValues {
  const out: ViewColumnValues = groupingChanges(input, setting, table.byId.get(setting.fk_column_id));
  if (input.show !== undefined) out.show = input.show;
  if (input.order !== undefined && input.order !== null) out.order = input.order;
  if (input.width !== undefined && input.width !== null) {
    out.width = typeof input.width === 'number' ? `${input.width}px` : input.width;
  }
  if (input.help !== undefined) out.help = input.help ?? null;
  if (input.label !== undefined) out.label = input.label ?? null;
  return out;
}

/** `GET /views/:viewId/columns` (paged envelope) and `GET /grids/:viewId/grid-columns` (a plain list). */
export async function listViewColumns(services: Services, user: AuthUser, viewId: string) {
  const { table, view } = await viewFor(services, user, viewId, 'read');
  return settingsOf(services, table, view);
}

export const listViewColumnsPage = async (services: Services, user: AuthUser, viewId: string) =>
  page(await listViewColumns(services, user, viewId));

/** `POST /views/:viewId/columns`: shows, hides, moves, resizes or groups by a column of the table in the view. */
export async function upsertViewColumn(services: Services, user: AuthUser, viewId: string, body: unknown) {
  const { table, view } = await viewFor(services, user, viewId, 'views');
  const input = parseBody(viewColumnSchema, body);
  const columnId = input.fk_column_id ?? '';
  if (!table.byId.has(columnId)) throw badRequest(VIEW_MESSAGES.columnNotInTable(columnId));
  const setting = (await settingsOf(services, table, view)).find((c) => c.fk_column_id === columnId)!;
  await saveViewColumn(services.db, setting, changesOf(input, setting, table));
  return getViewColumn(services.db, setting.id);
}

/** `PATCH /views/:viewId/columns/:id` and `PATCH /grid-columns/:id`: `:id` is the view-column id. */
export async function patchViewColumn(
  services: Services,
  user: AuthUser,
  viewColumnId: string,
  body: unknown,
  viewId?: string,
) {
  const setting = await getViewColumn(services.db, viewColumnId);
  if (!setting || (viewId && setting.fk_view_id !== viewId)) throw notFound(`View column '${viewColumnId}' not found`);
  const { table } = await viewFor(services, user, setting.fk_view_id, 'views');
  await saveViewColumn(services.db, setting, changesOf(parseBody(viewColumnSchema, body), setting, table));
  return getViewColumn(services.db, setting.id);
}

/** `POST /views/:viewId/show-all` and `hide-all` (query `ignoreIds`: column ids left as they are). */
export async function showAll(services: Services, user: AuthUser, viewId: string, show: boolean, ignoreIds: string[]) {
  const { table, view } = await viewFor(services, user, viewId, 'views');
  await settingsOf(services, table, view);
  const keys = table.pks.map((c) => c.id);
  await setAllShown(services.db, view.id, show, show ? ignoreIds : [...ignoreIds, ...keys]);
  return true;
}
