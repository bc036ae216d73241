import { useEffect } from 'react';
import type { ApiClient, ColumnMeta, TableMeta } from '@basalt/core';
import { registerTableMeta } from '@basalt/ui';

/**
 * The metas of the tables a grid's links reach, read once per table and API client and handed to the cells
 * (registerTableMeta): a lookup draws its values with the looked-up field's cell, a link knows its related
 * table's key and display field, a formula its sibling fields. Chains of lookups are followed a few tables deep.
 */
const cache = new WeakMap<ApiClient, Map<string, Promise<TableMeta | undefined>>>();

export function loadTableMeta(api: ApiClient, tableId: string): Promise<TableMeta | undefined> {
  let byTable = cache.get(api);
  if (!byTable) cache.set(api, (byTable = new Map()));
  let meta = byTable.get(tableId);
  if (!meta) {
    meta = api
      .get(`/api/v1/db/meta/tables/${encodeURIComponent(tableId)}`)
      .json<TableMeta>()
      .then((read) => {
        registerTableMeta(read);
        return read;
      })
      .catch(() => {
        byTable!.delete(tableId); // read again next time rather than never
        return undefined;
      });
    byTable.set(tableId, meta);
  }
  return meta;
}

const options = (c: ColumnMeta | undefined) => (c?.colOptions ?? {}) as Record<string, string | undefined>;

/** The tables a table's link, lookup and rollup fields read from. */
function relatedTableIds(meta: TableMeta): string[] {
  const byId = new Map(meta.columns.map((c) => [c.id, c]));
  const ids = new Set<string>();
  for (const column of meta.columns) {
    const relation =
      column.uidt === 'LinkToAnotherRecord' ? column : byId.get(options(column).fk_relation_column_id ?? '');
    const related = options(relation).fk_related_model_id;
    if (related && related !== meta.id) ids.add(related);
  }
  return [...ids];
}

const CHAIN_DEPTH = 3;

export async function loadRelatedMetas(api: ApiClient, meta: TableMeta, depth = CHAIN_DEPTH): Promise<void> {
  registerTableMeta(meta);
  if (depth <= 0) return;
  const related = await Promise.all(relatedTableIds(meta).map((id) => loadTableMeta(api, id)));
  await Promise.all(
    related.map((table) =>
      table && table.columns.some((c) => c.uidt === 'Lookup' || c.uidt === 'Rollup')
        ? loadRelatedMetas(api, table, depth - 1)
        : undefined,
    ),
  );
}

/** Reads (once) the metas of the tables `meta`'s fields reach, whenever the table's meta changes. */
export function useRelatedMetas(api: ApiClient, meta: TableMeta): void {
  useEffect(() => {
    void loadRelatedMetas(api, meta);
  }, [api, meta]);
}
