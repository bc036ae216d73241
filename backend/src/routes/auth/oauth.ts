import { timingSafeEqual } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { badRequest } from '../../http/errors';
import type { Services } from '../../services';
import type { OAuthProviderConfig } from '../../auth/config';
import { identityFromCode, PROVIDER_LABELS, type OAuthIdentity, type OAuthProviderName } from '../../auth/oauth';
import { unusablePasswordHash } from '../../auth/passwords';
import { startSession } from '../../auth/session';
import { randomToken } from '../../auth/tokens';
import { createUser, findUserByEmail, type AuthUser } from '../../auth/users';
import { bodyOf, stringField } from './helpers';

const STATE_COOKIE = 'oauth_state';
const STATE_TTL_MS = 10 * 60 * 1000;
const SCOPES: Record<OAuthProviderName, string> = { github: 'read:user user:email', google: 'openid email profile' };

function enabledProvider({ config }: Services, name: OAuthProviderName): OAuthProviderConfig {
  const provider = config.auth[name];
  if (!provider) throw badRequest(`${PROVIDER_LABELS[name]} sign-in is not enabled`);
  return provider;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * When the flow was started here (GET /auth/<provider>), the `state` the provider sends back must be the one in
 * the cookie: someone else's code cannot be slipped into this browser (login CSRF).
 */
function checkState(ctx: Context, state: string | undefined): void {
  const expected = ctx.cookies.get(STATE_COOKIE);
  if (!expected && !state) return;
  ctx.cookies.set(STATE_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 0,
    expires: new Date(0),
    overwrite: true,
  });
  if (!expected || !state || !sameText(expected, state))
    throw badRequest('The sign-in request has expired or does not match; please start again');
}

/** The account of the provider's verified address; a new one (with an unusable password) the first time. */
async function userFor({ db, config }: Services, identity: OAuthIdentity): Promise<AuthUser> {
  const existing = await findUserByEmail(db, identity.email);
  if (existing) return existing;
  try {
    return await createUser(db, {
      email: identity.email,
      passwordHash: await unusablePasswordHash(config.auth.bcryptRounds),
      firstname: identity.firstname?.slice(0, 255) ?? null,
      lastname: identity.lastname?.slice(0, 255) ?? null,
      emailVerified: true,
    });
  } catch (err) {
    const raced = await findUserByEmail(db, identity.email);
    if (raced) return raced;
    throw err;
  }
}

export function oauthRoutes(router: Router, services: Services): void {
  for (const name of ['github', 'google'] as const) {
    const paths = [`/auth/${name}`, `/api/v1/auth/${name}`, `/api/v1/db/auth/${name}`];

    // Starts the flow: to the provider's consent page, with a state remembered in a short-lived cookie.
    router.get(paths, (ctx) => {
      const provider = enabledProvider(services, name);
      const state = randomToken();
      ctx.cookies.set(STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: STATE_TTL_MS,
        secure: ctx.secure,
        overwrite: true,
      });
      const url = new URL(provider.authorizeUrl);
      url.searchParams.set('client_id', provider.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', SCOPES[name]);
      url.searchParams.set('state', state);
      if (provider.redirectUri) url.searchParams.set('redirect_uri', provider.redirectUri);
      ctx.redirect(url.toString());
    });

    router.post(
      paths.map((p) => `${p}/genTokenByCode`),
      async (ctx) => {
        const provider = enabledProvider(services, name);
        const body = bodyOf(ctx);
        const param = (key: string) => stringField(body[key]) ?? stringField(ctx.query[key]);
        const code = param('code');
        if (!code) throw badRequest('Missing authorization code');
        checkState(ctx, param('state'));
        const identity = await identityFromCode(name, provider, code, param('redirect_uri') ?? provider.redirectUri);
        const user = await userFor(services, identity);
        ctx.body = { token: await startSession(ctx, services.auth, user) };
      },
    );
  }
}
