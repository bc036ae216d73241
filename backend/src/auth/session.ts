import type { Context } from 'koa';
import { setRefreshCookie } from './cookies';
import type { AuthKit } from './kit';
import type { AuthUser } from './users';

/** Signs the user in on this client: a new refresh token in the cookie, and the JWT to answer with. */
export async function startSession(ctx: Context, auth: AuthKit, user: AuthUser): Promise<string> {
  const refresh = await auth.refreshTokens.issue(user.id);
  setRefreshCookie(ctx, refresh);
  return auth.jwt.sign(user);
}
