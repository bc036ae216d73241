import type Router from '@koa/router';
import { isValidPassword } from '@basalt/core';
import { badRequest, tooManyRequests } from '../../http/errors';
import type { Services } from '../../services';
import { requireAuth } from '../../auth/middleware';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { startSession } from '../../auth/session';
import { findUserById, passwordHashOf, USERS } from '../../auth/users';
import { authPaths, bodyOf, PASSWORD_RULE_MSG, stringField } from './helpers';

export function passwordChangeRoute(router: Router, { db, config, auth }: Services): void {
  router.post(authPaths('/password/change'), async (ctx) => {
    const user = requireAuth(ctx);
    const body = bodyOf(ctx);
    const currentPassword = stringField(body.currentPassword);
    const newPassword = stringField(body.newPassword);
    if (!currentPassword || !newPassword) throw badRequest('Missing new/old password');
    if (!isValidPassword(newPassword)) throw badRequest(PASSWORD_RULE_MSG);

    // Guessing the current password with a stolen session is throttled like signing in.
    const blocked = auth.throttle.blocked(user.email, ctx.ip);
    if (blocked) {
      ctx.set('Retry-After', String(blocked.retryAfterSeconds));
      throw tooManyRequests(blocked.message);
    }
    if (!(await verifyPassword(currentPassword, await passwordHashOf(db, user.id), config.auth.bcryptRounds))) {
      auth.throttle.failed(user.email, ctx.ip);
      throw badRequest('Current password is wrong');
    }

    const passwordHash = await hashPassword(newPassword, config.auth.bcryptRounds);
    await db(USERS)
      .where({ id: user.id })
      .update({ password: passwordHash, token_version: db.raw('?? + 1', ['token_version']), updated_at: db.fn.now() });
    // Other sessions end; this one goes on with a fresh token and cookie.
    await auth.refreshTokens.revokeAllFor(user.id);
    const updated = (await findUserById(db, user.id))!;
    ctx.body = { msg: 'Password has been updated successfully', token: await startSession(ctx, auth, updated) };
  });
}
