import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { LruCache } from '../data/query/lru';
import { verifyPassword } from '../auth/passwords';
import { HttpError, notFound } from '../http/errors';
import type { ViewRecord } from '../meta/types';
import { VIEWS, viewsOf } from '../meta/views';

/** The header a visitor sends a protected share's password in (docs/API.md §1.12). */
export const SHARE_PASSWORD_HEADER = 'xc-password';

export const SHARE_MESSAGES = {
  notFound: 'Shared view not found',
  invalidPassword: 'INVALID_SHARED_VIEW_PASSWORD',
} as const;

/**
 * Passwords already found right, as digests of (hash, password): a visitor's page sends a request per scroll, and
 * bcrypt is meant to be slow. Keyed by the hash too, so a changed password is checked afresh; wrong ones are never kept.
 */
const verified = new LruCache<string, true>(1000);

/** Whether `password` is the one `hash` was made from (shared views and shared bases). */
export async function passwordMatches(password: string, hash: string, rounds: number): Promise<boolean> {
  const key = createHash('sha256').update(`${hash}\u0000${password}`).digest('hex');
  if (verified.get(key)) return true;
  const ok = await verifyPassword(password, hash, rounds);
  if (ok) verified.set(key, true);
  return ok;
}

/**
 * The view a public link names, once the visitor may see it (docs/API.md §1.12): an unknown link, or one whose share
 * was removed, is 404; a protected share needs its password, missing or wrong is 403 with the code clients look for.
 * The password is compared with bcrypt against its hash; the share's row is the only place it lives.
 */
export async function sharedViewFor(
  db: Knex,
  uuid: string,
  password: string | undefined,
  rounds: number,
): Promise<ViewRecord> {
  const row = uuid ? await db(VIEWS).where({ uuid }).first('id', 'fk_model_id') : undefined;
  // through viewsOf: the record as every other route reads it (grid settings included)
  const view = row ? (await viewsOf(db, String(row.fk_model_id))).find((v) => v.id === String(row.id)) : undefined;
  if (!view || !view.uuid) throw notFound(SHARE_MESSAGES.notFound);
  if (view.password && !(password && (await passwordMatches(password, view.password, rounds)))) {
    throw new HttpError(403, SHARE_MESSAGES.invalidPassword);
  }
  return view;
}
