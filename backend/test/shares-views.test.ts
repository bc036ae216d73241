import { describeEachDb } from './support/each-db';
import { addMember, q, recordsFixture, type RecordsFixture } from './support/records';
import { META, type Client } from './support/workspace';

const PUBLIC = '/api/v1/db/public/shared-view';

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
  { column_name: 'n', title: 'N', uidt: 'Number' },
  { column_name: 'secret', title: 'Secret', uidt: 'SingleLineText' },
];

type Row = Record<string, unknown>;

describeEachDb('shared views: share routes and public links', (server) => {
  let fx: RecordsFixture;
  let editor: Client;
  let creator: Client;
  let grid: { id: string };
  let uuid: string;
  const col = (title: string) => fx.table.columns.find((c) => c.title === title)!.id;
  const visitor = (path: string, password?: string) => {
    const req = server().request().get(`${PUBLIC}/${path}`);
    return password === undefined ? req : req.set('xc-password', password);
  };
  const rows = async (params: Record<string, string | number> = {}, password?: string) =>
    (await visitor(`${uuid}/rows?${q({ limit: 100, ...params })}`, password).expect(200)).body.list as Row[];

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'shares@example.com', { table_name: 'Notes', columns: COLUMNS });
    editor = await addMember(server(), fx.project.id, 'shares-editor@example.com', 'editor');
    creator = await addMember(server(), fx.project.id, 'shares-creator@example.com', 'creator');
    const data = Array.from({ length: 10 }, (_, i) => ({ Title: `note ${i}`, N: i, Secret: `hush-${i}` }));
    await fx.client.post(fx.bulk, data).expect(200);
    grid = (await fx.client.post(`${META}/tables/${fx.table.id}/grids`, { title: 'Public grid' }).expect(200)).body;
    await fx.client.post(`${META}/views/${grid.id}/columns`, { fk_column_id: col('Secret'), show: false }).expect(200);
    const filter = { fk_column_id: col('N'), comparison_op: 'gte', value: '2', logical_op: 'and' };
    await fx.client.post(`${META}/views/${grid.id}/filters`, filter).expect(200);
    // the owner's own filter on a hidden field still applies, but is not shown to visitors
    const hiddenFilter = { fk_column_id: col('Secret'), comparison_op: 'neq', value: 'hush-9', logical_op: 'and' };
    await fx.client.post(`${META}/views/${grid.id}/filters`, hiddenFilter).expect(200);
    await fx.client.post(`${META}/views/${grid.id}/sorts`, { fk_column_id: col('N'), direction: 'desc' }).expect(200);
  });

  it('only owners and creators share; sharing gives a link once, with CSV download on', async () => {
    expect((await editor.post(`${META}/views/${grid.id}/share`).expect(403)).body.msg).toBe(
      'You do not have permission to do this in this project',
    );
    await editor.get(`${META}/tables/${fx.table.id}/share`).expect(403);
    const res = await fx.client.post(`${META}/views/${grid.id}/share`).expect(200);
    expect(res.body).toMatchObject({ id: grid.id, has_password: false, meta: { allowCSVDownload: true } });
    expect(res.body).not.toHaveProperty('password');
    uuid = res.body.uuid;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await creator.post(`${META}/views/${grid.id}/share`).expect(200)).body.uuid).toBe(uuid);
    const list = (await fx.client.get(`${META}/tables/${fx.table.id}/share`).expect(200)).body;
    expect(list.list.map((v: { id: string; uuid: string }) => [v.id, v.uuid])).toEqual([[grid.id, uuid]]);
    await server().request().post(`${META}/views/${grid.id}/share`).expect(401);
  });

  it('public meta shows only the visible fields, their filters and sorts, never a password', async () => {
    const meta = (await visitor(`${uuid}/meta`).expect(200)).body;
    expect(meta).toMatchObject({ id: grid.id, uuid, fk_model_id: fx.table.id, view: { fk_view_id: grid.id } });
    expect(meta.model.columns.map((c: { title: string }) => c.title)).toEqual(['Id', 'Title', 'N']);
    expect(meta.filters).toEqual([expect.objectContaining({ fk_column_id: col('N'), comparison_op: 'gte' })]);
    expect(meta.sorts).toEqual([expect.objectContaining({ fk_column_id: col('N'), direction: 'desc' })]);
    expect(meta.relatedMetas).toEqual({});
    expect(meta).not.toHaveProperty('password');
    const text = JSON.stringify(meta);
    expect(text).not.toContain(col('Secret'));
    expect(text).not.toContain('hush');
  });

  it("public rows apply the view's filters, sorts and hidden fields, then the visitor's own", async () => {
    const list = await rows();
    expect(list.map((r) => r.N)).toEqual([8, 7, 6, 5, 4, 3, 2]);
    expect(Object.keys(list[0]!)).toEqual(['Id', 'Title', 'N']);
    expect(JSON.stringify(await rows({ fields: 'Secret,Title' }))).not.toContain('hush');
    expect((await rows({ where: '(N,lt,5)' })).map((r) => r.N)).toEqual([4, 3, 2]);
    const filterArrJson = JSON.stringify([{ fk_column_id: col('N'), comparison_op: 'gt', value: '6' }]);
    const sortArrJson = JSON.stringify([{ fk_column_id: col('N'), direction: 'asc' }]);
    expect((await rows({ filterArrJson, sortArrJson })).map((r) => r.N)).toEqual([7, 8]);
    const paged = (await visitor(`${uuid}/rows?${q({ limit: 2, offset: 2 })}`).expect(200)).body;
    expect(paged.list.map((r: Row) => r.N)).toEqual([6, 5]);
    expect(paged.pageInfo).toMatchObject({ totalRows: 7, page: 2, pageSize: 2 });
  });

  it('refuses filters, sorts and groups on hidden fields (they would reveal its values)', async () => {
    await visitor(`${uuid}/rows?${q({ where: '(Secret,eq,hush-3)' })}`).expect(400);
    await visitor(`${uuid}/rows?${q({ sort: '-Secret' })}`).expect(400);
    const json = JSON.stringify([{ fk_column_id: col('Secret'), comparison_op: 'like', value: 'hush' }]);
    await visitor(`${uuid}/rows?${q({ filterArrJson: json })}`).expect(400);
    await visitor(`${uuid}/groupby?${q({ column_name: 'secret' })}`).expect(400);
    const groups = (await visitor(`${uuid}/groupby?${q({ column_name: 'n', where: '(N,lt,4)' })}`).expect(200)).body;
    expect(groups.list.map((g: Row) => [g.n, Number(g.count)])).toEqual([
      [2, 1],
      [3, 1],
    ]);
  });

  it('downloads CSV without hidden fields, and only while the share allows it', async () => {
    const csv = await visitor(`${uuid}/rows/export/csv`).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Id,Title,N');
    expect(lines).toHaveLength(8);
    expect(csv.text).not.toContain('hush');
    const off = await fx.client.patch(`${META}/views/${grid.id}/share`, { meta: { allowCSVDownload: false } });
    expect(off.status).toBe(200);
    expect(off.body.meta.allowCSVDownload).toBe(false);
    expect((await visitor(`${uuid}/rows/export/csv`).expect(403)).body.msg).toBe(
      'Download is not allowed for this view',
    );
    await visitor(`${uuid}/rows`).expect(200);
    await fx.client.patch(`${META}/views/${grid.id}/share`, { meta: { allowCSVDownload: true } }).expect(200);
  });

  it('a password protects every public route; it is stored hashed and never sent back', async () => {
    await editor.patch(`${META}/views/${grid.id}/share`, { password: 'x' }).expect(403);
    const res = await fx.client.patch(`${META}/views/${grid.id}/share`, { password: 'open sesame' }).expect(200);
    expect(res.body).toMatchObject({ uuid, has_password: true });
    expect(res.body).not.toHaveProperty('password');
    const stored = await server().db('nc_views').where({ id: grid.id }).first('password');
    expect(stored.password).toMatch(/^\$2[aby]\$/);
    for (const path of ['meta', 'rows', 'rows/export/csv', 'groupby?column_name=n']) {
      expect((await visitor(`${uuid}/${path}`).expect(403)).body).toEqual({ msg: 'INVALID_SHARED_VIEW_PASSWORD' });
      await visitor(`${uuid}/${path}`, 'open sesam').expect(403);
      await visitor(`${uuid}/${path}`, 'open sesame').expect(200);
    }
    expect((await rows({}, 'open sesame')).length).toBe(7);
    const listed = (await fx.client.get(`${META}/tables/${fx.table.id}/share`).expect(200)).body.list[0];
    expect(listed).toMatchObject({ has_password: true });
    expect(listed).not.toHaveProperty('password');
    const long = 'x'.repeat(73);
    await fx.client.patch(`${META}/views/${grid.id}/share`, { password: long }).expect(400);
    await fx.client.patch(`${META}/views/${grid.id}/share`, { password: null }).expect(200);
    await visitor(`${uuid}/meta`).expect(200);
  });

  it('an unknown link, or one whose share was removed, is 404', async () => {
    await visitor('00000000-0000-0000-0000-000000000000/meta').expect(404);
    await editor.delete(`${META}/views/${grid.id}/share`).expect(403);
    await fx.client.delete(`${META}/views/${grid.id}/share`).expect(200);
    for (const path of ['meta', 'rows', 'rows/export/csv']) await visitor(`${uuid}/${path}`).expect(404);
    expect((await fx.client.get(`${META}/tables/${fx.table.id}/share`).expect(200)).body.list).toEqual([]);
    const again = (await creator.post(`${META}/views/${grid.id}/share`).expect(200)).body;
    expect(again.uuid).not.toBe(uuid);
    expect(again.has_password).toBe(false);
    await visitor(`${again.uuid}/rows`).expect(200);
  });
});
