import type Router from '@koa/router';
import { isValidEmail, isValidPassword } from '@basalt/core';
import { badRequest } from '../../http/errors';
import type { Services } from '../../services';
import { resetPasswordMail } from '../../auth/mailer';
import { hashPassword } from '../../auth/passwords';
import { checkResetToken, consumeResetToken, createResetToken, type ResetTokenCheck } from '../../auth/reset-tokens';
import { findUserByEmail } from '../../auth/users';
import { authPaths, bodyOf, PASSWORD_RULE_MSG, siteUrl, stringField } from './helpers';

export const FORGOT_MSG = 'Please check your email to reset the password';

function refusal(check: Exclude<ResetTokenCheck, { ok: true }>): Error {
  return badRequest(check.reason === 'expired' ? 'Password reset url expired' : 'Invalid reset url');
}

export function passwordResetRoutes(router: Router, services: Services): void {
  const { db, config, auth, logger } = services;
  let warned = false;

  // The same answer whether or not the address has an account, so it cannot be used to probe for accounts.
  router.post(authPaths('/password/forgot'), async (ctx) => {
    const email = stringField(bodyOf(ctx).email);
    if (!email || !isValidEmail(email)) throw badRequest('Invalid email');
    const user = await findUserByEmail(db, email);
    if (user) {
      const token = await createResetToken(db, user.id);
      if (!config.publicUrl && !warned) {
        warned = true;
        logger.info(
          'BASALT_PUBLIC_URL is not set: password-reset links use the Host of the request; set it in production',
        );
      }
      const link = `${siteUrl(ctx, services)}/reset-password/${token}`;
      // Not awaited: how long the SMTP server takes must not tell whether the account exists.
      auth.mailer.send(resetPasswordMail(user.email, link)).catch((err: unknown) => {
        logger.error(`Could not send the password-reset mail to ${user.email}`, err);
      });
    }
    ctx.body = { msg: FORGOT_MSG };
  });

  router.post(authPaths('/token/validate/:token'), async (ctx) => {
    const check = await checkResetToken(db, ctx.params.token ?? '');
    if (!check.ok) throw refusal(check);
    ctx.body = true;
  });

  router.post(authPaths('/password/reset/:token'), async (ctx) => {
    const token = ctx.params.token ?? '';
    const check = await checkResetToken(db, token);
    if (!check.ok) throw refusal(check);
    const raw = bodyOf(ctx).password;
    const password = typeof raw === 'string' ? raw : '';
    if (!isValidPassword(password)) throw badRequest(PASSWORD_RULE_MSG);
    const passwordHash = await hashPassword(password, config.auth.bcryptRounds);
    if (!(await consumeResetToken(db, token, check.userId, passwordHash))) throw badRequest('Invalid reset url');
    await auth.refreshTokens.revokeAllFor(check.userId);
    ctx.body = { msg: 'Password has been reset successfully' };
  });
}
