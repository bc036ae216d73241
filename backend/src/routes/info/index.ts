import Router from '@koa/router';
import { DEFAULT_QUERY_LIMIT, type AppInfo } from '@basalt/core';
import type { Services } from '../../services';

async function hasUsers({ db }: Services): Promise<boolean> {
  return !!(await db('nc_users').first('id'));
}

/**
 * What this server can do, as the booleans of the application info (docs/API.md §1.14) say it: each one is true
 * only when the feature answers. Connecting an external database answers "not supported yet", so
 * `connectToExternalDB` is false; no audit trail, telemetry, one-click deploy, minimal mode, enterprise edition or
 * cloud hosting exists, so those are false too. OAuth providers are on when they are configured.
 */
export function featureFlags(services: Services) {
  const { config } = services;
  return {
    connectToExternalDB: false,
    auditEnabled: false,
    teleEnabled: false,
    oneClick: false,
    ncMin: false,
    ee: false,
    isCloud: false,
    githubAuthEnabled: !!config.auth.github,
    googleAuthEnabled: !!config.auth.google,
  };
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
      type: 'rest',
      version: config.version,
      defaultLimit: DEFAULT_QUERY_LIMIT,
      firstUser: !anyUser,
      projectHasAdmin: anyUser,
      ncAttachmentFieldSize: config.maxUploadBytes,
      ...featureFlags(services),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = info;
  });
  return router;
}
