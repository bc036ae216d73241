import type { Context } from 'koa';
import { REFRESH_TOKEN_TTL_MS } from './refresh-tokens';

export const REFRESH_COOKIE = 'refresh_token';

/** The refresh token cookie: httpOnly, SameSite=Lax, Path=/, 7 days; Secure when the request came over HTTPS. */
export function setRefreshCookie(ctx: Context, token: string): void {
  ctx.cookies.set(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: REFRESH_TOKEN_TTL_MS,
    secure: ctx.secure,
    overwrite: true,
  });
}

export function clearRefreshCookie(ctx: Context): void {
  ctx.cookies.set(REFRESH_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 0,
    expires: new Date(0),
    secure: ctx.secure,
    overwrite: true,
  });
}

export function readRefreshCookie(ctx: Context): string | undefined {
  return ctx.cookies.get(REFRESH_COOKIE) || undefined;
}
