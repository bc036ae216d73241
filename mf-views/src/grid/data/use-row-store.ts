import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { extractErrorText, type ListResponse } from '@basalt/core';
import { useShell } from '../../shell-context';
import { RowStore, type Row } from './row-store';
import { rowsRequest, type LocalQuery } from './rows-request';

export { viewDataPath } from './rows-request';

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
  const store = useMemo(
    () =>
      new RowStore(
        (offset, limit) =>
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
            .then((answer) => ({ list: answer.list, totalRows: answer.pageInfo.totalRows })),
        { onError: async (err) => toast.error(await extractErrorText(err)) },
      ),
    [api, request, search, toast, where],
  );
  useEffect(() => store.connect(), [store]);
  useSyncExternalStore(store.subscribe, store.getVersion);
  return store;
}
