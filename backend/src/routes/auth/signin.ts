import type Router from '@koa/router';
import { badRequest, tooManyRequests, unauthorized } from '../../http/errors';
import type { Services } from '../../services';
import { verifyPassword } from '../../auth/passwords';
import { startSession } from '../../auth/session';
import { findUserByEmail, passwordHashOf } from '../../auth/users';
import { authPaths, bodyOf, stringField } from './helpers';

/** NocoDB's own words for a wrong password or an unknown address (docs/API.md §1.1), the same for both. */
export const INVALID_CREDENTIALS_MSG = 'Invalid credentials';

export function signinRoute(router: Router, { db, config, auth }: Services): void {
  router.post(authPaths('/user/signin'), async (ctx) => {
    const body = bodyOf(ctx);
    const email = stringField(body.email)?.trim();
    const password = stringField(body.password);
    if (!email || !password) throw unauthorized('Email and password are required');

    const blocked = auth.throttle.blocked(email, ctx.ip);
    if (blocked) {
      ctx.set('Retry-After', String(blocked.retryAfterSeconds));
      throw tooManyRequests(blocked.message);
    }

    const user = await findUserByEmail(db, email);
    // An unknown address costs the same bcrypt comparison as a wrong password.
    const hash = user ? await passwordHashOf(db, user.id) : null;
    const valid = await verifyPassword(password, hash, config.auth.bcryptRounds);
    if (!user || !valid) {
      auth.throttle.failed(email, ctx.ip);
      throw badRequest(INVALID_CREDENTIALS_MSG);
    }
    auth.throttle.succeeded(email);
    ctx.body = { token: await startSession(ctx, auth, user) };
  });
}
