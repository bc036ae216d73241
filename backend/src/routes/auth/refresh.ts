import type Router from '@koa/router';
import { badRequest } from '../../http/errors';
import type { Services } from '../../services';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../auth/cookies';
import { findUserById } from '../../auth/users';
import { authPaths } from './helpers';

const REFUSALS = {
  unknown: 'Invalid refresh token',
  expired: 'Refresh token has expired, please sign in again',
  revoked: 'Refresh token has been revoked, please sign in again',
  reused: 'Refresh token has already been used, please sign in again',
} as const;

export function refreshRoute(router: Router, { db, auth }: Services): void {
  // `/auth/refresh-token` is the path the client of docs/PRODUCT.md §7 calls.
  router.post([...authPaths('/token/refresh'), '/auth/refresh-token'], async (ctx) => {
    const cookie = readRefreshCookie(ctx);
    if (!cookie) throw badRequest('Missing refresh token');
    const result = await auth.refreshTokens.rotate(cookie);
    const user = result.ok ? await findUserById(db, result.userId) : undefined;
    if (!result.ok || !user) {
      clearRefreshCookie(ctx);
      throw badRequest(REFUSALS[result.ok ? 'unknown' : result.reason]);
    }
    setRefreshCookie(ctx, result.token);
    ctx.body = { token: await auth.jwt.sign(user) };
  });
}
