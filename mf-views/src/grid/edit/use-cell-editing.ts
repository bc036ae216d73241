import { useCallback, useMemo, useRef } from 'react';
import { extractErrorText, type TableMeta } from '@basalt/core';
import { useShell } from '../../shell-context';
import { rowIdOf, type GridColumn } from '../data/grid-columns';
import type { Row, RowStore } from '../data/row-store';
import type { CellRange } from '../keyboard/selection';
import { checkValue, sameValue } from './check-value';
import { commitRowEdit, type RowEdit } from './commit-edit';
import type { PasteUpdate } from '../clipboard/paste-plan';
import type { StepOrSaving } from '../history/edit-history';
import { isNewRow, newRow, valuesOfNewRow, type NewRow } from '../rows/new-row';
import { linkValueOf, type CellServices } from '@basalt/ui';
import { useRelatedMetas } from '../data/related-meta';
import { heldLinkServices, linkServices, saveHeldLinks, type HeldLinks } from './link-services';

/** The record routes rows are written through (docs/API.md §1.11: `PATCH P/:rowId`). */
export const rowPathOf = (projectId: string, tableId: string) =>
  `/api/v1/db/data/noco/${encodeURIComponent(projectId)}/${encodeURIComponent(tableId)}`;

/**
 * The grid's write commands: set one cell, flip a toggle cell, clear a range. Each becomes one optimistic PATCH per
 * row (commitRowEdit); a refusal puts the old value back and shows the server's message.
 */
export function useCellEditing(
  projectId: string,
  meta: TableMeta,
  store: RowStore,
  columns: readonly GridColumn[],
  /** Hears every change as it starts, as one undoable step once saved (a clear of many rows is one step). */
  onSaved: (step: StepOrSaving) => void = () => undefined,
) {
  const { api, toast } = useShell();
  const pks = useMemo(() => meta.columns.filter((c) => c.pk), [meta.columns]);
  const rowPath = rowPathOf(projectId, meta.id);
  const idOf = useCallback((row: Row) => rowIdOf(row, pks), [pks]);
  useRelatedMetas(api, meta);

  /**
   * Sends the changed values of one row; unchanged values are left out, and nothing is sent if none changed.
   * Answers the saved change (for undo), or undefined.
   */
  // new rows being inserted, by index: edits made meanwhile wait for the insert, then update the saved record
  const inserting = useRef(new Map<number, Promise<void>>());
  // what each of those rows shows meanwhile (the edits made on it too): the saved record replaces only that
  const shownWhileInserting = useRef(new Map<number, NewRow>());
  // links picked on new rows, by index: sent once the row is inserted (spec §4)
  const heldLinks = useRef(new Map<number, HeldLinks>());
  // a new row shows its held links in their cells; they are sent through the nested routes, not with the insert
  const insertableValues = useCallback(
    (row: NewRow) => {
      const values = valuesOfNewRow(row);
      for (const column of meta.columns) if (column.uidt === 'LinkToAnotherRecord') delete values[column.title];
      return values;
    },
    [meta.columns],
  );
  const saveRow = useCallback(
    async (rowIndex: number, values: Record<string, unknown>): Promise<PasteUpdate | undefined> => {
      // a row the server has not taken yet: its values are kept and it is inserted once they are accepted
      if (inserting.current.has(rowIndex) || isNewRow(store.rowAt(rowIndex))) {
        await insertRef.current(rowIndex, values);
        return undefined;
      }
      const row = store.rowAt(rowIndex);
      const rowId = row && idOf(row);
      if (!row || !rowId) return undefined;
      const changed = Object.entries(values).filter(([title, value]) => !sameValue(row[title], value));
      if (!changed.length) return undefined;
      const edit: RowEdit = {
        rowIndex,
        rowId,
        before: Object.fromEntries(changed.map(([title]) => [title, row[title] ?? null])),
        after: Object.fromEntries(changed),
      };
      const outcome = await commitRowEdit(api, store, rowPath, edit, idOf);
      if (!outcome.ok) {
        toast.error(outcome.message);
        return undefined;
      }
      return { ...edit, key: Object.fromEntries(pks.map((pk) => [pk.title, row[pk.title]])) };
    },
    [api, idOf, pks, rowPath, store, toast],
  );

  /** Adds `values` to a new row and inserts it (`POST P`); refused, it stays new with them and the message shows. */
  const insertNewRow = useCallback(
    async (rowIndex: number, values: Record<string, unknown>): Promise<void> => {
      const before = inserting.current.get(rowIndex);
      if (before) {
        // shown at once, sent once the record exists
        const shown = store.rowAt(rowIndex);
        if (isNewRow(shown) && shown === shownWhileInserting.current.get(rowIndex)) {
          const withEdit = newRow({ ...valuesOfNewRow(shown), ...values });
          store.setRow(rowIndex, withEdit);
          shownWhileInserting.current.set(rowIndex, withEdit);
        }
        await before;
        await saveRowRef.current(rowIndex, values);
        return;
      }
      const row = store.rowAt(rowIndex);
      if (!isNewRow(row)) return;
      const next = newRow({ ...valuesOfNewRow(row), ...values });
      store.setRow(rowIndex, next);
      shownWhileInserting.current.set(rowIndex, next);
      const insert = (async () => {
        try {
          const saved = await api.post(rowPath, { json: insertableValues(next) }).json<Row>();
          if (store.rowAt(rowIndex) === shownWhileInserting.current.get(rowIndex)) store.setRow(rowIndex, saved);
          onSaved({ updates: [], added: { rows: [saved] } });
          const held = heldLinks.current.get(rowIndex);
          const savedId = idOf(saved);
          if (held?.size && savedId) {
            heldLinks.current.delete(rowIndex);
            await saveHeldLinks(api, rowPath, savedId, held);
            await refreshRowRef.current(rowIndex, savedId);
          }
        } catch (err) {
          toast.error(await extractErrorText(err));
        }
      })();
      inserting.current.set(rowIndex, insert);
      await insert;
      inserting.current.delete(rowIndex);
      shownWhileInserting.current.delete(rowIndex);
    },
    [api, idOf, insertableValues, onSaved, rowPath, store, toast],
  );
  // the two call each other: through refs, each always reaches the other's latest version
  const saveRowRef = useRef(saveRow);
  saveRowRef.current = saveRow;
  const insertRef = useRef(insertNewRow);
  insertRef.current = insertNewRow;

  /** Inserts a row the grid has just appended as new (the footer's New record): edits typed meanwhile wait for it. */
  const insertNew = useCallback((rowIndex: number) => insertRef.current(rowIndex, {}), []);

  const saveAndRecord = useCallback(
    (rowIndex: number, values: Record<string, unknown>) => {
      onSaved(saveRow(rowIndex, values).then((saved) => (saved ? { updates: [saved] } : undefined)));
    },
    [onSaved, saveRow],
  );

  /** An editor's value, checked through the field's rules: false (and why, in a toast) when it cannot be saved. */
  const commitCell = useCallback(
    (rowIndex: number, col: number, value: unknown): boolean => {
      const { cell, column } = columns[col]!;
      const checked = checkValue(cell, column, value);
      if (!checked.ok) {
        toast.error(checked.error);
        return false;
      }
      saveAndRecord(rowIndex, { [column.title]: checked.value });
      return true;
    },
    [columns, saveAndRecord, toast],
  );

  const toggleCell = useCallback(
    (rowIndex: number, col: number) => {
      const { column } = columns[col]!;
      const row = store.rowAt(rowIndex);
      if (row) saveAndRecord(rowIndex, { [column.title]: !row[column.title] });
    },
    [columns, saveAndRecord, store],
  );

  /** Delete/Backspace: every editable cell of the range that is loaded becomes empty (the field's empty value). */
  const clearRange = useCallback(
    (range: CellRange) => {
      // links are not values to empty: they are unlinked in their picker
      const targets = columns
        .slice(range.left, range.right + 1)
        .filter((c) => c.cell.editMode !== 'readonly' && c.column.uidt !== 'LinkToAnotherRecord');
      if (!targets.length) return;
      const empty: Record<string, unknown> = {};
      for (const { cell, column } of targets) {
        const read = cell.fromText('', column);
        empty[column.title] = read.ok ? read.value : null;
      }
      const saving: Promise<PasteUpdate | undefined>[] = [];
      for (let row = range.top; row <= range.bottom; row++) saving.push(saveRow(row, empty));
      onSaved(Promise.all(saving).then((saved) => ({ updates: saved.filter((s): s is PasteUpdate => !!s) })));
    },
    [columns, onSaved, saveRow],
  );

  /** Reads a record again after its links changed: its lookups, rollups and counts follow them. */
  const refreshRow = useCallback(
    async (rowIndex: number, rowId: string) => {
      try {
        const fresh = await api.get(`${rowPath}/${encodeURIComponent(rowId)}`).json<Row>();
        const current = store.rowAt(rowIndex);
        if (current && idOf(current) === rowId) store.setRow(rowIndex, fresh);
      } catch (err) {
        toast.error(await extractErrorText(err));
      }
    },
    [api, idOf, rowPath, store, toast],
  );

  const refreshRowRef = useRef(refreshRow);
  refreshRowRef.current = refreshRow;

  /** The editors' services for one row: the table's, plus that record's links once it is saved. */
  const servicesFor = useCallback(
    (rowIndex: number, base: CellServices): CellServices => {
      const row = store.rowAt(rowIndex);
      if (isNewRow(row)) {
        let held = heldLinks.current.get(rowIndex);
        if (!held) heldLinks.current.set(rowIndex, (held = new Map()));
        const showHeld: Parameters<typeof heldLinkServices>[2] = (column, records) => {
          const now = store.rowAt(rowIndex);
          if (isNewRow(now)) {
            store.setRow(rowIndex, newRow({ ...valuesOfNewRow(now), [column.title]: linkValueOf(records, column) }));
          }
        };
        return { ...base, links: heldLinkServices(api, held, showHeld) };
      }
      const rowId = row ? idOf(row) : undefined;
      if (!rowId) return base;
      return { ...base, links: linkServices(api, rowPath, rowId, () => void refreshRow(rowIndex, rowId)) };
    },
    [api, idOf, refreshRow, rowPath, store],
  );

  return { commitCell, toggleCell, clearRange, servicesFor, insertNew };
}
