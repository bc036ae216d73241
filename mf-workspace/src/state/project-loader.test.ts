import { fakeApi, fail, ok } from '@basalt/ui/testing';
import { workspaceApi } from '../api/workspace-api';
import { SharedBaseNotFound, loadProject } from './project-loader';

const META = '/api/v1/db/meta';

/** The routes the backend serves today (docs/API.md §1.3, §1.1, §1.6), answering for project p_1. */
const servedRoutes = {
  [`GET ${META}/projects/p_1`]: ok({ id: 'p_1', title: 'Sales', meta: '{"theme":{"primaryColor":"#112233"}}' }),
  'GET /api/v1/auth/user/me': ok({ id: 'u_1', roles: { owner: true } }),
  [`GET ${META}/projects/p_1/tables`]: ok({
    list: [
      { id: 'md_2', title: 'B', table_name: 'b', order: 2 },
      { id: 'md_1', title: 'A', table_name: 'a', order: 1 },
    ],
    pageInfo: { totalRows: 2, page: 1, pageSize: 2, isFirstPage: true, isLastPage: true },
  }),
};

const requested = (server: ReturnType<typeof fakeApi>) =>
  server.calls.map((c) => `${c.method} ${c.path}${c.query.project_id ? `?project_id=${c.query.project_id}` : ''}`);

describe('project loading', () => {
  it('reads the project, then its roles, then its tables, and takes the theme from its meta', async () => {
    const server = fakeApi(servedRoutes);
    const loaded = await loadProject(workspaceApi(server.api), { projectId: 'p_1' });
    expect(requested(server)).toEqual([
      `GET ${META}/projects/p_1`,
      'GET /api/v1/auth/user/me?project_id=p_1',
      `GET ${META}/projects/p_1/tables`,
    ]);
    expect(loaded.roles).toEqual(['owner']);
    expect(loaded.tables.map((t) => t.title)).toEqual(['A', 'B']);
    expect(loaded.theme.primaryColor).toBe('#112233');
  });

  it('passes on a failure to read the project (the caller shows it)', async () => {
    const server = fakeApi({ ...servedRoutes, [`GET ${META}/projects/p_1`]: fail(404, 'Project not found') });
    await expect(loadProject(workspaceApi(server.api), { projectId: 'p_1' })).rejects.toMatchObject({
      response: { status: 404 },
    });
  });
});

/*
 * Shared bases (docs/API.md §1.5) are not served by the backend yet: it has no `/api/v1/db/public/shared-base`
 * route and answers 404 for it. These tests check only the client half: the request the loader sends for the
 * documented route, and that the 404 today's backend answers becomes "not found" (which the project page turns
 * into the /error/404 page). Nothing here claims the backend serves the route.
 */
describe('project loading for a shared-base path (client half of docs/API.md §1.5; no backend route yet)', () => {
  it('asks the documented public route for the project id, then loads that project', async () => {
    const server = fakeApi({
      ...servedRoutes,
      'GET /api/v1/db/public/shared-base/sb 9/meta': ok({ project_id: 'p_1' }),
    });
    const loaded = await loadProject(workspaceApi(server.api), { sharedBaseId: 'sb 9' });
    expect(requested(server).slice(0, 2)).toEqual([
      'GET /api/v1/db/public/shared-base/sb 9/meta',
      `GET ${META}/projects/p_1`,
    ]);
    expect(loaded.project.title).toBe('Sales');
  });

  it("reports the shared base as not found on the 404 that today's backend answers for the route", async () => {
    // no answer for the shared-base route: the fake answers 404, as the backend does today
    const server = fakeApi(servedRoutes);
    await expect(loadProject(workspaceApi(server.api), { sharedBaseId: 'sb_9' })).rejects.toBeInstanceOf(
      SharedBaseNotFound,
    );
    expect(requested(server)).toEqual(['GET /api/v1/db/public/shared-base/sb_9/meta']);
  });

  it('passes on other failures of the route unchanged', async () => {
    const server = fakeApi({ 'GET /api/v1/db/public/shared-base/sb_9/meta': fail(500, 'boom') });
    const failure = loadProject(workspaceApi(server.api), { sharedBaseId: 'sb_9' });
    await expect(failure).rejects.not.toBeInstanceOf(SharedBaseNotFound);
    await expect(failure).rejects.toMatchObject({ response: { status: 500 } });
  });
});
