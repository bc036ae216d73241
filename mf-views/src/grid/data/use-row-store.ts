import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { extractErrorText, type ListResponse } from '@basalt/core';
import { useShell } from '../../shell-context';
import { RowStore, type Row } from './row-store';

/** The data route of a view: its saved filters, sorts and hidden fields apply (docs/API.md §1.11). */
export const viewDataPath = (projectId: string, tableId: string, viewId: string) =>
  `/api/v1/db/data/noco/${encodeURIComponent(projectId)}/${encodeURIComponent(tableId)}/views/${encodeURIComponent(viewId)}`;

/**
 * A row store over the view's data route, re-rendering the caller whenever rows arrive or change. A quick search
 * (`search`, docs/PRODUCT.md §5: `like` on text fields, `eq` on others, done by the server) gives a store of its own,
 * and so does a `where` (one group of a grouped view, docs/API.md §2.1), which the server ANDs with the search.
 */
export function useRowStore(projectId: string, tableId: string, viewId: string, search = '', where = ''): RowStore {
  const { api, toast } = useShell();
  const store = useMemo(
    () =>
      new RowStore(
        (offset, limit) =>
          api
            .get(viewDataPath(projectId, tableId, viewId), {
              searchParams: { limit, offset, ...(search ? { search } : {}), ...(where ? { where } : {}) },
            })
            .json<ListResponse<Row>>()
            .then((answer) => ({ list: answer.list, totalRows: answer.pageInfo.totalRows })),
        { onError: async (err) => toast.error(await extractErrorText(err)) },
      ),
    [api, projectId, search, tableId, toast, viewId, where],
  );
  useEffect(() => store.connect(), [store]);
  useSyncExternalStore(store.subscribe, store.getVersion);
  return store;
}
