import { parseFilterArrJson } from '@basalt/core';
import { badRequest, notFound } from '../http/errors';
import { filtersOfView, type FilterRecord } from '../meta/view-filters';
import { sortsOf } from '../meta/sorts';
import { viewColumnsOf } from '../meta/view-settings';
import { viewsOf } from '../meta/views';
import type { RecordsEngine } from './engine';
import type { RecordColumn, TableMeta } from './table-meta';
import type { ViewMeta } from './types';

export type { ViewMeta } from './types';

interface FilterNode extends FilterRecord {
  children: FilterNode[];
}

/** The saved filters as the nested list `filterArrJson` takes. */
export function filterTree(filters: FilterRecord[]): FilterNode[] {
  const nodes = new Map(filters.map((f) => [f.id, { ...f, children: [] as FilterNode[] }]));
  const roots: FilterNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.fk_parent_id ? nodes.get(node.fk_parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function visibleColumns(
  table: TableMeta,
  settings: ReadonlyArray<{ fk_column_id: string; show: boolean; order: number | null }>,
): RecordColumn[] {
  const byColumn = new Map(settings.map((s) => [s.fk_column_id, s]));
  const rank = (c: RecordColumn) => byColumn.get(c.id)?.order ?? Number.MAX_SAFE_INTEGER;
  return table.readable
    .filter((c) => c.pk || byColumn.get(c.id)?.show !== false)
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

async function loadView(engine: RecordsEngine, table: TableMeta, viewName: string): Promise<ViewMeta> {
  const { meta } = engine;
  const views = await viewsOf(meta, table.model.id);
  const view = views.find((v) => v.id === viewName) ?? views.find((v) => v.title === viewName);
  if (!view) throw notFound(`View '${viewName}' not found`);
  const [settings, sorts, filters] = await Promise.all([
    viewColumnsOf(meta, view.id),
    sortsOf(meta, view.id),
    filtersOfView(meta, view.id),
  ]);
  const where = parseFilterArrJson(filterTree(filters));
  if ('error' in where) throw badRequest(`The filters of view '${view.title}' cannot be read: ${where.error}`);
  return {
    view,
    visible: visibleColumns(table, settings),
    sorts: sorts.map((s) => ({ field: s.fk_column_id, direction: s.direction })),
    where,
  };
}

/** A view of the table by id or title, cached until metadata changes. */
export function viewMetaOf(engine: RecordsEngine, table: TableMeta, viewName: string): Promise<ViewMeta> {
  return engine.cached(engine.views, `${table.model.id}\u0000${viewName}`, () => loadView(engine, table, viewName));
}
