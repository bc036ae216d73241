/**
 * What the meta database says of a link column (the same tables on SQLite and PostgreSQL): its foreign key, or its
 * junction table and columns. `?` is the link column's id.
 */
const LINK_STORAGE_SQL = `select fk.column_name as fk, m.table_name as junction, own.column_name as own,
    other.column_name as other
  from nc_col_relations r
  left join nc_columns fk on fk.id = r.fk_child_column_id
  left join nc_models m on m.id = r.fk_mm_model_id
  left join nc_columns own on own.id = r.fk_mm_child_column_id
  left join nc_columns other on other.id = r.fk_mm_parent_column_id
  where r.fk_column_id = ?`;

/** Whether a rollup store is complete (the registry of backend/src/virtual/rollup-store/store.ts). */
const ROLLUP_READY_SQL = 'select 1 from bx_rollup_stores where ready = 1 limit 1';

module.exports = { LINK_STORAGE_SQL, ROLLUP_READY_SQL };
