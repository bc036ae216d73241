import type { ApiClient, ListResponse, TableListItem, TableMeta, ViewMeta } from '@basalt/core';
import { earlyOr, type TakeEarly } from '../early/take-early';

/** How long an answer read ahead waits for its remote; after that the remote reads its own. */
const FRESH_MS = 10_000;

/** A GET the shell started before the remote that needs it had loaded, taken by its path (`takeReadAhead`). */
export type TakeReadAhead = (path: string) => Promise<unknown> | undefined;

const META = '/api/v1/db/meta';
const enc = encodeURIComponent;
export const projectTablesPath = (projectId: string) => `${META}/projects/${enc(projectId)}/tables`;
export const tableMetaPath = (tableId: string) => `${META}/tables/${enc(tableId)}`;
export const viewColumnsPath = (viewId: string) => `${META}/views/${enc(viewId)}/columns`;
/** The grid's first page of a view's rows: its data route with the first page's size (mf-views' FIRST_PAGE_SIZE). */
export const firstRowsPath = (projectId: string, tableId: string, viewId: string) =>
  `/api/v1/db/data/noco/${enc(projectId)}/${enc(tableId)}/views/${enc(viewId)}?limit=100&offset=0`;

/**
 * The view whose rows are read ahead: the one the address names, else the table's default view. Any other case
 * (no default view) is left to the views remote, which knows every rule of choosing one.
 */
function viewToReadAhead(views: readonly ViewMeta[] | undefined, viewTitle: string | undefined) {
  if (viewTitle) return views?.find((v) => v.title === viewTitle || v.id === viewTitle);
  return views?.find((v) => v.is_default);
}

/** The project, table and view a table or view address names (`/:projectType/:projectId/(table|view)/:title/:view?`). */
export function tableOfPath(
  pathname: string,
): { projectId: string; tableTitle: string; viewTitle?: string } | undefined {
  const match = /^\/(?:nc|noco)\/(p_[\w-]+)\/(?:table|view)\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return undefined;
  try {
    const viewTitle = match[3] === undefined ? undefined : decodeURIComponent(match[3]);
    return { projectId: match[1]!, tableTitle: decodeURIComponent(match[2]!), viewTitle };
  } catch {
    return undefined;
  }
}

/**
 * A tab opened on a table's address used to wait for the scripts of the views remote before asking for the
 * project's tables, then for the table's fields, then for its view's columns and first rows: here the shell asks
 * for them while those scripts load, and the remote takes the answers (once, while fresh) instead of asking again.
 */
export function createReadAhead(now: () => number = Date.now) {
  const ahead = new Map<string, { at: number; answer: Promise<unknown> }>();
  const start = (path: string, answer: Promise<unknown>) => {
    // an answer nobody takes must not be reported as an unhandled rejection; its remote reads again
    answer.catch(() => undefined);
    ahead.set(path, { at: now(), answer });
  };
  const take: TakeReadAhead = (path) => {
    const found = ahead.get(path);
    ahead.delete(path);
    return found && now() - found.at <= FRESH_MS ? found.answer : undefined;
  };

  /**
   * Reads ahead what the views remote first asks for on `pathname`, if it names a table; an answer the page's
   * inline script already has (`takeEarly`) is used instead of asking again, and asked for if it failed.
   */
  const readTableAhead = (api: ApiClient, pathname: string, takeEarly?: TakeEarly) => {
    const named = tableOfPath(pathname);
    if (!named) return;
    const read = <T>(path: string) => {
      const answer = earlyOr(takeEarly, path, () => api.get(path).json<T>());
      start(path, answer);
      return answer;
    };
    read<ListResponse<TableListItem>>(projectTablesPath(named.projectId))
      .then(({ list }) => {
        const id = list.find((t) => t.title === named.tableTitle)?.id;
        return id ? read<TableMeta>(tableMetaPath(id)) : undefined;
      })
      .then((meta) => {
        const view = meta && viewToReadAhead(meta.views, named.viewTitle);
        if (!view) return;
        read(viewColumnsPath(view.id));
        read(firstRowsPath(named.projectId, meta.id, view.id));
      })
      .catch(() => undefined);
  };

  return { take, readTableAhead };
}
