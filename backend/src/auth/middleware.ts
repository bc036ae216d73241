import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import { unauthorized } from '../http/errors';
import type { JwtService } from './jwt';
import type { SessionCache } from './session-cache';
import { findUserById, type AuthUser } from './users';

/** The session token of a request: `xc-auth`, else `Authorization: Bearer`. */
export function sessionTokenOf(ctx: Context): string | undefined {
  const xcAuth = ctx.get('xc-auth').trim();
  if (xcAuth) return xcAuth;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'));
  return bearer?.[1];
}

/**
 * The user a session token stands for: the signature and expiry must hold, the user must still exist and the
 * token's `token_version` must be the user's current one (sign-out and password changes bump it).
 */
export async function userFromToken(
  db: Knex,
  jwt: JwtService,
  token: string,
  sessions?: SessionCache,
): Promise<AuthUser | undefined> {
  const known = sessions?.get(token);
  if (known) return known;
  const generation = sessions?.generation;
  const claims = await jwt.verify(token);
  if (!claims) return undefined;
  const user = await findUserById(db, claims.id);
  if (!user || user.token_version !== Number(claims.token_version)) return undefined;
  if (sessions && generation !== undefined) sessions.set(token, user, claims.exp, generation);
  return user;
}

/** Sets `ctx.state.user` from a valid session token; requests without one go on as guests. */
export function authMiddleware({
  db,
  jwt,
  sessions,
}: {
  db: Knex;
  jwt: JwtService;
  sessions?: SessionCache;
}): Middleware {
  return async (ctx, next) => {
    const token = sessionTokenOf(ctx);
    ctx.state.user = token ? await userFromToken(db, jwt, token, sessions) : undefined;
    await next();
  };
}

export function currentUser(ctx: Context): AuthUser | undefined {
  return ctx.state.user as AuthUser | undefined;
}

/** The signed-in user, or a 401. */
export function requireAuth(ctx: Context): AuthUser {
  const user = currentUser(ctx);
  if (!user) throw unauthorized('Unauthorized');
  return user;
}

/** `requireAuth` as a route middleware. */
export const requireAuthMiddleware: Middleware = async (ctx, next) => {
  requireAuth(ctx);
  await next();
};
