import type { ApiClient, ListResponse } from '@basalt/core';

const META = '/api/v1/db/meta';
const enc = encodeURIComponent;

interface SavedSort {
  id: string;
  fk_column_id: string;
  direction: 'asc' | 'desc';
}

/**
 * What the column header's menu changes, each through the meta API (docs/API.md §1.6–1.9). They answer nothing:
 * the caller reloads what changed (the table's columns, the view's settings, its rows).
 */
export const columnActions = (api: ApiClient) => ({
  /** `columnId` is the view-column setting's id, not the field's. */
  hide: (viewId: string, viewColumnId: string) =>
    api.patch(`${META}/views/${enc(viewId)}/columns/${enc(viewColumnId)}`, { json: { show: false } }).json<unknown>(),

  /** Sorts the view by this field alone, replacing a sort already on it; the view's other sorts follow it. */
  async sort(viewId: string, columnId: string, direction: 'asc' | 'desc') {
    const { list } = await api.get(`${META}/views/${enc(viewId)}/sorts`).json<ListResponse<SavedSort>>();
    for (const sort of list.filter((s) => s.fk_column_id === columnId)) {
      await api.delete(`${META}/sorts/${enc(sort.id)}`).json<unknown>();
    }
    await api
      .post(`${META}/views/${enc(viewId)}/sorts`, { json: { fk_column_id: columnId, direction } })
      .json<unknown>();
  },

  /** A new field with this one's settings and values (docs/API.md §1.7), titled `title`. */
  duplicate: (projectId: string, columnId: string, title: string) =>
    api.post(`${META}/duplicate/${enc(projectId)}/column/${enc(columnId)}`, { json: { title } }).json<unknown>(),

  remove: (columnId: string) => api.delete(`${META}/columns/${enc(columnId)}`).json<unknown>(),

  add: (tableId: string, body: object) =>
    api.post(`${META}/tables/${enc(tableId)}/columns`, { json: body }).json<unknown>(),

  update: (columnId: string, body: object) =>
    api.patch(`${META}/columns/${enc(columnId)}`, { json: body }).json<unknown>(),
});
