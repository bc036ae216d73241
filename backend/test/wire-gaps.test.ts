import { describeEachDb } from './support/each-db';
import { PASSWORD } from './support/auth-helpers';
import { META, as, createProject, createTable, signUp } from './support/workspace';

/** The booleans of the application info, per docs/API.md §1.14 (and the SDK's `utils.appInfo` type). */
const INFO_BOOLEANS = [
  'projectHasAdmin',
  'firstUser',
  'googleAuthEnabled',
  'githubAuthEnabled',
  'oneClick',
  'connectToExternalDB',
  'ncMin',
  'teleEnabled',
  'auditEnabled',
  'ee',
  'isCloud',
];

describeEachDb(
  'wire gaps: application info says what is true',
  (server) => {
    const info = async () => (await server().request().get('/api/v1/db/meta/nocodb/info').expect(200)).body;

    it('carries every documented boolean, each a boolean', async () => {
      const body = await info();
      for (const key of INFO_BOOLEANS) expect([key, typeof body[key]]).toEqual([key, 'boolean']);
    });

    it('says false for what this server does not do: external databases, audit, telemetry, editions', async () => {
      expect(await info()).toMatchObject({
        connectToExternalDB: false,
        auditEnabled: false,
        teleEnabled: false,
        oneClick: false,
        ncMin: false,
        ee: false,
        isCloud: false,
        ncAttachmentFieldSize: server().config.maxUploadBytes,
      });
      // connectToExternalDB is false because connecting one is refused.
      const token = await signUp(server(), 'info@example.com');
      const refused = await as(server(), token)
        .post(`${META}/projects/`, { title: 'External', external: true })
        .expect(400);
      expect(refused.body.msg).toMatch(/not supported yet/);
    });

    it('says true for OAuth providers that are configured, and about the first user once there is one', async () => {
      expect(await info()).toMatchObject({
        githubAuthEnabled: true,
        googleAuthEnabled: false,
        firstUser: false,
        projectHasAdmin: true,
      });
    });
  },
  { BASALT_BCRYPT_ROUNDS: '4', BASALT_GITHUB_CLIENT_ID: 'id', BASALT_GITHUB_CLIENT_SECRET: 'secret' },
);

describeEachDb(
  'wire gaps: sign-in with wrong credentials',
  (server) => {
    const signin = (email: string, password: string) =>
      server().request().post('/api/v1/auth/user/signin').send({ email, password });

    beforeAll(async () => {
      await signUp(server(), 'known@example.com');
    });

    it("answers a wrong password and an unknown address alike: 400 {msg: 'Invalid credentials'}", async () => {
      const wrong = await signin('known@example.com', 'wrong password');
      const unknown = await signin('nobody@example.com', PASSWORD);
      expect([wrong.status, wrong.body]).toEqual([400, { msg: 'Invalid credentials' }]);
      expect([unknown.status, unknown.body]).toEqual([400, { msg: 'Invalid credentials' }]);
    });

    it('still throttles: after the allowed failures even the right password is a 429', async () => {
      // The failure above plus this one reach BASALT_SIGNIN_MAX_FAILURES for known@ (the unknown address counts apart).
      expect((await signin('known@example.com', 'wrong again')).body).toEqual({ msg: 'Invalid credentials' });
      const blocked = await signin('known@example.com', PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.body.msg).toMatch(/^Too many sign-in attempts/);
    });
  },
  { BASALT_BCRYPT_ROUNDS: '4', BASALT_SIGNIN_MAX_FAILURES: '2' },
);

describeEachDb(
  'wire gaps: renaming a table',
  (server) => {
    it('answers {msg} as NocoDB does, and the table and its default view carry the new title', async () => {
      const user = as(server(), await signUp(server(), 'rename@example.com'));
      const project = await createProject(user);
      const table = await createTable(user, project.id, { table_name: 'Before' });
      const res = await user
        .patch(`${META}/tables/${table.id}`, { table_name: table.table_name, title: 'After', project_id: project.id })
        .expect(200);
      expect(res.body).toEqual({ msg: 'The table has been updated successfully' });
      const read = (await user.get(`${META}/tables/${table.id}`).expect(200)).body;
      expect([read.title, read.table_name, read.views[0].title]).toEqual(['After', table.table_name, 'After']);
    });
  },
  { BASALT_BCRYPT_ROUNDS: '4' },
);
