import { createSessionStore } from '../session/store.js';
import { createApiClient, requestTokenRefresh } from './client.js';

type Handler = (req: Request) => Response | Promise<Response>;

function fakeServer(handler: Handler) {
  const seen: Request[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    seen.push(req.clone());
    return handler(req);
  }) as typeof fetch;
  return { seen, fetchFn };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(handler: Handler, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const session = createSessionStore();
  const server = fakeServer(handler);
  const api = createApiClient({ session, baseUrl: 'http://basalt.test', fetch: server.fetchFn, ...extra });
  return { session, api, seen: server.seen };
}

describe('API client', () => {
  it('sends xc-gui and xc-auth, and leaves the context headers off /user/me', async () => {
    const { session, api, seen } = setup(() => json(200, {}), { sharedBaseId: () => 'sb_1' });
    session.setToken('t1');
    session.setPreference('previewAs', 'viewer');
    await api.get('/api/v1/db/meta/projects').json();
    await api.get('/api/v1/auth/user/me').json();
    expect(seen[0]!.headers.get('xc-gui')).toBe('true');
    expect(seen[0]!.headers.get('xc-auth')).toBe('t1');
    expect(seen[0]!.headers.get('xc-preview')).toBe('viewer');
    expect(seen[0]!.headers.get('xc-shared-base-id')).toBe('sb_1');
    expect(seen[1]!.headers.get('xc-auth')).toBe('t1');
    expect(seen[1]!.headers.get('xc-preview')).toBeNull();
    expect(seen[1]!.headers.get('xc-shared-base-id')).toBeNull();
  });

  it("sends a shared base's known password with its id, and no password header elsewhere", async () => {
    const passwords: Record<string, string> = { sb_1: 'open sesame' };
    let baseId: string | undefined = 'sb_1';
    const { api, seen } = setup(() => json(200, {}), {
      sharedBaseId: () => baseId,
      sharedBasePassword: (id) => passwords[id],
    });
    await api.get('/api/v1/db/public/shared-base/sb_1/meta').json();
    baseId = 'sb_2';
    await api.get('/api/v1/db/meta/projects').json();
    baseId = undefined;
    await api.get('/api/v1/db/meta/projects').json();
    // `me` leaves the context headers off, but a caller asking for the shared base's roles names the base itself
    await api.get('/api/v1/auth/user/me', { headers: { 'xc-shared-base-id': 'sb_1' } }).json();
    await api.get('/api/v1/auth/user/me').json();
    expect(seen.map((r) => r.headers.get('xc-password'))).toEqual(['open sesame', null, null, 'open sesame', null]);
    expect(seen[1]!.headers.get('xc-shared-base-id')).toBe('sb_2');
  });

  it('retries a failing GET once and never a write', async () => {
    const { api, seen } = setup(() => json(503, { msg: 'busy' }));
    await expect(api.get('/x').json()).rejects.toThrow();
    expect(seen).toHaveLength(2);
    await expect(api.post('/x', { json: {} }).json()).rejects.toThrow();
    expect(seen).toHaveLength(3);
  });

  it('on a 401 refreshes once and repeats the request with the new token', async () => {
    const refreshToken = jest.fn(async () => 'fresh');
    const { session, api, seen } = setup(
      (req) => (req.headers.get('xc-auth') === 'fresh' ? json(200, { ok: true }) : json(401, { msg: 'expired' })),
      { refreshToken },
    );
    session.setToken('stale');
    await expect(api.get('/api/v1/db/meta/projects').json()).resolves.toEqual({ ok: true });
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => r.headers.get('xc-auth'))).toEqual(['stale', 'fresh']);
    expect(session.getState().prefs.token).toBe('fresh');
  });

  it('signs out when the refresh fails', async () => {
    const onSignedOut = jest.fn();
    const { session, api } = setup(() => json(401, { msg: 'no' }), { refreshToken: async () => null, onSignedOut });
    session.setToken('stale');
    await expect(api.get('/y').json()).rejects.toThrow();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(session.getState().prefs.token).toBeNull();
  });

  it("reports 'Database config not found'", async () => {
    const onDatabaseConfigMissing = jest.fn();
    const { api } = setup(() => json(400, { msg: 'Database config not found' }), { onDatabaseConfigMissing });
    await expect(api.post('/z').json()).rejects.toThrow();
    expect(onDatabaseConfigMissing).toHaveBeenCalledTimes(1);
  });

  it('refreshes the token with the cookie', async () => {
    const server = fakeServer((req) => (req.method === 'POST' ? json(200, { token: 'abc' }) : json(405, {})));
    expect(await requestTokenRefresh('http://basalt.test', server.fetchFn)).toBe('abc');
    expect(server.seen[0]!.url).toBe('http://basalt.test/api/v1/auth/token/refresh');
    const refusing = fakeServer(() => json(400, { msg: 'Invalid refresh token' }));
    expect(await requestTokenRefresh('http://basalt.test', refusing.fetchFn)).toBeNull();
  });
});
