import { describeEachDb } from './support/each-db';
import { recordsFixture, type RecordsFixture } from './support/records';
import { META } from './support/workspace';

/**
 * The envelopes of the v1 wire (docs/API.md §1.0, §1.11), checked on raw responses of hand-written requests: row keys
 * and their order, bulk answers, the paged `{list, pageInfo}` envelope with exactly its five keys, plain-text
 * answers (`exist`, counts of `/all`), CSV export headers, and errors as `{msg}` alone. The real `nocodb-sdk` client
 * drives the same routes in sdk-wire.test.ts; these are the shapes it cannot see (it returns parsed bodies).
 */
describeEachDb('wire envelopes', (server) => {
  let fx: RecordsFixture;
  let p: string;
  let t: string;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'sdk@example.com', { table_name: 'Tasks' });
    p = encodeURIComponent(fx.project.title);
    t = fx.table.id;
  });

  const PAGE_INFO_KEYS = ['isFirstPage', 'isLastPage', 'page', 'pageSize', 'totalRows'];

  it('dbTableRow: create, bulkCreate, list, findOne, read, exist, update, delete', async () => {
    const base = `/api/v1/db/data/noco/${p}/${t}`;
    const created = (await fx.client.post(base, { Title: 'one' }).expect(200)).body;
    expect(Object.keys(created)).toEqual(['Id', 'Title', 'CreatedAt', 'UpdatedAt']);
    const bulk = await fx.client.post(`/api/v1/db/data/bulk/noco/${p}/${t}`, [{ Title: 'two' }, { Title: 'three' }]);
    expect(bulk.body).toEqual([{ Id: 2 }, { Id: 3 }]);
    const list = await fx.client.get(`${base}?fields[]=Title&sort[]=-Id&limit=2&offset=0&where=(Id,gt,0)`).expect(200);
    expect(Object.keys(list.body).sort()).toEqual(['list', 'pageInfo']);
    expect(Object.keys(list.body.pageInfo).sort()).toEqual(PAGE_INFO_KEYS);
    expect(list.body.list).toEqual([
      { Id: 3, Title: 'three' },
      { Id: 2, Title: 'two' },
    ]);
    expect((await fx.client.get(`${base}/find-one?where=(Title,eq,two)`).expect(200)).body.Id).toBe(2);
    expect((await fx.client.get(`${base}/1`).expect(200)).body).toEqual(created);
    expect((await fx.client.get(`${base}/1/exist`).expect(200)).text).toBe('true');
    expect((await fx.client.patch(`${base}/1`, { Title: 'uno' }).expect(200)).body.Title).toBe('uno');
    expect((await fx.client.delete(`${base}/1`).expect(200)).text).toBe('1');
  });

  it('dbTableRow bulk update/delete and the /all variants', async () => {
    const bulk = `/api/v1/db/data/bulk/noco/${p}/${t}`;
    expect((await fx.client.patch(bulk, [{ Id: 2, Title: 'dos' }]).expect(200)).body).toEqual([{ Id: 2 }]);
    expect((await fx.client.patch(`${bulk}/all?where=(Id,eq,3)`, { Title: 'tres' }).expect(200)).text).toBe('1');
    expect(
      (
        await fx.client
          .delete(bulk)
          .send([{ Id: 2 }])
          .expect(200)
      ).body,
    ).toEqual([{ Id: 2 }]);
    expect((await fx.client.delete(`${bulk}/all?where=(Id,eq,3)`).expect(200)).text).toBe('1');
  });

  it('dbViewRow: list, count, groupBy and export on a view by title', async () => {
    const base = `/api/v1/db/data/noco/${p}/${t}/views/${encodeURIComponent(fx.table.title)}`;
    await fx.client.post(base, { Title: 'in view' }).expect(200);
    const list = (await fx.client.get(base).expect(200)).body;
    expect(list.list.map((r: { Title: string }) => r.Title)).toEqual(['in view']);
    expect((await fx.client.get(`${base}/count`).expect(200)).body).toEqual({ count: 1 });
    expect((await fx.client.get(`${base}/groupby?column_name=title`).expect(200)).body.list).toEqual([
      { title: 'in view', count: 1 },
    ]);
    const csv = await fx.client.get(`${base}/export/csv`).expect(200);
    expect(csv.headers['nc-export-offset']).toBe('-1');
    expect(csv.text.split('\r\n')[0]).toBe('Id,Title,CreatedAt,UpdatedAt');
  });

  it('meta lists use the paged envelope; view and sort records carry their ids', async () => {
    const views = (await fx.client.get(`${META}/tables/${t}/views`).expect(200)).body;
    expect(Object.keys(views.pageInfo).sort()).toEqual(PAGE_INFO_KEYS);
    const viewId = views.list[0].id;
    const columns = (await fx.client.get(`${META}/views/${viewId}/columns`).expect(200)).body;
    expect(columns.list[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), fk_view_id: viewId, show: true, order: expect.any(Number) }),
    );
    for (const path of ['sorts', 'filters']) {
      expect(Object.keys((await fx.client.get(`${META}/views/${viewId}/${path}`).expect(200)).body).sort()).toEqual([
        'list',
        'pageInfo',
      ]);
    }
  });

  it.each([
    ['get', '/api/v1/db/data/noco/nope/x', 404],
    ['get', '/api/v1/db/data/noco/PROJECT/TABLE/99', 404],
    ['get', '/api/v1/db/data/noco/PROJECT/TABLE?where=(Title,nope,1)', 400],
    ['post', '/api/v1/db/data/bulk/noco/PROJECT/TABLE', 400],
    ['get', `${META}/sorts/so_nope`, 404],
    ['get', `${META}/filters/fi_nope`, 404],
  ] as const)('answers errors as {msg} only: %s %s', async (method, path, status) => {
    const url = path.replace('PROJECT', p).replace('TABLE', t);
    const res = await (method === 'get' ? fx.client.get(url) : fx.client.post(url, { not: 'a list' })).expect(status);
    expect(Object.keys(res.body)).toEqual(['msg']);
  });
});
