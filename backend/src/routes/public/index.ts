import Router from '@koa/router';
import type { Context } from 'koa';
import { SHARE_PASSWORD_HEADER } from '../../access/shared-view';
import { sendCsvDownload } from '../../http/csv-download';
import type { Query } from '../../records/list-args';
import type { Services } from '../../services';
import { sharedViewMeta } from '../../shares/public-meta';
import { sharedCsv, sharedGroups, sharedRows } from '../../shares/public-rows';
import { visitOf } from '../../shares/visitor';
import { formPickerList } from '../../forms/picker';
import { formSubmitRoute, withFormMeta } from './form-submit';

const SHARED_VIEW = '/api/v1/db/public/shared-view/:uuid';

/**
 * Public links to shared views (docs/API.md §1.12): no session; a protected share's password comes in the
 * `xc-password` header on every request. Meta, rows, group counts, CSV download, a form's
 * link pickers and its submissions.
 */
export function publicRoutes(services: Services): Router {
  const router = new Router();
  const visit = (ctx: Context) => visitOf(services, ctx.params.uuid!, ctx.get(SHARE_PASSWORD_HEADER) || undefined);
  router.get(`${SHARED_VIEW}/meta`, async (ctx) => {
    const visited = await visit(ctx);
    ctx.body = await withFormMeta(services, visited, await sharedViewMeta(services, visited));
  });
  router.get(`${SHARED_VIEW}/rows`, async (ctx) => {
    ctx.body = await sharedRows(services, await visit(ctx), ctx.query as Query, ctx.querystring);
  });
  router.get(`${SHARED_VIEW}/groupby`, async (ctx) => {
    ctx.body = await sharedGroups(services, await visit(ctx), ctx.query as Query);
  });
  router.get(`${SHARED_VIEW}/rows/export/csv`, async (ctx) => {
    const started = Date.now();
    sendCsvDownload(ctx, sharedCsv(await visit(ctx), ctx.query as Query), started);
  });
  router.get(`${SHARED_VIEW}/nested/:columnName`, async (ctx) => {
    ctx.body = await formPickerList(services, await visit(ctx), ctx.params.columnName!, ctx.query as Query);
  });
  formSubmitRoute(router, services, SHARED_VIEW, visit);
  return router;
}
