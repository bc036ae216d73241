import { decodeToken, type TokenUser } from './token.js';
import { PREFERENCES_STORAGE_KEY, readPreferences, writePreferences, type Preferences } from './preferences.js';

export interface SessionState {
  prefs: Preferences;
  user: TokenUser | undefined;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Signed in means a token whose `exp` lies after now (docs/PRODUCT.md §4). */
  isSignedIn(nowMs?: number): boolean;
  setToken(token: string | null): void;
  setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void;
  signOut(): void;
}

/** Where other tabs' writes are heard (`window`): a tab that signs in, out or refreshes updates every tab. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

/** The session and preferences, persisted to `storage` and observable; free of any UI framework. */
export function createSessionStore(storage?: Storage, events?: StorageEvents): SessionStore {
  let prefs = readPreferences(storage);
  let state: SessionState = { prefs, user: decodeToken(prefs.token) };
  const listeners = new Set<(state: SessionState) => void>();

  function commit(next: Preferences) {
    prefs = next;
    state = { prefs, user: decodeToken(prefs.token) };
    writePreferences(storage, prefs);
    listeners.forEach((listener) => listener(state));
  }

  events?.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== PREFERENCES_STORAGE_KEY) return;
    prefs = readPreferences(storage);
    state = { prefs, user: decodeToken(prefs.token) };
    listeners.forEach((listener) => listener(state));
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSignedIn(nowMs = Date.now()) {
      return !!state.user && state.user.exp * 1000 > nowMs;
    },
    setToken(token) {
      commit({ ...prefs, token });
    },
    setPreference(key, value) {
      commit({ ...prefs, [key]: value });
    },
    signOut() {
      commit({ ...prefs, token: null });
    },
  };
}
