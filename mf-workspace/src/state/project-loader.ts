import { projectTheme, roleNames, type Project, type ProjectTheme, type TableListItem } from '@basalt/core';
import type { WorkspaceApi } from '../api/workspace-api';

export interface LoadedProject {
  project: Project;
  roles: string[];
  tables: TableListItem[];
  theme: ProjectTheme;
}

export type ProjectTarget = { projectId: string } | { sharedBaseId: string };

export class SharedBaseNotFound extends Error {}

export const byOrder = (a: TableListItem, b: TableListItem) => (a.order ?? 0) - (b.order ?? 0);

/**
 * docs/PRODUCT.md §4: a shared base is read first and its project_id leads to the project (a 404 means not found);
 * otherwise the project is read by id; then roles, then the table list, then the theme from the project meta.
 */
export async function loadProject(api: WorkspaceApi, target: ProjectTarget): Promise<LoadedProject> {
  let projectId: string;
  if ('sharedBaseId' in target) {
    try {
      projectId = (await api.sharedBaseProjectId(target.sharedBaseId)).project_id;
    } catch (err) {
      if ((err as { response?: Response }).response?.status === 404) throw new SharedBaseNotFound(target.sharedBaseId);
      throw err;
    }
  } else {
    projectId = target.projectId;
  }
  const project = await api.getProject(projectId);
  const me = await api.projectRoles(project.id);
  const roles = roleNames(me.roles as Record<string, boolean> | string | undefined);
  const tables = (await api.listTables(project.id)).list.slice().sort(byOrder);
  return { project, roles, tables, theme: projectTheme(project.meta) };
}
