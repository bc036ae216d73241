import type { Middleware } from 'koa';

export interface Logger {
  info(message: string): void;
  error(message: string, err?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, err) => console.error(message, err),
};

/** One line per request: method, path, status, duration. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(`${ctx.method} ${ctx.originalUrl} ${ctx.status} ${ms.toFixed(1)}ms`);
    }
  };
}
