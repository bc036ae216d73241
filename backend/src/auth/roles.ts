import type { Knex } from 'knex';

export type RolesObject = Record<string, boolean>;

/** The system role of the first user, and of everyone after. */
export const FIRST_USER_ROLES = 'super';
export const DEFAULT_USER_ROLES = 'user';

/** Roles are stored as a comma-separated string and answered as an object: `'a,b'` -> `{a: true, b: true}`. */
export function rolesObject(roles: string | null | undefined): RolesObject {
  const out: RolesObject = {};
  for (const name of (roles ?? '').split(',')) {
    const role = name.trim();
    if (role) out[role] = true;
  }
  return out;
}

/**
 * The roles `userId` holds in project `projectId` (owner, creator, editor, commenter, viewer). There is no
 * project-users table yet, so nobody holds any: extend this when project membership lands.
 */
export async function projectRolesOf(_db: Knex, _userId: string, _projectId: string): Promise<RolesObject> {
  return {};
}
