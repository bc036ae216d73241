import { viewDataPath } from '@basalt/core';

const enc = encodeURIComponent;

/**
 * The view's filters as the user keeps them in this page (the `filterAutoSave` preference off): the rows are then
 * read from the table's route with these filters and the view's saved sorts, since the view's route would also apply
 * the saved filters (docs/API.md §1.11: they AND with `filterArrJson`).
 */
export interface LocalQuery {
  filterArrJson: string;
  sortArrJson: string;
}

/** The table's data route: only what the request says applies. */
export const tableDataPath = (projectId: string, tableId: string) =>
  `/api/v1/db/data/noco/${enc(projectId)}/${enc(tableId)}`;

/**
 * Where a view's rows (and its groups, under `…/groupby`) are read, and the parameters every such read carries:
 * the view's route, or with filters kept in the page the table's route with them and the view's sorts.
 */
export function rowsRequest(
  projectId: string,
  tableId: string,
  viewId: string,
  local: LocalQuery | undefined,
): { path: string; params: Record<string, string> } {
  if (!local) return { path: viewDataPath(projectId, tableId, viewId), params: {} };
  return { path: tableDataPath(projectId, tableId), params: { ...local } };
}
