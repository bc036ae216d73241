/**
 * The reads a tab opened on a table's address starts with, by path, and the one request that answers them all
 * (docs/API.md §1.6, "Opening a table"). The server answers each read under the path a client would have read it
 * by, so the shell and the views remote take those answers exactly as if they had asked for each one.
 */

const META = '/api/v1/db/meta';
const enc = encodeURIComponent;

export const projectTablesPath = (projectId: string) => `${META}/projects/${enc(projectId)}/tables`;
export const tableMetaPath = (tableId: string) => `${META}/tables/${enc(tableId)}`;
export const viewColumnsPath = (viewId: string) => `${META}/views/${enc(viewId)}/columns`;
/** A view's rows (the data route a view's filters, sorts and hidden fields apply on). */
export const viewDataPath = (projectId: string, tableId: string, viewId: string) =>
  `/api/v1/db/data/noco/${enc(projectId)}/${enc(tableId)}/views/${enc(viewId)}`;
/** Rows in the grid's first page, and in each page its row store reads. */
export const FIRST_ROWS_PAGE_SIZE = 100;
/** The query of a view's first page of rows, as the grid asks for it. */
export const FIRST_ROWS_QUERY = `limit=${FIRST_ROWS_PAGE_SIZE}&offset=0`;
/** The grid's first page of a view's rows. */
export const firstRowsPath = (projectId: string, tableId: string, viewId: string) =>
  `${viewDataPath(projectId, tableId, viewId)}?${FIRST_ROWS_QUERY}`;

/** `GET` this: the four reads above for a table (and view) named by title, answered together. */
export const tableOpeningPath = (projectId: string, tableTitle: string, viewTitle?: string) =>
  `/api/v1/basalt/projects/${enc(projectId)}/opening?table=${enc(tableTitle)}` +
  (viewTitle === undefined ? '' : `&view=${enc(viewTitle)}`);

/** The answer of `tableOpeningPath`: each read's answer by its path; a read that failed or did not apply is absent. */
export interface TableOpening {
  reads: Record<string, unknown>;
}

/**
 * The view a table's address opens: the one it names (by title or id), else the table's default view; undefined
 * for any other case (no default view), which the views remote decides with every rule of choosing one.
 */
export function viewToOpen<V extends { id: string; title: string; is_default?: boolean | number | null }>(
  views: readonly V[] | undefined,
  viewTitle: string | undefined,
): V | undefined {
  if (viewTitle !== undefined) return views?.find((v) => v.title === viewTitle || v.id === viewTitle);
  return views?.find((v) => v.is_default);
}
