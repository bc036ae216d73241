import { badRequest, unauthorized } from '../http/errors';
import type { OAuthProviderConfig } from './config';

export type OAuthProviderName = 'github' | 'google';

export const PROVIDER_LABELS: Record<OAuthProviderName, string> = { github: 'GitHub', google: 'Google' };

/** Who the provider says signed in: a verified e-mail address and a name. */
export interface OAuthIdentity {
  email: string;
  firstname: string | null;
  lastname: string | null;
}

const TIMEOUT_MS = 10_000;

const short = (text: unknown) => String(text).slice(0, 200);

async function fetchJson(
  label: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; ok: boolean; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw badRequest(`Could not reach ${label}: ${short((err as Error).message)}`);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, ok: res.ok, body };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Exchanges the authorization code for an access token. */
async function accessToken(
  label: string,
  provider: OAuthProviderConfig,
  code: string,
  redirectUri: string | undefined,
): Promise<string> {
  const form = new URLSearchParams({
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
    code,
    grant_type: 'authorization_code',
  });
  if (redirectUri) form.set('redirect_uri', redirectUri);
  const { ok, status, body } = await fetchJson(label, provider.tokenUrl, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      'User-Agent': 'Basalt',
    },
    body: form.toString(),
  });
  const data = asRecord(body);
  const token = text(data.access_token);
  if (ok && token) return token;
  const reason = text(data.error_description) ?? text(data.error) ?? `HTTP ${status}`;
  throw unauthorized(`${label} sign-in failed: ${short(reason)}`);
}

async function getJson(label: string, url: string, token: string, what: string): Promise<unknown> {
  const { ok, status, body } = await fetchJson(label, url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'User-Agent': 'Basalt' },
  });
  if (!ok) throw unauthorized(`Could not read your ${label} ${what} (HTTP ${status})`);
  return body;
}

function splitName(name: string | null): [string | null, string | null] {
  if (!name) return [null, null];
  const [first, ...rest] = name.split(/\s+/);
  return [first || null, rest.join(' ') || null];
}

async function githubIdentity(provider: OAuthProviderConfig, token: string): Promise<OAuthIdentity> {
  const profile = asRecord(await getJson('GitHub', provider.profileUrl, token, 'profile'));
  let email: string | null = null;
  if (provider.emailsUrl) {
    const list = await getJson('GitHub', provider.emailsUrl, token, 'e-mail addresses').catch(() => undefined);
    const verified = (Array.isArray(list) ? list : [])
      .map(asRecord)
      .filter((e) => e.verified === true && text(e.email));
    const chosen = verified.find((e) => e.primary === true) ?? verified[0];
    email = chosen ? text(chosen.email) : null;
  }
  // GitHub only lets a verified address be the public one.
  email ??= text(profile.email);
  if (!email) throw unauthorized('Your GitHub account has no verified e-mail address');
  const [firstname, lastname] = splitName(text(profile.name));
  return { email, firstname: firstname ?? text(profile.login), lastname };
}

async function googleIdentity(provider: OAuthProviderConfig, token: string): Promise<OAuthIdentity> {
  const profile = asRecord(await getJson('Google', provider.profileUrl, token, 'profile'));
  const email = text(profile.email);
  const verified = profile.email_verified === true || profile.email_verified === 'true';
  if (!email || !verified) throw unauthorized('Your Google account has no verified e-mail address');
  const [first, last] = splitName(text(profile.name));
  return { email, firstname: text(profile.given_name) ?? first, lastname: text(profile.family_name) ?? last };
}

/** Code -> access token -> verified identity; a failure at any step is a 400/401 with a readable message. */
export async function identityFromCode(
  name: OAuthProviderName,
  provider: OAuthProviderConfig,
  code: string,
  redirectUri: string | undefined,
): Promise<OAuthIdentity> {
  const token = await accessToken(PROVIDER_LABELS[name], provider, code, redirectUri);
  return name === 'github' ? githubIdentity(provider, token) : googleIdentity(provider, token);
}
