import Router from '@koa/router';
import { DEFAULT_QUERY_LIMIT, type AppInfo } from '@basalt/core';
import type { Services } from '../../services';

async function hasUsers({ db }: Services): Promise<boolean> {
  return !!(await db('nc_users').first('id'));
}

export function infoRoutes(services: Services): Router {
  const router = new Router();
  const { config } = services;

  router.get('/api/v1/version', (ctx) => {
    ctx.body = { currentVersion: config.version, releaseVersion: config.version };
  });

  router.get('/api/v1/db/meta/nocodb/info', async (ctx) => {
    const anyUser = await hasUsers(services);
    const info: AppInfo = {
      ncSiteUrl: config.publicUrl ?? `${ctx.protocol}://${ctx.host}`,
      authType: 'jwt',
      connectToExternalDB: true,
      defaultLimit: DEFAULT_QUERY_LIMIT,
      firstUser: !anyUser,
      githubAuthEnabled: !!config.auth.github,
      googleAuthEnabled: !!config.auth.google,
      ncMin: false,
      oneClick: false,
      projectHasAdmin: anyUser,
      teleEnabled: false,
      type: 'rest',
      version: config.version,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = info;
  });
  return router;
}
