import type { Knex } from 'knex';
import type { AuthUser } from '../auth/users';
import { authorise, memberRoles, type ProjectNeed } from '../access/policy';
import { notFound } from '../http/errors';
import { getColumn } from '../meta/columns';
import { getModel } from '../meta/models';
import { getProject } from '../meta/projects';
import type { ColumnRecord, ModelRecord, ProjectRecord } from '../meta/types';

// The rules themselves live in access/policy.ts; these resolve the workspace's records and ask it.
export { ACCESS_MESSAGES, canCreateProjects, isSuper, type ProjectNeed } from '../access/policy';

/** The project, if it exists (404) and the user may do `need` in it (403); super may do everything. */
export async function projectFor(
  db: Knex,
  user: AuthUser,
  projectId: string,
  need: ProjectNeed,
): Promise<ProjectRecord> {
  const project = await getProject(db, projectId);
  if (!project) throw notFound(`Project '${projectId}' not found`);
  await authorise(user, need, () => memberRoles(db, project.id, user));
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
