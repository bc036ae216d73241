import type { Knex } from 'knex';
import type { AuthUser } from '../auth/users';
import { authorise, memberRoles, type Need } from '../access/policy';
import { notFound } from '../http/errors';
import { getBase } from '../meta/bases';
import { columnsOf } from '../meta/columns';
import { listModels } from '../meta/models';
import { getProject, PROJECTS } from '../meta/projects';
import type { ProjectRecord, ViewRecord } from '../meta/types';
import type { RecordsEngine } from './engine';
import { tableMeta, type TableMeta } from './table-meta';
import { loadProjectSchema } from '../virtual/schema';

// The rules themselves live in access/policy.ts (read, write, views, schema); this resolves tables and asks it.
export type { DataNeed } from '../access/policy';

async function loadProject(db: Knex, name: string): Promise<ProjectRecord> {
  const byId = await getProject(db, name);
  if (byId) return byId;
  const row = await db(PROJECTS).where({ title: name, deleted: false }).first('id');
  const byTitle = row ? await getProject(db, String(row.id)) : undefined;
  if (!byTitle) throw notFound(`Project '${name}' not found`);
  return byTitle;
}

async function loadTable(engine: RecordsEngine, project: ProjectRecord, name: string): Promise<TableMeta> {
  const { meta } = engine;
  const models = await listModels(meta, project.id, { includeMm: true });
  const model = models.find((m) => m.id === name) ?? models.find((m) => m.title === name);
  if (!model) throw notFound(`Table '${name}' not found`);
  const [base, columns] = await Promise.all([getBase(meta, model.base_id), columnsOf(meta, model.id)]);
  if (!base) throw notFound(`Table '${name}' not found`);
  // Virtual fields reach other tables' fields: the project's whole schema, read only when the table has one.
  const schema = columns.some((c) => c.virtual) ? await loadProjectSchema(meta, project.id) : undefined;
  return tableMeta(project, base, model, columns, engine.connections.get(base), schema);
}

/** The user's project roles are cached until metadata (membership) changes; super may do everything. */
async function checkAccess(engine: RecordsEngine, user: AuthUser, project: ProjectRecord, need: Need) {
  await authorise(user, need, () =>
    engine.cached(engine.roles, `${user.id}\u0000${project.id}`, () => memberRoles(engine.meta, project.id, user)),
  );
}

/** A project by id or title the user may use for `need` (404, then 403). */
export async function projectForData(
  engine: RecordsEngine,
  user: AuthUser,
  projectName: string,
  need: Need,
): Promise<ProjectRecord> {
  const project = await engine.cached(engine.projects, projectName, () => loadProject(engine.meta, projectName));
  await checkAccess(engine, user, project, need);
  return project;
}

/** A table by project (title or id) and table (title or id), resolved once per metadata generation. */
export async function tableForData(
  engine: RecordsEngine,
  user: AuthUser,
  projectName: string,
  tableName: string,
  need: Need,
): Promise<TableMeta> {
  const project = await projectForData(engine, user, projectName, need);
  return engine.cached(engine.tables, `${project.id}\u0000${tableName}`, () => loadTable(engine, project, tableName));
}

/** A table by id (the meta routes), with the same access rules. */
export async function tableById(engine: RecordsEngine, user: AuthUser, tableId: string, need: Need) {
  const model = await engine.meta('nc_models').where({ id: tableId, deleted: false }).first('project_id');
  if (!model) throw notFound(`Table '${tableId}' not found`);
  return tableForData(engine, user, String(model.project_id), tableId, need);
}

/**
 * The table a shared view shows, for a visitor without a session: only once the access policy let the visitor through
 * (access/shared-view.ts), so no role is checked here.
 */
export async function tableOfSharedView(engine: RecordsEngine, view: ViewRecord): Promise<TableMeta> {
  const project = await engine.cached(engine.projects, view.project_id, () =>
    loadProject(engine.meta, view.project_id),
  );
  return engine.cached(engine.tables, `${project.id}\u0000${view.fk_model_id}`, () =>
    loadTable(engine, project, view.fk_model_id),
  );
}
