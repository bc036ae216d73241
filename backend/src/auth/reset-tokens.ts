import type { Knex } from 'knex';
import { USERS } from './users';
import { randomToken, sha256 } from './tokens';

export const RESET_TOKEN_TTL_MS = 3600 * 1000;

export type ResetTokenCheck = { ok: true; userId: string } | { ok: false; reason: 'unknown' | 'expired' };

/** Gives the user a new password-reset token (replacing any earlier one) and answers it in clear, once. */
export async function createResetToken(db: Knex, userId: string, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db(USERS)
    .where({ id: userId })
    .update({
      reset_password_token: sha256(token),
      reset_password_expires: now + RESET_TOKEN_TTL_MS,
      updated_at: db.fn.now(),
    });
  return token;
}

export async function checkResetToken(db: Knex, token: string, now = Date.now()): Promise<ResetTokenCheck> {
  if (!token) return { ok: false, reason: 'unknown' };
  const row = await db(USERS)
    .where({ reset_password_token: sha256(token) })
    .first('id', 'reset_password_expires');
  if (!row) return { ok: false, reason: 'unknown' };
  if (!(Number(row.reset_password_expires) > now)) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.id as string };
}

/**
 * Sets the password of the token's owner and consumes the token in one statement, so a token can be used only
 * once even by two requests at the same time. Also invalidates every JWT issued so far. False when the token
 * was already consumed.
 */
export async function consumeResetToken(
  trx: Knex | Knex.Transaction,
  token: string,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  const updated = await trx(USERS)
    .where({ id: userId, reset_password_token: sha256(token) })
    .update({
      password: passwordHash,
      reset_password_token: null,
      reset_password_expires: null,
      token_version: trx.raw('?? + 1', ['token_version']),
      updated_at: trx.fn.now(),
    });
  return updated === 1;
}
