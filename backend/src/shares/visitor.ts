import {
  isQueryError,
  parseFilterArrJson,
  parseSort,
  parseSortArrJson,
  parseWhere,
  validateSort,
  validateWhere,
  type WhereGroup,
} from '@basalt/core';
import { sharedViewFor } from '../access/shared-view';
import { filterOpsFor } from '../data/filters';
import { badRequest } from '../http/errors';
import type { ViewRecord } from '../meta/types';
import { param, type Query } from '../records/list-args';
import { tableOfSharedView } from '../records/resolve';
import type { RecordColumn, TableMeta } from '../records/table-meta';
import { viewMetaOf, type ViewMeta } from '../records/view-meta';
import type { Services } from '../services';

/** What a public request reads through: the shared view, its table, and the view as the records engine applies it. */
export interface Visit {
  view: ViewRecord;
  table: TableMeta;
  shown: ViewMeta;
}

/** The shared view behind a public link, once the access policy let the visitor in (404, then 403). */
export async function visitOf(services: Services, uuid: string, password: string | undefined): Promise<Visit> {
  const view = await sharedViewFor(services.db, uuid, password, services.config.auth.bcryptRounds);
  const table = await tableOfSharedView(services.records, view);
  const shown = await viewMetaOf(services.records, table, view.id);
  return { view, table, shown };
}

export const VISITOR_MESSAGES = {
  hiddenField: (what: string, error: string) => `${what}: ${error} (only the view's visible fields can be used)`,
} as const;

function checked<T>(what: string, result: T): Exclude<T, { error: string }> {
  if (isQueryError(result)) throw badRequest(VISITOR_MESSAGES.hiddenField(what, result.error));
  return result as Exclude<T, { error: string }>;
}

/**
 * Refuses a visitor's own `where`/`filterArrJson`/`sort`/`sortArrJson` when they name a field the view does not show
 * (hidden, or none at all; a member's unknown fields are ignored instead, a visitor's are refused the same way): the
 * records engine checks them against every field of the table (a member may filter on any), but a visitor who could
 * filter or sort by a hidden field could read its values one comparison at a time. The view's own filters and sorts
 * may use hidden fields; they are the owner's, applied by the engine and not the visitor's to change.
 */
export function checkVisitorQuery(visible: readonly RecordColumn[], query: Query): void {
  checkVisitorFilters(visible, query);
  const sort = param(query, 'sort', 's');
  const sortJson = param(query, 'sortArrJson');
  const items = sort
    ? checked('sort', parseSort(sort.length === 1 ? sort[0]! : sort))
    : sortJson
      ? checked('sortArrJson', parseSortArrJson(sortJson[0]))
      : [];
  checked('sort', validateSort(items, visible, { unknownFields: 'error' }));
}

/** The filter half of `checkVisitorQuery` (group lists read `sort` as the order of their groups). */
export function checkVisitorFilters(visible: readonly RecordColumn[], query: Query): void {
  const wheres: WhereGroup[] = [];
  const json = param(query, 'filterArrJson');
  if (json) wheres.push(checked('filterArrJson', parseFilterArrJson(json[0])));
  for (const text of param(query, 'where', 'w', 'filter') ?? []) wheres.push(checked('where', parseWhere(text)));
  for (const where of wheres) checked('where', validateWhere(where, visible, { filterOpsFor, unknownFields: 'error' }));
}
