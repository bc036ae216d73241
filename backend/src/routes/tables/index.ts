import Router from '@koa/router';
import { requireAuth } from '../../auth/middleware';
import type { Services } from '../../services';
import { createTableIn, deleteTable, listTablesIn, readTable, renameTable, reorderTable } from '../../workspace/tables';

const META = '/api/v1/db/meta';
const IN_PROJECT = [`${META}/projects/:projectId/tables`, `${META}/projects/:projectId/:baseId/tables`];

/** Tables (docs/API.md §1.6): list and create in a project (or one of its bases), read, rename, reorder, delete. */
export function tableRoutes(services: Services): Router {
  const router = new Router();
  router.get(IN_PROJECT, async (ctx) => {
    const includeM2M = String(ctx.query.includeM2M ?? '') === 'true';
    ctx.body = await listTablesIn(services, requireAuth(ctx), ctx.params.projectId!, ctx.params.baseId, includeM2M);
  });
  router.post(IN_PROJECT, async (ctx) => {
    const user = requireAuth(ctx);
    ctx.body = await createTableIn(services, user, ctx.params.projectId!, ctx.params.baseId, ctx.request.body);
  });
  router.get(`${META}/tables/:tableId`, async (ctx) => {
    ctx.body = await readTable(services, requireAuth(ctx), ctx.params.tableId!);
  });
  router.patch(`${META}/tables/:tableId`, async (ctx) => {
    ctx.body = await renameTable(services, requireAuth(ctx), ctx.params.tableId!, ctx.request.body);
  });
  router.delete(`${META}/tables/:tableId`, async (ctx) => {
    ctx.body = await deleteTable(services, requireAuth(ctx), ctx.params.tableId!);
  });
  router.post(`${META}/tables/:tableId/reorder`, async (ctx) => {
    ctx.body = await reorderTable(services, requireAuth(ctx), ctx.params.tableId!, ctx.request.body);
  });
  return router;
}
