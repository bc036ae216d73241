import type { Knex } from 'knex';
import { rolesObject } from '../auth/roles';
import type { AuthUser } from '../auth/users';
import { forbidden, notFound } from '../http/errors';
import { getColumn } from '../meta/columns';
import { getModel } from '../meta/models';
import { projectRolesString } from '../meta/project-users';
import { getProject } from '../meta/projects';
import type { ColumnRecord, ModelRecord, ProjectRecord } from '../meta/types';

/** What a request needs to do in a project: read it, change its tables and fields, or manage the project. */
export type ProjectNeed = 'read' | 'schema' | 'owner';

/** Project roles allowed each need (docs/PRODUCT.md §6: owner and creator can do everything; others read). */
const ALLOWED: Record<ProjectNeed, string[]> = {
  read: ['owner', 'creator', 'editor', 'commenter', 'viewer'],
  schema: ['owner', 'creator'],
  owner: ['owner'],
};

export const isSuper = (user: AuthUser) => rolesObject(user.roles).super === true;

/** Signed-in users with the `user` role (or super) may create projects (docs/PRODUCT.md §6: projectCreate). */
export function canCreateProjects(user: AuthUser): boolean {
  const roles = rolesObject(user.roles);
  return !!(roles.super || roles.user || roles['org-level-creator']);
}

export const ACCESS_MESSAGES = {
  noAccess: 'You do not have access to this project',
  notAllowed: 'You do not have permission to do this in this project',
} as const;

/** The project, if it exists (404) and the user may do `need` in it (403); super may do everything. */
export async function projectFor(
  db: Knex,
  user: AuthUser,
  projectId: string,
  need: ProjectNeed,
): Promise<ProjectRecord> {
  const project = await getProject(db, projectId);
  if (!project) throw notFound(`Project '${projectId}' not found`);
  if (isSuper(user)) return project;
  const roles = Object.keys(rolesObject(await projectRolesString(db, project.id, user.id)));
  if (!roles.length) throw forbidden(ACCESS_MESSAGES.noAccess);
  if (!roles.some((r) => ALLOWED[need].includes(r))) throw forbidden(ACCESS_MESSAGES.notAllowed);
  return project;
}

export async function tableFor(
  db: Knex,
  user: AuthUser,
  tableId: string,
  need: ProjectNeed,
): Promise<{ project: ProjectRecord; model: ModelRecord }> {
  const model = await getModel(db, tableId);
  if (!model) throw notFound(`Table '${tableId}' not found`);
  return { project: await projectFor(db, user, model.project_id, need), model };
}

export async function columnFor(
  db: Knex,
  user: AuthUser,
  columnId: string,
  need: ProjectNeed,
): Promise<{ project: ProjectRecord; model: ModelRecord; column: ColumnRecord }> {
  const column = await getColumn(db, columnId);
  if (!column) throw notFound(`Column '${columnId}' not found`);
  const { project, model } = await tableFor(db, user, column.fk_model_id, need);
  return { project, model, column };
}
