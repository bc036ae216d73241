import { startRefreshSchedule, storageLock } from './refresh-schedule.js';
import { createSessionStore } from './store.js';

function token(exp: number) {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ id: 'us_1', email: 'a@b.co', roles: 'user', exp })}.sig`;
}

function harness(expInSeconds: number, refresh: () => Promise<string | null>) {
  let clock = 1_000_000_000_000;
  let tick: () => void = () => {};
  const session = createSessionStore();
  session.setToken(token(clock / 1000 + expInSeconds));
  const onExpired = jest.fn();
  const stop = startRefreshSchedule({
    session,
    refresh,
    onExpired,
    now: () => clock,
    setInterval: (fn) => {
      tick = fn;
      return 1;
    },
    clearInterval: () => undefined,
  });
  return {
    session,
    onExpired,
    stop,
    advance: async (ms: number) => {
      clock += ms;
      tick();
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe('token refresh schedule', () => {
  it('leaves a token with more than 5 minutes alone', async () => {
    const refresh = jest.fn(async () => 'new');
    const h = harness(3600, refresh);
    await h.advance(100);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes once when fewer than 5 minutes remain, and stores the new token', async () => {
    const fresh = token(Date.now() / 1000 + 36000);
    const refresh = jest.fn(async () => fresh);
    const h = harness(299, refresh);
    await h.advance(100);
    await h.advance(100);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(h.session.getState().prefs.token).toBe(fresh);
  });

  it('signs out when the token runs out', async () => {
    const h = harness(1, async () => null);
    await h.advance(2000);
    expect(h.session.getState().user).toBeUndefined();
    expect(h.onExpired).toHaveBeenCalled();
  });

  it('lets only one tab refresh at a time', async () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    } as unknown as Storage;
    const first = storageLock(storage, 'lock');
    const second = storageLock(storage, 'lock');
    expect(first.acquire()).toBe(true);
    expect(second.acquire()).toBe(false);
    first.release();
    expect(second.acquire()).toBe(true);
    const stale = storageLock(storage, 'lock', 15_000, () => Date.now() + 20_000);
    expect(stale.acquire()).toBe(true);
  });
});
