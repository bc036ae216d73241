import { useCallback, useRef } from 'react';
import { useShell } from '../../shell-context';
import { applyPaste } from '../clipboard/apply-paste';
import type { RowStore } from '../data/row-store';
import { EditHistory, type HistoryStep } from './edit-history';

/**
 * The grid's undo and redo of value changes (edits, clears, pastes, cuts, fills): `record` keeps a step, `travel`
 * sends the last one back (or again) through the bulk update, like a paste; a refused step stays where it was.
 * Row inserts and deletes are not in it yet.
 */
export function useUndo(store: RowStore, bulkPath: string) {
  const { api, toast } = useShell();
  const history = useRef(new EditHistory());
  const record = useCallback((step: HistoryStep) => history.current.record(step), []);
  const travel = useCallback(
    async (direction: 'undo' | 'redo') => {
      const step = direction === 'undo' ? history.current.undo() : history.current.redo();
      if (!step) return;
      const outcome = await applyPaste(api, store, { bulkPath }, { updates: [...step], inserts: [] });
      if (outcome.ok) return;
      if (direction === 'undo') history.current.restoreUndo();
      else history.current.restoreRedo();
      if (outcome.message) toast.error(outcome.message);
    },
    [api, bulkPath, store, toast],
  );
  return { record, travel };
}
