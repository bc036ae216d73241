import { badRequest, forbidden } from '../http/errors';
import { exportCsv, type CsvExport } from '../records/export-csv';
import { groupBy } from '../records/groupby';
import { param, type Query } from '../records/list-args';
import { listRows } from '../records/list';
import type { Services } from '../services';
import { CSV_DOWNLOAD } from './manage';
import { checkVisitorFilters, checkVisitorQuery, VISITOR_MESSAGES, type Visit } from './visitor';

export const PUBLIC_ROWS_MESSAGES = {
  downloadNotAllowed: 'Download is not allowed for this view',
} as const;

/**
 * `GET /public/shared-view/:uuid/rows`: the records engine's list of the view (its filters, sorts and shown fields),
 * with the visitor's own filters and sorts on shown fields, paged as the data API pages.
 */
export function sharedRows(services: Services, visit: Visit, query: Query, queryString: string) {
  checkVisitorQuery(visit.shown.visible, query);
  return listRows(services.records, visit.table, visit.shown, query, queryString);
}

/** `GET /public/shared-view/:uuid/groupby`: group values and counts of a shown field, within the view's rows. */
export function sharedGroups(services: Services, visit: Visit, query: Query) {
  checkVisitorFilters(visit.shown.visible, query);
  const name = param(query, 'column_name')?.[0]?.trim() ?? '';
  const shown = visit.shown.visible.some((c) => [c.column_name, c.title, c.id].includes(name));
  // the engine answers an unknown name itself; a hidden one must read as unknown too
  if (name && !shown) throw badRequest(VISITOR_MESSAGES.hiddenField('column_name', `Column '${name}' not found`));
  return groupBy(services.records, visit.table, visit.shown, query);
}

/** `GET /public/shared-view/:uuid/rows/export/csv`: the view's rows as CSV, when its share allows downloads. */
export function sharedCsv(visit: Visit, query: Query): CsvExport {
  if (visit.view.meta[CSV_DOWNLOAD] !== true) throw forbidden(PUBLIC_ROWS_MESSAGES.downloadNotAllowed);
  checkVisitorQuery(visit.shown.visible, query);
  return exportCsv(visit.table, visit.shown, query);
}
