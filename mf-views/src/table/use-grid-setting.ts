import { useCallback, useState } from 'react';
import { extractErrorText } from '@basalt/core';
import { useShell } from '../shell-context';

/** The settings a grid view keeps beside its columns (`PATCH /grids/:viewId`, docs/API.md §1.8). */
export type GridSettingName = 'row_height' | 'frozen_columns';

/**
 * One grid view setting as the user last chose it: shown at once, saved with `PATCH /grids/:viewId`, put back with
 * the server's message when refused. A choice belongs to its view, so opening another view shows that one's own.
 */
export function useGridSetting(viewId: string | undefined, name: GridSettingName, saved: number | null | undefined) {
  const { api, toast } = useShell();
  const [chosen, setChosen] = useState<{ viewId: string; value: number } | undefined>(undefined);
  const value = (chosen && chosen.viewId === viewId ? chosen.value : saved) ?? 0;

  const choose = useCallback(
    async (next: number) => {
      if (!viewId) return;
      const before = value;
      setChosen({ viewId, value: next });
      try {
        await api.patch(`/api/v1/db/meta/grids/${encodeURIComponent(viewId)}`, { json: { [name]: next } }).json();
      } catch (err) {
        setChosen({ viewId, value: before });
        toast.error(await extractErrorText(err));
      }
    },
    [api, name, toast, value, viewId],
  );
  return [value, choose] as const;
}
