import type { Knex } from 'knex';
import type { AuthUser } from '../auth/users';
import { HttpError, notFound } from '../http/errors';
import { PROJECTS } from '../meta/projects';
import { passwordMatches, SHARE_PASSWORD_HEADER } from './shared-view';

/** The header that makes a request act as a shared base's visitor (docs/API.md "Shared base"). */
export const SHARED_BASE_HEADER = 'xc-shared-base-id';

/** A shared base's password travels in the same header as a shared view's. */
export const SHARED_BASE_PASSWORD_HEADER = SHARE_PASSWORD_HEADER;

/** The roles a base can be shared with; anything else asked for becomes `viewer`. */
export const SHARED_BASE_ROLES = ['viewer', 'editor'] as const;
export type SharedBaseRole = (typeof SHARED_BASE_ROLES)[number];

export const SHARED_BASE_MESSAGES = {
  notFound: 'Shared base not found',
  invalidPassword: 'INVALID_SHARED_BASE_PASSWORD',
} as const;

export const sharedBaseRole = (role: unknown): SharedBaseRole => (role === 'editor' ? 'editor' : 'viewer');

/** What a shared base lets its visitors do: one role, in one project. */
export interface SharedBaseGrant {
  uuid: string;
  projectId: string;
  role: SharedBaseRole;
}

/**
 * A request made through a shared base: it stands in for the session's user (if any), so that it may do what the
 * shared role allows in that one project and nothing else: no system role, no other project, no project list.
 */
export type SharedBaseVisitor = AuthUser & { sharedBase: SharedBaseGrant };

export function sharedBaseGrantOf(user: AuthUser): SharedBaseGrant | undefined {
  return (user as Partial<SharedBaseVisitor>).sharedBase;
}

/** The visitor of a grant; the id names the link and role, so role caches keyed by user id never mix two grants. */
export function sharedBaseVisitor(grant: SharedBaseGrant): SharedBaseVisitor {
  return {
    id: `shared-base:${grant.uuid}:${grant.role}`,
    email: '',
    firstname: null,
    lastname: null,
    roles: '',
    email_verified: false,
    token_version: 0,
    sharedBase: grant,
  };
}

/**
 * The grant a shared-base link gives once the visitor may use it: an unknown link, a disabled share or a deleted
 * project is 404; a protected share needs its password (bcrypt hash on the project row), missing or wrong is 403.
 */
export async function sharedBaseGrant(
  db: Knex,
  uuid: string,
  password: string | undefined,
  rounds: number,
): Promise<SharedBaseGrant> {
  const row = uuid ? await db(PROJECTS).where({ uuid, deleted: false }).first('id', 'roles', 'password') : undefined;
  if (!row) throw notFound(SHARED_BASE_MESSAGES.notFound);
  const hash = row.password ? String(row.password) : undefined;
  if (hash && !(password && (await passwordMatches(password, hash, rounds)))) {
    throw new HttpError(403, SHARED_BASE_MESSAGES.invalidPassword);
  }
  return { uuid, projectId: String(row.id), role: sharedBaseRole(row.roles) };
}
