import { matchRoute } from '../routes/match-route';

/** The header every API request carries on a shared base's pages (docs/PRODUCT.md §7). */
export const SHARED_BASE_HEADER = 'xc-shared-base-id';

/** The shared base a path opens (`/:projectType/base/:baseId/*`), or undefined on any other page. */
export function sharedBaseIdOf(pathname: string): string | undefined {
  const match = matchRoute(pathname);
  return match?.route.sharedBase ? match.params.baseId : undefined;
}
