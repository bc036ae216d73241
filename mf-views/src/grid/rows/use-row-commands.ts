import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableMeta } from '@basalt/core';
import type { useConfirm } from '@basalt/ui';
import { useShell } from '../../shell-context';
import type { RowStore } from '../data/row-store';
import type { HistoryStep } from '../history/edit-history';
import type { CellRange } from '../keyboard/selection';
import { deleteRows, keysOf } from './row-actions';
import type { RecordPaths } from './row-changes';
import { newRow } from './new-row';

export interface RowCommandOptions {
  meta: TableMeta;
  store: RowStore;
  paths: RecordPaths;
  range: CellRange;
  confirm: ReturnType<typeof useConfirm>[0];
  /** Keeps the command as one undoable step. */
  record: (step: HistoryStep) => void;
  /** Moves the active cell (and focus) to this row. */
  goToRow: (row: number) => void;
  /** Values a new record starts with (a group's grid: the group's value). */
  newRecordValues?: Record<string, unknown>;
  /** Inserts the new row at this index (useCellEditing's insertNew), recording the step once saved. */
  insertNew: (rowIndex: number) => Promise<void>;
}

/**
 * The footer's row commands: add an empty record, delete the selected ones after confirming. Both are undoable
 * steps (the added record is deleted again, the deleted ones come back under their own keys) and show the
 * server's message when refused.
 *
 * A new record's row is drawn and made active at once, before the server has answered, so that what the user types
 * straight after the click lands in it (it used to go to the button while the insert was on its way, and was lost);
 * values typed meanwhile are saved once the insert is (useCellEditing). Refused (a required field is empty), the
 * row stays in the grid, flagged new, and is inserted once filled in.
 */
export function useRowCommands(options: RowCommandOptions) {
  const { meta, store, paths, range, confirm, record, goToRow, newRecordValues, insertNew } = options;
  const { t } = useTranslation();
  const { api, toast } = useShell();
  const pks = useMemo(() => meta.columns.filter((c) => c.pk), [meta.columns]);

  const add = useCallback(async () => {
    const index = store.appendRow(newRow(newRecordValues));
    goToRow(index);
    await insertNew(index);
  }, [goToRow, insertNew, newRecordValues, store]);

  const remove = useCallback(() => {
    const keys = keysOf(
      store,
      range.top,
      range.bottom,
      pks.map((c) => c.title),
    );
    if (!keys.length) return;
    const rowCount = store.totalRows ?? 0;
    confirm({
      title: keys.length === 1 ? t('grid.deleteOneTitle') : t('grid.deleteManyTitle', { count: keys.length }),
      content: t('grid.deleteBody'),
      okText: t('workspace.common.delete'),
      cancelText: t('workspace.common.cancel'),
      danger: true,
      onOk: async () => {
        const removed = { rows: keys };
        const deleted = await deleteRows(api, store, paths, pks, removed);
        if (!deleted.ok) return toast.error(deleted.message);
        record({ updates: [], removed });
        goToRow(Math.min(range.top, Math.max(0, rowCount - keys.length - 1)));
      },
    });
  }, [api, confirm, goToRow, paths, pks, range.bottom, range.top, record, store, t, toast]);

  return { add, remove };
}
