import { createInviteToken } from '../src/auth';
import { describeEachDb } from './support/each-db';
import { jwtPayload, PASSWORD, refreshCookie, secretsIn } from './support/auth-helpers';

describeEachDb(
  'auth: sign-up, sign-in and me',
  (server) => {
    const responses: Array<{ what: string; body: unknown }> = [];
    const keep = (what: string, body: unknown) => {
      responses.push({ what, body });
      return body;
    };

    it('makes the first user super and answers a token with a refresh cookie', async () => {
      const res = await server()
        .request()
        .post('/api/v1/auth/user/signup')
        .send({ email: ' Admin@Example.com ', password: PASSWORD, firstname: 'Ada', lastname: 'Admin' })
        .expect(200);
      keep('signup', res.body);
      expect(Object.keys(res.body)).toEqual(['token']);
      const claims = jwtPayload(res.body.token);
      expect(claims).toMatchObject({
        email: 'admin@example.com',
        firstname: 'Ada',
        lastname: 'Admin',
        roles: 'super',
        token_version: 0,
      });
      expect(claims.id).toMatch(/^us_[0-9a-z]{14}$/);
      expect((claims.exp as number) - (claims.iat as number)).toBe(10 * 3600);

      const cookie = refreshCookie(res);
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(cookie?.attributes).toMatch(/path=\//i);
      expect(cookie?.attributes).toMatch(/httponly/i);
      expect(cookie?.attributes).toMatch(/samesite=lax/i);
      const expires = Date.parse(/expires=([^;]+)/i.exec(cookie!.attributes)![1]!);
      expect(expires - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
      expect(expires - Date.now()).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);

      const row = await server().db('nc_users').where({ email: 'admin@example.com' }).first();
      expect(row.roles).toBe('super');
      expect(row.password).toMatch(/^\$2[aby]\$/);
      expect(row.password).not.toContain(PASSWORD);
    });

    it('gives later users the user role', async () => {
      const res = await server()
        .request()
        .post('/api/v1/auth/user/signup')
        .send({ email: 'bob@example.com', password: PASSWORD })
        .expect(200);
      keep('signup 2', res.body);
      expect(jwtPayload(res.body.token).roles).toBe('user');
      const me = await server().request().get('/api/v1/auth/user/me').set('xc-auth', res.body.token).expect(200);
      expect(me.body.roles).toEqual({ user: true });
    });

    it('refuses a bad e-mail, a short password and an existing user', async () => {
      const signup = (body: object) => server().request().post('/api/v1/auth/user/signup').send(body);
      for (const email of ['not-an-email', 'a@b', '', undefined]) {
        const res = await signup({ email, password: PASSWORD });
        expect([res.status, res.body]).toEqual([400, { msg: 'Invalid email' }]);
      }
      for (const password of ['1234567', '', undefined]) {
        const res = await signup({ email: 'carol@example.com', password });
        expect([res.status, res.body]).toEqual([400, { msg: 'Password : At least 8 letters. ' }]);
      }
      const dup = await signup({ email: 'BOB@example.com', password: PASSWORD });
      expect([dup.status, dup.body]).toEqual([400, { msg: 'User already exist' }]);
      const badInvite = await signup({ email: 'bob@example.com', password: PASSWORD, token: 'nope' });
      expect([badInvite.status, badInvite.body]).toEqual([400, { msg: 'Invalid invite url' }]);
      expect(await server().db('nc_users').where({ email: 'carol@example.com' }).first()).toBeUndefined();
    });

    it('completes an invited user with a valid invite token', async () => {
      await server().db('nc_users').insert({ id: 'us_invited000001', email: 'invited@example.com', roles: 'user' });
      const token = await createInviteToken(server().db, 'us_invited000001');
      const stored = await server().db('nc_users').where({ id: 'us_invited000001' }).first();
      expect(stored.invite_token).not.toBe(token);
      const res = await server()
        .request()
        .post('/api/v1/auth/user/signup')
        .send({ email: 'invited@example.com', password: PASSWORD, firstname: 'Ivy', token })
        .expect(200);
      keep('invite signup', res.body);
      expect(jwtPayload(res.body.token)).toMatchObject({ id: 'us_invited000001', firstname: 'Ivy', roles: 'user' });
      const again = await server()
        .request()
        .post('/api/v1/auth/user/signup')
        .send({ email: 'invited@example.com', password: PASSWORD, token });
      expect([again.status, again.body]).toEqual([400, { msg: 'Invalid invite url' }]);
    });

    it('signs in with the right password, case-insensitively on the e-mail', async () => {
      const res = await server()
        .request()
        .post('/api/v1/auth/user/signin')
        .send({ email: 'ADMIN@example.com', password: PASSWORD })
        .expect(200);
      keep('signin', res.body);
      expect(Object.keys(res.body)).toEqual(['token']);
      expect(jwtPayload(res.body.token).email).toBe('admin@example.com');
      expect(refreshCookie(res)?.value).toBeTruthy();
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers 401 for missing fields and 400 for wrong credentials', async () => {
      const signin = (body: object) => server().request().post('/api/v1/auth/user/signin').send(body);
      for (const body of [{}, { email: 'admin@example.com' }, { password: PASSWORD }, { email: '', password: '' }]) {
        const res = await signin(body);
        expect(res.status).toBe(401);
        expect(typeof res.body.msg).toBe('string');
      }
      const wrong = await signin({ email: 'admin@example.com', password: 'wrong password' });
      const unknown = await signin({ email: 'nobody@example.com', password: PASSWORD });
      expect([wrong.status, unknown.status]).toEqual([400, 400]);
      expect(wrong.body).toEqual({ msg: 'Invalid credentials' });
      expect(unknown.body).toEqual(wrong.body);
      expect(refreshCookie(wrong)).toBeUndefined();
    });

    it('answers me as a guest without a token, or with a bad one', async () => {
      const guest = await server().request().get('/api/v1/auth/user/me').expect(200);
      expect(guest.body).toEqual({ roles: { guest: true } });
      const junk = await server().request().get('/api/v1/auth/user/me').set('xc-auth', 'not.a.jwt').expect(200);
      expect(junk.body).toEqual({ roles: { guest: true } });
    });

    it('answers me with the user, from xc-auth or a Bearer header, and accepts project_id', async () => {
      const { body } = await server()
        .request()
        .post('/api/v1/auth/user/signin')
        .send({ email: 'admin@example.com', password: PASSWORD });
      const expected = {
        id: jwtPayload(body.token).id,
        email: 'admin@example.com',
        firstname: 'Ada',
        lastname: 'Admin',
        email_verified: false,
        roles: { super: true },
      };
      const me = await server().request().get('/api/v1/auth/user/me').set('xc-auth', body.token).expect(200);
      expect(keep('me', me.body)).toEqual(expected);
      const bearer = await server()
        .request()
        .get('/api/v1/auth/user/me')
        .set('Authorization', `Bearer ${body.token}`)
        .expect(200);
      expect(bearer.body).toEqual(expected);
      const inProject = await server()
        .request()
        .get('/api/v1/auth/user/me?project_id=p_abc')
        .set('xc-auth', body.token)
        .expect(200);
      expect(keep('me project', inProject.body)).toEqual(expected);
    });

    it('answers under the legacy prefixes too', async () => {
      for (const prefix of ['/auth', '/api/v1/db/auth']) {
        const res = await server()
          .request()
          .post(`${prefix}/user/signin`)
          .send({ email: 'bob@example.com', password: PASSWORD })
          .expect(200);
        keep(`signin ${prefix}`, res.body);
        const me = await server().request().get(`${prefix}/user/me`).set('xc-auth', res.body.token).expect(200);
        expect(me.body.email).toBe('bob@example.com');
      }
    });

    it('never answers a secret field', () => {
      expect(responses.length).toBeGreaterThanOrEqual(8);
      for (const { what, body } of responses) {
        expect([what, secretsIn(body)]).toEqual([what, []]);
        const token = (body as { token?: string }).token;
        if (token) expect([what, secretsIn(jwtPayload(token))]).toEqual([what, []]);
      }
    });

    it('reports OAuth providers as disabled and refuses their codes when they are not configured', async () => {
      const info = await server().request().get('/api/v1/db/meta/nocodb/info').expect(200);
      expect([info.body.githubAuthEnabled, info.body.googleAuthEnabled]).toEqual([false, false]);
      const gh = await server().request().post('/auth/github/genTokenByCode').send({ code: 'x' });
      expect([gh.status, gh.body]).toEqual([400, { msg: 'GitHub sign-in is not enabled' }]);
      const google = await server().request().post('/api/v1/auth/google/genTokenByCode?code=x');
      expect([google.status, google.body]).toEqual([400, { msg: 'Google sign-in is not enabled' }]);
    });
  },
  { BASALT_BCRYPT_ROUNDS: '4' },
);
