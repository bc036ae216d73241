import Koa from 'koa';
import cors from '@koa/cors';
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { Knex } from 'knex';
import type { Config } from './config';
import { appErrorListener } from './http/app-errors';
import { apiCompression } from './http/compression';
import { errorMiddleware } from './http/error-middleware';
import { notFound } from './http/errors';
import { consoleLogger, requestLog, type Logger } from './http/logger';
import type { Services } from './services';
import { healthRoutes } from './routes/health';
import { infoRoutes } from './routes/info';
import { remotesRoutes } from './routes/remotes';
import { webAssets } from './static/web-assets';
import { publicFormPage } from './public-pages/form-page';
import { authMiddleware, createAuthKit } from './auth';
import { authRoutes } from './routes/auth';
import { BaseConnections } from './data/connections';
import { projectRoutes } from './routes/projects';
import { tableRoutes } from './routes/tables';
import { openingRoutes } from './routes/opening';
import { columnRoutes } from './routes/columns';
import { SessionCache } from './auth/session-cache';
import { dataRoutes } from './routes/data';
import { filterRoutes } from './routes/filters';
import { sortRoutes } from './routes/sorts';
import { storageRoutes } from './routes/storage';
import { viewRoutes } from './routes/views';
import { shareRoutes } from './routes/shares';
import { publicRoutes } from './routes/public';
import { formRoutes } from './routes/forms';
import { sharedBaseRoutes, sharedBaseVisitorMiddleware } from './routes/shared-base';
import { importRoutes, isImportUpload } from './routes/import';
import { RecordsEngine } from './records/engine';
import { INDEX_SUGGESTION_HEADER } from './records/list-indexes';

export interface AppOptions {
  config: Config;
  db: Knex;
  logger?: Logger;
}

/** Builds the Koa app; it does not listen (server.ts does), so tests drive it in-process. */
export function createApp({ config, db, logger = consoleLogger }: AppOptions): Koa {
  const connections = new BaseConnections(db);
  const records = new RecordsEngine(db, connections);
  const services: Services = {
    config,
    db,
    logger,
    startedAt: new Date(),
    auth: createAuthKit(config, db, logger),
    connections,
    records,
  };
  const app = new Koa({ proxy: true });
  app.on('error', appErrorListener(logger));

  if (config.logRequests) app.use(requestLog(logger));
  // Outside the error mapping, so error answers are compressed like any other; static files are not its business
  // (web-assets serves the copies the build compressed).
  app.use(apiCompression());
  app.use(errorMiddleware(logger));
  // Credentials (the refresh cookie) are never shared with an origin that was not configured explicitly.
  const corsOrigins = new Set(config.corsOrigins);
  app.use(
    cors({
      origin: (ctx) => (corsOrigins.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
      credentials: true,
      // a script on another origin may read an export's file name and the index suggestion for external bases
      exposeHeaders: ['Content-Disposition', INDEX_SUGGESTION_HEADER],
    }),
  );
  // DELETE bodies too: bulk delete names its rows in the body (docs/API.md §1.11). GET and HEAD carry none, so the
  // busiest requests skip the parser's content-type checks.
  const parseBody = koaBody({
    jsonLimit: config.jsonLimitBytes,
    multipart: false,
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
  });
  app.use((ctx, next) =>
    ctx.method === 'GET' || ctx.method === 'HEAD' || isImportUpload(ctx.method, ctx.path)
      ? next()
      : parseBody(ctx, next),
  );
  app.use(authMiddleware({ db, jwt: services.auth.jwt, sessions: new SessionCache(records.watch) }));
  app.use(sharedBaseVisitorMiddleware(services));

  // The data API first: the busiest routes are matched before any other router looks at the path.
  const routers = [
    dataRoutes(services),
    healthRoutes(services),
    infoRoutes(services),
    remotesRoutes(services),
    authRoutes(services),
    projectRoutes(services),
    tableRoutes(services),
    openingRoutes(services),
    columnRoutes(services),
    viewRoutes(services),
    formRoutes(services),
    shareRoutes(services),
    sharedBaseRoutes(services),
    publicRoutes(services),
    sortRoutes(services),
    filterRoutes(services),
    storageRoutes(services),
    importRoutes(services),
  ];
  for (const router of routers) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) throw notFound(`Not found: ${ctx.method} ${ctx.path}`);
    return next();
  });
  app.use(publicFormPage(services, config.webRoot));
  app.use(webAssets(config.webRoot, config.remotes));
  return app;
}
