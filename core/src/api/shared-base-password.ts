/** The header a protected share's password travels in (shared views and shared bases alike, docs/API.md). */
export const SHARE_PASSWORD_HEADER = 'xc-password';

/** The answer's msg when a protected shared base's password is missing or wrong (HTTP 403). */
export const INVALID_SHARED_BASE_PASSWORD = 'INVALID_SHARED_BASE_PASSWORD';

// sessionStorage, never localStorage: the password stays in this tab (a reload keeps it) and leaves with it.
const storageKey = (baseId: string) => `basalt:shared-base-password:${baseId}`;

/** The password this tab knows for a shared base, if the visitor entered one. */
export function readSharedBasePassword(storage: Storage, baseId: string): string | undefined {
  try {
    return storage.getItem(storageKey(baseId)) ?? undefined;
  } catch {
    return undefined; // storage refused (privacy mode): the visitor is asked again
  }
}

/** Announced on the window when the visitor enters a password, with the base id: remotes that failed retry. */
export const SHARED_BASE_PASSWORD_EVENT = 'basalt:shared-base-password';

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

/**
 * Remembers the password the visitor entered for a shared base, for this tab's later requests, and announces it:
 * the sidebar asks for it, but the table beside it (another remote) was refused too and reads again on hearing it.
 */
export function saveSharedBasePassword(
  storage: Storage,
  baseId: string,
  password: string,
  target: Target = globalThis as unknown as Target,
): void {
  try {
    storage.setItem(storageKey(baseId), password);
  } catch {
    // storage refused (privacy mode): nothing is remembered, so the requests go without it
  }
  // a page announces it; elsewhere (Node) there is no window to announce on
  if (typeof target.dispatchEvent === 'function') {
    target.dispatchEvent(new CustomEvent<string>(SHARED_BASE_PASSWORD_EVENT, { detail: baseId }));
  }
}

/** Calls `listener` with the base id each time a password is entered; answers the function that stops listening. */
export function onSharedBasePassword(
  listener: (baseId: string) => void,
  target: Target = globalThis as unknown as Target,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
  target.addEventListener(SHARED_BASE_PASSWORD_EVENT, handler);
  return () => target.removeEventListener(SHARED_BASE_PASSWORD_EVENT, handler);
}
