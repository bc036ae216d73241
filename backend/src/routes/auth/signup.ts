import type Router from '@koa/router';
import { isValidEmail, isValidPassword } from '@basalt/core';
import { badRequest } from '../../http/errors';
import type { Services } from '../../services';
import { isValidInvite } from '../../auth/invites';
import { hashPassword } from '../../auth/passwords';
import { startSession } from '../../auth/session';
import { sha256 } from '../../auth/tokens';
import { createUser, findUserByEmail, findUserById, USERS, type AuthUser } from '../../auth/users';
import { authPaths, bodyOf, nameField, PASSWORD_RULE_MSG, stringField } from './helpers';

/** An invited user (created without a password by an admin) completes the account with the invite token. */
async function completeInvite(
  { db }: Services,
  user: AuthUser,
  invite: string,
  fields: { passwordHash: string; firstname: string | null; lastname: string | null },
): Promise<AuthUser> {
  if (!(await isValidInvite(db, user.id, invite))) throw badRequest('Invalid invite url');
  const updated = await db(USERS)
    .where({ id: user.id, invite_token: sha256(invite) })
    .update({
      password: fields.passwordHash,
      firstname: fields.firstname ?? user.firstname,
      lastname: fields.lastname ?? user.lastname,
      invite_token: null,
      invite_token_expires: null,
      email_verified: true,
      updated_at: db.fn.now(),
    });
  if (updated !== 1) throw badRequest('Invalid invite url');
  return (await findUserById(db, user.id))!;
}

export function signupRoute(router: Router, services: Services): void {
  const { db, config, auth } = services;

  router.post(authPaths('/user/signup'), async (ctx) => {
    const body = bodyOf(ctx);
    const email = stringField(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !isValidEmail(email)) throw badRequest('Invalid email');
    if (!isValidPassword(password)) throw badRequest(PASSWORD_RULE_MSG);
    const firstname = nameField(body.firstname, 'firstname');
    const lastname = nameField(body.lastname, 'lastname');
    const invite = stringField(body.token);

    const existing = await findUserByEmail(db, email);
    if (existing && !invite) throw badRequest('User already exist');
    const passwordHash = await hashPassword(password, config.auth.bcryptRounds);

    let user: AuthUser;
    if (existing) {
      user = await completeInvite(services, existing, invite!, { passwordHash, firstname, lastname });
    } else {
      try {
        user = await createUser(db, { email, passwordHash, firstname, lastname });
      } catch (err) {
        // Two sign-ups with the same address at once: the unique index lets one through.
        if (await findUserByEmail(db, email)) throw badRequest('User already exist');
        throw err;
      }
    }
    ctx.body = { token: await startSession(ctx, auth, user) };
  });
}
