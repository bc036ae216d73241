import type { RemoteName } from '@basalt/core';
import { matchRoute } from './match-route';
import { sidebarWaitsForMain } from './sidebar-after-main';

/**
 * The remotes worth loading before the router starts: those the address mounts, when the visitor may see it (a
 * signed-out visitor on a page that needs a session is sent to sign in instead, so nothing is loaded for it). A
 * sidebar that waits for the page's main content (`sidebar-after-main.ts`) is not loaded ahead either: its scripts
 * would run before the main content's.
 */
export function remotesToLoadAhead(pathname: string, signedIn: boolean): RemoteName[] {
  const route = matchRoute(pathname)?.route;
  // a page kept to some roles waits for the guard, which knows them
  if (!route || route.roles || !(signedIn || route.public || route.noAuth)) return [];
  const waiting = sidebarWaitsForMain(route.mounts);
  return [...new Set(route.mounts.filter((m) => !waiting || m.slot !== 'sidebar').map((m) => m.remote))];
}
