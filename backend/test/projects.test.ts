import { describeEachDb } from './support/each-db';
import { as, createProject, createTable, META, signUp, unique, type Client } from './support/workspace';
import { secretsIn } from './support/auth-helpers';

const BASE_TYPES = { sqlite: 'sqlite3', pg: 'pg', mysql: 'mysql2' } as const;

describeEachDb('projects API', (server) => {
  let admin: Client;
  let alice: Client;
  let bob: Client;

  beforeAll(async () => {
    admin = as(server(), await signUp(server(), 'root@example.com'));
    alice = as(server(), await signUp(server(), 'alice@example.com'));
    bob = as(server(), await signUp(server(), 'bob@example.com'));
  });

  it('needs a signed-in user', async () => {
    for (const res of [
      await server().request().get(`${META}/projects/`),
      await server().request().post(`${META}/projects/`).send({ title: 'x' }),
      await server().request().get(`${META}/projects/p_nope`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ msg: 'Unauthorized' });
    }
  });

  it('creates a project on the default base with the creator as owner', async () => {
    const res = await alice.post(`${META}/projects/`, { title: 'Sales CRM', description: 'Deals' }).expect(200);
    expect(res.body).toMatchObject({ title: 'Sales CRM', description: 'Deals', is_meta: true, deleted: false });
    expect(res.body.id).toMatch(/^p_[0-9a-z]{14}$/);
    expect(res.body.prefix).toMatch(/^nc_[0-9a-z]{4}__$/);
    expect(res.body.bases).toHaveLength(1);
    expect(res.body.bases[0]).toMatchObject({
      project_id: res.body.id,
      type: BASE_TYPES[server().dialect],
      is_meta: true,
    });
    expect(res.body.bases[0].id).toMatch(/^ds_[0-9a-z]{14}$/);
    expect(res.body.bases[0]).not.toHaveProperty('config');
    expect(res.body).not.toHaveProperty('password');
    expect(secretsIn(res.body)).toEqual([]);

    const me = await alice.get(`/api/v1/auth/user/me?project_id=${res.body.id}`).expect(200);
    expect(me.body.roles).toEqual({ user: true, owner: true });
    const other = await bob.get(`/api/v1/auth/user/me?project_id=${res.body.id}`).expect(200);
    expect(other.body.roles).toEqual({ user: true });
  });

  it.each([
    [{}, 'Project name is required'],
    [{ title: '' }, 'Project name is required'],
    [{ title: 'x'.repeat(51) }, 'project name exceeds 50 characters'],
    [{ title: ' Leading space' }, 'Project name cannot start with a space'],
    [{ title: 'Ok', meta: 'not json' }, 'meta must be a JSON object'],
    [{ title: 'Ok', color: 'blurple' }, '"blurple" is not a valid colour'],
    [{ title: 'Ok', external: true }, 'Connecting external databases is not supported yet'],
  ])('refuses %j with 400 %s', async (body, msg) => {
    const res = await alice.post(`${META}/projects/`, body).expect(400);
    expect(res.body).toEqual({ msg });
  });

  it('takes titles of exactly 50 characters and refuses a title already in use', async () => {
    const title = `${unique('Fifty')} `.padEnd(50, 'x');
    await alice.post(`${META}/projects/`, { title }).expect(200);
    const res = await bob.post(`${META}/projects/`, { title: title.toUpperCase() }).expect(400);
    expect(res.body).toEqual({ msg: 'Project title already in use' });
  });

  it('keeps valid theme colours and puts royal blue and pink in place of invalid ones', async () => {
    const created = await alice
      .post(`${META}/projects/`, {
        title: unique('Themed'),
        meta: { theme: { primaryColor: '#123456', accentColor: 'nope' } },
      })
      .expect(200);
    expect(JSON.parse(created.body.meta)).toEqual({ theme: { primaryColor: '#123456', accentColor: '#E8436C' } });

    const meta = JSON.stringify({ theme: { primaryColor: 'url(evil)', accentColor: 'teal' }, other: 1 });
    const res = await alice.patch(`${META}/projects/${created.body.id}`, { meta, color: '#ff0000' }).expect(200);
    expect(JSON.parse(res.body.meta)).toEqual({ theme: { primaryColor: '#4351E8', accentColor: 'teal' }, other: 1 });
    expect(res.body.color).toBe('#ff0000');
    const read = await alice.get(`${META}/projects/${created.body.id}`).expect(200);
    expect(read.body.meta).toBe(res.body.meta);
  });

  it('updates the title by the same rules', async () => {
    const project = await createProject(alice);
    const renamed = unique('Renamed');
    const res = await alice.patch(`${META}/projects/${project.id}`, { title: renamed }).expect(200);
    expect(res.body).toMatchObject({ id: project.id, title: renamed });
    expect((await alice.patch(`${META}/projects/${project.id}`, { title: 'y'.repeat(51) }).expect(400)).body).toEqual({
      msg: 'project name exceeds 50 characters',
    });
    expect((await alice.patch(`${META}/projects/${project.id}`, { title: ' x' }).expect(400)).body).toEqual({
      msg: 'Project name cannot start with a space',
    });
  });

  it('lists the projects a user belongs to; super sees all', async () => {
    const mine = await createProject(alice);
    const theirs = await createProject(bob);
    const aliceList = await alice.get(`${META}/projects/`).expect(200);
    const ids = (body: { list: Array<{ id: string }> }) => body.list.map((p) => p.id);
    expect(ids(aliceList.body)).toContain(mine.id);
    expect(ids(aliceList.body)).not.toContain(theirs.id);
    expect(aliceList.body.pageInfo).toEqual({
      totalRows: aliceList.body.list.length,
      page: 1,
      pageSize: aliceList.body.list.length,
      isFirstPage: true,
      isLastPage: true,
    });
    expect(aliceList.body.list[0].bases[0]).not.toHaveProperty('config');
    const all = await admin.get(`${META}/projects`).expect(200);
    expect(ids(all.body)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('answers 404 for an unknown project and 403 to a non-member; super may read and change any', async () => {
    const project = await createProject(alice);
    expect((await alice.get(`${META}/projects/p_doesnotexist00`).expect(404)).body).toEqual({
      msg: "Project 'p_doesnotexist00' not found",
    });
    for (const res of [
      await bob.get(`${META}/projects/${project.id}`),
      await bob.patch(`${META}/projects/${project.id}`, { title: 'Hijacked' }),
      await bob.delete(`${META}/projects/${project.id}`),
      await bob.get(`${META}/projects/${project.id}/tables`),
      await bob.post(`${META}/projects/${project.id}/tables`, { table_name: 'x' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ msg: 'You do not have access to this project' });
    }
    await admin.get(`${META}/projects/${project.id}`).expect(200);
    await admin.patch(`${META}/projects/${project.id}`, { color: 'pink' }).expect(200);
  });

  it('deletes a project with its tables (physical and meta)', async () => {
    const project = await createProject(alice);
    const table = await createTable(alice, project.id, { table_name: 'Doomed' });
    expect(await server().db.schema.hasTable(table.table_name)).toBe(true);
    const res = await alice.delete(`${META}/projects/${project.id}`).expect(200);
    expect(res.body).toBe(true);
    expect(await server().db.schema.hasTable(table.table_name)).toBe(false);
    await alice.get(`${META}/projects/${project.id}`).expect(404);
    await alice.get(`${META}/tables/${table.id}`).expect(404);
    expect(await server().db('nc_columns').where({ fk_model_id: table.id })).toEqual([]);
    expect(await server().db('nc_project_users').where({ project_id: project.id })).toEqual([]);
  });
});
