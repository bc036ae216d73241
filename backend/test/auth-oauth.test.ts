import { describeEachDb } from './support/each-db';
import { jwtPayload, refreshCookie, secretsIn } from './support/auth-helpers';
import {
  GITHUB_GOOD_CODE,
  GOOGLE_GOOD_CODE,
  OAUTH_CLIENT,
  startOAuthDouble,
  type OAuthDouble,
} from './support/oauth-double';

let provider: OAuthDouble;
const env: NodeJS.ProcessEnv = {
  BASALT_BCRYPT_ROUNDS: '4',
  BASALT_GITHUB_CLIENT_ID: OAUTH_CLIENT.id,
  BASALT_GITHUB_CLIENT_SECRET: OAUTH_CLIENT.secret,
  BASALT_GOOGLE_CLIENT_ID: OAUTH_CLIENT.id,
  BASALT_GOOGLE_CLIENT_SECRET: OAUTH_CLIENT.secret,
};

// Runs before each database's own beforeAll, which reads `env`.
beforeAll(async () => {
  provider = await startOAuthDouble();
  Object.assign(env, {
    BASALT_GITHUB_AUTHORIZE_URL: `${provider.url}/github/authorize`,
    BASALT_GITHUB_TOKEN_URL: `${provider.url}/github/token`,
    BASALT_GITHUB_PROFILE_URL: `${provider.url}/github/user`,
    BASALT_GITHUB_EMAILS_URL: `${provider.url}/github/emails`,
    BASALT_GOOGLE_TOKEN_URL: `${provider.url}/google/token`,
    BASALT_GOOGLE_PROFILE_URL: `${provider.url}/google/userinfo`,
  });
});
afterAll(() => provider?.close());

describeEachDb(
  'auth: GitHub and Google sign-in',
  (server) => {
    it('reports both providers as enabled in the app info', async () => {
      const info = await server().request().get('/api/v1/db/meta/nocodb/info').expect(200);
      expect([info.body.githubAuthEnabled, info.body.googleAuthEnabled]).toEqual([true, true]);
    });

    it('creates a GitHub user from the primary verified address and answers a token with a cookie', async () => {
      provider.requests.length = 0;
      const res = await server()
        .request()
        .post('/auth/github/genTokenByCode')
        .send({ code: GITHUB_GOOD_CODE, redirect_uri: 'http://basalt.example.com/signin' })
        .expect(200);
      expect(Object.keys(res.body)).toEqual(['token']);
      expect(refreshCookie(res)?.value).toBeTruthy();
      expect(jwtPayload(res.body.token)).toMatchObject({
        email: 'octo@example.com',
        firstname: 'Octo',
        lastname: 'Cat',
        roles: 'super',
      });

      const tokenCall = provider.requests.find((r) => r.path === '/github/token')!;
      expect(tokenCall.form).toMatchObject({
        client_id: OAUTH_CLIENT.id,
        client_secret: OAUTH_CLIENT.secret,
        code: GITHUB_GOOD_CODE,
        redirect_uri: 'http://basalt.example.com/signin',
      });

      const row = await server().db('nc_users').where({ email: 'octo@example.com' }).first();
      expect(row).toBeDefined();
      expect(!!Number(row.email_verified) || row.email_verified === true).toBe(true);
      expect(row.password).toMatch(/^\$2[aby]\$/);

      const me = await server().request().get('/api/v1/auth/user/me').set('xc-auth', res.body.token).expect(200);
      expect(me.body).toMatchObject({ email: 'octo@example.com', email_verified: true, roles: { super: true } });
      expect(secretsIn(me.body)).toEqual([]);
    });

    it('signs the same GitHub user in again without creating another', async () => {
      const res = await server()
        .request()
        .post(`/api/v1/auth/github/genTokenByCode?code=${GITHUB_GOOD_CODE}`)
        .expect(200);
      expect(jwtPayload(res.body.token).email).toBe('octo@example.com');
      const [{ n }] = await server().db('nc_users').where({ email: 'octo@example.com' }).count({ n: '*' });
      expect(Number(n)).toBe(1);
    });

    it('creates a Google user (code in the query string) with the user role', async () => {
      provider.requests.length = 0;
      const res = await server()
        .request()
        .post(`/api/v1/auth/google/genTokenByCode?code=${GOOGLE_GOOD_CODE}&scope=email`)
        .expect(200);
      expect(jwtPayload(res.body.token)).toMatchObject({
        email: 'gina@example.com',
        firstname: 'Gina',
        lastname: 'Goo',
        roles: 'user',
      });
      expect(provider.requests.find((r) => r.path === '/google/userinfo')?.headers.authorization).toBe(
        'Bearer google-access',
      );
    });

    it('answers a bad code with a readable 4xx and creates nobody', async () => {
      const before = await server().db('nc_users').count({ n: '*' });
      const gh = await server().request().post('/auth/github/genTokenByCode').send({ code: 'stolen' });
      expect([gh.status, gh.body]).toEqual([
        401,
        { msg: 'GitHub sign-in failed: The code passed is incorrect or expired.' },
      ]);
      const google = await server().request().post('/auth/google/genTokenByCode').send({ code: 'stolen' });
      expect([google.status, google.body]).toEqual([401, { msg: 'Google sign-in failed: Malformed auth code.' }]);
      const missing = await server().request().post('/auth/google/genTokenByCode').send({});
      expect([missing.status, missing.body]).toEqual([400, { msg: 'Missing authorization code' }]);
      expect(await server().db('nc_users').count({ n: '*' })).toEqual(before);
    });

    it('starts the flow with a redirect and a state that the code exchange must match', async () => {
      const agent = server().request();
      const start = await agent.get('/auth/github').expect(302);
      const location = new URL(start.headers.location!);
      expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/github/authorize`);
      expect(location.searchParams.get('client_id')).toBe(OAUTH_CLIENT.id);
      expect(location.searchParams.get('scope')).toBe('read:user user:email');
      const state = location.searchParams.get('state')!;
      expect(state).toMatch(/^[A-Za-z0-9_-]{40,}$/);

      const forged = await agent
        .post('/auth/github/genTokenByCode')
        .send({ code: GITHUB_GOOD_CODE, state: 'someone-elses' });
      expect(forged.status).toBe(400);
      expect(forged.body.msg).toMatch(/start again/);

      await agent
        .get('/auth/github')
        .expect(302)
        .then((res) => {
          const again = new URL(res.headers.location!).searchParams.get('state')!;
          return agent.post('/auth/github/genTokenByCode').send({ code: GITHUB_GOOD_CODE, state: again }).expect(200);
        });
    });
  },
  env,
);
