import Router from '@koa/router';
import { requireAuth } from '../../auth/middleware';
import type { Services } from '../../services';
import { addTableColumn } from '../../workspace/columns/add';
import { alterTableColumn } from '../../workspace/columns/alter';
import { duplicateTableColumn } from '../../workspace/columns/duplicate';
import { deleteTableColumn, makeDisplayColumn, readColumn } from '../../workspace/columns/remove';

const META = '/api/v1/db/meta';

/** Columns (docs/API.md §1.7): add (answers the table), read, alter, delete, duplicate, make display value. */
export function columnRoutes(services: Services): Router {
  const router = new Router();
  router.post(`${META}/tables/:tableId/columns`, async (ctx) => {
    ctx.body = await addTableColumn(services, requireAuth(ctx), ctx.params.tableId!, ctx.request.body);
  });
  router.get(`${META}/columns/:columnId`, async (ctx) => {
    ctx.body = await readColumn(services, requireAuth(ctx), ctx.params.columnId!);
  });
  router.patch(`${META}/columns/:columnId`, async (ctx) => {
    ctx.body = await alterTableColumn(services, requireAuth(ctx), ctx.params.columnId!, ctx.request.body);
  });
  router.delete(`${META}/columns/:columnId`, async (ctx) => {
    ctx.body = await deleteTableColumn(services, requireAuth(ctx), ctx.params.columnId!);
  });
  // the project id is in the path for the wire's sake; the column names its table and project
  router.post(`${META}/duplicate/:projectId/column/:columnId`, async (ctx) => {
    ctx.body = await duplicateTableColumn(services, requireAuth(ctx), ctx.params.columnId!, ctx.request.body);
  });
  router.post(`${META}/columns/:columnId/primary`, async (ctx) => {
    ctx.body = await makeDisplayColumn(services, requireAuth(ctx), ctx.params.columnId!);
  });
  return router;
}
