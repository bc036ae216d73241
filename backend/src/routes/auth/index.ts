import Router from '@koa/router';
import type { Services } from '../../services';
import { feedbackFormRoute } from './feedback-form';
import { meRoute } from './me';
import { oauthRoutes } from './oauth';
import { passwordChangeRoute } from './password-change';
import { passwordResetRoutes } from './password-reset';
import { refreshRoute } from './refresh';
import { signinRoute } from './signin';
import { signoutRoute } from './signout';
import { signupRoute } from './signup';

/** Sign-up, sign-in/out, me, refresh, password reset and change, OAuth, under `/api/v1/auth` and NocoDB's legacy prefixes. */
export function authRoutes(services: Services): Router {
  const router = new Router();
  // Answers carry tokens and personal data: never cached.
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  signupRoute(router, services);
  signinRoute(router, services);
  signoutRoute(router, services);
  meRoute(router, services);
  refreshRoute(router, services);
  passwordResetRoutes(router, services);
  passwordChangeRoute(router, services);
  oauthRoutes(router, services);
  feedbackFormRoute(router, services);
  return router;
}
