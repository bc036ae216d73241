import type { ApiClient, ColumnMeta, ListResponse } from '@basalt/core';
import { groupableFields } from './group-fields';

export type GroupSort = 'asc' | 'desc';

/** A grid view's setting for one column as `GET /grids/:viewId/grid-columns` lists it (docs/API.md §1.8). */
export interface GridColumnSetting {
  id: string;
  fk_column_id: string;
  group_by?: boolean | number | null;
  group_by_order?: number | null;
  group_by_sort?: GroupSort | null;
}

/** What the view is grouped by: the field, the groups' order, and the view-column setting that holds it. */
export interface ViewGroup {
  column: ColumnMeta;
  sort: GroupSort;
  viewColumnId: string;
}

/** The view's grouping: the first grouped setting (by `group_by_order`) whose field still exists and groups. */
export function groupOf(settings: readonly GridColumnSetting[], columns: readonly ColumnMeta[]): ViewGroup | undefined {
  const groupable = groupableFields(columns);
  const grouped = settings
    .filter((s) => !!s.group_by)
    .sort((a, b) => (a.group_by_order ?? 1) - (b.group_by_order ?? 1));
  for (const setting of grouped) {
    const column = groupable.find((c) => c.id === setting.fk_column_id);
    if (column) return { column, sort: setting.group_by_sort === 'desc' ? 'desc' : 'asc', viewColumnId: setting.id };
  }
  return undefined;
}

const META = '/api/v1/db/meta';
const enc = encodeURIComponent;

/** Reading and changing a grid view's grouping (docs/API.md §1.8): the server keeps one grouped column per view. */
export const groupApi = (api: ApiClient) => ({
  settings: async (viewId: string): Promise<GridColumnSetting[]> => {
    const answer = await api
      .get(`${META}/grids/${enc(viewId)}/grid-columns`)
      .json<GridColumnSetting[] | ListResponse<GridColumnSetting>>();
    return Array.isArray(answer) ? answer : answer.list;
  },
  group: (viewColumnId: string, sort: GroupSort) =>
    api
      .patch(`${META}/grid-columns/${enc(viewColumnId)}`, {
        json: { group_by: true, group_by_order: 1, group_by_sort: sort },
      })
      .json<unknown>(),
  ungroup: (viewColumnId: string) =>
    api.patch(`${META}/grid-columns/${enc(viewColumnId)}`, { json: { group_by: false } }).json<unknown>(),
});
