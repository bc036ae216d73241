import { useMemo, useSyncExternalStore } from 'react';
import { matchPublicPath, type PublicPath } from './public-path';

export interface PublicRoute extends PublicPath {
  /** The address's query (`?Name=Ada`), which prefills a form. */
  search: string;
}

// The address changes by the browser's back and forward buttons, and by single-spa, which announces every
// pushState/replaceState as a popstate event (the standalone page's `navigate` does the same).
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const pathnameNow = () => window.location.pathname;
const searchNow = () => window.location.search;

/** The public address this page was opened at: share id, survey layout and query, following navigation. */
export function usePublicRoute(): PublicRoute {
  const pathname = useSyncExternalStore(subscribe, pathnameNow);
  const search = useSyncExternalStore(subscribe, searchNow);
  return useMemo(() => ({ ...matchPublicPath(pathname), search }), [pathname, search]);
}
