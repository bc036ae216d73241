import type { Context } from 'koa';
import { badRequest } from '../../http/errors';
import type { Services } from '../../services';

/** Auth routes answer under NocoDB's three prefixes. */
export function authPaths(path: string): string[] {
  return [`/api/v1/auth${path}`, `/auth${path}`, `/api/v1/db/auth${path}`];
}

/** The JSON body as an object (anything else counts as empty). */
export function bodyOf(ctx: Context): Record<string, unknown> {
  const body = ctx.request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A string field; anything that is not a non-empty string is undefined. */
export function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An optional name field: trimmed, at most 255 characters, null when absent. */
export function nameField(value: unknown, label: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(`${label} must be text`);
  const trimmed = value.trim();
  if (trimmed.length > 255) throw badRequest(`${label} is too long (255 characters at most)`);
  return trimmed || null;
}

/**
 * Where links in mails point: BASALT_PUBLIC_URL, else the address the request came to (protocol and host; the
 * Koa 3 `ctx.origin` is the Origin header). Host headers can be forged, so production should set the variable.
 */
export function siteUrl(ctx: Context, { config }: Services): string {
  return config.publicUrl ?? `${ctx.protocol}://${ctx.host}`;
}

/** NocoDB's message for a password that is too short. */
export const PASSWORD_RULE_MSG = 'Password : At least 8 letters. ';
