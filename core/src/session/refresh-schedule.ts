import type { SessionStore } from './store.js';

/** docs/PRODUCT.md §9: refresh when fewer than 5 minutes remain; the session clock ticks every 100 ms. */
export const REFRESH_THRESHOLD_MS = 5 * 60 * 1000;
export const SESSION_TICK_MS = 100;

export interface RefreshScheduleOptions {
  session: SessionStore;
  refresh: () => Promise<string | null>;
  /** The token expired (or refresh failed) while signed in. */
  onExpired?: () => void;
  /** Only one tab may refresh at a time, or the rotated cookie would look reused; others wait for its token. */
  lock?: { acquire(): boolean; release(): void };
  now?: () => number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * Keeps a session alive: on each tick, a token with fewer than 5 minutes left is refreshed (once at a time); a
 * token that ran out, or could not be refreshed in time, signs the user out. Returns a stop function.
 */
export function startRefreshSchedule(options: RefreshScheduleOptions): () => void {
  const { session, refresh } = options;
  const now = options.now ?? Date.now;
  const every = options.setInterval ?? ((fn, ms) => setInterval(fn, ms));
  const stop = options.clearInterval ?? ((h) => clearInterval(h as ReturnType<typeof setInterval>));
  let inFlight = false;

  const tick = () => {
    const user = session.getState().user;
    if (!user || inFlight) return;
    const remaining = user.exp * 1000 - now();
    if (remaining <= 0) {
      session.signOut();
      options.onExpired?.();
      return;
    }
    if (remaining >= REFRESH_THRESHOLD_MS) return;
    if (options.lock && !options.lock.acquire()) return;
    inFlight = true;
    refresh()
      .then((token) => {
        if (token) session.setToken(token);
      })
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        options.lock?.release();
      });
  };
  const handle = every(tick, SESSION_TICK_MS);
  return () => stop(handle);
}

/** A lock shared by the tabs of one browser, through storage; a holder that vanished frees it after `staleMs`. */
export function storageLock(storage: Storage, key: string, staleMs = 15_000, now: () => number = Date.now) {
  const id = Math.random().toString(36).slice(2);
  return {
    acquire(): boolean {
      const [holder, at] = (storage.getItem(key) ?? '').split('@');
      if (holder && holder !== id && now() - Number(at) < staleMs) return false;
      storage.setItem(key, `${id}@${now()}`);
      return storage.getItem(key)?.startsWith(`${id}@`) ?? false;
    },
    release(): void {
      if (storage.getItem(key)?.startsWith(`${id}@`)) storage.removeItem(key);
    },
  };
}
