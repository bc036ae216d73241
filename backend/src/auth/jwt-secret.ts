import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export const JWT_SECRET_STORE_KEY = 'nc_auth_jwt_secret';

async function storedSecret(db: Knex): Promise<string | undefined> {
  const row = await db('nc_store').where({ key: JWT_SECRET_STORE_KEY }).first('value');
  return (row?.value as string | null | undefined) || undefined;
}

/**
 * The secret JWTs are signed with: the configured one, else one generated once and kept in `nc_store` so
 * sessions survive restarts and every instance on the same meta DB agrees. Two instances starting together
 * both try to insert; the first insert wins and both read it back.
 */
export function jwtSecretSource(db: Knex, configured: string | undefined): () => Promise<string> {
  let secret: Promise<string> | undefined;
  const load = async (): Promise<string> => {
    if (configured) return configured;
    const existing = await storedSecret(db);
    if (existing) return existing;
    await db('nc_store')
      .insert({ key: JWT_SECRET_STORE_KEY, value: randomBytes(48).toString('base64url') })
      .onConflict('key')
      .ignore();
    const saved = await storedSecret(db);
    if (!saved) throw new Error('could not store the JWT secret');
    return saved;
  };
  return () => {
    secret ??= load().catch((err: unknown) => {
      secret = undefined;
      throw err;
    });
    return secret;
  };
}
