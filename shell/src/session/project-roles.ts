import { roleNames, type ApiClient } from '@basalt/core';
import type { TakeEarly } from '../early/take-early';
import { SHARED_BASE_HEADER } from './shared-base';

/** The project a path belongs to (`/:projectType/:projectId/...`), or undefined. */
export function projectIdOf(pathname: string): string | undefined {
  const match = /^\/(?:nc|noco)\/(p_[\w-]+)(?:\/|$)/.exec(pathname);
  return match?.[1];
}

/** docs/PRODUCT.md §6: a user whose only role in a project is plain `user` may not open it. */
export function lacksProjectAccess(roles: string[]): boolean {
  return roles.length === 1 && roles[0] === 'user';
}

/**
 * The user's merged roles for a project (`me?project_id=`). On a shared base the roles are the shared link's: the
 * API client leaves its header off `me` (docs/PRODUCT.md §7), so this one call names the shared base itself.
 */
export async function fetchProjectRoles(api: ApiClient, projectId: string, sharedBaseId?: string): Promise<string[]> {
  const headers = sharedBaseId ? { [SHARED_BASE_HEADER]: sharedBaseId } : undefined;
  const me = await api
    .get('/api/v1/auth/user/me', { searchParams: { project_id: projectId }, headers })
    .json<{ roles?: unknown }>();
  return roleNames(me.roles as Record<string, boolean> | string | undefined);
}

/** The path of `me?project_id=` as the page's inline script reads it (`early/early-reads.ts`). */
export const projectMePath = (projectId: string) => `/api/v1/auth/user/me?project_id=${encodeURIComponent(projectId)}`;

/** The roles from the page's inline script's `me` if it read them, else from the server now. */
function readRoles(api: ApiClient, projectId: string, takeEarly: TakeEarly | undefined): Promise<string[]> {
  const early = takeEarly?.(projectMePath(projectId)) as Promise<{ roles?: unknown }> | undefined;
  if (!early) return fetchProjectRoles(api, projectId);
  return early
    .then((me) => roleNames(me.roles as Record<string, boolean> | string | undefined))
    .catch(() => fetchProjectRoles(api, projectId));
}

/** The user's roles in a project, as the shell hands them to every remote (`projectRoles` in their props). */
export type ProjectRolesReader = (projectId: string) => Promise<string[]>;

/** How long an answer is reused: a page opening asks once, a later opening of the project sees a role change. */
const ROLES_FRESH_MS = 60_000;

/**
 * One `me?project_id=` per project per page: the shell's access check, the sidebar and the grid each needed the
 * user's roles and asked for them one after another. A read in flight or younger than a minute is shared; the
 * token and the shared base are part of the key, so signing in as someone else, or opening another shared link,
 * reads again; a failed read is forgotten.
 */
export function createProjectRolesReader(
  api: ApiClient,
  token: () => string | undefined,
  now: () => number = Date.now,
  sharedBaseId: () => string | undefined = () => undefined,
  takeEarly?: TakeEarly,
): ProjectRolesReader {
  const answers = new Map<string, { at: number; roles: Promise<string[]> }>();
  return (projectId) => {
    const shared = sharedBaseId();
    const key = `${token() ?? ''}\n${shared ?? ''}\n${projectId}`;
    const found = answers.get(key);
    if (found && now() - found.at <= ROLES_FRESH_MS) return found.roles;
    // the inline script reads a project's roles without a shared base only
    const roles = shared ? fetchProjectRoles(api, projectId, shared) : readRoles(api, projectId, takeEarly);
    const entry = { at: now(), roles };
    answers.set(key, entry);
    roles.catch(() => answers.get(key) === entry && answers.delete(key));
    return roles;
  };
}
