import { projectCreateSchema, projectUpdateSchema } from '@basalt/core';
import type { AuthUser } from '../auth/users';
import { dropTable } from '../data/ddl';
import { dropRollupStoresTouching } from '../virtual/rollup-store/store';
import { BASE_TYPE, dialectOf } from '../data/dialect';
import { applySchemaChange } from '../data/schema-change';
import { forbidden } from '../http/errors';
import { parseBody } from '../http/validate';
import { basesOfProjects, insertBase } from '../meta/bases';
import { newMetaId, newTablePrefix } from '../meta/ids';
import { listModels } from '../meta/models';
import { addProjectUser } from '../meta/project-users';
import {
  deleteProject,
  getProject,
  insertProject,
  listProjects,
  nextProjectOrder,
  updateProject,
} from '../meta/projects';
import type { Services } from '../services';
import { canCreateProjects, isSuper, projectFor } from './access';
import { PROJECT_MESSAGES, checkedColour, checkedProjectMeta, checkedProjectTitle } from './project-fields';
import { page, projectJson } from './serialise';
import { badRequest } from '../http/errors';

async function projectWithBases({ db }: Services, id: string) {
  const project = (await getProject(db, id))!;
  return projectJson(project, await basesOfProjects(db, [id]));
}

/**
 * Creates a project on the default base: its tables live in the meta DB under a table prefix of its own, and
 * the creator becomes its owner (docs/API.md §1.3).
 */
export async function createProject(services: Services, user: AuthUser, body: unknown) {
  const { db } = services;
  if (!canCreateProjects(user)) throw forbidden('You do not have permission to create projects');
  const input = parseBody(projectCreateSchema, body);
  if (input.external || input.bases?.length) throw badRequest(PROJECT_MESSAGES.external);
  const title = await checkedProjectTitle(db, input.title);
  const color = checkedColour(input.color) ?? null;
  const meta = checkedProjectMeta(input.meta) ?? null;
  const id = newMetaId('project');
  await db.transaction(async (trx) => {
    await insertProject(trx, {
      id,
      title,
      prefix: newTablePrefix(),
      description: input.description ?? null,
      meta,
      color,
      status: input.status ?? null,
      is_meta: true,
      order: await nextProjectOrder(trx),
    });
    await insertBase(trx, {
      id: newMetaId('base'),
      project_id: id,
      alias: null,
      config: null,
      type: BASE_TYPE[dialectOf(db)],
      is_meta: true,
      order: 1,
      inflection_column: 'camelize',
      inflection_table: 'camelize',
    });
    await addProjectUser(trx, id, user.id, 'owner');
  });
  return projectWithBases(services, id);
}

/** The projects the user belongs to; super sees all. */
export async function listProjectsFor({ db }: Services, user: AuthUser) {
  const projects = await listProjects(db, isSuper(user) ? undefined : user.id);
  const bases = await basesOfProjects(
    db,
    projects.map((p) => p.id),
  );
  return page(projects.map((p) => projectJson(p, bases)));
}

export async function readProject(services: Services, user: AuthUser, projectId: string) {
  const project = await projectFor(services.db, user, projectId, 'read');
  return projectWithBases(services, project.id);
}

/** Updates `title`, `color`, `meta` (JSON text or object), `description`, `status`. */
export async function patchProject(services: Services, user: AuthUser, projectId: string, body: unknown) {
  const { db } = services;
  const project = await projectFor(db, user, projectId, 'schema');
  const input = parseBody(projectUpdateSchema, body);
  const patch: Parameters<typeof updateProject>[2] = {};
  if (input.title !== undefined) patch.title = await checkedProjectTitle(db, input.title, project.id);
  if (input.color !== undefined) patch.color = checkedColour(input.color) ?? null;
  if (input.meta !== undefined) patch.meta = checkedProjectMeta(input.meta) ?? null;
  if (input.description !== undefined) patch.description = input.description;
  if (input.status !== undefined) patch.status = input.status;
  await updateProject(db, project.id, patch);
  return projectWithBases(services, project.id);
}

/**
 * Deletes a project: the tables it keeps in the meta DB are dropped with it; tables of external databases are
 * the user's own and stay. Only its owner (or super) may.
 */
export async function removeProject(services: Services, user: AuthUser, projectId: string) {
  const { db } = services;
  const project = await projectFor(db, user, projectId, 'owner');
  const bases = await basesOfProjects(db, [project.id]);
  const tables = (await listModels(db, project.id, { includeMm: true })).filter(
    (m) => bases.find((b) => b.id === m.base_id)?.is_meta,
  );
  await applySchemaChange(db, db, {
    removing: true,
    async data(knex) {
      await dropRollupStoresTouching(
        knex,
        tables.map((t) => t.table_name),
      );
      for (const table of tables) await dropTable(knex, table.table_name);
    },
    meta: (trx) => deleteProject(trx, project.id),
  });
  for (const base of bases) await services.connections.release(base.id);
  return true;
}
