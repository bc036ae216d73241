import {
  firstRowsPath,
  projectTablesPath,
  tableMetaPath,
  viewColumnsPath,
  viewToOpen,
  type ApiClient,
  type ListResponse,
  type TableListItem,
  type TableMeta,
} from '@basalt/core';
import { earlyOr, type TakeEarly } from '../early/take-early';

/** How long an answer read ahead waits for its remote; after that the remote reads its own. */
const FRESH_MS = 10_000;

/** A GET the shell started before the remote that needs it had loaded, taken by its path (`takeReadAhead`). */
export type TakeReadAhead = (path: string) => Promise<unknown> | undefined;

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
        const view = meta && viewToOpen(meta.views, named.viewTitle);
        if (!view) return;
        read(viewColumnsPath(view.id));
        read(firstRowsPath(named.projectId, meta.id, view.id));
      })
      .catch(() => undefined);
  };

  return { take, readTableAhead };
}
