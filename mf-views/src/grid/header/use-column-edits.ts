import { useCallback, useState } from 'react';
import { extractErrorText } from '@basalt/core';
import { useShell } from '../../shell-context';
import type { GridColumn } from '../data/grid-columns';
import { clampWidth, moveColumn } from './column-edits';

const META = '/api/v1/db/meta';

/**
 * Resizing and reordering columns: the grid follows the pointer at once (local widths and order over the view's),
 * and the view keeps the result (`PATCH /views/:viewId/columns/:id` with `width` or `order`, docs/API.md §1.8).
 * A refused save puts the columns back and shows the server's message. Fresh columns from the view replace the
 * local ones.
 */
export function useColumnEdits(viewId: string, columns: readonly GridColumn[]) {
  const { api, toast } = useShell();
  const [local, setLocal] = useState<{ source: readonly GridColumn[]; columns: GridColumn[] } | undefined>();
  const shown: readonly GridColumn[] = local && local.source === columns ? local.columns : columns;

  const save = useCallback(
    async (changes: { viewColumnId: string; body: object }[], previous: readonly GridColumn[]) => {
      try {
        for (const { viewColumnId, body } of changes) {
          await api
            .patch(`${META}/views/${encodeURIComponent(viewId)}/columns/${encodeURIComponent(viewColumnId)}`, {
              json: body,
            })
            .json<unknown>();
        }
      } catch (err) {
        setLocal({ source: columns, columns: [...previous] });
        toast.error(await extractErrorText(err));
      }
    },
    [api, columns, toast, viewId],
  );

  /** While dragging the edge (`done` false) the width only shows; on release it is saved. */
  const resize = useCallback(
    (index: number, width: number, done: boolean) => {
      const px = clampWidth(width);
      const next = shown.map((c, i) => (i === index ? { ...c, width: px } : c));
      setLocal({ source: columns, columns: next });
      const { viewColumnId } = shown[index] ?? {};
      if (done && viewColumnId) void save([{ viewColumnId, body: { width: `${px}px` } }], shown);
    },
    [columns, save, shown],
  );

  const move = useCallback(
    (from: number, to: number) => {
      const moved = moveColumn(shown, from, to);
      if (!moved.orders.length) return;
      setLocal({ source: columns, columns: moved.columns });
      void save(
        moved.orders.map(({ viewColumnId, order }) => ({ viewColumnId, body: { order } })),
        shown,
      );
    },
    [columns, save, shown],
  );

  return { columns: shown, resize, move };
}
