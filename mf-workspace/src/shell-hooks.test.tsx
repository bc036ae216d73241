import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { roleNames } from '@basalt/core';
import { ShellProvider } from './shell-context';
import { useWorkspaceApi } from './shell-hooks';
import type { Props } from './props';

/** The workspace's API as a remote mounted with `projectRoles` from the shell, its own `me` reads counted. */
function workspaceApiWith(projectRoles?: (projectId: string) => Promise<string[]>) {
  const reads: unknown[] = [];
  const api = {
    get: (path: string, options: unknown) => {
      reads.push([path, options]);
      return { json: async () => ({ roles: { viewer: true } }) };
    },
  };
  const shell = { api, projectRoles } as unknown as Props;
  const wrapper = ({ children }: { children: ReactNode }) => <ShellProvider value={shell}>{children}</ShellProvider>;
  return { current: renderHook(() => useWorkspaceApi(), { wrapper }).result.current, reads };
}

describe("the sidebar's roles", () => {
  it("come from the shell's read of the project, without a `me` of the sidebar's own", async () => {
    const { current, reads } = workspaceApiWith(async () => ['editor']);
    const me = await current.projectRoles('p_1');
    expect(roleNames(me.roles as Record<string, boolean>)).toEqual(['editor']);
    expect(reads).toEqual([]);
  });

  it("are a shared base's own read, and the sidebar's own where the shell hands none", async () => {
    const shared = workspaceApiWith(async () => ['editor']);
    expect(roleNames((await shared.current.projectRoles('p_1', 'sb_1')).roles as Record<string, boolean>)).toEqual([
      'viewer',
    ]);
    expect(shared.reads).toHaveLength(1);
    const alone = workspaceApiWith();
    await alone.current.projectRoles('p_1');
    expect(alone.reads).toHaveLength(1);
  });
});
