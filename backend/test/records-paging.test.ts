import { describeEachDb } from './support/each-db';
import { DATA, q, recordsFixture, type RecordsFixture } from './support/records';
import { createTable, type TableJson } from './support/workspace';

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
  { column_name: 'n', title: 'N', uidt: 'Number' },
  { column_name: 'grp', title: 'Grp', uidt: 'SingleLineText' },
];

describeEachDb('records paging, sorting and fields', (server) => {
  let fx: RecordsFixture;
  const get = async (params: Record<string, string | number>, path = fx.path) =>
    (await fx.client.get(`${path}?${q(params)}`).expect(200)).body;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'paging@example.com', { table_name: 'Sixty', columns: COLUMNS });
    const rows = Array.from({ length: 60 }, (_, i) => ({ Title: `t${i + 1}`, N: (i * 7) % 13, Grp: `g${i % 3}` }));
    await fx.client.post(fx.bulk, rows).expect(200);
  });

  it.each([
    [{}, 25, { totalRows: 60, page: 1, pageSize: 25, isFirstPage: true, isLastPage: false }],
    [{ offset: 25 }, 25, { totalRows: 60, page: 2, pageSize: 25, isFirstPage: false, isLastPage: false }],
    [{ offset: 50 }, 10, { totalRows: 60, page: 3, pageSize: 25, isFirstPage: false, isLastPage: true }],
    [{ offset: 10 }, 25, { totalRows: 60, page: 1.4, pageSize: 25, isFirstPage: false, isLastPage: false }],
    [{ limit: 60 }, 60, { totalRows: 60, page: 1, pageSize: 60, isFirstPage: true, isLastPage: true }],
    [{ l: 7, o: 56 }, 4, { totalRows: 60, page: 9, pageSize: 7, isFirstPage: false, isLastPage: true }],
    [{ limit: 5000 }, 60, { totalRows: 60, page: 1, pageSize: 1000, isFirstPage: true, isLastPage: true }],
    [{ limit: 'abc' }, 25, { pageSize: 25 }],
    [{ limit: 0 }, 25, { pageSize: 25 }],
    [{ limit: -3 }, 25, { pageSize: 25 }],
    [{ limit: 1.5 }, 25, { pageSize: 25 }],
    [{ offset: 'x' }, 25, { page: 1 }],
  ])('pages with %j (docs/API.md §1.0)', async (params, length, pageInfo) => {
    const body = await get(params);
    expect(body.list).toHaveLength(length);
    expect(body.pageInfo).toMatchObject(pageInfo);
    expect(body).not.toHaveProperty('errors');
  });

  it('reports an offset beyond the rows', async () => {
    const body = await get({ offset: 60 });
    expect(body).toEqual({
      list: [],
      pageInfo: { totalRows: 60, page: 3.4, pageSize: 25, isFirstPage: false, isLastPage: false },
      errors: [{ message: 'Offset is beyond the total number of rows' }],
    });
  });

  it('pages an empty table', async () => {
    const empty = await createTable(fx.client, fx.project.id, { table_name: 'Empty' });
    const body = await get({}, `${DATA}/${fx.project.id}/${empty.id}`);
    expect(body).toEqual({
      list: [],
      pageInfo: { totalRows: 0, page: 1, pageSize: 25, isFirstPage: true, isLastPage: true },
    });
  });

  it('answers the fields asked for, keys always', async () => {
    expect(Object.keys((await get({ fields: 'Title' })).list[0])).toEqual(['Id', 'Title']);
    expect(Object.keys((await get({ f: 'N, Grp,Nope' })).list[0])).toEqual(['Id', 'N', 'Grp']);
    expect(Object.keys((await get({ fields: '*' })).list[0])).toEqual(['Id', 'Title', 'N', 'Grp']);
    const repeated = await fx.client.get(`${fx.path}?fields[]=Title&fields[]=N`).expect(200);
    expect(Object.keys(repeated.body.list[0])).toEqual(['Id', 'Title', 'N']);
  });

  it('sorts by sort, else sortArrJson, with the key as tie-breaker', async () => {
    const byN = (await get({ sort: '-N', limit: 60 })).list as Array<{ Id: number; N: number }>;
    const expected = [...byN].sort((a, b) => b.N - a.N || a.Id - b.Id);
    expect(byN).toEqual(expected);
    const two = (await get({ sort: 'Grp,-N', limit: 60 })).list as Array<{ Id: number; N: number; Grp: string }>;
    expect(two).toEqual([...two].sort((a, b) => a.Grp.localeCompare(b.Grp) || b.N - a.N || a.Id - b.Id));
    const repeated = await fx.client.get(`${fx.path}?sort[]=Grp&sort[]=-N&limit=60`).expect(200);
    expect(repeated.body.list).toEqual(two);
    const n = fx.table.columns.find((c) => c.title === 'N')!;
    const json = await get({ sortArrJson: JSON.stringify([{ fk_column_id: n.id, direction: 'desc' }]), limit: 60 });
    expect(json.list).toEqual(byN);
    const both = await get({ sort: 'Id', sortArrJson: JSON.stringify([{ fk_column_id: n.id, direction: 'desc' }]) });
    expect(both.list[0].Id).toBe(1);
    expect((await get({ sort: 'Nope,-Id' })).list[0].Id).toBe(60);
    expect((await fx.client.get(`${fx.path}?${q({ sortArrJson: '{' })}`).expect(400)).body.msg).toContain(
      'sortArrJson',
    );
  });

  it('shuffles: the same rows as unshuffled, in an order that is neither the plain one nor the same each time', async () => {
    const ids = async (params: Record<string, string | number>) =>
      (await get({ limit: 60, ...params })).list.map((r: { Id: number }) => r.Id) as number[];
    const plain = await ids({});
    const byId = (list: number[]) => [...list].sort((a, b) => a - b);
    // A fair shuffle of 60 rows gives one given order with chance 1/60! (about 1e-82): three tries that all come
    // back in the plain order, or all in the first shuffle's order, mean the rows are not shuffled.
    const shuffles = [await ids({ shuffle: 1 }), await ids({ shuffle: 1 }), await ids({ shuffle: 1 })];
    for (const order of shuffles) expect(byId(order)).toEqual(byId(plain));
    expect(shuffles.some((order) => order.join() !== plain.join())).toBe(true);
    expect(shuffles.slice(1).some((order) => order.join() !== shuffles[0]!.join())).toBe(true);
    // Shuffling keeps the where: 20 rows of one group.
    const g1 = await ids({ shuffle: 1, where: '(Grp,eq,g1)' });
    expect(byId(g1)).toEqual(plain.filter((_, i) => i % 3 === 1));
  });

  it('keeps totalRows right after writes (counts are cached per write generation)', async () => {
    expect((await get({ where: '(Grp,eq,g9)' })).pageInfo.totalRows).toBe(0);
    const row = (await fx.client.post(fx.path, { Title: 'new', Grp: 'g9' }).expect(200)).body;
    expect((await get({ where: '(Grp,eq,g9)' })).pageInfo.totalRows).toBe(1);
    expect((await fx.client.get(`${fx.path}/count?${q({ where: '(Grp,eq,g9)' })}`).expect(200)).body).toEqual({
      count: 1,
    });
    await fx.client.delete(`${fx.path}/${row.Id}`).expect(200);
    expect((await get({ where: '(Grp,eq,g9)' })).pageInfo.totalRows).toBe(0);
  });

  it('groups by a column (docs/API.md §1.11 groupby)', async () => {
    const body = await get({ column_name: 'grp' }, `${fx.path}/groupby`);
    expect(body.list).toEqual([
      { grp: 'g0', count: 20 },
      { grp: 'g1', count: 20 },
      { grp: 'g2', count: 20 },
    ]);
    expect(body.pageInfo).toMatchObject({ totalRows: 3, page: 1 });
    const filtered = await get({ column_name: 'Grp', where: '(N,lt,3)', sort: '-count' }, `${fx.path}/groupby`);
    expect(filtered.list.map((g: { count: number }) => g.count)).toEqual(
      [...filtered.list.map((g: { count: number }) => g.count)].sort((a, b) => b - a),
    );
    expect((await fx.client.get(`${fx.path}/groupby`).expect(400)).body.msg).toBe('column_name is required');
  });
});

describeEachDb('records deep pages', (server) => {
  let fx: RecordsFixture;
  let table: TableJson;
  const TOTAL = 12_345;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'deep@example.com', { table_name: 'Deep', columns: COLUMNS });
    table = fx.table;
    for (let i = 0; i < TOTAL; i += 400) {
      const rows = Array.from({ length: Math.min(400, TOTAL - i) }, (_, j) => ({ title: `t${i + j}`, n: (i + j) % 7 }));
      await server().db(table.table_name).insert(rows);
    }
  }, 60_000);

  const direct = (offset: number, limit: number, desc = false, n?: number) => {
    const query = server()
      .db(table.table_name)
      .select('id')
      .orderBy('id', desc ? 'desc' : 'asc');
    if (n !== undefined) query.where('n', '>', n);
    return query.offset(offset).limit(limit);
  };
  const ids = async (params: Record<string, string | number>) =>
    ((await fx.client.get(`${fx.path}?${q(params)}`).expect(200)).body.list as Array<{ Id: number }>).map((r) => r.Id);

  it.each([
    [{ offset: 11_000, limit: 50 }, 11_000, 50, false, undefined],
    [{ offset: 12_000, limit: 1000 }, 12_000, 1000, false, undefined],
    [{ offset: 10_999, limit: 3 }, 10_999, 3, false, undefined],
    [{ offset: 11_500, limit: 20, sort: '-Id' }, 11_500, 20, true, undefined],
    [{ offset: 10_100, limit: 20, where: '(N,gt,2)' }, 10_100, 20, false, 2],
  ])('answers the same rows as a plain OFFSET for %j', async (params, offset, limit, desc, n) => {
    const expected = (await direct(offset, limit, desc, n)).map((r: { id: number }) => Number(r.id));
    expect(await ids(params)).toEqual(expected);
  });

  it('stays exact after writes, and past the end', async () => {
    await fx.client.delete(`${fx.path}/5`).expect(200);
    await fx.client.post(fx.bulk, [{ Title: 'late 1' }, { Title: 'late 2' }]).expect(200);
    const expected = (await direct(11_990, 30)).map((r: { id: number }) => Number(r.id));
    expect(await ids({ offset: 11_990, limit: 30 })).toEqual(expected);
    const beyond = (await fx.client.get(`${fx.path}?offset=20000`).expect(200)).body;
    expect(beyond.list).toEqual([]);
    expect(beyond.pageInfo.totalRows).toBe(TOTAL + 1);
    expect(beyond.errors).toHaveLength(1);
  });
});
