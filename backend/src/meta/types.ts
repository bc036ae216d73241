import type { ColOptions } from './col-options';
/** Meta records as the server holds them: booleans as booleans, JSON meta parsed, timestamps ISO. */

export interface ProjectRecord {
  id: string;
  title: string;
  prefix: string | null;
  status: string | null;
  description: string | null;
  /** As stored: a JSON string (the API answers it as it was saved, docs/API.md §1.3). */
  meta: string | null;
  color: string | null;
  uuid: string | null;
  password: string | null;
  roles: string | null;
  deleted: boolean;
  is_meta: boolean;
  order: number | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface BaseRecord {
  id: string;
  project_id: string;
  alias: string | null;
  /** Connection settings of an external database (JSON); null for the default base. Never sent to clients. */
  config: string | null;
  meta: Record<string, unknown>;
  type: string;
  is_meta: boolean;
  inflection_column: string | null;
  inflection_table: string | null;
  order: number | null;
  enabled: boolean;
  created_at: string | null;
  updated_at: string | null;
}

export interface ModelRecord {
  id: string;
  project_id: string;
  base_id: string;
  table_name: string;
  title: string;
  type: string;
  meta: Record<string, unknown>;
  enabled: boolean;
  mm: boolean;
  tags: string | null;
  pinned: boolean;
  deleted: boolean;
  order: number | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface SelectOptionRecord {
  id: string;
  fk_column_id: string;
  title: string;
  color: string | null;
  order: number | null;
}

export interface ColumnRecord {
  id: string;
  fk_model_id: string;
  base_id: string;
  project_id: string;
  title: string;
  column_name: string | null;
  uidt: string;
  dt: string | null;
  np: string | null;
  ns: string | null;
  clen: string | null;
  cop: string | null;
  pk: boolean;
  pv: boolean;
  rqd: boolean;
  un: boolean;
  ct: string | null;
  ai: boolean;
  unique: boolean;
  cdf: string | null;
  cc: string | null;
  csn: string | null;
  dtx: string | null;
  dtxp: string | null;
  dtxs: string | null;
  au: boolean;
  validate: string | null;
  virtual: boolean;
  deleted: boolean;
  system: boolean;
  meta: Record<string, unknown>;
  order: number | null;
  created_at: string | null;
  updated_at: string | null;
  /** Select options (SingleSelect, MultiSelect), by order. */
  options?: SelectOptionRecord[];
  /** A virtual field's settings (link, lookup, rollup, count, formula: meta/col-options.ts). */
  colOptions?: ColOptions;
}

export interface ViewRecord {
  id: string;
  fk_model_id: string;
  project_id: string;
  base_id: string;
  title: string;
  type: number;
  is_default: boolean;
  show_system_fields: boolean;
  lock_type: string;
  uuid: string | null;
  password: string | null;
  show: boolean;
  order: number | null;
  meta: Record<string, unknown>;
  /** Grid views: the row height setting (0 short, 1 medium, 2 tall, 3 extra tall), null when never set. */
  row_height?: number | null;
  /** Grid views: how many columns after the display column stay frozen (0 to 3; Basalt's own setting). */
  frozen_columns?: number;
  created_at: string | null;
  updated_at: string | null;
}

/** NocoDB's view types (docs/API.md §1.8). */
export const VIEW_TYPES = { form: 1, gallery: 2, grid: 3, kanban: 4, map: 5 } as const;
