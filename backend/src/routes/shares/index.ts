import Router from '@koa/router';
import { requireAuth } from '../../auth/middleware';
import type { Services } from '../../services';
import { createShare, deleteShare, listShares, updateShare } from '../../shares/manage';

const META = '/api/v1/db/meta';

/** Sharing a view by link (docs/API.md §1.10): create, change (password, CSV download), remove; a table's shares. */
export function shareRoutes(services: Services): Router {
  const router = new Router();
  router.post(`${META}/views/:viewId/share`, async (ctx) => {
    ctx.body = await createShare(services, requireAuth(ctx), ctx.params.viewId!);
  });
  router.patch(`${META}/views/:viewId/share`, async (ctx) => {
    ctx.body = await updateShare(services, requireAuth(ctx), ctx.params.viewId!, ctx.request.body);
  });
  router.delete(`${META}/views/:viewId/share`, async (ctx) => {
    ctx.body = await deleteShare(services, requireAuth(ctx), ctx.params.viewId!);
  });
  router.get(`${META}/tables/:tableId/share`, async (ctx) => {
    ctx.body = await listShares(services, requireAuth(ctx), ctx.params.tableId!);
  });
  return router;
}
