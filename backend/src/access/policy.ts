import type { Knex } from 'knex';
import { rolesObject } from '../auth/roles';
import type { AuthUser } from '../auth/users';
import { forbidden } from '../http/errors';
import { projectRolesString } from '../meta/project-users';
import { sharedBaseGrantOf } from './shared-base';

/**
 * Who may do what in a project (docs/PRODUCT.md §6), in one place: the workspace routes (projects, tables, fields),
 * the records API and the share routes all ask here.
 *
 * - read: see the project, its tables, views and records (every project role);
 * - write: change records (editor and up);
 * - views: change a view's sorts, filters and fields (editor and up);
 * - schema: change tables and fields, create, rename and delete views (owner and creator);
 * - share: publish a view by link, change or remove its link (owner and creator);
 * - owner: manage the project itself (owner only).
 *
 * A shared base's visitor (access/shared-base.ts) holds its shared role (viewer or editor) in that project only.
 */
export type Need = 'read' | 'write' | 'views' | 'schema' | 'share' | 'owner';

/** The needs of the workspace routes (projects, tables, fields, the shared base). */
export type ProjectNeed = Extract<Need, 'read' | 'schema' | 'share' | 'owner'>;

/** The needs of the records API and the view settings. */
export type DataNeed = Extract<Need, 'read' | 'write' | 'views' | 'schema'>;

const ALLOWED: Record<Need, readonly string[]> = {
  read: ['owner', 'creator', 'editor', 'commenter', 'viewer'],
  write: ['owner', 'creator', 'editor'],
  views: ['owner', 'creator', 'editor'],
  schema: ['owner', 'creator'],
  share: ['owner', 'creator'],
  owner: ['owner'],
};

export const ACCESS_MESSAGES = {
  noAccess: 'You do not have access to this project',
  notAllowed: 'You do not have permission to do this in this project',
} as const;

export const isSuper = (user: AuthUser) => rolesObject(user.roles).super === true;

/** Signed-in users with the `user` role (or super) may create projects (docs/PRODUCT.md §6: projectCreate). */
export function canCreateProjects(user: AuthUser): boolean {
  const roles = rolesObject(user.roles);
  return !!(roles.super || roles.user || roles['org-level-creator']);
}

/**
 * The user's roles in the project (none when not a member); a shared base's visitor has the shared role in the
 * shared project and none anywhere else, whatever memberships the session behind it may have.
 */
export async function memberRoles(db: Knex, projectId: string, user: AuthUser): Promise<string[]> {
  const grant = sharedBaseGrantOf(user);
  if (grant) return grant.projectId === projectId ? [grant.role] : [];
  return Object.keys(rolesObject(await projectRolesString(db, projectId, user.id)));
}

/**
 * Throws unless the user may `need` in the project: super may do everything (its roles are then never read), a
 * user without a project role gets "no access", a member whose roles do not allow `need` "not allowed" (both 403).
 * `rolesOf` lets callers cache the roles.
 */
export async function authorise(user: AuthUser, need: Need, rolesOf: () => Promise<string[]>): Promise<void> {
  if (isSuper(user)) return;
  const roles = await rolesOf();
  if (!roles.length) throw forbidden(ACCESS_MESSAGES.noAccess);
  if (!roles.some((r) => ALLOWED[need].includes(r))) throw forbidden(ACCESS_MESSAGES.notAllowed);
}

/**
 * Uploading attachments is a write: a shared base's viewer may not, whereas its editor and every signed-in user may
 * (uploads belong to no project until a record names them).
 */
export function mayUpload(user: AuthUser): boolean {
  const grant = sharedBaseGrantOf(user);
  return !grant || ALLOWED.write.includes(grant.role);
}
