import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { autoIndexesOf } from '../src/data/auto-index';
import { describeEachDb } from './support/each-db';
import { createTestDatabase } from './support/test-db';
import { indexesOf } from './support/indexes';
import { DATA, q, recordsFixture, type RecordsFixture } from './support/records';
import { META, createTable, type TableJson } from './support/workspace';

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
  { column_name: 'n', title: 'N', uidt: 'Number' },
  { column_name: 'price', title: 'Price', uidt: 'Decimal' },
  { column_name: 'day', title: 'Day', uidt: 'Date' },
];

const WORDS = ['alpha', 'Beta', 'gamma', 'Éclair', 'delta', '', 'zeta'];

/** 300 rows with ties, values missing from some of them and text in mixed case. */
const rows = Array.from({ length: 300 }, (_, i) => ({
  Title: i % 11 === 0 ? null : `${WORDS[i % WORDS.length]} ${i % 5}`,
  N: i % 13 === 0 ? null : (i * 7) % 41,
  Price: i % 17 === 0 ? null : ((i * 37) % 500) / 10,
  Day: i % 19 === 0 ? null : `2026-0${(i % 9) + 1}-1${i % 10}`,
}));

const QUERIES: Array<Record<string, string | number>> = [
  ...['N', '-N', 'Price', '-Price', 'Day', '-Day', 'Title', '-Title'].flatMap(
    (sort): Array<Record<string, string | number>> => [
      { sort, limit: 1000 },
      { sort, limit: 25, offset: 50 },
    ],
  ),
  { where: '(N,gt,20)', sort: '-Price', limit: 1000 },
  { where: '(N,gt,20)', sort: 'Price', limit: 25, offset: 25 },
  { where: '(Price,lte,20)', limit: 1000 },
  { where: '(Price,lt,20)~and(N,gte,5)', sort: 'Day', limit: 1000 },
  { where: '(Day,eq,exactDate,2026-03-12)', sort: '-N', limit: 1000 },
  { where: '(N,btw,5,15)', sort: 'Title', limit: 1000 },
  { where: '(Title,eq,alpha 0)', sort: '-Id', limit: 1000 },
  { where: '(N,eq,7)~or(N,eq,8)', sort: 'Price,-N', limit: 1000 },
];

describeEachDb('records: indexes made on first use', (server) => {
  let fx: RecordsFixture;
  const manager = () => autoIndexesOf(server().db);
  const get = async (params: Record<string, string | number>, route = fx.path) =>
    (await fx.client.get(`${route}?${q(params)}`).expect(200)).body;
  const ourIndexes = async (tableName: string) =>
    (await indexesOf(server(), tableName)).filter((i) => i.name.startsWith('bx_'));

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'indexes@example.com', { table_name: 'Indexed', columns: COLUMNS });
    await fx.client.post(fx.bulk, rows).expect(200);
  });

  afterEach(() => {
    manager().paused = false;
  });

  // Builds still queued would outlive the database the suite closes.
  afterAll(() => manager().idle());

  it('answers every sort and filter the same with and without the indexes it makes', async () => {
    manager().paused = true;
    const before = [];
    for (const query of QUERIES) before.push(await get(query));
    expect(await ourIndexes(fx.table.table_name)).toEqual([]);
    manager().paused = false;
    for (const query of QUERIES) await get(query);
    await manager().idle();
    const indexed = new Set((await ourIndexes(fx.table.table_name)).map((i) => i.columns[0]));
    expect(indexed).toEqual(new Set(['n', 'price', 'day', 'title']));
    for (const [i, query] of QUERIES.entries()) expect([query, await get(query)]).toEqual([query, before[i]]);
  });

  describe('lifecycle', () => {
    let t: TableJson;
    const route = () => `${DATA}/${fx.project.id}/${t.id}`;
    const columnId = (title: string) => t.columns.find((c) => c.title === title)!.id as string;
    const ids = async (params: Record<string, string | number>) =>
      (await get({ ...params, limit: 1000 }, route())).list.map((r: { Id: number }) => r.Id);

    beforeAll(async () => {
      t = await createTable(fx.client, fx.project.id, {
        table_name: 'Life',
        columns: [
          { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
          { column_name: 'a', title: 'A', uidt: 'Number' },
          { column_name: 'b', title: 'B', uidt: 'Number' },
          { column_name: 'c', title: 'C', uidt: 'Number' },
        ],
      });
      const bulk = `/api/v1/db/data/bulk/noco/${fx.project.id}/${t.id}`;
      await fx.client.post(bulk, [
        { A: 3, B: 1, C: 2 },
        { A: 1, B: 3, C: 1 },
        { A: 2, B: 2, C: 3 },
      ]);
      for (const sort of ['A', 'B', 'C']) await get({ sort }, route());
      await manager().idle();
      expect((await ourIndexes(t.table_name)).map((i) => i.columns[0]).sort()).toEqual(['a', 'b', 'c']);
    });

    it('keeps a renamed field served by its index, without making another', async () => {
      await fx.client.patch(`${META}/columns/${columnId('A')}`, { title: 'A2', column_name: 'a2' }).expect(200);
      // ascending, the direction its index was made for (MySQL makes another for a descending sort, as for any field)
      expect(await ids({ sort: 'A2' })).toEqual([2, 3, 1]);
      await manager().idle();
      const onA = (await ourIndexes(t.table_name)).filter((i) => i.columns.includes('a2'));
      expect(onA).toHaveLength(1);
      expect((await ourIndexes(t.table_name)).some((i) => i.columns.includes('a'))).toBe(false);
    });

    it('drops the index of a field whose type changes, and sorts it by its new type', async () => {
      await fx.client.patch(`${META}/columns/${columnId('B')}`, { uidt: 'SingleLineText' }).expect(200);
      expect((await ourIndexes(t.table_name)).some((i) => i.columns.includes('b'))).toBe(false);
      expect(await ids({ sort: 'B' })).toEqual([1, 3, 2]);
    });

    it('drops the index of a deleted field with it', async () => {
      await fx.client.delete(`${META}/columns/${columnId('C')}`).expect(200);
      expect((await ourIndexes(t.table_name)).some((i) => i.columns.includes('c'))).toBe(false);
      expect(await ids({ sort: 'Id' })).toEqual([1, 2, 3]);
    });
  });

  describe('on an external database', () => {
    let dir: string;

    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    // MySQL/MariaDB read a sort in one direction only from an index whose key part runs its way (index-catalog.ts)
    it('suggests a descending index for a descending sort on an external MySQL/MariaDB base', async () => {
      if (server().dialect !== 'mysql') return;
      const external = await createTestDatabase('mysql');
      const project = (await fx.client.post(`${META}/projects/`, { title: 'External MySQL' }).expect(200)).body;
      try {
        const baseId = 'ds_extmysqlsugg1';
        await server()
          .db('nc_bases')
          .insert({
            id: baseId,
            project_id: project.id,
            type: 'mysql2',
            is_meta: false,
            order: 2,
            config: JSON.stringify({ client: 'mysql2', connection: external.url }),
          });
        const ext = await fx.client
          .post(`${META}/projects/${project.id}/${baseId}/tables`, { table_name: 'ext_my', columns: COLUMNS })
          .expect(200);
        const route = `${DATA}/${project.id}/${ext.body.id}`;
        const suggestion = async (params: Record<string, string>) =>
          (await fx.client.get(`${route}?${q(params)}`).expect(200)).headers['x-basalt-index-suggestion'];
        expect(await suggestion({ sort: '-Price', where: '(N,gt,3)' })).toBe('ext_my(price DESC), ext_my(n)');
        expect(await suggestion({ sort: 'Price' })).toBe('ext_my(price)');
      } finally {
        // Deleting the project closes the external base's connection.
        await fx.client.delete(`${META}/projects/${project.id}`).expect(200);
        await external.drop();
      }
    });

    it('makes no index and suggests one in a header instead', async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-ext-index-'));
      const file = path.join(dir, 'external.sqlite');
      const baseId = 'ds_extindexsugg1';
      await server()
        .db('nc_bases')
        .insert({
          id: baseId,
          project_id: fx.project.id,
          type: 'sqlite3',
          is_meta: false,
          order: 2,
          config: JSON.stringify({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true }),
        });
      const ext = await fx.client
        .post(`${META}/projects/${fx.project.id}/${baseId}/tables`, { table_name: 'ext_rows', columns: COLUMNS })
        .expect(200);
      const route = `${DATA}/${fx.project.id}/${ext.body.id}`;
      const res = await fx.client.get(`${route}?${q({ sort: '-Price', where: '(N,gt,3)' })}`).expect(200);
      expect(res.headers['x-basalt-index-suggestion']).toBe('ext_rows(price), ext_rows(n)');
      const plain = await fx.client.get(`${route}?${q({ sort: 'Id' })}`).expect(200);
      expect(plain.headers['x-basalt-index-suggestion']).toBeUndefined();
      await autoIndexesOf(server().db).idle();
      const knexLib = (await import('knex')).default;
      const db = knexLib({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
      try {
        const list = (await db.raw(`pragma index_list('ext_rows')`)) as Array<{ name: string }>;
        expect(list.filter((i) => i.name.startsWith('bx_'))).toEqual([]);
      } finally {
        await db.destroy();
      }
      // Deleting the project closes the external base's connection.
      await fx.client.delete(`${META}/projects/${fx.project.id}`).expect(200);
    });
  });
});
