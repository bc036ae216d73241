import type { Knex } from 'knex';
import { bool, num, str, timestamp } from './rows';
import type { ProjectRecord } from './types';

export const PROJECTS = 'nc_projects';
export const PROJECT_USERS = 'nc_project_users';

function toRecord(row: Record<string, unknown>): ProjectRecord {
  return {
    id: String(row.id),
    title: String(row.title),
    prefix: str(row.prefix),
    status: str(row.status),
    description: str(row.description),
    meta: str(row.meta),
    color: str(row.color),
    uuid: str(row.uuid),
    password: str(row.password),
    roles: str(row.roles),
    deleted: bool(row.deleted),
    is_meta: bool(row.is_meta),
    order: num(row.order),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
  };
}

export type NewProject = Pick<
  ProjectRecord,
  'id' | 'title' | 'prefix' | 'description' | 'meta' | 'color' | 'status' | 'is_meta' | 'order'
>;

export async function insertProject(db: Knex, project: NewProject): Promise<void> {
  await db(PROJECTS).insert({ ...project, deleted: false });
}

export async function getProject(db: Knex, id: string): Promise<ProjectRecord | undefined> {
  const row = await db(PROJECTS).where({ id, deleted: false }).first();
  return row ? toRecord(row) : undefined;
}

/** Every project (super) or the projects `userId` belongs to, in their order then by creation. */
export async function listProjects(db: Knex, userId: string | undefined): Promise<ProjectRecord[]> {
  const query = db(`${PROJECTS} as p`).select('p.*').where('p.deleted', false);
  if (userId !== undefined) {
    query.whereIn('p.id', db(PROJECT_USERS).select('project_id').where({ fk_user_id: userId }));
  }
  const rows = await query.orderBy([
    { column: 'p.order', order: 'asc' },
    { column: 'p.created_at' },
    { column: 'p.id' },
  ]);
  return rows.map(toRecord);
}

export async function projectTitleTaken(db: Knex, title: string, exceptId?: string): Promise<boolean> {
  const rows: Array<{ id: string; title: string }> = await db(PROJECTS).select('id', 'title').where({ deleted: false });
  const wanted = title.trim().toLowerCase();
  return rows.some((r) => r.id !== exceptId && r.title.trim().toLowerCase() === wanted);
}

export async function nextProjectOrder(db: Knex): Promise<number> {
  const row = await db(PROJECTS).max({ max: 'order' }).first();
  return (num(row?.max) ?? 0) + 1;
}

export type ProjectPatch = Partial<Pick<ProjectRecord, 'title' | 'description' | 'meta' | 'color' | 'status'>>;

export async function updateProject(db: Knex, id: string, patch: ProjectPatch): Promise<void> {
  await db(PROJECTS)
    .where({ id })
    .update({ ...patch, updated_at: db.fn.now() });
}

/** Removes the project row; bases, members, tables, columns and views go with it (foreign keys cascade). */
export async function deleteProject(db: Knex, id: string): Promise<void> {
  await db(PROJECTS).where({ id }).delete();
}
