import { useCallback, useMemo, useRef } from 'react';
import { extractErrorText, type ColumnMeta } from '@basalt/core';
import { useShell } from '../../shell-context';
import { applyPaste } from '../clipboard/apply-paste';
import type { RowStore } from '../data/row-store';
import { removeRecords, restoreRecords, type RecordPaths } from '../rows/row-changes';
import { EditHistory, type HistoryStep } from './edit-history';

/**
 * The grid's undo and redo: `record` keeps a step, `travel` sends the last one back (or again). Value changes go
 * through the bulk update, like a paste; records a step added are deleted and records it deleted are inserted again
 * under their own keys. A refused step stays where it was and the server's message is shown.
 */
export function useUndo(
  store: RowStore,
  paths: RecordPaths,
  columns: readonly ColumnMeta[],
  /** Hears every step taken back or again. */
  onTravelled?: () => void,
) {
  const { api, toast } = useShell();
  const history = useRef(new EditHistory());
  const record = useCallback((step: HistoryStep) => history.current.record(step), []);

  const send = useCallback(
    async (step: HistoryStep): Promise<string | undefined> => {
      const pks = columns.filter((c) => c.pk);
      try {
        if (step.removed) await removeRecords(api, paths, pks, step.removed);
        if (step.updates.length) {
          const outcome = await applyPaste(api, store, paths, { updates: [...step.updates], inserts: [] });
          if (!outcome.ok) return outcome.message ?? '';
        }
        if (step.added) await restoreRecords(api, paths.bulkPath, columns, step.added);
        return undefined;
      } catch (err) {
        return extractErrorText(err);
      } finally {
        // records came or went: every row after them moved
        if (step.added || step.removed) store.reset();
      }
    },
    [api, columns, paths, store],
  );

  const travel = useCallback(
    async (direction: 'undo' | 'redo') => {
      const step = direction === 'undo' ? history.current.undo() : history.current.redo();
      if (!step) return;
      const refused = await send(step);
      if (refused === undefined) return onTravelled?.();
      if (direction === 'undo') history.current.restoreUndo();
      else history.current.restoreRedo();
      if (refused) toast.error(refused);
    },
    [onTravelled, send, toast],
  );
  return useMemo(() => ({ record, travel }), [record, travel]);
}
