import { useSyncExternalStore } from 'react';
import type { ColumnMeta } from '@basalt/core';

/**
 * The table metas a host has read, so a cell can resolve what its own column meta only names by id: the field a
 * lookup shows (of the related table), a link's related table (its key and display field), a formula's sibling
 * fields (for its result type). Column ids are unique across tables, so one index serves every grid on a page.
 * The host registers metas as it reads them (mf-views: grid/data/related-meta.ts); cells drawn before that fall
 * back to what their value alone tells, and are drawn again when a meta arrives.
 */
export interface KnownTable {
  id: string;
  columns: readonly ColumnMeta[];
}

const tables = new Map<string, KnownTable>();
const columns = new Map<string, { column: ColumnMeta; tableId: string }>();
const listeners = new Set<() => void>();
let version = 0;

export function registerTableMeta(table: KnownTable): void {
  tables.set(table.id, table);
  for (const column of table.columns) columns.set(column.id, { column, tableId: table.id });
  version++;
  for (const listener of listeners) listener();
}

export const knownTable = (id: string | undefined): KnownTable | undefined => (id ? tables.get(id) : undefined);
export const knownColumn = (id: string | undefined): ColumnMeta | undefined =>
  id ? columns.get(id)?.column : undefined;
export const tableOfColumn = (id: string): KnownTable | undefined => knownTable(columns.get(id)?.tableId);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Re-renders the calling cell when a table meta is registered. */
export function useKnownTables(): number {
  return useSyncExternalStore(subscribe, () => version);
}

/** A column's `colOptions` as a record (they differ by type). */
export const optionsOf = (column: ColumnMeta): Record<string, unknown> =>
  column.colOptions && typeof column.colOptions === 'object' ? (column.colOptions as Record<string, unknown>) : {};

/** The field a lookup column shows, when the related table's meta is known. */
export const lookedUpColumn = (lookup: ColumnMeta): ColumnMeta | undefined =>
  knownColumn(String(optionsOf(lookup).fk_lookup_column_id ?? ''));

/** A link column's related table, when its meta is known. */
export const relatedTableOf = (link: ColumnMeta): KnownTable | undefined =>
  knownTable(String(optionsOf(link).fk_related_model_id ?? ''));
