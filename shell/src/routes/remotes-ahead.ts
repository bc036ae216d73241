import type { RemoteName } from '@basalt/core';
import { matchRoute } from './match-route';

/**
 * The remotes worth loading before the router starts: those the address mounts, when the visitor may see it (a
 * signed-out visitor on a page that needs a session is sent to sign in instead, so nothing is loaded for it).
 */
export function remotesToLoadAhead(pathname: string, signedIn: boolean): RemoteName[] {
  const route = matchRoute(pathname)?.route;
  // a page kept to some roles waits for the guard, which knows them
  if (!route || route.roles || !(signedIn || route.public || route.noAuth)) return [];
  return [...new Set(route.mounts.map((m) => m.remote))];
}
