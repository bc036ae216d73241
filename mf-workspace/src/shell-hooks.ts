import { useMemo } from 'react';
import { extractErrorText } from '@basalt/core';
import { workspaceApi } from './api/workspace-api';
import { useShell } from './shell-context';

/** The user's roles in a project as the shell reads them, once per page for itself and every remote. */
type ShellProjectRoles = (projectId: string) => Promise<string[]>;

export function useWorkspaceApi() {
  const { api, projectRoles: shellRoles } = useShell() as ReturnType<typeof useShell> & {
    projectRoles?: ShellProjectRoles;
  };
  return useMemo(() => {
    const own = workspaceApi(api);
    if (!shellRoles) return own;
    // The sidebar asked for `me` again while the shell's read (often made by the page before any script ran,
    // docs/PERFORMANCE.md) was on its way; a shared base's roles are still its own read, with its header.
    return {
      ...own,
      projectRoles: (projectId: string, sharedBaseId?: string) =>
        sharedBaseId
          ? own.projectRoles(projectId, sharedBaseId)
          : shellRoles(projectId).then((names) => ({ roles: Object.fromEntries(names.map((n) => [n, true])) })),
    };
  }, [api, shellRoles]);
}

/** Runs an action; a failure becomes an error toast with the server's message. Resolves whether it worked. */
export function useReportingAction() {
  const { toast } = useShell();
  return async function run(action: () => Promise<unknown>): Promise<boolean> {
    try {
      await action();
      return true;
    } catch (err) {
      toast.error(await extractErrorText(err));
      return false;
    }
  };
}
