import type { ApiClient, ListResponse } from '@basalt/core';

const META = '/api/v1/db/meta';
const enc = encodeURIComponent;

export type SortDirection = 'asc' | 'desc';
export type LogicalOp = 'and' | 'or' | 'not';

/** A view's saved sort (docs/API.md §1.9). */
export interface SavedSort {
  id: string;
  fk_column_id: string;
  direction: SortDirection;
  order?: number | null;
}

/** A view's saved filter or filter group (docs/API.md §1.9): members of a group point at it by `fk_parent_id`. */
export interface SavedFilter {
  id: string;
  fk_column_id: string | null;
  fk_parent_id?: string | null;
  logical_op: LogicalOp;
  comparison_op: string | null;
  comparison_sub_op?: string | null;
  value?: string | null;
  is_group?: boolean | number | null;
}

/** The condition part of a filter as the filters routes take it. */
export interface FilterCondition {
  fk_column_id: string;
  comparison_op: string;
  comparison_sub_op?: string | null;
  value?: string | null;
}

/**
 * What the toolbar's menus change, each through the meta API (docs/API.md §1.8–1.9). Writes answer nothing the
 * menus use: they read the list again, and the page reloads the view's settings or rows.
 */
export const toolbarApi = (api: ApiClient) => ({
  /** `viewColumnId` is the view-column setting's id; a field with no setting yet gets one through the POST. */
  showField: (viewId: string, fieldId: string, viewColumnId: string | undefined, show: boolean) =>
    viewColumnId
      ? api.patch(`${META}/views/${enc(viewId)}/columns/${enc(viewColumnId)}`, { json: { show } }).json<unknown>()
      : api.post(`${META}/views/${enc(viewId)}/columns`, { json: { fk_column_id: fieldId, show } }).json<unknown>(),

  sorts: async (viewId: string) =>
    (await api.get(`${META}/views/${enc(viewId)}/sorts`).json<ListResponse<SavedSort>>()).list,
  addSort: (viewId: string, fieldId: string, direction: SortDirection) =>
    api.post(`${META}/views/${enc(viewId)}/sorts`, { json: { fk_column_id: fieldId, direction } }).json<SavedSort>(),
  changeSort: (sortId: string, change: Partial<Pick<SavedSort, 'fk_column_id' | 'direction'>>) =>
    api.patch(`${META}/sorts/${enc(sortId)}`, { json: change }).json<unknown>(),
  removeSort: (sortId: string) => api.delete(`${META}/sorts/${enc(sortId)}`).json<unknown>(),

  /** The view's top-level filters, or a group's members when `groupId` is given. */
  filters: async (viewId: string, groupId?: string) => {
    const path = groupId ? `${META}/filters/${enc(groupId)}/children` : `${META}/views/${enc(viewId)}/filters`;
    return (await api.get(path).json<ListResponse<SavedFilter>>()).list;
  },
  addFilter: (viewId: string, body: FilterCondition & { logical_op: LogicalOp; fk_parent_id?: string }) =>
    api.post(`${META}/views/${enc(viewId)}/filters`, { json: body }).json<SavedFilter>(),
  addFilterGroup: (viewId: string, logicalOp: LogicalOp, parentId?: string) =>
    api
      .post(`${META}/views/${enc(viewId)}/filters`, {
        json: { is_group: true, logical_op: logicalOp, ...(parentId ? { fk_parent_id: parentId } : {}) },
      })
      .json<SavedFilter>(),
  changeFilter: (filterId: string, change: Partial<FilterCondition> & { logical_op?: LogicalOp }) =>
    api.patch(`${META}/filters/${enc(filterId)}`, { json: change }).json<unknown>(),
  /** A group takes its members with it (backend/src/views/filters.ts). */
  removeFilter: (filterId: string) => api.delete(`${META}/filters/${enc(filterId)}`).json<unknown>(),
});

export type ToolbarApi = ReturnType<typeof toolbarApi>;
