import type { Knex } from 'knex';
import { USERS } from './users';
import { randomToken, sha256 } from './tokens';

export const INVITE_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * Gives an (invited) user a sign-up token; the clear token goes into the invite link, only its hash is kept.
 * For the user-management routes to come.
 */
export async function createInviteToken(db: Knex, userId: string, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db(USERS)
    .where({ id: userId })
    .update({ invite_token: sha256(token), invite_token_expires: now + INVITE_TOKEN_TTL_MS, updated_at: db.fn.now() });
  return token;
}

/** True when `token` is the unexpired invite token of `userId`. */
export async function isValidInvite(db: Knex, userId: string, token: string, now = Date.now()): Promise<boolean> {
  if (!token) return false;
  const row = await db(USERS)
    .where({ id: userId, invite_token: sha256(token) })
    .first('invite_token_expires');
  return !!row && Number(row.invite_token_expires) > now;
}
