import { useCallback, useMemo, useRef } from 'react';
import { extractErrorText, type ColumnMeta } from '@basalt/core';
import { useShell } from '../../shell-context';
import { applyPaste } from '../clipboard/apply-paste';
import type { RowStore } from '../data/row-store';
import { removeRecords, restoreRecords, type RecordPaths } from '../rows/row-changes';
import { EditHistory, type HistoryStep, type StepOrSaving } from './edit-history';

/**
 * The grid's undo and redo: `record` keeps a step, `travel` sends the last one back (or again). Value changes go
 * through the bulk update, like a paste; records a step added are deleted and records it deleted are inserted again
 * under their own keys. A refused step stays where it was and the server's message is shown.
 *
 * A change shows at once and is kept as a step once the server has it; Ctrl+Z pressed in between (a quick hand, a
 * slow server) waits for the saves under way, so it takes back that change and not the one before; and each travel
 * waits for the one before it, so undo then redo reach the server in that order.
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
  // saves under way, each settled once its step is kept (or came to nothing)
  const saving = useRef(new Set<Promise<boolean>>());
  const travels = useRef<Promise<void>>(Promise.resolve());

  /** Keeps a step, now or once it is saved; answers whether one was kept. */
  const record = useCallback((step: StepOrSaving): Promise<boolean> => {
    if (!(step instanceof Promise)) {
      history.current.record(step);
      return Promise.resolve(true);
    }
    const kept = step.then(
      (saved) => {
        if (saved) history.current.record(saved);
        return !!saved;
      },
      () => false,
    );
    saving.current.add(kept);
    void kept.then(() => saving.current.delete(kept));
    return kept;
  }, []);

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

  const travelNow = useCallback(
    async (direction: 'undo' | 'redo') => {
      await Promise.all(saving.current);
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

  const travel = useCallback(
    (direction: 'undo' | 'redo') => {
      const next = travels.current.then(() => travelNow(direction));
      travels.current = next.catch(() => undefined);
      return next;
    },
    [travelNow],
  );
  return useMemo(() => ({ record, travel }), [record, travel]);
}
