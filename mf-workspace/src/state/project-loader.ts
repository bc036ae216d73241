import {
  INVALID_SHARED_BASE_PASSWORD,
  projectTheme,
  roleNames,
  type Project,
  type ProjectTheme,
  type TableListItem,
} from '@basalt/core';
import type { WorkspaceApi } from '../api/workspace-api';

export interface LoadedProject {
  project: Project;
  roles: string[];
  tables: TableListItem[];
  theme: ProjectTheme;
}

export type ProjectTarget = { projectId: string } | { sharedBaseId: string };

export class SharedBaseNotFound extends Error {}

/** The shared base is protected and the visitor's password (none yet, or the one stored) was refused. */
export class SharedBasePasswordRefused extends Error {}

async function refusesPassword(response: Response | undefined): Promise<boolean> {
  if (response?.status !== 403) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { msg?: unknown } | undefined;
  return body?.msg === INVALID_SHARED_BASE_PASSWORD;
}

export const byOrder = (a: TableListItem, b: TableListItem) => (a.order ?? 0) - (b.order ?? 0);

/**
 * docs/PRODUCT.md §4: a shared base is read first and its project_id leads to the project (a 404 means not found,
 * a 403 INVALID_SHARED_BASE_PASSWORD means its password is needed);
 * otherwise the project is read by id; then roles, then the table list, then the theme from the project meta.
 */
export async function loadProject(api: WorkspaceApi, target: ProjectTarget): Promise<LoadedProject> {
  let projectId: string;
  if ('sharedBaseId' in target) {
    try {
      projectId = (await api.sharedBaseProjectId(target.sharedBaseId)).project_id;
    } catch (err) {
      const response = (err as { response?: Response }).response;
      if (response?.status === 404) throw new SharedBaseNotFound(target.sharedBaseId);
      if (await refusesPassword(response)) throw new SharedBasePasswordRefused(target.sharedBaseId);
      throw err;
    }
  } else {
    projectId = target.projectId;
  }
  const project = await api.getProject(projectId);
  const me = await api.projectRoles(project.id, 'sharedBaseId' in target ? target.sharedBaseId : undefined);
  const roles = roleNames(me.roles as Record<string, boolean> | string | undefined);
  const tables = (await api.listTables(project.id)).list.slice().sort(byOrder);
  return { project, roles, tables, theme: projectTheme(project.meta) };
}
