import type { ApiClient, ColumnMeta, ListResponse, TableListItem, TableMeta } from '@basalt/core';

const META = '/api/v1/db/meta';
const enc = encodeURIComponent;

/** What the settings of computed fields need to know of the project: this table, its fields, the other tables. */
export interface TableSource {
  tableId: string;
  columns: readonly ColumnMeta[];
  /** The project's tables (junction tables left out), for a link's other side. */
  listTables: () => Promise<TableListItem[]>;
  /** A linked table's fields, for a lookup's or rollup's field. */
  tableMeta: (tableId: string) => Promise<TableMeta>;
}

/** The source read through the meta API (docs/API.md §1.5–1.6). */
export function tableSourceOf(api: ApiClient, meta: TableMeta): TableSource {
  const projectId = meta.project_id ?? meta.base_id ?? '';
  return {
    tableId: meta.id,
    columns: meta.columns,
    listTables: async () => {
      const { list } = await api.get(`${META}/projects/${enc(projectId)}/tables`).json<ListResponse<TableListItem>>();
      return list.filter((table) => !table.mm && table.type !== 'view');
    },
    tableMeta: (tableId) => api.get(`${META}/tables/${enc(tableId)}`).json<TableMeta>(),
  };
}
