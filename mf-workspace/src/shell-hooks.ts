import { useMemo } from 'react';
import { extractErrorText } from '@basalt/core';
import { workspaceApi } from './api/workspace-api';
import { useShell } from './shell-context';

export function useWorkspaceApi() {
  const { api } = useShell();
  return useMemo(() => workspaceApi(api), [api]);
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
