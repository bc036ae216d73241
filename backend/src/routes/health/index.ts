import Router from '@koa/router';
import type { Services } from '../../services';

export function healthRoutes({ db, startedAt }: Services): Router {
  const router = new Router();
  router.get('/api/v1/health', async (ctx) => {
    await db.raw('select 1');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: 'OK', timestamp: Date.now(), uptime: (Date.now() - startedAt.getTime()) / 1000 };
  });
  return router;
}
