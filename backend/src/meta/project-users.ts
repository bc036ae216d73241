import type { Knex } from 'knex';
import { PROJECT_USERS } from './projects';

/** A project role of docs/PRODUCT.md §6: owner, creator, editor, commenter, viewer. */
export type ProjectRole = 'owner' | 'creator' | 'editor' | 'commenter' | 'viewer';

export async function addProjectUser(db: Knex, projectId: string, userId: string, roles: ProjectRole): Promise<void> {
  await db(PROJECT_USERS).insert({ project_id: projectId, fk_user_id: userId, roles });
}

/** The user's roles in the project as stored (comma-separated), or undefined when not a member. */
export async function projectRolesString(db: Knex, projectId: string, userId: string): Promise<string | undefined> {
  const row = await db(PROJECT_USERS).where({ project_id: projectId, fk_user_id: userId }).first('roles');
  return row ? String(row.roles) : undefined;
}
