import { useEffect, useMemo, useState } from 'react';
import { extractErrorText, type ListResponse } from '@basalt/core';
import type { LocalQuery } from '../grid/data/rows-request';
import { useShell } from '../shell-context';

/** Filters the Filter menu keeps in the page, for the view they were made on. */
export interface LocalFilterArr {
  viewId: string;
  filterArrJson: string;
}

/**
 * The rows' query while the user keeps filters in the page (filterAutoSave off): those filters, and the view's
 * saved sorts (they still save as usual), read again when `version` says the rows changed (a sort was changed).
 * Undefined while the view's own filters apply.
 */
export function useLocalQuery(
  viewId: string | undefined,
  local: LocalFilterArr | undefined,
  version: number,
): LocalQuery | undefined {
  const { api, toast } = useShell();
  const [sorts, setSorts] = useState<{ viewId: string; sortArrJson: string } | undefined>(undefined);
  const active = !!viewId && local?.viewId === viewId;

  useEffect(() => {
    if (!active || !viewId) return;
    let cancelled = false;
    api
      .get(`/api/v1/db/meta/views/${encodeURIComponent(viewId)}/sorts`)
      .json<ListResponse<{ fk_column_id: string; direction: string }>>()
      .then(({ list }) => {
        const sortArrJson = JSON.stringify(list.map((s) => ({ fk_column_id: s.fk_column_id, direction: s.direction })));
        if (!cancelled) setSorts({ viewId, sortArrJson });
      })
      .catch(async (err) => !cancelled && toast.error(await extractErrorText(err)));
    return () => {
      cancelled = true;
    };
  }, [active, api, toast, version, viewId]);

  const filterArrJson = active ? local?.filterArrJson : undefined;
  const sortArrJson = sorts?.viewId === viewId ? sorts?.sortArrJson : undefined;
  return useMemo(
    () => (filterArrJson !== undefined && sortArrJson !== undefined ? { filterArrJson, sortArrJson } : undefined),
    [filterArrJson, sortArrJson],
  );
}
