import { useEffect, useState } from 'react';
import { onSharedBasePassword } from '@basalt/core';
import { useShell } from '../shell-context';
import type { ViewRoute } from './view-route';

/** Shared-base links already resolved, so moving between its tables asks once. */
const resolved = new Map<string, Promise<string>>();

/**
 * The project a view route is in: a member's path names it, a shared base's path names its link, whose public read
 * answers the project (the sidebar reads the same link and leaves for the not-found page when it is gone).
 * Undefined while resolving, null when the link cannot be read; a password entered for the base (in the sidebar,
 * for a protected link) reads it again.
 */
export function useRouteProject(route: ViewRoute | undefined): string | undefined | null {
  const { api } = useShell();
  const sharedBaseId = route?.sharedBaseId;
  const [projectId, setProjectId] = useState<string | undefined | null>(route?.projectId);
  const [attempt, setAttempt] = useState(0);
  useEffect(
    () => onSharedBasePassword((baseId) => baseId === sharedBaseId && setAttempt((n) => n + 1)),
    [sharedBaseId],
  );
  useEffect(() => {
    if (!sharedBaseId) return setProjectId(route?.projectId);
    let cancelled = false;
    let found = resolved.get(sharedBaseId);
    if (!found) {
      found = api
        .get(`/api/v1/db/public/shared-base/${encodeURIComponent(sharedBaseId)}/meta`)
        .json<{ project_id: string }>()
        .then((meta) => meta.project_id);
      resolved.set(sharedBaseId, found);
      found.catch(() => resolved.delete(sharedBaseId));
    }
    setProjectId(undefined);
    found.then(
      (id) => !cancelled && setProjectId(id),
      () => !cancelled && setProjectId(null),
    );
    return () => {
      cancelled = true;
    };
  }, [api, attempt, route?.projectId, sharedBaseId]);
  return projectId;
}
