import Router from '@koa/router';
import { requireAuth } from '../../auth/middleware';
import { badRequest } from '../../http/errors';
import type { Services } from '../../services';
import { readTableOpening } from '../../workspace/table-opening';

/** Basalt's own: the reads that open a table's address, in one request (docs/API.md §1.6, "Opening a table"). */
export function openingRoutes(services: Services): Router {
  const router = new Router();
  router.get('/api/v1/basalt/projects/:projectId/opening', async (ctx) => {
    const user = requireAuth(ctx);
    const { table, view } = ctx.query;
    if (typeof table !== 'string' || !table) throw badRequest('Query parameter "table" (a table title) is required');
    if (view !== undefined && typeof view !== 'string') throw badRequest('Query parameter "view" is given twice');
    ctx.body = await readTableOpening(services, user, ctx.params.projectId!, table, view);
  });
  return router;
}
