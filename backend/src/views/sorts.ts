import { sortCreateSchema, sortUpdateSchema } from '@basalt/core';
import type { AuthUser } from '../auth/users';
import { ensureColumnIndex } from '../data/indexes';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { deleteSort, getSort, insertSort, sortsOf, updateSort } from '../meta/sorts';
import type { TableMeta } from '../records/table-meta';
import type { Services } from '../services';
import { page } from '../workspace/serialise';
import { VIEW_MESSAGES, viewFor } from './access';

function checkedColumn(table: TableMeta, columnId: string): string {
  if (!table.byId.has(columnId)) throw badRequest(VIEW_MESSAGES.columnNotInTable(columnId));
  return columnId;
}

/**
 * Tables of the default base get an index on each column a view sorts by, serving the sort's direction; external
 * databases are the user's.
 */
async function indexSorted(table: TableMeta, columnId: string, direction: 'asc' | 'desc'): Promise<void> {
  const column = table.byId.get(columnId);
  const key = table.pks.length === 1 ? table.pks[0]!.column_name : undefined;
  if (column && table.base.is_meta && !column.pk)
    await ensureColumnIndex(table.knex, table.tableName, column.column_name, key, direction);
}

export async function listSorts(services: Services, user: AuthUser, viewId: string) {
  const { view } = await viewFor(services, user, viewId, 'read');
  return page(await sortsOf(services.db, view.id));
}

/** `POST /views/:viewId/sorts`: `{fk_column_id, direction}`; `push_to_top` makes it the first sort. */
export async function createSort(services: Services, user: AuthUser, viewId: string, body: unknown) {
  const { table, view } = await viewFor(services, user, viewId, 'views');
  const input = parseBody(sortCreateSchema, body);
  const first = input.push_to_top
    ? Math.min(0, ...(await sortsOf(services.db, view.id)).map((s) => s.order ?? 0)) - 1
    : null;
  const id = await insertSort(services.db, {
    fk_view_id: view.id,
    fk_column_id: checkedColumn(table, input.fk_column_id),
    direction: input.direction ?? 'asc',
    order: first,
    base_id: table.base.id,
    project_id: table.project.id,
  });
  await indexSorted(table, input.fk_column_id, input.direction ?? 'asc');
  return getSort(services.db, id);
}

async function sortFor(services: Services, user: AuthUser, sortId: string, need: 'read' | 'views') {
  const sort = await getSort(services.db, sortId);
  if (!sort) throw notFound(`Sort '${sortId}' not found`);
  const { table } = await viewFor(services, user, sort.fk_view_id, need);
  return { sort, table };
}

export async function readSort(services: Services, user: AuthUser, sortId: string) {
  return (await sortFor(services, user, sortId, 'read')).sort;
}

export async function patchSort(services: Services, user: AuthUser, sortId: string, body: unknown) {
  const { sort, table } = await sortFor(services, user, sortId, 'views');
  const input = parseBody(sortUpdateSchema, body);
  await updateSort(services.db, sort.id, {
    ...(input.fk_column_id ? { fk_column_id: checkedColumn(table, input.fk_column_id) } : {}),
    ...(input.direction ? { direction: input.direction } : {}),
    ...(input.order !== undefined && input.order !== null ? { order: input.order } : {}),
  });
  if (input.fk_column_id || input.direction)
    await indexSorted(table, input.fk_column_id ?? sort.fk_column_id, input.direction ?? sort.direction);
  return getSort(services.db, sort.id);
}

export async function removeSort(services: Services, user: AuthUser, sortId: string) {
  const { sort } = await sortFor(services, user, sortId, 'views');
  await deleteSort(services.db, sort.id);
  return true;
}
