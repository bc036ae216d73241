import { PREFERENCES_STORAGE_KEY } from './preferences.js';
import { createSessionStore } from './store.js';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

function token(payload: object) {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;
}

describe('session store', () => {
  it('starts from the spec defaults', () => {
    const { prefs, user } = createSessionStore(memoryStorage()).getState();
    expect(prefs.filterAutoSave).toBe(true);
    expect(prefs.darkMode).toBe(false);
    expect(prefs.token).toBeNull();
    expect(user).toBeUndefined();
  });

  it('is signed in only while the token has not expired, and persists it', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    const exp = Math.floor(Date.now() / 1000) + 60;
    store.setToken(token({ id: 'us_1', email: 'a@b.co', roles: 'super', exp }));
    expect(store.isSignedIn()).toBe(true);
    expect(store.isSignedIn((exp + 1) * 1000)).toBe(false);
    expect(store.getState().user?.email).toBe('a@b.co');
    expect(JSON.parse(storage.getItem(PREFERENCES_STORAGE_KEY)!).token).toContain('.');
    expect(createSessionStore(storage).isSignedIn()).toBe(true);
  });

  it('clears token and user on sign-out and tells subscribers', () => {
    const store = createSessionStore(memoryStorage());
    const seen: boolean[] = [];
    store.subscribe((s) => seen.push(!!s.user));
    store.setToken(token({ id: 'us_1', email: 'a@b.co', roles: {}, exp: 9e9 }));
    store.signOut();
    expect(seen).toEqual([true, false]);
    expect(store.getState().prefs.token).toBeNull();
  });

  it('survives a corrupt stored entry and forces light mode', () => {
    expect(createSessionStore(memoryStorage({ [PREFERENCES_STORAGE_KEY]: '{oops' })).getState().prefs.lang).toBeNull();
    const dark = memoryStorage({ [PREFERENCES_STORAGE_KEY]: '{"darkMode":true,"lang":"de"}' });
    expect(createSessionStore(dark).getState().prefs).toMatchObject({ darkMode: false, lang: 'de' });
  });

  it('follows what another tab writes', () => {
    const storage = memoryStorage();
    let fire: (event: { key: string | null }) => void = () => {};
    const store = createSessionStore(storage, { addEventListener: (_type, listener) => (fire = listener) });
    const other = createSessionStore(storage);
    other.setToken(token({ id: 'us_2', email: 'b@c.de', roles: 'user', exp: 9e9 }));
    expect(store.getState().user).toBeUndefined();
    fire({ key: PREFERENCES_STORAGE_KEY });
    expect(store.getState().user?.email).toBe('b@c.de');
  });
});
