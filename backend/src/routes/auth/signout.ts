import type Router from '@koa/router';
import type { Services } from '../../services';
import { clearRefreshCookie, readRefreshCookie } from '../../auth/cookies';
import { currentUser } from '../../auth/middleware';
import { bumpTokenVersion } from '../../auth/users';
import { authPaths } from './helpers';

export function signoutRoute(router: Router, { db, auth }: Services): void {
  router.post(authPaths('/user/signout'), async (ctx) => {
    const cookie = readRefreshCookie(ctx);
    const cookieOwner = cookie ? await auth.refreshTokens.revoke(cookie) : undefined;
    clearRefreshCookie(ctx);
    // Every JWT issued to the user so far stops working.
    const userId = currentUser(ctx)?.id ?? cookieOwner;
    if (userId) await bumpTokenVersion(db, userId);
    ctx.body = { msg: 'Signed out successfully' };
  });
}
