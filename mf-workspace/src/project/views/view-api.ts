import { useMemo } from 'react';
import type { ApiClient, ListResponse, ViewMeta } from '@basalt/core';
import { useShell } from '../../shell-context';

const META = '/api/v1/db/meta';

/** 'locked' stops everyone editing the view's settings; 'collaborative' lets editors change them (docs/API.md §1.8). */
export type ViewLockType = 'locked' | 'collaborative';

/** The kinds of view the sidebar creates, by NocoDB's type number, and the path segment that creates each. */
export const CREATABLE_VIEWS = { grid: { type: 3, path: 'grids' }, form: { type: 1, path: 'forms' } } as const;
export type CreatableView = keyof typeof CREATABLE_VIEWS;

/** The kind of `type`, when the sidebar can create (and so duplicate) that kind. */
export const creatableKindOf = (type: number): CreatableView | undefined =>
  (Object.keys(CREATABLE_VIEWS) as CreatableView[]).find((kind) => CREATABLE_VIEWS[kind].type === type);

/** The view calls of the meta API (docs/API.md §1.8 and "Forms") the sidebar makes, typed. */
export function viewApi(api: ApiClient) {
  return {
    listViews: (tableId: string) =>
      api.get(`${META}/tables/${encodeURIComponent(tableId)}/views`).json<ListResponse<ViewMeta>>(),
    /** A new view of `kind`; with `copy_from_id`, the server copies that view's columns, sorts and filters. */
    createView: (kind: CreatableView, tableId: string, body: { title: string; copy_from_id?: string }) =>
      api
        .post(`${META}/tables/${encodeURIComponent(tableId)}/${CREATABLE_VIEWS[kind].path}`, { json: body })
        .json<ViewMeta>(),
    updateView: (viewId: string, body: { title?: string; lock_type?: ViewLockType }) =>
      api.patch(`${META}/views/${encodeURIComponent(viewId)}`, { json: body }).json<ViewMeta>(),
    deleteView: (viewId: string) => api.delete(`${META}/views/${encodeURIComponent(viewId)}`).json<unknown>(),
  };
}

export type ViewApi = ReturnType<typeof viewApi>;

export function useViewApi(): ViewApi {
  const { api } = useShell();
  return useMemo(() => viewApi(api), [api]);
}
