import { useCallback, useEffect, useState } from 'react';
import { extractErrorText, type ListResponse } from '@basalt/core';
import { useShell } from '../shell-context';
import { rowsRequest, type LocalQuery } from '../grid/data/rows-request';
import type { ViewGroup } from './group-setting';

/** One group as the groupby route answers it: the field's value (API form, `null` for the empty group) and its rows' count. */
export interface RowGroup {
  value: unknown;
  count: number;
}

/** Groups read at a time; more are read when asked for ("show more groups"). */
export const GROUP_PAGE = 50;

interface Loaded {
  groups: RowGroup[];
  total: number;
}

/**
 * The view's groups in the view's order, a page at a time, from
 * `GET …/views/:view/groupby?column_name=&sort=&limit=&offset=` (docs/API.md §1.11): the view's filters apply, and
 * so does the quick search (the server reads `search` there as on the rows). Read again when the search, the
 * grouping or `version` (the rows changed) does.
 */
export function useGroups(
  projectId: string,
  tableId: string,
  viewId: string,
  group: ViewGroup,
  search: string,
  version: number,
  /** Filters kept in the page (rows-request.ts): the groups are counted over the same rows. */
  local?: LocalQuery,
) {
  const { api, toast } = useShell();
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const name = group.column.column_name;

  const fetchPage = useCallback(
    async (offset: number): Promise<Loaded> => {
      const { path, params } = rowsRequest(projectId, tableId, viewId, local);
      const answer = await api
        .get(`${path}/groupby`, {
          searchParams: {
            ...params,
            column_name: name,
            sort: group.sort === 'desc' ? `-${name}` : name,
            limit: GROUP_PAGE,
            offset,
            ...(search ? { search } : {}),
          },
        })
        .json<ListResponse<Record<string, unknown>>>();
      return {
        groups: answer.list.map((row) => ({ value: row[name] ?? null, count: Number(row.count ?? 0) })),
        total: Number(answer.pageInfo?.totalRows ?? answer.list.length),
      };
    },
    [api, group.sort, local, name, projectId, search, tableId, viewId],
  );

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchPage(0)
      .then((page) => !cancelled && setLoaded(page))
      .catch(async (err) => {
        if (cancelled) return;
        setLoaded({ groups: [], total: 0 });
        toast.error(await extractErrorText(err));
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [fetchPage, toast, version]);

  const more = useCallback(async () => {
    if (!loaded || loading) return;
    setLoading(true);
    try {
      const page = await fetchPage(loaded.groups.length);
      setLoaded((prev) => prev && { groups: [...prev.groups, ...page.groups], total: page.total });
    } catch (err) {
      toast.error(await extractErrorText(err));
    } finally {
      setLoading(false);
    }
  }, [fetchPage, loaded, loading, toast]);

  return {
    groups: loaded?.groups,
    /** How many groups the view has (all pages). */
    total: loaded?.total ?? 0,
    hasMore: !!loaded && loaded.groups.length < loaded.total,
    loading,
    more,
  };
}
