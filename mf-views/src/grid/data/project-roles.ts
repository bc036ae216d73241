import { useEffect, useState } from 'react';
import { roleNames, type ApiClient } from '@basalt/core';
import { useShell } from '../../shell-context';

/**
 * How a view asks for the user's roles in a project: the shell's shared reader when it gives one (it shares one
 * `me?project_id=` per page with its access check and the sidebar), else `GET /auth/user/me?project_id=`.
 */
export function projectRolesReader(
  api: ApiClient,
  shared: ((projectId: string) => Promise<string[]>) | undefined,
): (projectId: string) => Promise<string[]> {
  return (
    shared ??
    ((id: string) =>
      api
        .get('/api/v1/auth/user/me', { searchParams: { project_id: id } })
        .json<{ roles?: unknown }>()
        .then((me) => roleNames(me.roles as Record<string, boolean> | string | undefined)))
  );
}

/** The user's system and project roles in `projectId`; empty until read (and when they cannot be). */
export function useProjectRoles(projectId: string): string[] {
  const { api, session, projectRoles } = useShell();
  const [roles, setRoles] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    projectRolesReader(
      api,
      projectRoles,
    )(projectId)
      .catch(() => [] as string[])
      .then((project) => live && setRoles([...roleNames(session.getState().user?.roles), ...project]));
    return () => {
      live = false;
    };
  }, [api, projectId, projectRoles, session]);
  return roles;
}
