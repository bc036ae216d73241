import Router from '@koa/router';
import { SHARED_BASE_PASSWORD_HEADER, sharedBaseGrant } from '../../access/shared-base';
import { requireAuth } from '../../auth/middleware';
import type { Services } from '../../services';
import { siteUrl } from '../auth/helpers';
import { createSharedBase, disableSharedBase, readSharedBase, updateSharedBase } from './manage';

export { sharedBaseVisitorMiddleware } from './visitor';

const SHARED = '/api/v1/db/meta/projects/:projectId/shared';

/**
 * Sharing a whole base by link (docs/API.md "Shared base"): read, create, change and disable the link (owners and
 * creators), and the public read a visitor's page starts with, answering the project the link opens.
 */
export function sharedBaseRoutes(services: Services): Router {
  const router = new Router();
  router.get(SHARED, async (ctx) => {
    ctx.body = await readSharedBase(services, requireAuth(ctx), ctx.params.projectId!, siteUrl(ctx, services));
  });
  router.post(SHARED, async (ctx) => {
    const site = siteUrl(ctx, services);
    ctx.body = await createSharedBase(services, requireAuth(ctx), ctx.params.projectId!, ctx.request.body, site);
  });
  router.patch(SHARED, async (ctx) => {
    const site = siteUrl(ctx, services);
    ctx.body = await updateSharedBase(services, requireAuth(ctx), ctx.params.projectId!, ctx.request.body, site);
  });
  router.delete(SHARED, async (ctx) => {
    ctx.body = await disableSharedBase(services, requireAuth(ctx), ctx.params.projectId!);
  });
  router.get('/api/v1/db/public/shared-base/:uuid/meta', async (ctx) => {
    const password = ctx.get(SHARED_BASE_PASSWORD_HEADER) || undefined;
    const grant = await sharedBaseGrant(services.db, ctx.params.uuid!, password, services.config.auth.bcryptRounds);
    ctx.body = { project_id: grant.projectId, roles: grant.role };
  });
  return router;
}
