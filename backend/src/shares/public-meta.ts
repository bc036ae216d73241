import { columnsOf } from '../meta/columns';
import { getModel } from '../meta/models';
import type { ColumnRecord, ViewRecord } from '../meta/types';
import { filtersOfView } from '../meta/view-filters';
import { sortsOf } from '../meta/sorts';
import { VIEW_TYPES } from '../meta/types';
import type { Services } from '../services';
import { columnJson, modelJson, viewJson } from '../workspace/serialise';
import type { Visit } from './visitor';

/** The settings of the view's own kind a public page needs (a form's after-submit behaviour; a grid's row height). */
function kindSettings(view: ViewRecord) {
  if (view.type === VIEW_TYPES.form) {
    return {
      fk_view_id: view.id,
      success_msg: typeof view.meta.success_msg === 'string' ? view.meta.success_msg : null,
      show_blank_form: view.meta.show_blank_form === true,
    };
  }
  return { fk_view_id: view.id, row_height: view.row_height ?? null, frozen_columns: view.frozen_columns ?? 0 };
}

/** The table a link or lookup field reaches, through its relation field when it is a lookup or rollup. */
function targetModelOf(column: ColumnRecord, byId: ReadonlyMap<string, ColumnRecord>): string | undefined {
  const options = column.colOptions as { fk_related_model_id?: string; fk_relation_column_id?: string } | undefined;
  if (options?.fk_related_model_id) return options.fk_related_model_id;
  const relation = options?.fk_relation_column_id ? byId.get(options.fk_relation_column_id) : undefined;
  return (relation?.colOptions as { fk_related_model_id?: string } | undefined)?.fk_related_model_id;
}

/**
 * `GET /public/shared-view/:uuid/meta` (docs/API.md §1.12): the view without its password, `view` with its kind's
 * settings, the table with only the fields the view shows (the key always), the view's filters and sorts on those
 * fields, and `relatedMetas`: for each table a shown link or lookup reaches, its key and display fields, which is
 * what a link cell shows. Hidden fields appear nowhere: not as columns, nor in filters and sorts.
 */
export async function sharedViewMeta(services: Services, visit: Visit) {
  const { db } = services;
  const { view, table, shown } = visit;
  const visibleIds = new Set(shown.visible.map((c) => c.id));
  const [columns, filters, sorts] = await Promise.all([
    columnsOf(db, table.model.id),
    filtersOfView(db, view.id),
    sortsOf(db, view.id),
  ]);
  const byId = new Map(columns.map((c) => [c.id, c]));
  const order = new Map(shown.visible.map((c, i) => [c.id, i]));
  const visibleColumns = columns
    .filter((c) => visibleIds.has(c.id))
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const related: Record<string, unknown> = {};
  for (const modelId of new Set(visibleColumns.map((c) => targetModelOf(c, byId)).filter(Boolean) as string[])) {
    const [model, targetColumns] = await Promise.all([getModel(db, modelId), columnsOf(db, modelId)]);
    if (!model) continue;
    related[modelId] = { ...modelJson(model), columns: targetColumns.filter((c) => c.pk || c.pv).map(columnJson) };
  }
  return {
    ...viewJson(view),
    view: kindSettings(view),
    model: { ...modelJson(table.model), columns: visibleColumns.map(columnJson) },
    filters: filters.filter((f) => f.is_group || (f.fk_column_id && visibleIds.has(f.fk_column_id))),
    sorts: sorts.filter((s) => visibleIds.has(s.fk_column_id)),
    relatedMetas: related,
    client: table.dialect === 'sqlite' ? 'sqlite3' : table.dialect === 'mysql' ? 'mysql2' : table.dialect,
  };
}
