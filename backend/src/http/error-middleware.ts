import type { Middleware } from 'koa';
import { HttpError } from './errors';
import type { Logger } from './logger';

/** Statuses whose framework messages are safe and useful to pass on (bad JSON, body too large...). */
const CLIENT_STATUSES = new Set([400, 401, 403, 404, 405, 409, 413, 415, 422, 429]);

/** Maps every thrown error to `{msg}` and a status; anything unexpected is logged and never sent raw. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (err instanceof HttpError) {
        ctx.status = err.status;
        ctx.body = { msg: err.message, ...err.extra };
        return;
      }
      const status =
        (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
      if (typeof status === 'number' && CLIENT_STATUSES.has(status) && (err as { expose?: boolean }).expose !== false) {
        ctx.status = status;
        ctx.body = { msg: status === 413 ? 'Request body is too large' : (err as Error).message };
        return;
      }
      logger.error(`${ctx.method} ${ctx.path} failed`, err);
      ctx.status = 500;
      ctx.body = { msg: 'Internal server error' };
    }
  };
}
