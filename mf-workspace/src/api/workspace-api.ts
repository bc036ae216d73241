import type { ApiClient, ListResponse, Project, TableListItem, TableMeta } from '@basalt/core';

const META = '/api/v1/db/meta';

/** The meta API calls this remote makes, typed. */
export function workspaceApi(api: ApiClient) {
  return {
    listProjects: () => api.get(`${META}/projects/`).json<ListResponse<Project>>(),
    createProject: (body: { title: string; color?: string; meta?: string }) =>
      api.post(`${META}/projects/`, { json: body }).json<Project>(),
    getProject: (id: string) => api.get(`${META}/projects/${encodeURIComponent(id)}`).json<Project>(),
    updateProject: (id: string, body: Partial<Pick<Project, 'title' | 'color'>> & { meta?: string }) =>
      api.patch(`${META}/projects/${encodeURIComponent(id)}`, { json: body }).json<unknown>(),
    deleteProject: (id: string) => api.delete(`${META}/projects/${encodeURIComponent(id)}`).json<unknown>(),
    sharedBaseProjectId: (uuid: string) =>
      api.get(`/api/v1/db/public/shared-base/${encodeURIComponent(uuid)}/meta`).json<{ project_id: string }>(),
    listTables: (projectId: string) =>
      api.get(`${META}/projects/${encodeURIComponent(projectId)}/tables`).json<ListResponse<TableListItem>>(),
    getTable: (id: string) => api.get(`${META}/tables/${encodeURIComponent(id)}`).json<TableMeta>(),
    createTable: (projectId: string, title: string) =>
      api
        .post(`${META}/projects/${encodeURIComponent(projectId)}/tables`, { json: { table_name: title, title } })
        .json<TableMeta>(),
    renameTable: (id: string, projectId: string, title: string) =>
      api.patch(`${META}/tables/${encodeURIComponent(id)}`, { json: { title, project_id: projectId } }).json<unknown>(),
    reorderTable: (id: string, order: number) =>
      api.post(`${META}/tables/${encodeURIComponent(id)}/reorder`, { json: { order } }).json<unknown>(),
    deleteTable: (id: string) => api.delete(`${META}/tables/${encodeURIComponent(id)}`).json<unknown>(),
    // the client leaves the shared base header off `me`: a shared base's roles are asked for with it explicitly
    projectRoles: (projectId: string, sharedBaseId?: string) =>
      api
        .get('/api/v1/auth/user/me', {
          searchParams: { project_id: projectId },
          headers: sharedBaseId ? { 'xc-shared-base-id': sharedBaseId } : undefined,
        })
        .json<{ roles?: unknown }>(),
  };
}

export type WorkspaceApi = ReturnType<typeof workspaceApi>;
