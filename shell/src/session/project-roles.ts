import { roleNames, type ApiClient } from '@basalt/core';

/** The project a path belongs to (`/:projectType/:projectId/...`), or undefined. */
export function projectIdOf(pathname: string): string | undefined {
  const match = /^\/(?:nc|noco)\/(p_[\w-]+)(?:\/|$)/.exec(pathname);
  return match?.[1];
}

/** docs/PRODUCT.md §6: a user whose only role in a project is plain `user` may not open it. */
export function lacksProjectAccess(roles: string[]): boolean {
  return roles.length === 1 && roles[0] === 'user';
}

/** The user's merged roles for a project (`me?project_id=`). */
export async function fetchProjectRoles(api: ApiClient, projectId: string): Promise<string[]> {
  const me = await api
    .get('/api/v1/auth/user/me', { searchParams: { project_id: projectId } })
    .json<{ roles?: unknown }>();
  return roleNames(me.roles as Record<string, boolean> | string | undefined);
}
