import { useEffect, useRef, useState } from 'react';
import {
  extractErrorText,
  firstRowsPath,
  roleNames,
  viewDataPath,
  type ListResponse,
  type TableMeta,
  type ViewMeta,
} from '@basalt/core';
import { useShell } from '../../shell-context';
import { readFirstPageAhead } from './first-page';
import type { Row } from './row-store';
import { readViewRowsAhead } from './use-row-store';
import { gridColumnsOf, type GridColumn, type ViewColumnSetting } from './grid-columns';
import { canChangeFields, canChangeView, readOnlyReason, type ReadOnlyReason } from './permissions';
import { projectRolesReader } from './project-roles';

/** A grid view as returned by the views API, with the fields the grid reads. */
export type GridViewMeta = ViewMeta & {
  show_system_fields?: boolean | number;
  meta?: unknown;
  row_height?: number | null;
  /** Columns frozen after the display column, 0–3 (docs/API.md §1.8). */
  frozen_columns?: number | null;
};

export interface GridView {
  view: GridViewMeta;
  columns: GridColumn[];
  readOnly: ReadOnlyReason;
  /** The user may add, change and delete fields. */
  canEditFields: boolean;
  /** The user may hide fields and sort this view. */
  canEditView: boolean;
  /** The view's setting for each field (shown, order, width), as the toolbar's field list edits them. */
  settings: ViewColumnSetting[];
}

const GRID = 3;

/** The view a route names (by title or id), else the table's default view, else its first grid. */
export function pickView(views: readonly GridViewMeta[], wanted?: string): GridViewMeta | undefined {
  if (wanted) {
    const named = views.find((v) => v.title === wanted || v.id === wanted);
    if (named) return named;
  }
  return views.find((v) => v.is_default) ?? views.find((v) => v.type === GRID) ?? views[0];
}

/**
 * Everything the grid needs besides rows: which view, its columns (order, visibility, widths from
 * `GET /views/:id/columns`) and whether this user may edit it (project roles from `me?project_id=`).
 * `undefined` while loading, `null` when the table has no view to show.
 */
export function useGridView(
  projectId: string,
  meta: TableMeta,
  viewTitle?: string,
  /** Bumped when the view's settings changed (a field hidden): they are read again. */
  version = 0,
): GridView | undefined | null {
  const { api, session, toast, projectRoles: sharedRoles, takeReadAhead } = useShell();
  const [state, setState] = useState<GridView | undefined | null>(undefined);
  // views whose rows were read ahead once already: a refresh (a field hidden) reads none ahead
  const opened = useRef(new Set<string>());

  useEffect(() => {
    let cancelled = false;
    const projectRolesOf = projectRolesReader(api, sharedRoles);
    // no reset to "loading" first: a refresh (a field added, hidden) keeps the grid on screen until it lands
    (async () => {
      const views =
        (meta.views as GridViewMeta[] | undefined) ??
        (
          await api
            .get(`/api/v1/db/meta/tables/${encodeURIComponent(meta.id)}/views`)
            .json<ListResponse<GridViewMeta>>()
        ).list;
      const view = pickView(views, viewTitle);
      if (!view) return null;
      // first opening: the rows' first page is read alongside the settings rather than after them
      // (on a fresh tab the shell has asked for both while this remote's scripts loaded: they are taken from it)
      if (!opened.current.has(view.id)) {
        opened.current.add(view.id);
        const path = viewDataPath(projectId, meta.id, view.id);
        const shellRows = takeReadAhead?.(firstRowsPath(projectId, meta.id, view.id)) as
          Promise<ListResponse<Row>> | undefined;
        if (shellRows)
          readFirstPageAhead(path, () =>
            shellRows.then((answer) => ({ list: answer.list, totalRows: answer.pageInfo.totalRows })),
          );
        else readViewRowsAhead(api, projectId, meta.id, view.id);
      }
      const columnsPath = `/api/v1/db/meta/views/${encodeURIComponent(view.id)}/columns`;
      const [settings, projectRoles] = await Promise.all([
        (takeReadAhead?.(columnsPath) as Promise<ListResponse<ViewColumnSetting>> | undefined) ??
          api.get(columnsPath).json<ListResponse<ViewColumnSetting>>(),
        projectRolesOf(projectId).catch(() => []),
      ]);
      const roles = [...roleNames(session.getState().user?.roles), ...projectRoles];
      return {
        view,
        columns: gridColumnsOf(meta, settings.list, !!view.show_system_fields),
        settings: settings.list,
        readOnly: readOnlyReason(roles, view.lock_type),
        canEditFields: canChangeFields(roles),
        canEditView: canChangeView(roles, view.lock_type),
      };
    })()
      .then((loaded) => !cancelled && setState(loaded))
      .catch(async (err) => {
        if (cancelled) return;
        setState(null);
        toast.error(await extractErrorText(err));
      });
    return () => {
      cancelled = true;
    };
  }, [api, meta, projectId, session, sharedRoles, takeReadAhead, toast, viewTitle, version]);
  return state;
}
