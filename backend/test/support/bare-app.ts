import Koa from 'koa';
import { appErrorListener } from '../../src/http/app-errors';
import { consoleLogger } from '../../src/http/logger';

/**
 * A Koa app for testing one middleware alone, treating errors after the headers as createApp's does: a client that
 * leaves early (supertest may close before the server has seen its answer finish) is not printed as a failure.
 */
export function bareApp(): Koa {
  const app = new Koa();
  app.on('error', appErrorListener(consoleLogger));
  return app;
}
