import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import supertest from 'supertest';
import { createApp } from '../src/app';
import { describeEachDb } from './support/each-db';
import { jwtPayload, PASSWORD, refreshCookie, secretsIn } from './support/auth-helpers';

const quiet = { info: () => {}, error: () => {} };

describeEachDb(
  'auth: sessions, refresh, sign-out, password change',
  (server) => {
    const email = 'sam@example.com';
    const signin = async (password = PASSWORD) => {
      const agent = server().request();
      const res = await agent.post('/api/v1/auth/user/signin').send({ email, password }).expect(200);
      return { agent, token: res.body.token as string, cookie: refreshCookie(res)!.value };
    };
    const me = (token: string) => server().request().get('/api/v1/auth/user/me').set('xc-auth', token);
    const withCookie = (path: string, cookie: string) =>
      server().request().post(path).set('Cookie', `refresh_token=${cookie}`);

    beforeAll(async () => {
      await server().request().post('/api/v1/auth/user/signup').send({ email, password: PASSWORD }).expect(200);
    });

    it('stores refresh tokens only as their sha256', async () => {
      const { cookie } = await signin();
      const rows = await server().db('nc_refresh_tokens').select('token_hash');
      expect(rows.map((r) => r.token_hash)).not.toContain(cookie);
      expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(cookie).digest('hex'));
    });

    it('rotates the refresh token on every refresh and refuses the old one', async () => {
      const { agent, cookie: first } = await signin();
      const res = await agent.post('/api/v1/auth/token/refresh').expect(200);
      expect(Object.keys(res.body)).toEqual(['token']);
      expect(secretsIn(res.body)).toEqual([]);
      expect(jwtPayload(res.body.token).email).toBe(email);
      const second = refreshCookie(res)!.value;
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
      expect((await me(res.body.token).expect(200)).body.email).toBe(email);

      // The agent now holds the rotated cookie: the spec's path refreshes with it.
      const viaSpecPath = await agent.post('/auth/refresh-token').expect(200);
      const third = refreshCookie(viaSpecPath)!.value;
      expect(third).not.toBe(second);

      const reused = await withCookie('/api/v1/auth/token/refresh', first);
      expect(reused.status).toBe(400);
      expect(reused.body.msg).toMatch(/already been used/);
    });

    it("revokes all of the user's refresh tokens when a rotated one is reused", async () => {
      const a = await signin();
      const b = await signin();
      const rotated = await withCookie('/api/v1/auth/token/refresh', a.cookie).expect(200);
      const current = refreshCookie(rotated)!.value;
      await withCookie('/api/v1/auth/token/refresh', a.cookie).expect(400);
      for (const cookie of [current, b.cookie]) {
        const res = await withCookie('/api/v1/auth/token/refresh', cookie);
        expect([res.status, res.body.msg]).toEqual([400, 'Refresh token has been revoked, please sign in again']);
      }
    });

    it('refuses a missing, unknown or expired refresh token with 400 {msg}', async () => {
      const missing = await server().request().post('/api/v1/auth/token/refresh');
      expect([missing.status, missing.body]).toEqual([400, { msg: 'Missing refresh token' }]);
      const unknown = await withCookie('/api/v1/auth/token/refresh', 'made-up');
      expect([unknown.status, unknown.body]).toEqual([400, { msg: 'Invalid refresh token' }]);
      expect(refreshCookie(unknown)?.value).toBe('');

      const { cookie } = await signin();
      await server()
        .db('nc_refresh_tokens')
        .where({ token_hash: createHash('sha256').update(cookie).digest('hex') })
        .update({ expires_at: Date.now() - 1000 });
      const expired = await withCookie('/api/v1/auth/token/refresh', cookie);
      expect([expired.status, expired.body.msg]).toEqual([400, 'Refresh token has expired, please sign in again']);
    });

    it('signs out: clears and revokes the refresh cookie, and earlier JWTs stop working', async () => {
      const { agent, token, cookie } = await signin();
      await me(token)
        .expect(200)
        .then((res) => expect(res.body.email).toBe(email));
      const out = await agent.post('/api/v1/auth/user/signout').set('xc-auth', token).expect(200);
      expect(out.body).toEqual({ msg: 'Signed out successfully' });
      const cleared = refreshCookie(out)!;
      expect(cleared.value).toBe('');
      expect(cleared.attributes).toMatch(/expires=Thu, 01 Jan 1970/i);

      expect((await me(token)).body).toEqual({ roles: { guest: true } });
      const change = await server()
        .request()
        .post('/api/v1/auth/password/change')
        .set('xc-auth', token)
        .send({ currentPassword: PASSWORD, newPassword: 'another password' });
      expect(change.status).toBe(401);
      await withCookie('/api/v1/auth/token/refresh', cookie).expect(400);
    });

    it('changes the password: needs auth, checks the current one, keeps the caller signed in', async () => {
      const anonymous = await server()
        .request()
        .post('/api/v1/auth/password/change')
        .send({ currentPassword: PASSWORD, newPassword: 'x'.repeat(8) });
      expect(anonymous.status).toBe(401);

      const { agent, token, cookie } = await signin();
      const other = await signin();
      const change = (body: object) => agent.post('/api/v1/auth/password/change').set('xc-auth', token).send(body);

      const wrong = await change({ currentPassword: 'not it at all', newPassword: 'a new password' });
      expect([wrong.status, wrong.body]).toEqual([400, { msg: 'Current password is wrong' }]);
      const short = await change({ currentPassword: PASSWORD, newPassword: 'short' });
      expect([short.status, short.body]).toEqual([400, { msg: 'Password : At least 8 letters. ' }]);
      const missing = await change({ currentPassword: PASSWORD });
      expect(missing.status).toBe(400);

      const ok = await change({ currentPassword: PASSWORD, newPassword: 'a new password' }).expect(200);
      expect(ok.body.msg).toBe('Password has been updated successfully');
      expect(secretsIn(ok.body)).toEqual([]);
      const fresh = ok.body.token as string;
      const newCookie = refreshCookie(ok)!.value;

      expect((await me(token)).body).toEqual({ roles: { guest: true } });
      expect((await me(other.token)).body).toEqual({ roles: { guest: true } });
      expect((await me(fresh)).body.email).toBe(email);
      await withCookie('/api/v1/auth/token/refresh', cookie).expect(400);
      await withCookie('/api/v1/auth/token/refresh', newCookie).expect(200);

      await server().request().post('/api/v1/auth/user/signin').send({ email, password: PASSWORD }).expect(400);
      await server().request().post('/api/v1/auth/user/signin').send({ email, password: 'a new password' }).expect(200);
      // Back to the original password for the other tests.
      await server()
        .request()
        .post('/api/v1/auth/password/change')
        .set('xc-auth', fresh)
        .send({ currentPassword: 'a new password', newPassword: PASSWORD })
        .expect(200);
    });

    it('answers as a guest for an expired token, a forged one and one of a deleted user', async () => {
      const { token } = await signin();
      const claims = jwtPayload(token);
      const secret = (await server().db('nc_store').where({ key: 'nc_auth_jwt_secret' }).first()).value as string;
      const { iat: _iat, exp: _exp, ...rest } = claims;
      const expired = jwt.sign({ ...rest, exp: Math.floor(Date.now() / 1000) - 10 }, secret, { algorithm: 'HS256' });
      const forged = jwt.sign({ ...rest, roles: 'super' }, 'not the secret at all', {
        algorithm: 'HS256',
        expiresIn: 60,
      });
      const unsigned = jwt.sign({ ...rest }, '', { algorithm: 'none' });
      const valid = jwt.sign({ ...rest }, secret, { algorithm: 'HS256', expiresIn: 60 });
      for (const t of [expired, forged, unsigned]) expect((await me(t)).body).toEqual({ roles: { guest: true } });
      expect((await me(valid)).body.email).toBe(email);

      const ghost = jwt.sign({ ...rest, id: 'us_doesnotexist00' }, secret, { algorithm: 'HS256', expiresIn: 60 });
      expect((await me(ghost)).body).toEqual({ roles: { guest: true } });
    });

    it('keeps the generated JWT secret in the meta DB, so another app on the same DB accepts the token', async () => {
      const { token } = await signin();
      const stored = await server().db('nc_store').where({ key: 'nc_auth_jwt_secret' }).first();
      expect(stored.value.length).toBeGreaterThanOrEqual(32);
      const second = createApp({ config: server().config, db: server().db, logger: quiet });
      const res = await supertest(second.callback()).get('/api/v1/auth/user/me').set('xc-auth', token).expect(200);
      expect(res.body.email).toBe(email);
      expect(jwt.verify(token, stored.value)).toMatchObject({ email });
    });

    it('uses BASALT_JWT_SECRET and BASALT_JWT_EXPIRES_IN when they are set', async () => {
      const config = {
        ...server().config,
        auth: { ...server().config.auth, jwtSecret: 'a configured secret of some length', jwtExpiresInSeconds: 120 },
      };
      const app = supertest(createApp({ config, db: server().db, logger: quiet }).callback());
      const res = await app.post('/api/v1/auth/user/signin').send({ email, password: PASSWORD }).expect(200);
      const claims = jwt.verify(res.body.token, 'a configured secret of some length') as jwt.JwtPayload;
      expect(claims.exp! - claims.iat!).toBe(120);
      // The stored secret is not the configured one, so the default app refuses it.
      expect((await me(res.body.token)).body).toEqual({ roles: { guest: true } });
    });
  },
  { BASALT_BCRYPT_ROUNDS: '4' },
);
