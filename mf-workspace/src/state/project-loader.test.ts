import type { WorkspaceApi } from '../api/workspace-api';
import { SharedBaseNotFound, loadProject } from './project-loader';

function fakeApi(overrides: Partial<WorkspaceApi> = {}) {
  const calls: string[] = [];
  const api = {
    sharedBaseProjectId: async (uuid: string) => {
      calls.push(`shared:${uuid}`);
      return { project_id: 'p_1' };
    },
    getProject: async (id: string) => {
      calls.push(`project:${id}`);
      return { id, title: 'Sales', meta: '{"theme":{"primaryColor":"#112233"}}' };
    },
    projectRoles: async (id: string) => {
      calls.push(`roles:${id}`);
      return { roles: { owner: true } };
    },
    listTables: async (id: string) => {
      calls.push(`tables:${id}`);
      return {
        list: [
          { id: 'md_2', title: 'B', table_name: 'b', order: 2 },
          { id: 'md_1', title: 'A', table_name: 'a', order: 1 },
        ],
        pageInfo: { totalRows: 2, page: 1, pageSize: 2, isFirstPage: true, isLastPage: true },
      };
    },
    ...overrides,
  } as unknown as WorkspaceApi;
  return { api, calls };
}

describe('project loading', () => {
  it('reads project, then roles, then tables, then applies the theme', async () => {
    const { api, calls } = fakeApi();
    const loaded = await loadProject(api, { projectId: 'p_1' });
    expect(calls).toEqual(['project:p_1', 'roles:p_1', 'tables:p_1']);
    expect(loaded.roles).toEqual(['owner']);
    expect(loaded.tables.map((t) => t.title)).toEqual(['A', 'B']);
    expect(loaded.theme.primaryColor).toBe('#112233');
  });

  it('reads the shared base first for a shared-base path', async () => {
    const { api, calls } = fakeApi();
    await loadProject(api, { sharedBaseId: 'sb_9' });
    expect(calls[0]).toBe('shared:sb_9');
    expect(calls[1]).toBe('project:p_1');
  });

  it('reports an unknown shared base as not found', async () => {
    const notFound = Object.assign(new Error('404'), { response: { status: 404 } });
    const { api } = fakeApi({ sharedBaseProjectId: async () => Promise.reject(notFound) });
    await expect(loadProject(api, { sharedBaseId: 'nope' })).rejects.toBeInstanceOf(SharedBaseNotFound);
  });
});
