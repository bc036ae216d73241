import { decodeToken, type TokenUser } from './token.js';
import { readPreferences, writePreferences, type Preferences } from './preferences.js';

export interface SessionState {
  prefs: Preferences;
  user: TokenUser | undefined;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Signed in means a token whose `exp` lies after now (spec §4). */
  isSignedIn(nowMs?: number): boolean;
  setToken(token: string | null): void;
  setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void;
  signOut(): void;
}

/** The session and preferences, persisted to `storage` and observable; free of any UI framework. */
export function createSessionStore(storage?: Storage): SessionStore {
  let prefs = readPreferences(storage);
  let state: SessionState = { prefs, user: decodeToken(prefs.token) };
  const listeners = new Set<(state: SessionState) => void>();

  function commit(next: Preferences) {
    prefs = next;
    state = { prefs, user: decodeToken(prefs.token) };
    writePreferences(storage, prefs);
    listeners.forEach((listener) => listener(state));
  }

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
