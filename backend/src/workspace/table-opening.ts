import {
  FIRST_ROWS_PAGE_SIZE,
  FIRST_ROWS_QUERY,
  firstRowsPath,
  projectTablesPath,
  tableMetaPath,
  viewColumnsPath,
  viewToOpen,
  type TableOpening,
} from '@basalt/core';
import type { AuthUser } from '../auth/users';
import { listRows } from '../records/list';
import { tableForData } from '../records/resolve';
import { viewMetaOf } from '../records/view-meta';
import type { Services } from '../services';
import { listViewColumnsPage } from '../views/columns';
import { listTablesIn, readTable } from './tables';

/** The first page's query, as the grid asks for it (core's `firstRowsPath`). */
const FIRST_ROWS_ARGS = { limit: String(FIRST_ROWS_PAGE_SIZE), offset: '0' };

/**
 * A table's address opened in a fresh tab (docs/API.md §1.6, "Opening a table"): the project's tables, the table's
 * meta, its view's columns and first rows, each answered under its own path, in one request rather than three
 * round trips one after the other. Each read applies its own endpoint's access rules: the tables' refusal is this
 * request's; a later read that fails is left out, for the client to ask for it and hear why.
 */
export async function readTableOpening(
  services: Services,
  user: AuthUser,
  projectId: string,
  tableTitle: string,
  viewTitle: string | undefined,
): Promise<TableOpening> {
  const reads: TableOpening['reads'] = {};
  const tables = await listTablesIn(services, user, projectId, undefined, false);
  reads[projectTablesPath(projectId)] = tables;
  const tableId = tables.list.find((t) => t.title === tableTitle)?.id;
  if (!tableId) return { reads };
  const table = await readTable(services, user, tableId).catch(() => undefined);
  if (!table) return { reads };
  reads[tableMetaPath(tableId)] = table;
  const view = viewToOpen(table.views, viewTitle);
  if (!view) return { reads };

  const readRows = async () => {
    const data = await tableForData(services.records, user, projectId, tableId, 'read');
    const viewMeta = await viewMetaOf(services.records, data, view.id);
    return listRows(services.records, data, viewMeta, FIRST_ROWS_ARGS, FIRST_ROWS_QUERY);
  };
  const [columns, rows] = await Promise.all([
    listViewColumnsPage(services, user, view.id).catch(() => undefined),
    readRows().catch(() => undefined),
  ]);
  if (columns) reads[viewColumnsPath(view.id)] = columns;
  if (rows) reads[firstRowsPath(projectId, tableId, view.id)] = rows;
  return { reads };
}
