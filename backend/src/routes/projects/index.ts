import Router from '@koa/router';
import { requireAuth } from '../../auth/middleware';
import type { Services } from '../../services';
import { createProject, listProjectsFor, patchProject, readProject, removeProject } from '../../workspace/projects';

const PROJECTS = '/api/v1/db/meta/projects';

/** Projects (docs/API.md §1.3): list, create, read, update, delete; every route needs a signed-in user. */
export function projectRoutes(services: Services): Router {
  const router = new Router();
  router.get([PROJECTS, `${PROJECTS}/`], async (ctx) => {
    ctx.body = await listProjectsFor(services, requireAuth(ctx));
  });
  router.post([PROJECTS, `${PROJECTS}/`], async (ctx) => {
    ctx.body = await createProject(services, requireAuth(ctx), ctx.request.body);
  });
  router.get(`${PROJECTS}/:projectId`, async (ctx) => {
    ctx.body = await readProject(services, requireAuth(ctx), ctx.params.projectId!);
  });
  router.patch(`${PROJECTS}/:projectId`, async (ctx) => {
    ctx.body = await patchProject(services, requireAuth(ctx), ctx.params.projectId!, ctx.request.body);
  });
  router.delete(`${PROJECTS}/:projectId`, async (ctx) => {
    ctx.body = await removeProject(services, requireAuth(ctx), ctx.params.projectId!);
  });
  return router;
}
