import { REMOTE_NAMES } from '@basalt/core';
import { describeEachDb } from './support/each-db';

describeEachDb('foundation routes', (server) => {
  it('answers health with the meta DB reachable', async () => {
    const res = await server().request().get('/api/v1/health').expect(200);
    expect(res.body).toMatchObject({ message: 'OK' });
  });

  it('reports the version', async () => {
    const res = await server().request().get('/api/v1/version').expect(200);
    expect(res.body.currentVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('serves the application info of a fresh install', async () => {
    const res = await server().request().get('/api/v1/db/meta/nocodb/info').expect(200);
    expect(res.body).toMatchObject({
      authType: 'jwt',
      firstUser: true,
      defaultLimit: 25,
      connectToExternalDB: false,
      githubAuthEnabled: false,
      googleAuthEnabled: false,
      projectHasAdmin: false,
    });
    for (const key of ['ncSiteUrl', 'ncMin', 'oneClick', 'teleEnabled', 'type', 'version']) {
      expect(res.body).toHaveProperty(key);
    }
  });

  it('no longer reports a first user once one exists', async () => {
    await server().db('nc_users').insert({ id: 'us_probe', email: 'first@example.com', roles: 'super' });
    const res = await server().request().get('/api/v1/db/meta/nocodb/info').expect(200);
    expect(res.body.firstUser).toBe(false);
    await server().db('nc_users').where({ id: 'us_probe' }).delete();
  });

  it('answers unknown API paths with 404 {msg}', async () => {
    const res = await server().request().get('/api/v1/nope').expect(404);
    expect(res.body).toEqual({ msg: 'Not found: GET /api/v1/nope' });
  });

  it('answers malformed JSON with 400 {msg}', async () => {
    const res = await server()
      .request()
      .post('/api/v1/health')
      .set('content-type', 'application/json')
      .send('{"broken":');
    expect(res.status).toBe(400);
    expect(typeof res.body.msg).toBe('string');
  });
});

describeEachDb(
  'remote manifest',
  (server) => {
    it('lists every remote, taking overrides from the environment', async () => {
      const res = await server().request().get('/remotes.json').expect(200);
      expect(Object.keys(res.body).sort()).toEqual([...REMOTE_NAMES].sort());
      expect(res.body['mf-views']).toBe('http://127.0.0.1:9999/remoteEntry.js');
      expect(res.body['mf-auth']).toBe('/remotes/mf-auth/remoteEntry.js');
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  },
  { BASALT_REMOTE_MF_VIEWS: 'http://127.0.0.1:9999/remoteEntry.js' },
);

describeEachDb(
  'cross-origin calls',
  (server) => {
    it('shares credentials only with configured origins', async () => {
      const allowed = await server().request().get('/api/v1/health').set('Origin', 'https://app.example.com');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      // what such a script may read: an export's file name, the index suggestion of an external base
      expect(allowed.headers['access-control-expose-headers']).toBe('Content-Disposition,X-Basalt-Index-Suggestion');
      const other = await server().request().get('/api/v1/health').set('Origin', 'https://evil.example.com');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('names its own site in app info, whatever Origin says', async () => {
      const res = await server().request().get('/api/v1/db/meta/nocodb/info').set('Origin', 'https://evil.example.com');
      expect(res.body.ncSiteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    });
  },
  { BASALT_CORS_ORIGINS: 'https://app.example.com/' },
);
