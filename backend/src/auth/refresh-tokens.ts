import type { Knex } from 'knex';
import { randomToken, sha256 } from './tokens';

export const REFRESH_TOKENS = 'nc_refresh_tokens';
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

export type RotateResult =
  { ok: true; userId: string; token: string } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

interface Row {
  id: number;
  user_id: string;
  expires_at: number | string;
  revoked_at: number | string | null;
  rotated: boolean | number;
}

/**
 * Refresh tokens: random values handed out in a cookie, stored only as their sha256. Each refresh rotates the
 * token; presenting a rotated token again means it was copied, so all of the user's tokens go. Tokens revoked
 * otherwise (sign-out, password change) are simply refused.
 */
export function refreshTokenStore(db: Knex, now: () => number = Date.now) {
  async function issue(userId: string, trx: Knex | Knex.Transaction = db): Promise<string> {
    const token = randomToken();
    const at = now();
    // Expired rows are of no use any more, not even to detect reuse.
    await trx(REFRESH_TOKENS).where({ user_id: userId }).where('expires_at', '<=', at).delete();
    await trx(REFRESH_TOKENS).insert({
      user_id: userId,
      token_hash: sha256(token),
      expires_at: at + REFRESH_TOKEN_TTL_MS,
    });
    return token;
  }

  async function revokeAllFor(userId: string): Promise<void> {
    await db(REFRESH_TOKENS)
      .where({ user_id: userId })
      .whereNull('revoked_at')
      .update({ revoked_at: now(), updated_at: db.fn.now() });
  }

  async function find(token: string): Promise<Row | undefined> {
    return db(REFRESH_TOKENS)
      .where({ token_hash: sha256(token) })
      .first('id', 'user_id', 'expires_at', 'revoked_at', 'rotated');
  }

  return {
    issue: (userId: string) => issue(userId),
    revokeAllFor,

    /** Revokes one token; answers its owner, if the token was known. */
    async revoke(token: string): Promise<string | undefined> {
      const row = await find(token);
      if (!row) return undefined;
      await db(REFRESH_TOKENS)
        .where({ id: row.id })
        .whereNull('revoked_at')
        .update({ revoked_at: now(), updated_at: db.fn.now() });
      return row.user_id;
    },

    /** Exchanges a valid token for a new one (the old one is revoked). */
    async rotate(token: string): Promise<RotateResult> {
      const row = await find(token);
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at !== null && row.revoked_at !== undefined) {
        if (!row.rotated || Number(row.rotated) === 0) return { ok: false, reason: 'revoked' };
        await revokeAllFor(row.user_id);
        return { ok: false, reason: 'reused' };
      }
      if (Number(row.expires_at) <= now()) return { ok: false, reason: 'expired' };
      const fresh = await db.transaction(async (trx) => {
        // Only one of two concurrent refreshes with the same token can revoke it; the other one is a reuse.
        const revoked = await trx(REFRESH_TOKENS)
          .where({ id: row.id })
          .whereNull('revoked_at')
          .update({ revoked_at: now(), rotated: true, updated_at: trx.fn.now() });
        return revoked === 1 ? issue(row.user_id, trx) : undefined;
      });
      if (!fresh) {
        await revokeAllFor(row.user_id);
        return { ok: false, reason: 'reused' };
      }
      return { ok: true, userId: row.user_id, token: fresh };
    },
  };
}

export type RefreshTokenStore = ReturnType<typeof refreshTokenStore>;
