import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { extractErrorText, FIRST_ROWS_PAGE_SIZE, viewDataPath, type ApiClient, type ListResponse } from '@basalt/core';
import { useShell } from '../../shell-context';
import { readFirstPageAhead, takeFirstPage } from './first-page';
import { RowStore, type FetchPage, type Row } from './row-store';
import { rowsRequest, type LocalQuery } from './rows-request';

/** Reads a view's first page ahead of its grid (while the grid's settings load). */
export function readViewRowsAhead(api: ApiClient, projectId: string, tableId: string, viewId: string): void {
  const path = viewDataPath(projectId, tableId, viewId);
  readFirstPageAhead(path, () =>
    api
      .get(path, { searchParams: { limit: FIRST_ROWS_PAGE_SIZE, offset: 0 } })
      .json<ListResponse<Row>>()
      .then((answer) => ({ list: answer.list, totalRows: answer.pageInfo.totalRows })),
  );
}

/**
 * A row store over the view's data route, re-rendering the caller whenever rows arrive or change. A quick search
 * (`search`, docs/PRODUCT.md §5: `like` on text fields, `eq` on others, done by the server) gives a store of its own,
 * and so does a `where` (one group of a grouped view, docs/API.md §2.1), which the server ANDs with the search, and
 * so do filters kept in the page (`local`, rows-request.ts).
 */
export function useRowStore(
  projectId: string,
  tableId: string,
  viewId: string,
  search = '',
  where = '',
  local?: LocalQuery,
): RowStore {
  const { api, toast } = useShell();
  const { filterArrJson, sortArrJson } = local ?? {};
  const request = useMemo(
    () =>
      rowsRequest(
        projectId,
        tableId,
        viewId,
        filterArrJson !== undefined ? { filterArrJson, sortArrJson: sortArrJson ?? '[]' } : undefined,
      ),
    [filterArrJson, projectId, sortArrJson, tableId, viewId],
  );
  const store = useMemo(() => {
    const read: FetchPage = (offset, limit) =>
      api
        .get(request.path, {
          searchParams: {
            limit,
            offset,
            ...request.params,
            ...(search ? { search } : {}),
            ...(where ? { where } : {}),
          },
        })
        .json<ListResponse<Row>>()
        .then((answer) => ({ list: answer.list, totalRows: answer.pageInfo.totalRows }));
    // the store's very first read may have been made ahead, while the view's settings loaded (first-page.ts);
    // when its answer is already in, the grid's first render draws the rows (no render without them first)
    let ahead = !search && !where && !local ? takeFirstPage(request.path) : undefined;
    const store = new RowStore(
      (offset, limit) => {
        const early = ahead && offset === 0 && limit === FIRST_ROWS_PAGE_SIZE ? ahead.answer : undefined;
        ahead = undefined;
        return early ?? read(offset, limit);
      },
      { pageSize: FIRST_ROWS_PAGE_SIZE, onError: async (err) => toast.error(await extractErrorText(err)) },
    );
    if (ahead?.settled) {
      store.hold(0, ahead.settled);
      ahead = undefined;
    }
    return store;
    // `local` only matters through `request`; it is read once, for the first read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, request, search, toast, where]);
  useEffect(() => store.connect(), [store]);
  useSyncExternalStore(store.subscribe, store.getVersion);
  return store;
}
