import type { ApiClient } from '@basalt/core';
import { createProjectRolesReader, lacksProjectAccess, projectIdOf, projectMePath } from './project-roles';

/** An API client whose `me` answers come from `answer`, counting the reads. */
function countingApi(answer: (projectId: string) => Promise<unknown>) {
  const reads: string[] = [];
  const headers: Array<Record<string, string> | undefined> = [];
  const api = {
    get: (_path: string, options: { searchParams: { project_id: string }; headers?: Record<string, string> }) => {
      const projectId = options.searchParams.project_id;
      reads.push(projectId);
      headers.push(options.headers);
      return { json: () => answer(projectId) };
    },
  } as unknown as ApiClient;
  return { api, reads, headers };
}

describe('project access', () => {
  it('finds the project of a path', () => {
    expect(projectIdOf('/nc/p_abc/table/T')).toBe('p_abc');
    expect(projectIdOf('/nc/p_abc')).toBe('p_abc');
    expect(projectIdOf('/projects')).toBeUndefined();
    expect(projectIdOf('/base/base/sb_1')).toBeUndefined();
  });

  it('refuses a user whose only role is user', () => {
    expect(lacksProjectAccess(['user'])).toBe(true);
    expect(lacksProjectAccess(['user', 'editor'])).toBe(false);
    expect(lacksProjectAccess(['super'])).toBe(false);
  });
});

describe('project roles read once per page', () => {
  it("takes the roles the page's inline script read, and reads them itself when that read failed", async () => {
    const { api, reads } = countingApi(async () => ({ roles: { viewer: true } }));
    const early: Record<string, Promise<unknown>> = {
      [projectMePath('p_1')]: Promise.resolve({ roles: { editor: true } }),
      [projectMePath('p_2')]: Promise.reject(new Error('401')),
    };
    const rolesOf = createProjectRolesReader(
      api,
      () => 't1',
      Date.now,
      () => undefined,
      (path) => early[path],
    );
    expect(await rolesOf('p_1')).toEqual(['editor']);
    expect(await rolesOf('p_2')).toEqual(['viewer']);
    expect(reads).toEqual(['p_2']);
  });

  it('shares one read of a project between its callers', async () => {
    const { api, reads } = countingApi(async () => ({ roles: { editor: true } }));
    const rolesOf = createProjectRolesReader(api, () => 't1');
    const [a, b] = await Promise.all([rolesOf('p_1'), rolesOf('p_1')]);
    expect(await rolesOf('p_1')).toEqual(['editor']);
    expect([a, b]).toEqual([['editor'], ['editor']]);
    expect(reads).toEqual(['p_1']);
  });

  it('reads each project, another user and an old answer again', async () => {
    const { api, reads } = countingApi(async () => ({ roles: 'viewer' }));
    let token = 't1';
    let clock = 0;
    const rolesOf = createProjectRolesReader(
      api,
      () => token,
      () => clock,
    );
    await rolesOf('p_1');
    await rolesOf('p_2');
    token = 't2';
    await rolesOf('p_1');
    clock = 60_001;
    await rolesOf('p_1');
    expect(reads).toEqual(['p_1', 'p_2', 'p_1', 'p_1']);
  });

  it('forgets a failed read', async () => {
    let fail = true;
    const { api, reads } = countingApi(async () => {
      if (fail) throw new Error('offline');
      return { roles: { owner: true } };
    });
    const rolesOf = createProjectRolesReader(api, () => 't1');
    await expect(rolesOf('p_1')).rejects.toThrow('offline');
    fail = false;
    expect(await rolesOf('p_1')).toEqual(['owner']);
    expect(reads).toEqual(['p_1', 'p_1']);
  });

  it("asks a shared base's roles with its header, apart from the session's own", async () => {
    const { api, reads, headers } = countingApi(async () => ({ roles: { viewer: true } }));
    let shared: string | undefined = 'sb-1';
    const rolesOf = createProjectRolesReader(
      api,
      () => 't1',
      () => 0,
      () => shared,
    );
    expect(await rolesOf('p_1')).toEqual(['viewer']);
    shared = undefined;
    await rolesOf('p_1');
    expect(reads).toEqual(['p_1', 'p_1']);
    expect(headers).toEqual([{ 'xc-shared-base-id': 'sb-1' }, undefined]);
  });
});
