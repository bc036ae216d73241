import Router from '@koa/router';
import { requireAuth } from '../../auth/middleware';
import { listFormColumns, patchFormColumn } from '../../forms/columns';
import { patchFormSettings, readFormSettings } from '../../forms/settings';
import { VIEW_TYPES } from '../../meta/types';
import type { Services } from '../../services';
import { createView } from '../../views/views';

const META = '/api/v1/db/meta';

/** Form views (docs/API.md "Forms"): create, settings, and the form's per-field settings. */
export function formRoutes(services: Services): Router {
  const router = new Router();
  router.post(`${META}/tables/:tableId/forms`, async (ctx) => {
    ctx.body = await createView(services, requireAuth(ctx), ctx.params.tableId!, ctx.request.body, VIEW_TYPES.form);
  });
  router.get(`${META}/forms/:viewId`, async (ctx) => {
    ctx.body = await readFormSettings(services, requireAuth(ctx), ctx.params.viewId!);
  });
  router.patch(`${META}/forms/:viewId`, async (ctx) => {
    ctx.body = await patchFormSettings(services, requireAuth(ctx), ctx.params.viewId!, ctx.request.body);
  });
  router.get(`${META}/forms/:viewId/columns`, async (ctx) => {
    ctx.body = await listFormColumns(services, requireAuth(ctx), ctx.params.viewId!);
  });
  router.patch(`${META}/form-columns/:formColumnId`, async (ctx) => {
    ctx.body = await patchFormColumn(services, requireAuth(ctx), ctx.params.formColumnId!, ctx.request.body);
  });
  return router;
}
