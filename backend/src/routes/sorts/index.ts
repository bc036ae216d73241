import Router from '@koa/router';
import { requireAuth } from '../../auth/middleware';
import type { Services } from '../../services';
import { createSort, listSorts, patchSort, readSort, removeSort } from '../../views/sorts';

const META = '/api/v1/db/meta';

/** A view's saved sorts (docs/API.md §1.9). */
export function sortRoutes(services: Services): Router {
  const router = new Router();
  router.get(`${META}/views/:viewId/sorts`, async (ctx) => {
    ctx.body = await listSorts(services, requireAuth(ctx), ctx.params.viewId!);
  });
  router.post(`${META}/views/:viewId/sorts`, async (ctx) => {
    ctx.body = await createSort(services, requireAuth(ctx), ctx.params.viewId!, ctx.request.body);
  });
  router.get(`${META}/sorts/:sortId`, async (ctx) => {
    ctx.body = await readSort(services, requireAuth(ctx), ctx.params.sortId!);
  });
  router.patch(`${META}/sorts/:sortId`, async (ctx) => {
    ctx.body = await patchSort(services, requireAuth(ctx), ctx.params.sortId!, ctx.request.body);
  });
  router.delete(`${META}/sorts/:sortId`, async (ctx) => {
    ctx.body = await removeSort(services, requireAuth(ctx), ctx.params.sortId!);
  });
  return router;
}
