import Router from '@koa/router';
import { requireAuth } from '../../auth/middleware';
import type { Services } from '../../services';
import { listViewColumns, listViewColumnsPage, patchViewColumn, showAll, upsertViewColumn } from '../../views/columns';
import { createGrid, listViews, patchGrid, patchView, removeView } from '../../views/views';

const META = '/api/v1/db/meta';

const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .map((v) => String(v).trim())
    .filter(Boolean);

/**
 * Views (docs/API.md §1.8): list, update, delete; grid views (create, row height) and their column settings
 * (shown, order, width); show-all and hide-all.
 */
export function viewRoutes(services: Services): Router {
  const router = new Router();
  router.get(`${META}/tables/:tableId/views`, async (ctx) => {
    ctx.body = await listViews(services, requireAuth(ctx), ctx.params.tableId!);
  });
  router.post(`${META}/tables/:tableId/grids`, async (ctx) => {
    ctx.body = await createGrid(services, requireAuth(ctx), ctx.params.tableId!, ctx.request.body);
  });
  router.patch(`${META}/views/:viewId`, async (ctx) => {
    ctx.body = await patchView(services, requireAuth(ctx), ctx.params.viewId!, ctx.request.body);
  });
  router.delete(`${META}/views/:viewId`, async (ctx) => {
    ctx.body = await removeView(services, requireAuth(ctx), ctx.params.viewId!);
  });
  for (const [action, show] of [
    ['show-all', true],
    ['hide-all', false],
  ] as const) {
    router.post(`${META}/views/:viewId/${action}`, async (ctx) => {
      const ignore = idsOf(ctx.query.ignoreIds ?? ctx.query['ignoreIds[]']);
      ctx.body = await showAll(services, requireAuth(ctx), ctx.params.viewId!, show, ignore);
    });
  }
  router.patch(`${META}/grids/:viewId`, async (ctx) => {
    ctx.body = await patchGrid(services, requireAuth(ctx), ctx.params.viewId!, ctx.request.body);
  });
  router.get(`${META}/grids/:viewId/grid-columns`, async (ctx) => {
    ctx.body = await listViewColumns(services, requireAuth(ctx), ctx.params.viewId!);
  });
  router.patch(`${META}/grid-columns/:viewColumnId`, async (ctx) => {
    ctx.body = await patchViewColumn(services, requireAuth(ctx), ctx.params.viewColumnId!, ctx.request.body);
  });
  router.get(`${META}/views/:viewId/columns`, async (ctx) => {
    ctx.body = await listViewColumnsPage(services, requireAuth(ctx), ctx.params.viewId!);
  });
  router.post(`${META}/views/:viewId/columns`, async (ctx) => {
    ctx.body = await upsertViewColumn(services, requireAuth(ctx), ctx.params.viewId!, ctx.request.body);
  });
  router.patch(`${META}/views/:viewId/columns/:viewColumnId`, async (ctx) => {
    const { viewId, viewColumnId } = ctx.params as Record<string, string>;
    ctx.body = await patchViewColumn(services, requireAuth(ctx), viewColumnId!, ctx.request.body, viewId);
  });
  return router;
}
