import { failureThrottle, signinThrottle } from '../src/auth/throttle';
import { describeEachDb } from './support/each-db';
import { PASSWORD } from './support/auth-helpers';

describe('sign-in throttle (fake clock)', () => {
  let now = 1_000_000;
  const clock = () => now;
  const MINUTE = 60_000;

  it('blocks a key after max failures inside the window, until the oldest leaves it', () => {
    now = 1_000_000;
    const t = failureThrottle({ max: 3, windowMs: 15 * MINUTE, now: clock });
    t.recordFailure('a');
    now += MINUTE;
    t.recordFailure('a');
    expect(t.retryAfterMs('a')).toBe(0);
    now += MINUTE;
    t.recordFailure('a');
    expect(t.retryAfterMs('a')).toBe(13 * MINUTE);
    expect(t.retryAfterMs('b')).toBe(0);
    now += 13 * MINUTE - 1;
    expect(t.retryAfterMs('a')).toBe(1);
    now += 1;
    expect(t.retryAfterMs('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const t = failureThrottle({ max: 2, windowMs: MINUTE, now: clock });
    t.recordFailure('a');
    t.recordFailure('a');
    expect(t.retryAfterMs('a')).toBeGreaterThan(0);
    t.reset('a');
    expect(t.retryAfterMs('a')).toBe(0);
  });

  it('counts per e-mail and per IP, and says how long to wait', () => {
    now = 5_000_000;
    const t = signinThrottle({ maxFailuresPerEmail: 2, maxFailuresPerIp: 3, windowMs: 15 * MINUTE, now: clock });
    t.failed('Ann@example.com', '10.0.0.1');
    t.failed('ann@example.com ', '10.0.0.2');
    expect(t.blocked('ann@example.com', '10.0.0.9')).toEqual({
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
      retryAfterSeconds: 900,
    });
    now += 14 * MINUTE + 30_000;
    expect(t.blocked('ann@example.com', '10.0.0.9')?.message).toBe('Too many sign-in attempts. Try again in 1 minute.');
    now += 30_000;
    expect(t.blocked('ann@example.com', '10.0.0.9')).toBeUndefined();

    for (const email of ['x@example.com', 'y@example.com', 'z@example.com']) t.failed(email, '10.0.0.7');
    expect(t.blocked('fresh@example.com', '10.0.0.7')?.message).toMatch(/^Too many sign-in attempts/);
    expect(t.blocked('fresh@example.com', '10.0.0.8')).toBeUndefined();
  });

  it('clears the e-mail count on success but keeps the IP count', () => {
    now = 9_000_000;
    const t = signinThrottle({ maxFailuresPerEmail: 2, maxFailuresPerIp: 2, windowMs: MINUTE, now: clock });
    t.failed('a@example.com', 'ip');
    t.succeeded('a@example.com');
    t.failed('a@example.com', 'ip2');
    expect(t.blocked('a@example.com', 'ip3')).toBeUndefined();
    t.failed('b@example.com', 'ip');
    expect(t.blocked('c@example.com', 'ip')).toBeDefined();
  });
});

describeEachDb(
  'auth: sign-in throttle per e-mail',
  (server) => {
    beforeAll(async () => {
      for (const email of ['tom@example.com', 'tim@example.com']) {
        await server().request().post('/api/v1/auth/user/signup').send({ email, password: PASSWORD }).expect(200);
      }
    });

    it('answers 429 after too many failures for an address, even with the right password', async () => {
      const signin = (email: string, password: string) =>
        server().request().post('/api/v1/auth/user/signin').send({ email, password });
      for (let i = 0; i < 3; i++) expect((await signin('tom@example.com', 'wrong password')).status).toBe(400);
      const blocked = await signin('TOM@example.com', PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ msg: 'Too many sign-in attempts. Try again in 15 minutes.' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      await signin('tim@example.com', PASSWORD).expect(200);
    });
  },
  { BASALT_BCRYPT_ROUNDS: '4', BASALT_SIGNIN_MAX_FAILURES: '3' },
);

describeEachDb(
  'auth: sign-in throttle per IP',
  (server) => {
    it('answers 429 after too many failures from one address, whatever the e-mail', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await server()
          .request()
          .post('/api/v1/auth/user/signin')
          .send({ email: `u${i}@example.com`, password: 'wrong password' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      const res = await server()
        .request()
        .post('/api/v1/auth/user/signin')
        .send({ email: 'someone@example.com', password: PASSWORD });
      expect(res.status).toBe(429);
      expect(res.body.msg).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    });
  },
  { BASALT_BCRYPT_ROUNDS: '4', BASALT_SIGNIN_MAX_FAILURES_PER_IP: '4' },
);
