import Router from '@koa/router';
import type { Services } from '../../services';

/** The runtime manifest the shell reads to find each remote, so one remote can move without a shell rebuild. */
export function remotesRoutes({ config }: Services): Router {
  const router = new Router();
  router.get('/remotes.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = config.remotes;
  });
  return router;
}
