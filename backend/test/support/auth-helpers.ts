import type { Response } from 'supertest';

/** Keys that must never appear in an auth response. */
export const SECRET_KEYS = [
  'password',
  'salt',
  'refresh_token',
  'reset_password_token',
  'reset_password_expires',
  'invite_token',
  'invite_token_expires',
  'email_verification_token',
  'token_hash',
];

/** Every key path of a JSON value whose key is secret, or whose string value looks like a bcrypt hash. */
export function secretsIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretsIn(v, `${path}[${i}]`));
  if (typeof value === 'string') return /^\$2[aby]\$\d\d\$/.test(value) ? [path] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    SECRET_KEYS.includes(key.toLowerCase()) ? [`${path}.${key}`] : secretsIn(v, `${path}.${key}`),
  );
}

/** The payload of a JWT, unverified. */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The `refresh_token` cookie a response sets: its value and attributes. */
export function refreshCookie(res: Response): { value: string; attributes: string } | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = cookies.find((c) => c.startsWith('refresh_token='));
  if (!cookie) return undefined;
  const [pair, ...attributes] = cookie.split(';');
  return { value: pair!.slice('refresh_token='.length), attributes: attributes.join(';').trim() };
}

export const PASSWORD = 'correct horse 1';
