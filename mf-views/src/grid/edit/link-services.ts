import type { ApiClient, ColumnMeta, TableMeta } from '@basalt/core';
import { linkRecordOf, linkTypeOf, type LinkRecord, type LinkServices } from '@basalt/ui';
import { loadTableMeta } from '../data/related-meta';
import { rowIdOf } from '../data/grid-columns';

type Row = Record<string, unknown>;

interface Page {
  list: Row[];
  pageInfo?: { totalRows?: number };
}

/** A related table's row as the picker shows it: its row id and display value (its meta read once). */
async function recordsOf(api: ApiClient, column: ColumnMeta, rows: Row[]): Promise<LinkRecord[]> {
  const relatedId = (column.colOptions as { fk_related_model_id?: string } | undefined)?.fk_related_model_id;
  const related = relatedId ? await loadTableMeta(api, relatedId) : undefined;
  if (!related) return rows.map((row) => linkRecordOf(row, column));
  const pks = related.columns.filter((c) => c.pk);
  const pv = related.columns.find((c) => c.pv) ?? pks[0];
  return rows.map((row) => {
    const label = pv ? row[pv.title] : undefined;
    return {
      id: rowIdOf(row, pks) ?? linkRecordOf(row, column).id,
      label: label === null || label === undefined ? '' : String(label),
    };
  });
}

/**
 * One record's links through the nested data routes (docs/API.md §1.11): its linked records (hm/mm), the records
 * it may link to (`exclude`, paged and searched), link and unlink; `onChanged` hears each saved change (the grid
 * reads the record again so its lookups and rollups follow).
 */
export function linkServices(api: ApiClient, rowPath: string, rowId: string, onChanged: () => void): LinkServices {
  const routeOf = (column: ColumnMeta) =>
    `${rowPath}/${encodeURIComponent(rowId)}/${linkTypeOf(column)}/${encodeURIComponent(column.id)}`;
  return {
    linked: async (column) => {
      const page = await api.get(routeOf(column), { searchParams: { limit: 1000 } }).json<Page>();
      return recordsOf(api, column, page.list);
    },
    candidates: async (column, { search, offset, limit }) => {
      const searchParams: Record<string, string | number> = { offset, limit };
      if (search.trim()) searchParams.search = search.trim();
      const page = await api.get(`${routeOf(column)}/exclude`, { searchParams }).json<Page>();
      return { list: await recordsOf(api, column, page.list), total: page.pageInfo?.totalRows };
    },
    link: async (column, record) => {
      await api.post(`${routeOf(column)}/${encodeURIComponent(record.id)}`);
      onChanged();
    },
    unlink: async (column, record) => {
      await api.delete(`${routeOf(column)}/${encodeURIComponent(record.id)}`);
      onChanged();
    },
  };
}

/** A linked record opened whole: its table's meta, its row, and its own links (to list and open in turn). */
export interface LinkedRecord {
  meta: TableMeta;
  row: Row;
  links: LinkServices;
  /** Saves changed fields of this record through the record route; answers the record as stored. */
  save: (changes: Row) => Promise<Row>;
  /** Reads this record again (after a link of its own changed, its lookups and counts follow). */
  reload: () => Promise<Row>;
}

/**
 * Reads a record a link field points to, to open it stacked on the expanded record: the related table's meta
 * (its project named there) and the row through the record route (docs/API.md §1.11 `GET P/:rowId`).
 */
export async function readLinkedRecord(
  api: ApiClient,
  column: ColumnMeta,
  record: LinkRecord,
): Promise<LinkedRecord | undefined> {
  const relatedId = (column.colOptions as { fk_related_model_id?: string } | undefined)?.fk_related_model_id;
  const meta = relatedId ? await loadTableMeta(api, relatedId) : undefined;
  if (!meta?.project_id) return undefined;
  const rowPath = `/api/v1/db/data/noco/${encodeURIComponent(meta.project_id)}/${encodeURIComponent(meta.id)}`;
  const recordPath = `${rowPath}/${encodeURIComponent(record.id)}`;
  const reload = () => api.get(recordPath).json<Row>();
  return {
    meta,
    row: await reload(),
    links: linkServices(api, rowPath, record.id, () => undefined),
    save: (changes) => api.patch(recordPath, { json: changes }).json<Row>(),
    reload,
  };
}

/** Links picked on a record the server has not taken yet, by link field id: held until it is inserted. */
export type HeldLinks = Map<string, { column: ColumnMeta; records: LinkRecord[] }>;

const dataPathOf = (meta: TableMeta) =>
  `/api/v1/db/data/noco/${encodeURIComponent(meta.project_id ?? '')}/${encodeURIComponent(meta.id)}`;

/**
 * The picker's services for a new record (docs/PRODUCT.md §3, a row's `new` flag): with no row id there are no
 * nested routes yet, so links are held in `held` and the candidates are the related table's records (its list
 * route and quick search); saveHeldLinks sends them once the record is inserted.
 */
export function heldLinkServices(
  api: ApiClient,
  held: HeldLinks,
  /** Hears the records now held for a link field, for the new row's cell to show them before it is saved. */
  onHeld: (column: ColumnMeta, records: LinkRecord[]) => void = () => undefined,
): LinkServices {
  const recordsFor = (column: ColumnMeta) => held.get(column.id)?.records ?? [];
  const hold = (column: ColumnMeta, records: LinkRecord[]) => {
    held.set(column.id, { column, records });
    onHeld(column, records);
  };
  return {
    linked: async (column) => recordsFor(column),
    candidates: async (column, { search, offset, limit }) => {
      const relatedId = (column.colOptions as { fk_related_model_id?: string } | undefined)?.fk_related_model_id;
      const meta = relatedId ? await loadTableMeta(api, relatedId) : undefined;
      if (!meta?.project_id) return { list: [], total: 0 };
      const searchParams: Record<string, string | number> = { offset, limit };
      if (search.trim()) searchParams.search = search.trim();
      const page = await api.get(dataPathOf(meta), { searchParams }).json<Page>();
      return { list: await recordsOf(api, column, page.list), total: page.pageInfo?.totalRows };
    },
    link: async (column, record) => {
      const before = linkTypeOf(column) === 'bt' ? [] : recordsFor(column);
      hold(column, [...before, record]);
    },
    unlink: async (column, record) => {
      hold(
        column,
        recordsFor(column).filter((r) => r.id !== record.id),
      );
    },
  };
}

/** Sends the links held for a record just inserted, through its nested routes, then forgets them. */
export async function saveHeldLinks(api: ApiClient, rowPath: string, rowId: string, held: HeldLinks): Promise<void> {
  const links = linkServices(api, rowPath, rowId, () => undefined);
  const pending = [...held.values()];
  held.clear();
  for (const { column, records } of pending) {
    for (const record of records) await links.link(column, record);
  }
}
