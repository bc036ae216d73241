import { filterSchema, parseFilterArrJson, validateWhere, type FilterBody } from '@basalt/core';
import type { AuthUser } from '../auth/users';
import { filterOpsFor } from '../data/filters';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import {
  deleteFilter,
  filterChildren,
  getFilter,
  insertFilter,
  updateFilter,
  type FilterRecord,
  type FilterValues,
} from '../meta/view-filters';
import type { TableMeta } from '../records/table-meta';
import type { Services } from '../services';
import { page } from '../workspace/serialise';
import { VIEW_MESSAGES, viewFor } from './access';

export const FILTER_MESSAGES = {
  columnRequired: 'fk_column_id is required',
  opRequired: 'comparison_op is required',
  parentNotGroup: 'fk_parent_id must be a filter group of the same view',
  ownParent: 'A filter group cannot be inside itself',
  nul: 'Filters must not contain NUL characters',
  opNotSupported: (op: string, title: string, uidt: string) =>
    `${JSON.stringify(op)} is not supported for field ${JSON.stringify(title)} (${uidt})`,
} as const;

const valueText = (value: FilterBody['value']): string | null | undefined =>
  value === undefined ? undefined : value === null ? null : Array.isArray(value) ? value.join(',') : String(value);

/** A filter as it will be stored, checked like a `where` term of the table (docs/API.md §1.9, §2). */
async function checkedFilter(
  services: Services,
  table: TableMeta,
  viewId: string,
  body: unknown,
  existing?: FilterRecord,
): Promise<FilterValues> {
  const input = parseBody(filterSchema, body);
  const merged = {
    fk_column_id: input.fk_column_id !== undefined ? input.fk_column_id : (existing?.fk_column_id ?? null),
    fk_parent_id: input.fk_parent_id !== undefined ? input.fk_parent_id : (existing?.fk_parent_id ?? null),
    logical_op: input.logical_op ?? existing?.logical_op ?? 'and',
    comparison_op: input.comparison_op !== undefined ? input.comparison_op : (existing?.comparison_op ?? null),
    comparison_sub_op:
      input.comparison_sub_op !== undefined ? input.comparison_sub_op : (existing?.comparison_sub_op ?? null),
    value: valueText(input.value) !== undefined ? valueText(input.value)! : (existing?.value ?? null),
    is_group: input.is_group ?? existing?.is_group ?? false,
    ...(input.order !== undefined && input.order !== null ? { order: input.order } : {}),
  };
  if (merged.fk_parent_id) {
    const parent = await getFilter(services.db, merged.fk_parent_id);
    if (!parent || !parent.is_group || parent.fk_view_id !== viewId) throw badRequest(FILTER_MESSAGES.parentNotGroup);
    if (existing && (parent.id === existing.id || (await isInside(services, parent, existing.id)))) {
      throw badRequest(FILTER_MESSAGES.ownParent);
    }
  }
  if ([merged.value, merged.comparison_op, merged.comparison_sub_op].some((v) => v?.includes('\u0000'))) {
    throw badRequest(FILTER_MESSAGES.nul);
  }
  if (merged.is_group)
    return { ...merged, fk_column_id: null, comparison_op: null, comparison_sub_op: null, value: null };
  if (!merged.fk_column_id) throw badRequest(FILTER_MESSAGES.columnRequired);
  if (!table.byId.has(merged.fk_column_id)) throw badRequest(VIEW_MESSAGES.columnNotInTable(merged.fk_column_id));
  if (!merged.comparison_op) throw badRequest(FILTER_MESSAGES.opRequired);
  const column = table.byId.get(merged.fk_column_id)!;
  if (!filterOpsFor(column.uidt).includes(merged.comparison_op as never)) {
    throw badRequest(FILTER_MESSAGES.opNotSupported(merged.comparison_op, column.title, column.uidt));
  }
  const ast = parseFilterArrJson([{ ...merged, logical_op: 'and', is_group: false }]);
  const resolved = 'error' in ast ? ast : validateWhere(ast, table.readable, { filterOpsFor, unknownFields: 'error' });
  if ('error' in resolved) throw badRequest(resolved.error.replace(/^filterArrJson\[0\]\./, ''));
  return merged;
}

async function isInside(services: Services, filter: FilterRecord, groupId: string): Promise<boolean> {
  let current: FilterRecord | undefined = filter;
  for (let depth = 0; current?.fk_parent_id && depth < 64; depth++) {
    if (current.fk_parent_id === groupId) return true;
    current = await getFilter(services.db, current.fk_parent_id);
  }
  return false;
}

export async function listFilters(services: Services, user: AuthUser, viewId: string) {
  const { view } = await viewFor(services, user, viewId, 'read');
  return page(await filterChildren(services.db, view.id, null));
}

/** `POST /views/:viewId/filters`: a filter, or a group (`is_group`) that others join through `fk_parent_id`. */
export async function createFilter(services: Services, user: AuthUser, viewId: string, body: unknown) {
  const { table, view } = await viewFor(services, user, viewId, 'views');
  const values = await checkedFilter(services, table, view.id, body);
  const id = await insertFilter(services.db, {
    ...values,
    fk_view_id: view.id,
    base_id: table.base.id,
    project_id: table.project.id,
  });
  return getFilter(services.db, id);
}

async function filterFor(services: Services, user: AuthUser, filterId: string, need: 'read' | 'views') {
  const filter = await getFilter(services.db, filterId);
  if (!filter || !filter.fk_view_id) throw notFound(`Filter '${filterId}' not found`);
  const { table } = await viewFor(services, user, filter.fk_view_id, need);
  return { filter, table };
}

export async function readFilter(services: Services, user: AuthUser, filterId: string) {
  return (await filterFor(services, user, filterId, 'read')).filter;
}

export async function filterGroupChildren(services: Services, user: AuthUser, filterId: string) {
  const { filter } = await filterFor(services, user, filterId, 'read');
  return page(await filterChildren(services.db, filter.fk_view_id!, filter.id));
}

export async function patchFilter(services: Services, user: AuthUser, filterId: string, body: unknown) {
  const { filter, table } = await filterFor(services, user, filterId, 'views');
  const values = await checkedFilter(services, table, filter.fk_view_id!, body, filter);
  await updateFilter(services.db, filter.id, values);
  return getFilter(services.db, filter.id);
}

/** Deletes a filter; a group takes its children with it. */
export async function removeFilter(services: Services, user: AuthUser, filterId: string) {
  const { filter } = await filterFor(services, user, filterId, 'views');
  await deleteFilter(services.db, filter.id);
  return true;
}
