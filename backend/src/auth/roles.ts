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

/** The roles `userId` holds in project `projectId` (owner, creator, editor, commenter, viewer), from its members. */
export async function projectRolesOf(db: Knex, userId: string, projectId: string): Promise<RolesObject> {
  const row = await db('nc_project_users').where({ project_id: projectId, fk_user_id: userId }).first('roles');
  return rolesObject(row ? String(row.roles) : undefined);
}
