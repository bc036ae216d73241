import type { Context } from 'koa';
import { requireAuth } from '../../auth/middleware';
import type { Query } from '../../records/list-args';
import { tableForData, type DataNeed } from '../../records/resolve';
import type { TableMeta } from '../../records/table-meta';
import { viewMetaOf, type ViewMeta } from '../../records/view-meta';
import type { Services } from '../../services';

/** The data API's path prefix (docs/API.md §1.11); the `:orgs` segment is always `noco`. */
export const DATA = '/api/v1/db/data/noco/:projectName/:tableName';
export const DATA_VIEW = `${DATA}/views/:viewName`;
export const BULK = '/api/v1/db/data/bulk/noco/:projectName/:tableName';

export interface Target {
  table: TableMeta;
  view: ViewMeta | undefined;
  query: Query;
}

/** The table (and view) a data request names, once the signed-in user may `need` it. */
export async function targetOf(services: Services, ctx: Context, need: DataNeed): Promise<Target> {
  const user = requireAuth(ctx);
  const { projectName, tableName, viewName } = ctx.params as Record<string, string>;
  const table = await tableForData(services.records, user, projectName!, tableName!, need);
  const view = viewName ? await viewMetaOf(services.records, table, viewName) : undefined;
  return { table, view, query: ctx.query as Query };
}
