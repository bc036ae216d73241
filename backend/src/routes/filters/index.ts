import Router from '@koa/router';
import { requireAuth } from '../../auth/middleware';
import type { Services } from '../../services';
import {
  createFilter,
  filterGroupChildren,
  listFilters,
  patchFilter,
  readFilter,
  removeFilter,
} from '../../views/filters';

const META = '/api/v1/db/meta';

/** A view's saved filters and filter groups (docs/API.md §1.9). */
export function filterRoutes(services: Services): Router {
  const router = new Router();
  router.get(`${META}/views/:viewId/filters`, async (ctx) => {
    ctx.body = await listFilters(services, requireAuth(ctx), ctx.params.viewId!);
  });
  router.post(`${META}/views/:viewId/filters`, async (ctx) => {
    ctx.body = await createFilter(services, requireAuth(ctx), ctx.params.viewId!, ctx.request.body);
  });
  router.get(`${META}/filters/:filterId/children`, async (ctx) => {
    ctx.body = await filterGroupChildren(services, requireAuth(ctx), ctx.params.filterId!);
  });
  router.get(`${META}/filters/:filterId`, async (ctx) => {
    ctx.body = await readFilter(services, requireAuth(ctx), ctx.params.filterId!);
  });
  router.patch(`${META}/filters/:filterId`, async (ctx) => {
    ctx.body = await patchFilter(services, requireAuth(ctx), ctx.params.filterId!, ctx.request.body);
  });
  router.delete(`${META}/filters/:filterId`, async (ctx) => {
    ctx.body = await removeFilter(services, requireAuth(ctx), ctx.params.filterId!);
  });
  return router;
}
