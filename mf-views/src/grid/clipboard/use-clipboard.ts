import { useCallback, useMemo, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { viewDataPath, type ColumnMeta } from '@basalt/core';
import { useShell } from '../../shell-context';
import type { GridColumn } from '../data/grid-columns';
import type { RowStore } from '../data/row-store';
import type { CellPos, CellRange } from '../keyboard/selection';
import { applyPaste, bulkPathOf } from './apply-paste';
import { copyRange } from './copy-range';
import { fillDown } from './fill';
import { parseTsv } from './tsv';
import { loadRows } from './load-rows';
import { planClear, planPaste, type PasteInput, type PastePlan } from './paste-plan';
import type { StepOrSaving } from '../history/edit-history';

export interface ClipboardOptions {
  projectId: string;
  tableId: string;
  viewId: string;
  store: RowStore;
  columns: readonly GridColumn[];
  pks: readonly ColumnMeta[];
  readOnly: boolean;
  active: CellPos;
  range: CellRange;
  /** Selects the cells a paste covered. */
  select: (range: CellRange) => void;
  /** Hears a paste or cut as it starts: the undoable step once it went through (changed values, rows added). */
  onSaved: (step: StepOrSaving) => void;
}

export interface PasteProgress {
  done: number;
  total: number;
}

const fromEditor = (event: ClipboardEvent) => !!(event.target as HTMLElement).closest?.('.grid-editor');

/**
 * Copy, cut and paste of cell ranges as tab-separated text, the way spreadsheets exchange it (clipboard/tsv.ts):
 * Ctrl/Cmd+C, X and V reach the grid as the browser's clipboard events on its focused cell. A paste converts each
 * value through its field's rules, fills the selected range or grows down from the active cell, adds rows past the
 * last one, and is sent as bulk requests (apply-paste.ts) while `progress` counts the rows done.
 */
export function useGridClipboard(options: ClipboardOptions) {
  const { t } = useTranslation();
  const { api, toast } = useShell();
  const [progress, setProgress] = useState<PasteProgress | undefined>(undefined);
  const { projectId, tableId, viewId, store, columns, pks, readOnly, active, range, select, onSaved } = options;
  const paths = useMemo(() => ({ bulkPath: bulkPathOf(projectId, tableId) }), [projectId, tableId]);
  const viewPath = viewDataPath(projectId, tableId, viewId);

  /** Plans against the rows the store holds, reading the rest of the target first when some are not held. */
  const plan = useCallback(
    async (input: Omit<PasteInput, 'rowAt' | 'rowCount' | 'columns' | 'pks'>): Promise<PastePlan> => {
      const base = { ...input, columns, pks, rowCount: store.totalRows ?? 0 };
      const first = planPaste({ ...base, rowAt: (i) => store.rowAt(i) });
      if (!first.unloaded) return first;
      const rowAt = await loadRows(api, viewPath, first.target.top, first.target.bottom, (i) => store.rowAt(i));
      return planPaste({ ...base, rowAt });
    },
    [api, columns, pks, store, viewPath],
  );

  const send = useCallback(
    async (planned: PastePlan) => {
      if (planned.errors.length) {
        toast.error(t('grid.clipboard.refused', { count: planned.errors.length, message: planned.errors[0]!.message }));
      }
      if (!planned.updates.length && !planned.inserts.length) return;
      const saving = (async () => {
        const outcome = await applyPaste(api, store, paths, planned, (done, total) =>
          setProgress(done < total ? { done, total } : undefined),
        );
        setProgress(undefined);
        if (outcome.ok) return { updates: planned.updates, added: { rows: outcome.insertedKeys } };
        if (outcome.message) toast.error(outcome.message);
        return undefined;
      })();
      onSaved(saving);
      await saving;
    },
    [api, onSaved, paths, store, t, toast],
  );

  const onCopy = useCallback(
    (event: ClipboardEvent) => {
      if (fromEditor(event)) return;
      event.preventDefault();
      const text = copyRange(range, columns, (i) => store.rowAt(i));
      if (text === undefined) toast.info(t('grid.clipboard.loading'));
      else event.clipboardData.setData('text/plain', text);
    },
    [columns, range, store, t, toast],
  );

  const onCut = useCallback(
    (event: ClipboardEvent) => {
      if (fromEditor(event)) return;
      event.preventDefault();
      const text = copyRange(range, columns, (i) => store.rowAt(i));
      if (text === undefined) return toast.info(t('grid.clipboard.loading'));
      event.clipboardData.setData('text/plain', text);
      if (readOnly) return;
      const cleared = planClear({ range, columns, pks, rowCount: store.totalRows ?? 0, rowAt: (i) => store.rowAt(i) });
      void send(cleared);
    },
    [columns, pks, range, readOnly, send, store, t, toast],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent) => {
      if (fromEditor(event) || readOnly) return;
      event.preventDefault();
      const text = event.clipboardData.getData('text/plain');
      if (!text) return;
      const several = range.bottom > range.top || range.right > range.left;
      void (async () => {
        const planned = await plan({ anchor: active, range: several ? range : undefined, text });
        select(planned.target);
        await send(planned);
      })();
    },
    [active, plan, range, readOnly, select, send],
  );

  /**
   * Fill down: the rows under the selection down to `toRow` take its values, continuing number series (the fill
   * handle). With no `toRow`, Ctrl/Cmd+D: the selection's first row fills the rest of it. Never adds rows.
   */
  const fill = useCallback(
    (toRow?: number) => {
      if (readOnly) return;
      const fromRow = toRow === undefined ? range.top : range.bottom;
      const last = toRow ?? range.bottom;
      if (last <= fromRow) return;
      const sourceRange = toRow === undefined ? { ...range, bottom: range.top } : range;
      const text = copyRange(sourceRange, columns, (i) => store.rowAt(i));
      if (text === undefined) return toast.info(t('grid.clipboard.loading'));
      const block = fillDown(parseTsv(text), last - fromRow);
      void (async () => {
        const planned = await plan({ anchor: { row: fromRow + 1, col: range.left }, grid: block, allowInserts: false });
        select({ ...range, bottom: last });
        await send(planned);
      })();
    },
    [columns, plan, range, readOnly, select, send, store, t, toast],
  );

  return { onCopy, onCut, onPaste, fill, progress };
}
