import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/** The current path, following single-spa's navigation (which fires popstate for every change). */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
