/** Meta entities as the v1 meta API answers them (docs/API.md §1.3, §1.6, §1.7). */

export interface PageInfo {
  totalRows: number;
  page: number;
  pageSize: number;
  isFirstPage: boolean;
  isLastPage: boolean;
}

export interface ListResponse<T> {
  list: T[];
  pageInfo: PageInfo;
}

export interface Base {
  id: string;
  project_id: string;
  alias?: string | null;
  type: 'sqlite3' | 'pg' | 'mysql2' | 'mssql' | 'vitess' | string;
  is_meta?: boolean | number;
  order?: number;
  enabled?: boolean | number;
}

export interface ProjectTheme {
  primaryColor: string;
  accentColor: string;
}

export interface Project {
  id: string;
  title: string;
  prefix?: string;
  description?: string | null;
  color?: string | null;
  meta?: string | Record<string, unknown> | null;
  status?: string | null;
  order?: number;
  bases?: Base[];
  created_at?: string;
  updated_at?: string;
}

export interface TableListItem {
  id: string;
  title: string;
  table_name: string;
  project_id?: string;
  base_id?: string;
  type?: 'table' | 'view';
  order?: number;
  mm?: boolean | number;
}

export interface ColumnMeta {
  id: string;
  title: string;
  column_name: string;
  uidt: string;
  dt?: string;
  pk?: boolean | number;
  pv?: boolean | number;
  ai?: boolean | number;
  rqd?: boolean | number;
  system?: boolean | number;
  cdf?: string | null;
  dtxp?: string | null;
  meta?: Record<string, unknown> | string | null;
  colOptions?: unknown;
  order?: number;
}

export interface ViewMeta {
  id: string;
  title: string;
  type: number;
  fk_model_id: string;
  order?: number;
  lock_type?: string;
  is_default?: boolean | number;
  /** Grid views (docs/API.md §1.8): the row height setting, null when never set. */
  row_height?: number | null;
  /** Grid views: how many columns after the display column stay frozen, 0 to 3 (Basalt's own setting). */
  frozen_columns?: number;
}

/** A column's settings in a view (`GET /views/:viewId/columns`, docs/API.md §1.8). */
export interface ViewColumnMeta {
  id: string;
  fk_view_id: string;
  fk_column_id: string;
  show: boolean;
  order: number | null;
  width: string | null;
  help: string | null;
  label: string | null;
  /** The grid groups its rows by this field; at most one field of a view has it. */
  group_by: boolean;
  /** 1 for the grouping field, null otherwise. */
  group_by_order: number | null;
  /** The order of the groups, null when the field does not group. */
  group_by_sort: 'asc' | 'desc' | null;
}

export interface TableMeta extends TableListItem {
  columns: ColumnMeta[];
  columnsById?: Record<string, ColumnMeta>;
  views?: ViewMeta[];
}
