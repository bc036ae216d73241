import { describeEachDb } from './support/each-db';
import { addMember, DATA, recordsFixture, type RecordsFixture } from './support/records';
import { createProject, createTable, META, type Client } from './support/workspace';

const PUBLIC = '/api/v1/db/public/shared-base';
const HEADER = 'xc-shared-base-id';

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
];

type Row = Record<string, unknown>;

describeEachDb('shared base: link management, public read and the visitor header', (server) => {
  let fx: RecordsFixture;
  let editorMember: Client;
  let other: { id: string; title: string };
  let otherTablePath: string;
  let uuid: string;
  const shared = () => `${META}/projects/${fx.project.id}/shared`;
  const rowsPath = () => `${DATA}/${fx.project.id}/${fx.table.id}`;
  /** Requests with no session, carrying the shared base header (and a password when given). */
  const visitor = (method: 'get' | 'post' | 'patch' | 'delete', path: string, password?: string) => {
    const req = server().request()[method](path).set(HEADER, uuid);
    return password === undefined ? req : req.set('xc-password', password);
  };

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'sb-owner@example.com', { table_name: 'Notes', columns: COLUMNS });
    editorMember = await addMember(server(), fx.project.id, 'sb-editor@example.com', 'editor');
    await fx.client.post(fx.bulk, [{ Title: 'first' }, { Title: 'second' }]).expect(200);
    other = await createProject(fx.client);
    const otherTable = await createTable(fx.client, other.id, { table_name: 'Secrets', columns: COLUMNS });
    otherTablePath = `${DATA}/${other.id}/${otherTable.id}`;
    await fx.client.post(otherTablePath, { Title: 'not yours' }).expect(200);
  });

  it('only owners and creators manage the link; a base starts unshared', async () => {
    expect((await fx.client.get(shared()).expect(200)).body).toMatchObject({ uuid: null, url: null });
    expect((await editorMember.post(shared(), { roles: 'viewer' }).expect(403)).body.msg).toBe(
      'You do not have permission to do this in this project',
    );
    await editorMember.get(shared()).expect(403);
    await server().request().post(shared()).send({}).expect(401);
  });

  it('shares as viewer: the link, the public read of its project, read-only access', async () => {
    const res = await fx.client.post(shared(), { roles: 'owner' }).expect(200);
    // any role other than editor is coerced to viewer
    expect(res.body).toMatchObject({ roles: 'viewer', has_password: false });
    expect(res.body).not.toHaveProperty('password');
    uuid = res.body.uuid;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.url).toMatch(new RegExp(`/nc/base/${uuid}$`));
    expect((await fx.client.get(shared()).expect(200)).body).toMatchObject({ uuid, roles: 'viewer' });

    const meta = await server().request().get(`${PUBLIC}/${uuid}/meta`).expect(200);
    expect(meta.body.project_id).toBe(fx.project.id);

    expect((await visitor('get', '/api/v1/auth/user/me').expect(200)).body).toEqual({ roles: { viewer: true } });
    expect((await visitor('get', `${META}/projects/${fx.project.id}`).expect(200)).body.id).toBe(fx.project.id);
    const tables = (await visitor('get', `${META}/projects/${fx.project.id}/tables`).expect(200)).body.list;
    expect(tables.map((t: { title: string }) => t.title)).toEqual(['Notes']);
    const rows = (await visitor('get', rowsPath()).expect(200)).body.list as Row[];
    expect(rows.map((r) => r.Title)).toEqual(['first', 'second']);

    const denied = await visitor('post', rowsPath()).send({ Title: 'by viewer' }).expect(403);
    expect(denied.body.msg).toBe('You do not have permission to do this in this project');
    await visitor('patch', `${rowsPath()}/1`).send({ Title: 'changed' }).expect(403);
    await visitor('delete', `${rowsPath()}/1`).expect(403);
    await visitor('post', `${META}/projects/${fx.project.id}/tables`)
      .send({ table_name: 'More', title: 'More' })
      .expect(403);
    // uploads are writes too
    await visitor('post', '/api/v1/db/storage/upload').attach('files', Buffer.from('hello'), 'a.txt').expect(403);
    await visitor('post', '/api/v1/db/storage/upload-by-url')
      .send([{ url: 'http://127.0.0.1/x.png' }])
      .expect(403);
    const all = (await fx.client.get(rowsPath()).expect(200)).body.list as Row[];
    expect(all.map((r) => r.Title)).toEqual(['first', 'second']);
  });

  it('a signed-in user sending the header acts as the visitor and nothing more', async () => {
    // the owner (super) with the viewer link's header may not write either
    await fx.client.post(rowsPath(), { Title: 'x' }).set(HEADER, uuid).expect(403);
    await fx.client.get(`${META}/projects/${other.id}`).set(HEADER, uuid).expect(403);
  });

  it('as editor (same link): the visitor edits rows, the owner sees the change', async () => {
    const res = await fx.client.patch(shared(), { roles: 'editor' }).expect(200);
    expect(res.body).toMatchObject({ uuid, roles: 'editor' });
    expect((await visitor('get', '/api/v1/auth/user/me').expect(200)).body).toEqual({ roles: { editor: true } });
    await visitor('patch', `${rowsPath()}/1`).send({ Title: 'edited by visitor' }).expect(200);
    await visitor('post', rowsPath()).send({ Title: 'added by visitor' }).expect(200);
    const upload = await visitor('post', '/api/v1/db/storage/upload').attach('files', Buffer.from('hi'), 'a.txt');
    expect(upload.status).toBe(200);
    const all = (await fx.client.get(rowsPath()).expect(200)).body.list as Row[];
    expect(all.map((r) => r.Title)).toEqual(['edited by visitor', 'second', 'added by visitor']);
  });

  it('a shared-base editor cannot reach another project nor manage this one', async () => {
    expect((await visitor('get', `${META}/projects/${other.id}`).expect(403)).body.msg).toBe(
      'You do not have access to this project',
    );
    await visitor('get', `${META}/projects/${other.id}/tables`).expect(403);
    await visitor('get', otherTablePath).expect(403);
    await visitor('post', otherTablePath).send({ Title: 'intruder' }).expect(403);
    expect((await visitor('get', `${META}/projects/`).expect(200)).body.list).toEqual([]);
    expect((await visitor('get', '/api/v1/auth/user/me').query({ project_id: other.id })).body).toEqual({ roles: {} });
    // no project management: the link itself, view shares, schema, the project
    await visitor('get', shared()).expect(403);
    await visitor('post', shared()).send({ roles: 'editor' }).expect(403);
    await visitor('delete', shared()).expect(403);
    const views = (await fx.client.get(`${META}/tables/${fx.table.id}/views`).expect(200)).body.list;
    await visitor('post', `${META}/views/${views[0].id}/share`).expect(403);
    await visitor('post', `${META}/projects/${fx.project.id}/tables`)
      .send({ table_name: 'More', title: 'More' })
      .expect(403);
    await visitor('patch', `${META}/projects/${fx.project.id}`).send({ title: 'Renamed' }).expect(403);
    await visitor('delete', `${META}/projects/${fx.project.id}`).expect(403);
    await visitor('post', `${META}/projects/`).send({ title: 'Visitor project' }).expect(403);
    expect((await fx.client.get(`${META}/projects/${fx.project.id}`).expect(200)).body.title).toBe(fx.project.title);
  });

  it('a password protects the public read and every request with the header', async () => {
    await fx.client.patch(shared(), { password: 42 }).expect(400);
    await fx.client.patch(shared(), { password: 'x'.repeat(73) }).expect(400);
    const res = await fx.client.patch(shared(), { password: 'open sesame' }).expect(200);
    expect(res.body).toMatchObject({ uuid, roles: 'editor', has_password: true });
    expect(JSON.stringify(res.body)).not.toContain('open sesame');

    const noPassword = await server().request().get(`${PUBLIC}/${uuid}/meta`).expect(403);
    expect(noPassword.body.msg).toBe('INVALID_SHARED_BASE_PASSWORD');
    const wrong = await server().request().get(`${PUBLIC}/${uuid}/meta`).set('xc-password', 'nope').expect(403);
    expect(wrong.body.msg).toBe('INVALID_SHARED_BASE_PASSWORD');
    const right = await server().request().get(`${PUBLIC}/${uuid}/meta`).set('xc-password', 'open sesame');
    expect(right.status).toBe(200);
    expect(right.body.project_id).toBe(fx.project.id);

    await visitor('get', rowsPath()).expect(403);
    await visitor('get', rowsPath(), 'nope').expect(403);
    await visitor('get', rowsPath(), 'open sesame').expect(200);

    // changing only the role keeps the password; null removes it
    await fx.client.patch(shared(), { roles: 'editor' }).expect(200);
    await visitor('get', rowsPath()).expect(403);
    expect((await fx.client.patch(shared(), { password: null }).expect(200)).body.has_password).toBe(false);
    await visitor('get', rowsPath()).expect(200);
  });

  it('a disabled or unknown link answers 404; sharing again gives a new link', async () => {
    await fx.client.delete(shared()).expect(200);
    expect((await fx.client.get(shared()).expect(200)).body).toMatchObject({ uuid: null, roles: null });
    expect((await server().request().get(`${PUBLIC}/${uuid}/meta`).expect(404)).body.msg).toBe('Shared base not found');
    await visitor('get', rowsPath()).expect(404);
    await visitor('get', '/api/v1/auth/user/me').expect(404);
    await server().request().get(`${PUBLIC}/00000000-0000-0000-0000-000000000000/meta`).expect(404);

    const old = uuid;
    const res = await fx.client.post(shared(), {}).expect(200);
    expect(res.body).toMatchObject({ roles: 'viewer', has_password: false });
    expect(res.body.uuid).not.toBe(old);
    await server().request().get(`${PUBLIC}/${old}/meta`).expect(404);
    uuid = res.body.uuid;
    await visitor('get', rowsPath()).expect(200);
    await visitor('post', rowsPath()).send({ Title: 'viewer again' }).expect(403);
  });
});
